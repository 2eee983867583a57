import type { LegalDocumentContent } from './types';

/** Gizlilik Politikası with the KVKK (Law No. 6698) art. 10 information notice. */
export const privacyContent: LegalDocumentContent = {
  eyebrow: 'Yasal',
  title: 'Gizlilik Politikası ve KVKK Aydınlatma Metni',
  lead: 'Kişisel verilerinizi hangi amaçla işlediğimizi, kimlerle paylaştığımızı ve haklarınızı açık bir dille anlatıyoruz.',
  updatedAt: '2026-11-26',
  sections: [
    {
      heading: 'Veri sorumlusu',
      paragraphs: [
        '6698 sayılı Kişisel Verilerin Korunması Kanunu (“KVKK”) uyarınca kişisel verileriniz, veri sorumlusu sıfatıyla Pusula (“Pusula”, “biz”) tarafından bu metinde açıklanan kapsamda işlenir.',
        'Bu metin; Pusula web sitesini ziyaret edenleri, platformu kullanan mentorları (koçları), danışmanları, öğrencileri ve velileri kapsar.',
      ],
    },
    {
      heading: 'İşlediğimiz kişisel veriler',
      list: [
        'Kimlik ve iletişim bilgileri: ad, soyad, e-posta adresi, telefon numarası.',
        'Hesap bilgileri: rol (mentor, danışman, veli, öğrenci), seçilen paket, şifrenin geri döndürülemez özeti.',
        'Eğitim bilgileri: sınıf seviyesi, hedeflenen sınav, haftalık program, ödevler, deneme sonuçları, koç ve danışman notları.',
        'İşlem güvenliği bilgileri: oturum kayıtları, giriş denemeleri, IP adresi ve tarayıcı bilgisi.',
        'İletişim kayıtları: iletişim formu ve destek talepleri üzerinden ilettiğiniz mesajlar.',
        'Ödeme bilgileri: fatura bilgileri ve havale/EFT ile yaptığınız ödemelerin kaydı. Site üzerinden ödeme alınmaz; ödeme bilgisi istenmez.',
      ],
    },
    {
      heading: 'İşleme amaçları',
      list: [
        'Hesabınızı oluşturmak ve koçluk hizmetini sunmak,',
        'Öğrencinin çalışma programını, ödevlerini ve deneme sonuçlarını koçu, danışmanı ve velisiyle paylaşmak,',
        'Bildirim ve hatırlatmaları göndermek,',
        'Destek taleplerinizi ve iletişim formu mesajlarınızı yanıtlamak,',
        'Ödemeleri ve faturalandırmayı yürütmek,',
        'Bilgi güvenliğini sağlamak, kötüye kullanımı önlemek ve yasal yükümlülüklerimizi yerine getirmek,',
        'Yalnızca açık rızanız varsa: site kullanımını anonim istatistiklerle ölçmek (analitik çerezler).',
      ],
    },
    {
      heading: 'Hukuki sebepler',
      paragraphs: [
        'Kişisel verileriniz KVKK’nın 5. maddesinde sayılan şu hukuki sebeplere dayanarak işlenir: bir sözleşmenin kurulması veya ifası için gerekli olması (hesap ve koçluk hizmeti), hukuki yükümlülüğümüzü yerine getirmemiz (fatura ve kayıt saklama), meşru menfaatimiz (bilgi güvenliği ve hizmetin iyileştirilmesi) ve açık rızanız (analitik çerezler ile pazarlama iletişimi).',
        '18 yaşından küçük öğrencilerin verileri, velisinin ya da öğrenciyle sözleşme ilişkisi kuran koçun sorumluluğunda ve yalnızca koçluk hizmeti için işlenir.',
      ],
    },
    {
      heading: 'Aktarım',
      paragraphs: [
        'Kişisel verileriniz satılmaz ve reklam amacıyla paylaşılmaz. Veriler yalnızca şu alıcılarla, amaçla sınırlı olarak paylaşılır:',
      ],
      list: [
        'Öğrencinin koçu, koçun bağlı olduğu danışman ve öğrencinin velisi (rolünün gerektirdiği ölçüde),',
        'Barındırma ve e-posta gönderimi hizmeti aldığımız tedarikçiler (veri işleyen sıfatıyla, sözleşmeyle bağlı olarak),',
        'Talep edilmesi halinde yetkili kamu kurum ve kuruluşları.',
      ],
      after: [
        'Yurt dışında bulunan bir hizmet sağlayıcı kullanılması halinde aktarım, KVKK’nın 9. maddesindeki şartlara uygun olarak yapılır.',
      ],
    },
    {
      heading: 'Toplama yöntemi',
      paragraphs: [
        'Veriler; kayıt ve iletişim formları, platform içindeki kullanımınız, koçunuzun ya da danışmanınızın sizin adınıza girdiği bilgiler ve tarayıcınızın gönderdiği teknik bilgiler aracılığıyla elektronik ortamda toplanır.',
      ],
    },
    {
      heading: 'Saklama süresi',
      paragraphs: [
        'Veriler hesabınız açık olduğu sürece saklanır. Hesabınızın silinmesini istediğinizde veriler, yasal saklama yükümlülüğü bulunanlar (ör. fatura kayıtları) dışında en geç 30 gün içinde silinir veya anonim hale getirilir.',
      ],
    },
    {
      heading: 'Haklarınız (KVKK md. 11)',
      list: [
        'Kişisel verilerinizin işlenip işlenmediğini öğrenme ve işlenmişse bilgi talep etme,',
        'İşlenme amacını ve amacına uygun kullanılıp kullanılmadığını öğrenme,',
        'Yurt içinde veya yurt dışında aktarıldığı üçüncü kişileri bilme,',
        'Eksik veya yanlış işlenmişse düzeltilmesini isteme,',
        'KVKK’nın 7. maddesindeki şartlar çerçevesinde silinmesini veya yok edilmesini isteme,',
        'Düzeltme ve silme işlemlerinin aktarıldığı üçüncü kişilere bildirilmesini isteme,',
        'Münhasıran otomatik sistemlerle analiz edilmesi sonucu aleyhinize bir sonuç çıkmasına itiraz etme,',
        'Kanuna aykırı işleme nedeniyle zarara uğramanız halinde zararın giderilmesini talep etme.',
      ],
      after: [
        'Başvurularınızı Hesap İşlemleri sayfasından ya da destek e-posta adresimizden iletebilirsiniz. Başvurunuz en geç 30 gün içinde ücretsiz olarak sonuçlandırılır.',
      ],
    },
    {
      heading: 'Çerezler',
      paragraphs: [
        'Sitenin çalışması için zorunlu olan tarayıcı depolaması dışında, analitik çerezler yalnızca onay vermeniz halinde kullanılır. Ayrıntılar Çerez Politikası’nda yer alır.',
      ],
    },
  ],
};
