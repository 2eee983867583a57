import { TRIAL_DAYS } from '@pusula/contracts/packages';

/** Home page copy: the three promises, how it works per role, and the call to action. */
export const homeTexts = {
  hero: {
    eyebrow: 'YKS ve LGS koçluğu için',
    title: 'Öğrencilerinizi kovalamayı bırakın, koçluğa odaklanın.',
    lead: 'Pusula, WhatsApp mesajları ve tablolar arasında kaybolan takip işini tek panelde toplar. Öğrenci ne yapacağını bilir, veli neler olduğunu görür; siz de zamanınızı en çok ihtiyaç duyan öğrenciye ayırırsınız.',
    primary: 'Paketleri incele',
    secondary: 'Nasıl çalışır?',
    note: `Kurulum gerektirmez · ${TRIAL_DAYS} gün ücretsiz deneme · İstediğiniz zaman iptal`,
  },
  preview: {
    label: 'Mentor paneli örneği',
    heading: 'Bu hafta dikkat isteyenler',
    sub: '24 öğrenciden 3’ü',
    rows: [
      { name: 'Elif K.', tag: 'TYT', note: 'Haftalık programın %40’ı tamamlandı', tone: 'warn' },
      { name: 'Mert A.', tag: 'LGS', note: 'Son iki denemeye girmedi', tone: 'danger' },
      { name: 'Zeynep T.', tag: 'AYT', note: 'Matematik neti 3 hafta üst üste düştü', tone: 'warn' },
    ],
    footer: '21 öğrenci planında: mesaj atmanıza gerek yok.',
  },
  promises: {
    title: 'Üç sözümüz var',
    intro: 'Pusula’yı koçların, öğrencilerin ve velilerin aynı anda rahatlaması için tasarladık.',
    items: [
      {
        title: 'Mentor için daha az takip yükü',
        text: 'Kim programını bitirdi, kim denemeye girmedi, kimin neti düşüyor: Pusula bunları sizin yerinize izler ve yalnızca dikkat gerektiren öğrencileri önünüze getirir.',
      },
      {
        title: 'Öğrenci için odak araçları',
        text: 'Pomodoro sayacı, günlük görev listesi ve haftalık hedeflerle öğrenci masaya oturduğunda ne yapacağını bilir; dikkati dağıldığında yeniden başlamak kolaylaşır.',
      },
      {
        title: 'Veli–öğrenci–mentor ekosistemi',
        text: 'Veli haftalık ilerlemeyi ve mentor notlarını kendi ekranından görür. “Bu hafta ne yaptı?” sorusu için kimse mesaj beklemez, kimse sorguya çekilmez.',
      },
    ],
  },
  how: {
    title: 'Nasıl çalışır?',
    intro: 'Her rol kendi ekranını görür; bilgi tek yerde, herkes için güncel.',
    roles: [
      {
        role: 'Koç (mentor)',
        steps: [
          'Öğrencilerinizi ekleyin, sınav hedeflerini (TYT, AYT, YDT, LGS) seçin.',
          'Haftalık programı ve ödevleri bir kez hazırlayın; Pusula hatırlatmaları gönderir.',
          'Her sabah yalnızca “dikkat listesindeki” öğrencilerle ilgilenin.',
        ],
      },
      {
        role: 'Danışman',
        steps: [
          'Koç ekibinizi ekleyin, öğrencileri koçlara atayın.',
          'Koçların takvimini, görüşme kayıtlarını ve öğrenci durumlarını izleyin.',
          'Bir öğrenci hakkında koça öncelikli not gönderin, yanıtını aynı yerden okuyun.',
        ],
      },
      {
        role: 'Veli',
        steps: [
          'Koçunuzun gönderdiği davetle veli hesabınızı açın.',
          'Çocuğunuzun haftalık programını, deneme sonuçlarını ve koç notlarını görün.',
          'Birden fazla çocuğunuz varsa aralarında tek dokunuşla geçin.',
        ],
      },
      {
        role: 'Öğrenci',
        steps: [
          'Günün görevlerini telefonunda gör, bitirdikçe işaretle.',
          'Odak sayacıyla 25 dakikalık bloklar halinde çalış.',
          'Deneme sonuçlarını gir; koçun ilerlemeni grafikte görsün.',
        ],
      },
    ],
  },
  compare: {
    title: 'Pusula’dan önce, Pusula ile',
    before: 'Önce',
    after: 'Pusula ile',
    rows: [
      ['40 öğrenciye tek tek “programı yaptın mı?” mesajı', 'Programı aksatan öğrenciler tek listede'],
      ['Deneme netlerini elle tabloya geçirmek', 'Öğrenci girer, grafik kendiliğinden oluşur'],
      ['Her akşam velilerden gelen “nasıl gidiyor?” soruları', 'Veli haftalık özeti kendi ekranında görür'],
      ['Danışmanın koçlardan rapor istemesi', 'Danışman tüm ekibi tek bakışta izler'],
    ],
  },
  cta: {
    title: 'İlk öğrencinizi bugün ekleyin',
    text: 'Paketinizi seçin, birkaç dakikada hesabınızı açın. Sorularınız için ekibimiz hafta içi her gün yanınızda.',
    mentor: 'Mentor olarak başla',
    advisor: 'Danışman olarak başla',
  },
} as const;
