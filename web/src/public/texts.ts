import { TRIAL_DAYS } from '@pusula/contracts/packages';

/** Text of the public site's frame: header, menus, footer and shared notices. */
export const chromeTexts = {
  skipLink: 'İçeriğe geç',
  brandHome: 'Pusula ana sayfa',
  nav: {
    label: 'Ana menü',
    home: 'Ana Sayfa',
    reduceLoad: 'Takip Yükünü Azalt',
    focus: 'Odaklan',
    why: 'Neden Pusula',
    packages: 'Paketler',
    faq: 'SSS',
    about: 'Hakkımızda',
    blog: 'Blog',
    contact: 'İletişim',
  },
  login: {
    trigger: 'Giriş Yap',
    mentor: 'Mentor Girişi',
    mentorHint: 'Öğrenci takibi ve program',
    advisor: 'Danışman Girişi',
    advisorHint: 'Koç ve öğrenci yönetimi',
    parent: 'Veli Girişi',
    parentHint: 'Çocuğunuzun gelişimi',
  },
  register: {
    trigger: 'Kayıt Ol',
    mentor: 'Mentor olarak kayıt ol',
    mentorHint: 'Öğrencilerinizi tek panelden takip edin',
    advisor: 'Danışman olarak kayıt ol',
    advisorHint: 'Koç ekibinizi yönetin',
  },
  /** Shown instead of the login and register menus while a session exists. */
  portal: 'Panelime git',
  mobile: {
    open: 'Menüyü aç',
    close: 'Menüyü kapat',
    title: 'Menü',
    description: 'Sayfalar, giriş ve kayıt bağlantıları',
    loginHeading: 'Giriş',
    portalHeading: 'Hesabım',
    registerHeading: 'Kayıt',
  },
  focusPill: (clock: string, phase: string) => `${phase} · ${clock}`,
  focusPillLabel: (clock: string, phase: string) =>
    `Odak sayacı çalışıyor: ${phase}, kalan ${clock}. Sayaca git`,
  footer: {
    tagline: 'YKS ve LGS koçluğunda takip yükünü azaltan, öğrenciye odak, veliye güven veren platform.',
    statementsHeading: 'Pusula ekosistemi',
    statements: [
      {
        title: 'Öğrenciler için mobil uygulama',
        text: 'Günlük görevler, odak sayacı ve deneme sonuçları cepte.',
      },
      {
        title: 'Mentorlar için web paneli',
        text: 'Tüm öğrencilerin durumu tek ekranda, kim geride hemen görünür.',
      },
      {
        title: 'Danışman sistemi',
        text: 'Koç ekibini yönetin, öğrencileri atayın, not ve görüşmeleri izleyin.',
      },
      { title: 'Veli takip sistemi', text: 'Veliler haftalık ilerlemeyi mesaj beklemeden görür.' },
    ],
    pagesHeading: 'Sayfalar',
    focusLabel: 'Dikkatim Dağınık',
    legalHeading: 'Yasal',
    privacy: 'Gizlilik Politikası',
    terms: 'Kullanım Koşulları',
    cookies: 'Çerez Politikası',
    account: 'Hesap İşlemleri',
    contactPage: 'Bize Ulaşın',
    catalogue: 'Konu Kataloğu',
    supportHeading: 'Destek',
    supportHours: 'Pazartesi – Cuma, 09:00 – 18:00',
    emailLabel: 'E-posta',
    phoneLabel: 'Telefon',
    socialHeading: 'Bizi takip edin',
    instagram: 'Instagram',
    linkedin: 'LinkedIn',
    opensNewTab: '(yeni sekmede açılır)',
    /** What is true about paying: there is no payment provider, only a trial and then an invoice. */
    paymentNote: `Kayıt ${TRIAL_DAYS} günlük ücretsiz deneme ile başlar; sonrasında ödeme fatura karşılığında havale/EFT ile yapılır.`,
    copyright: (year: number) => `© ${year} Pusula. Tüm hakları saklıdır.`,
  },
} as const;
