import { TRIAL_DAYS } from '@pusula/contracts/packages';
import type { LegalDocumentContent } from './types';

export const termsContent: LegalDocumentContent = {
  eyebrow: 'Yasal',
  title: 'Kullanım Koşulları',
  lead: 'Pusula’yı kullanarak aşağıdaki koşulları kabul etmiş olursunuz. Kısa ve anlaşılır tutmaya çalıştık.',
  updatedAt: '2026-11-26',
  sections: [
    {
      heading: 'Hizmetin tanımı',
      paragraphs: [
        'Pusula; mentorların (koçların) öğrencilerinin çalışma programını, ödevlerini ve deneme sonuçlarını takip etmesini, danışmanların koç ekiplerini yönetmesini ve velilerin çocuklarının ilerlemesini görmesini sağlayan çevrim içi bir platformdur.',
        'Pusula bir eğitim kurumu değildir; koçluk hizmetinin içeriğinden ve sonuçlarından hizmeti veren koç sorumludur.',
      ],
    },
    {
      heading: 'Hesaplar',
      list: [
        'Kayıt sırasında verdiğiniz bilgilerin doğru ve güncel olması gerekir.',
        'Şifrenizin gizliliğinden siz sorumlusunuz; hesabınızda yetkisiz bir işlem fark ederseniz bize hemen bildirin.',
        'Bir hesap yalnızca bir kişi tarafından kullanılabilir.',
        'Öğrenci ve veli hesapları, koç veya danışman tarafından gönderilen davetle açılır.',
      ],
    },
    {
      heading: 'Paketler ve ödeme',
      list: [
        `Kayıt, seçilen paketle ${TRIAL_DAYS} günlük ücretsiz deneme süresini başlatır; deneme süresince ücret alınmaz.`,
        'Deneme sonunda devam etmek isterseniz bizimle iletişime geçersiniz; paketler aylık olarak ücretlendirilir ve ödeme, düzenlediğimiz fatura karşılığında havale/EFT ile yapılır. Site üzerinden ödeme alınmaz.',
        'Fiyatlara KDV dahildir; güncel fiyatlar Paketler sayfasında yer alır.',
        'Paket yükseltmelerinde fark tutarı kalan gün sayısına göre hesaplanır.',
        'Fiyat değişiklikleri en az 30 gün önceden e-posta ile bildirilir ve bir sonraki dönemden itibaren uygulanır.',
      ],
    },
    {
      heading: 'İptal ve iade',
      paragraphs: [
        'Aboneliğinizi dilediğiniz zaman iptal edebilirsiniz; iptal, mevcut dönemin sonunda geçerli olur ve o tarihe kadar hizmeti kullanmaya devam edersiniz. Mesafeli Sözleşmeler Yönetmeliği kapsamındaki cayma hakkınız saklıdır.',
      ],
    },
    {
      heading: 'Kullanım kuralları',
      list: [
        'Platformu yalnızca eğitim ve koçluk amacıyla kullanabilirsiniz.',
        'Başka kullanıcıların verilerine yetkisiz erişmeye çalışmak, sistemi aşırı yüklemek veya tersine mühendislik yapmak yasaktır.',
        'Öğrencilere ve velilere ilişkin verileri yalnızca koçluk hizmeti için ve KVKK’ya uygun biçimde işlemeyi kabul edersiniz.',
        'Hakaret, taciz veya yasa dışı içerik paylaşan hesaplar uyarı yapılmaksızın askıya alınabilir.',
      ],
    },
    {
      heading: 'Fikri mülkiyet',
      paragraphs: [
        'Platformun yazılımı, tasarımı ve içerikleri Pusula’ya aittir. Platforma sizin girdiğiniz veriler ise size aittir; hizmetin sunulması dışında kullanılmaz.',
      ],
    },
    {
      heading: 'Sorumluluğun sınırlandırılması',
      paragraphs: [
        'Hizmeti kesintisiz ve güvenli sunmak için makul tüm önlemleri alırız; ancak planlı bakım, mücbir sebepler veya üçüncü taraf altyapı arızalarından doğan kesintilerden sorumlu tutulamayız. Sınav sonuçları öğrencinin çalışmasına bağlıdır; Pusula belirli bir başarıyı garanti etmez.',
      ],
    },
    {
      heading: 'Değişiklikler ve uygulanacak hukuk',
      paragraphs: [
        'Bu koşulları güncelleyebiliriz; önemli değişiklikleri yürürlüğe girmeden önce bildiririz. Bu koşullar Türkiye Cumhuriyeti hukukuna tabidir; uyuşmazlıklarda tüketici hakem heyetleri ve tüketici mahkemeleri yetkilidir.',
      ],
    },
  ],
};
