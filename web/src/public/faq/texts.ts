import { TRIAL_DAYS } from '@pusula/contracts/packages';

export interface FaqItem {
  q: string;
  a: string;
}

export const faqTexts = {
  hero: {
    eyebrow: 'SSS',
    title: 'Sıkça sorulan sorular',
    lead: 'Aradığınız yanıt burada yoksa bize yazın; hafta içi bir iş günü içinde dönüyoruz.',
  },
  contactPrompt: 'Sorunuz hâlâ yanıtsız mı?',
  contactLink: 'Bize ulaşın',
  groups: [
    {
      title: 'Pusula ve paketler',
      items: [
        {
          q: 'Pusula kimler için?',
          a: 'YKS (TYT, AYT, YDT) ve LGS’ye hazırlanan öğrencilere koçluk yapan bağımsız mentorlar, koçluk kurumları ve dershaneler için. Öğrenciler ve veliler de kendi ekranlarıyla sisteme dahil olur.',
        },
        {
          q: 'Paketler arasındaki fark nedir?',
          a: 'Mentor paketleri takip edebileceğiniz öğrenci sayısına, danışman paketleri yönetebileceğiniz koç sayısına göre ayrılır. Tüm paketlerde temel takip özellikleri vardır; üst paketlerde görüntülü görüşme ve öncelikli destek gibi ek özellikler bulunur.',
        },
        {
          q: 'Öğrenci limitim dolarsa ne olur?',
          a: 'Mevcut öğrencileriniz etkilenmez; yalnızca yeni öğrenci ekleyemezsiniz. Paketinizi dilediğiniz an yükseltebilirsiniz, fark tutarı kalan gün sayısına göre hesaplanır.',
        },
        {
          q: 'Taahhüt ya da kurulum ücreti var mı?',
          a: 'Hayır. Paketler aylıktır, kurulum ücreti yoktur. İptal ettiğinizde dönem sonuna kadar kullanmaya devam edersiniz.',
        },
        {
          q: 'Hangi ödeme yöntemlerini kabul ediyorsunuz?',
          a: `Kayıt ${TRIAL_DAYS} günlük ücretsiz deneme ile başlar; deneme süresince ödeme yapmazsınız. Devam etmek istediğinizde bizimle iletişime geçin: ödemeyi, düzenlediğimiz fatura karşılığında havale/EFT ile alıyoruz. Site üzerinden ödeme alınmaz.`,
        },
      ],
    },
    {
      title: 'Koçlar ve danışmanlar',
      items: [
        {
          q: 'Danışman paneli ne işe yarar?',
          a: 'Koç ekibi olan kurumlar içindir. Danışman koçları ekler, öğrencileri koçlara atar, koçların takvimini ve görüşme kayıtlarını izler, bir öğrenci hakkında koça öncelikli not gönderebilir.',
        },
        {
          q: 'Bir danışman kaç koç yönetebilir?',
          a: 'Standart danışman paketinde 10 koça kadar, Plus pakette 20 koça kadar. Daha büyük ekipler için bizimle iletişime geçin.',
        },
        {
          q: 'Öğrencilerimi başka bir koça devredebilir miyim?',
          a: 'Evet. Danışmanınız öğrenciyi başka bir koça atayabilir; öğrencinin geçmişi, notları ve deneme sonuçları yeni koçla birlikte taşınır.',
        },
        {
          q: 'Mevcut öğrenci listemi içe aktarabilir miyim?',
          a: 'Öğrencileri tek tek ya da ekibimizin yardımıyla toplu olarak ekleyebilirsiniz. Toplu aktarım için destek ekibimize yazmanız yeterli.',
        },
      ],
    },
    {
      title: 'Öğrenciler ve veliler',
      items: [
        {
          q: 'Veliler neleri görebilir?',
          a: 'Veliler çocuklarının haftalık program ilerlemesini, deneme sonuçlarını ve koçun paylaşmayı seçtiği notları görür. Öğrenciyle koç arasındaki özel mesajlar veliye gösterilmez.',
        },
        {
          q: 'Birden fazla çocuğum var, tek hesapla takip edebilir miyim?',
          a: 'Evet. Veli hesabına bağlı tüm öğrenciler görünür; ekranın üstünden hangi çocuğunuzu görüntülemek istediğinizi seçersiniz.',
        },
        {
          q: 'Odak sayacını kullanmak için üye olmak gerekiyor mu?',
          a: 'Hayır. Odaklan sayfasındaki Pomodoro sayacı herkese açık ve ücretsizdir. Sayaç tarayıcınızda çalışır, hiçbir veri sunucumuza gönderilmez.',
        },
      ],
    },
    {
      title: 'Güvenlik ve hesap',
      items: [
        {
          q: 'Verilerim güvende mi?',
          a: 'Veriler şifreli bağlantı üzerinden taşınır, şifreler geri döndürülemez biçimde saklanır ve her kullanıcı yalnızca yetkili olduğu öğrencilerin verisini görür. Ayrıntılar Gizlilik Politikası’nda.',
        },
        {
          q: 'Şifremi unuttum, ne yapmalıyım?',
          a: 'Giriş sayfasındaki “Şifremi unuttum” bağlantısına ya da Hesap İşlemleri sayfasına e-posta adresinizi yazın. Kayıtlı adresinize 1 saat geçerli, tek kullanımlık bir sıfırlama bağlantısı gönderilir.',
        },
        {
          q: 'Hesabımı ve verilerimi nasıl sildiririm?',
          a: 'Hesap İşlemleri sayfasındaki hesap silme formunu doldurun. Kimliğinizi doğruladıktan sonra verileriniz yasal saklama yükümlülükleri dışında en geç 30 gün içinde silinir.',
        },
      ],
    },
  ] satisfies { title: string; items: FaqItem[] }[],
} as const;
