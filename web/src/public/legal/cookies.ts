import type { LegalDocumentContent } from './types';

export const cookiesContent: LegalDocumentContent = {
  eyebrow: 'Yasal',
  title: 'Çerez Politikası',
  lead: 'Sitenin çalışması için gerekenler dışında hiçbir çerez, onayınız olmadan kullanılmaz.',
  updatedAt: '2025-01-15',
  sections: [
    {
      heading: 'Çerez nedir?',
      paragraphs: [
        'Çerezler ve benzeri tarayıcı depolama teknolojileri (localStorage gibi), bir web sitesinin tarayıcınızda küçük bilgiler saklamasını sağlar. Bu bilgiler oturumunuzu açık tutmak veya tercihlerinizi hatırlamak için kullanılır.',
      ],
    },
    {
      heading: 'Zorunlu depolama',
      paragraphs: ['Aşağıdakiler sitenin çalışması için gereklidir ve onay gerektirmez (KVKK md. 5/2):'],
      list: [
        'Oturum bilgisi: giriş yaptığınızda oturum anahtarınız ve rol bilginiz tarayıcınızda saklanır; çıkış yaptığınızda silinir.',
        'Çerez tercihi: verdiğiniz onay ya da ret kararı, size tekrar sorulmaması için saklanır.',
        'Odak sayacı: Odaklan sayfasındaki sayacın durumu, sayfa yenilendiğinde kaybolmasın diye yalnızca tarayıcınızda saklanır.',
      ],
    },
    {
      heading: 'Analitik çerezler',
      paragraphs: [
        'Sitenin hangi sayfalarının ne kadar kullanıldığını anonim olarak ölçmek için Google Analytics kullanabiliriz. Bu çerezler yalnızca çerez bildiriminde “Analitik çerezleri kabul et” seçeneğini işaretlerseniz yüklenir; onay vermezseniz sitemiz hiçbir üçüncü taraf sunucuya istek göndermez.',
        'Analitik verilerde IP adresiniz kısaltılarak (anonimleştirilerek) işlenir ve verileriniz reklam amacıyla kullanılmaz.',
      ],
    },
    {
      heading: 'Pazarlama çerezleri',
      paragraphs: ['Pusula reklam veya yeniden hedefleme çerezi kullanmaz.'],
    },
    {
      heading: 'Tercihinizi değiştirme',
      paragraphs: [
        'Verdiğiniz onayı istediğiniz zaman geri alabilirsiniz: tarayıcınızın ayarlarından bu site için saklanan verileri silmeniz halinde çerez bildirimi yeniden gösterilir. Tarayıcınızın ayarlarından çerezleri tamamen de engelleyebilirsiniz; bu durumda giriş gerektiren sayfalar çalışmayabilir.',
      ],
    },
  ],
};
