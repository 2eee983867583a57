import { SITE } from '../lib/site';
import type { PageMeta } from './metadata';

/** Metadata of every fixed public page; sitemap.xml is built from the indexable ones. */
export const PAGE_META = {
  home: {
    title: null,
    description: SITE.defaultDescription,
    keywords: [...SITE.defaultKeywords, 'öğrenci koçluğu', 'deneme takibi'],
    path: '/',
  },
  reduceLoad: {
    title: 'Takip Yükünü Azalt',
    description:
      'Öğrenci takibini WhatsApp ve tablolardan kurtarın: Pusula dikkat isteyen öğrencileri öne çıkarır, hatırlatmaları ve veli bilgilendirmesini sizin yerinize yapar.',
    keywords: ['mentor takip yükü', 'öğrenci takip paneli', 'koç hatırlatma', 'deneme analizi'],
    path: '/takip-yukunu-azalt',
  },
  focus: {
    title: 'Odaklan – Pomodoro sayacı',
    description:
      'Dikkatin mi dağınık? 25 dakika odak, 5 dakika mola: ücretsiz Pomodoro sayacıyla ders çalışmaya hemen başla, süreleri kendine göre ayarla.',
    keywords: ['pomodoro sayacı', 'ders çalışma sayacı', 'odaklanma', 'YKS çalışma tekniği'],
    path: '/odaklan',
  },
  why: {
    title: 'Neden Pusula',
    description:
      'YKS ve LGS sistemine göre tasarlandı, KVKK’ya uygun, veliler için sade: koçların Pusula’yı neden tercih ettiğini görün.',
    keywords: ['neden Pusula', 'koçluk yazılımı', 'öğrenci koçluğu platformu', 'KVKK uyumlu'],
    path: '/neden-pusula',
  },
  faq: {
    title: 'Sıkça Sorulan Sorular',
    description:
      'Paketler, öğrenci limitleri, veli erişimi, veri güvenliği ve ödeme hakkında Pusula’ya en çok sorulan soruların yanıtları.',
    keywords: ['Pusula SSS', 'koçluk platformu fiyat', 'öğrenci limiti', 'veli erişimi'],
    path: '/sss',
  },
  about: {
    title: 'Hakkımızda',
    description:
      'Pusula’yı koçluğun yükünü bizzat taşımış eğitimciler ve yazılımcılar kurdu. Hikâyemizi, ilkelerimizi ve nasıl çalıştığımızı okuyun.',
    keywords: ['Pusula hakkında', 'eğitim teknolojisi', 'öğrenci koçluğu'],
    path: '/hakkimizda',
  },
  blog: {
    title: 'Blog',
    description:
      'Deneme analizi, verimli çalışma teknikleri ve sınav yılında aile iletişimi üzerine koçlar, öğrenciler ve veliler için yazılar.',
    keywords: ['YKS blog', 'LGS çalışma önerileri', 'koçluk yazıları'],
    path: '/blog',
  },
  contact: {
    title: 'Bize Ulaşın',
    description:
      'Paketler, demo ya da teknik destek için Pusula ekibine yazın. Hafta içi 09:00 – 18:00 arasında bir iş günü içinde yanıtlıyoruz.',
    keywords: ['Pusula iletişim', 'demo talebi', 'destek'],
    path: '/iletisim',
  },
  privacy: {
    title: 'Gizlilik Politikası ve KVKK Aydınlatma Metni',
    description:
      'Pusula’nın kişisel verileri hangi amaçla işlediği, kimlerle paylaştığı ve 6698 sayılı KVKK kapsamındaki haklarınız.',
    keywords: ['gizlilik politikası', 'KVKK aydınlatma metni', 'kişisel veriler'],
    path: '/privacy',
  },
  terms: {
    title: 'Kullanım Koşulları',
    description:
      'Pusula platformunu kullanırken geçerli olan koşullar: hesaplar, paketler, ödeme, iptal ve sorumluluklar.',
    keywords: ['kullanım koşulları', 'üyelik sözleşmesi', 'Pusula'],
    path: '/terms',
  },
  cookies: {
    title: 'Çerez Politikası',
    description:
      'Pusula’da hangi çerezlerin ve tarayıcı depolamasının kullanıldığı, analitik çerezlerin yalnızca onayınızla çalıştığı ve tercihinizi nasıl değiştireceğiniz.',
    keywords: ['çerez politikası', 'çerez onayı', 'KVKK çerez'],
    path: '/cerez-politikasi',
  },
  catalogue: {
    title: 'Konu Kataloğu',
    description:
      'TYT, AYT, YDT ve LGS derslerinin konuları müfredat sırasıyla: sınavlara, sınıflara ve derslere göre göz atın, konu arayın.',
    keywords: ['YKS konuları', 'TYT konuları', 'AYT konuları', 'LGS konuları', 'müfredat'],
    path: '/konu-katalogu',
  },
  account: {
    title: 'Hesap İşlemleri',
    description: 'Şifrenizi sıfırlama ya da hesabınızın ve verilerinizin silinmesi için talep oluşturun.',
    keywords: ['şifre sıfırlama', 'hesap silme', 'veri silme talebi'],
    path: '/hesapislemleri',
  },
  register: {
    title: 'Paketler ve Kayıt',
    description:
      'Mentor ve danışman paketlerini öğrenci ve koç limitleriyle karşılaştırın, size uyanı seçip dakikalar içinde kaydolun.',
    keywords: ['Pusula paketleri', 'mentor paketi fiyat', 'danışman paketi', 'kayıt ol'],
    path: '/auth/register',
  },
  mentorLogin: {
    title: 'Mentor Girişi',
    description: 'Pusula mentor paneline giriş yapın.',
    keywords: ['mentor girişi', 'koç girişi'],
    path: '/auth/login',
    noindex: true,
  },
  advisorLogin: {
    title: 'Danışman Girişi',
    description: 'Pusula danışman paneline giriş yapın.',
    keywords: ['danışman girişi'],
    path: '/advisor/',
    noindex: true,
  },
  parentLogin: {
    title: 'Veli Girişi',
    description: 'Pusula veli paneline giriş yapın ve çocuğunuzun haftalık ilerlemesini görün.',
    keywords: ['veli girişi', 'veli takip'],
    path: '/parent/login',
    noindex: true,
  },
} as const satisfies Record<string, PageMeta>;
