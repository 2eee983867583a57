/** Every text of the parent portal (Turkish). */
export const parentMessages = {
  portal: 'Veli Paneli',
  appName: 'Pusula',
  loading: 'Yükleniyor…',
  loadFailed: 'Bilgiler yüklenemedi',
  retry: 'Tekrar dene',
  nav: {
    label: 'Veli menüsü',
    dashboard: 'Genel bakış',
    profile: 'Profilim',
    logout: 'Çıkış yap',
    loggingOut: 'Çıkış yapılıyor…',
  },
  picker: {
    label: 'Öğrenci seçin',
    hint: 'Seçiminiz bu tarayıcıda saklanır.',
    classAndTarget: (classLevel: string, target: string) =>
      `${classLevel === 'Mezun' ? 'Mezun' : `${classLevel}. sınıf`} · ${target}`,
  },
  noStudents: {
    title: 'Hesabınıza bağlı öğrenci yok',
    text: 'Çocuğunuzun hesabı bağlandığında bilgileri burada görünür. Destek ekibimizle iletişime geçebilirsiniz.',
  },
  dashboard: {
    title: 'Veli Paneli',
    greeting: (name: string) => `Hoş geldiniz, ${name}`,
    lead: 'Seçtiğiniz öğrencinin koçunu, seanslarını, haftalık programını, denemelerini ve ödevlerini buradan izleyin.',
  },
  coach: {
    title: 'Koç',
    none: 'Henüz bir koç atanmadı.',
    email: 'E-posta',
  },
  sessions: {
    title: 'Yaklaşan seanslar',
    empty: 'Planlanmış bir seans yok.',
    reportsTitle: 'Seans raporları',
    reportsEmpty: 'Henüz seans raporu yok.',
    status: { SCHEDULED: 'Planlandı', HELD: 'Yapıldı', MISSED: 'Katılınmadı', CANCELLED: 'İptal' } as Record<
      string,
      string
    >,
  },
  week: {
    title: 'Bu haftanın programı',
    range: (from: string, to: string) => `${from} – ${to}`,
    empty: 'Bu hafta için henüz program hazırlanmadı.',
    completion: 'Tamamlanma',
    blocks: (n: number) => `${n} çalışma bloğu`,
    questions: (done: string, target: string) => `${done} / ${target} soru`,
    minutes: (done: string, target: string) => `${done} / ${target} dakika`,
    progressLabel: 'Haftalık ilerleme',
  },
  exams: {
    title: 'Son denemeler',
    empty: 'Henüz deneme sonucu girilmedi.',
    net: (n: string) => `${n} net`,
    totalNet: 'Toplam net',
    test: 'Test',
    correct: 'Doğru',
    wrong: 'Yanlış',
    blank: 'Boş',
    average: (n: string) => `Ortalama: ${n} net`,
    lastThree: (n: string) => `Son üç deneme: ${n} net`,
  },
  homework: {
    title: 'Ödev durumu',
    empty: 'Henüz ödev verilmedi.',
    due: 'Teslim',
    summary: (open: number, late: number, done: number) =>
      `${open} devam ediyor · ${late} gecikmiş · ${done} tamamlandı`,
    status: { ASSIGNED: 'Devam ediyor', DONE: 'Tamamlandı', LATE: 'Gecikti' } as Record<string, string>,
    doneLate: 'Geç teslim',
  },
  profile: {
    title: 'Profilim',
    lead: 'Hesap bilgileriniz ve bağlı öğrencileriniz.',
    name: 'Ad Soyad',
    email: 'E-posta',
    phone: 'Telefon',
    none: '—',
    students: 'Bağlı öğrenciler',
    coach: (name: string) => `Koç: ${name}`,
    noCoach: 'Koç atanmadı',
    toDashboard: 'Veli paneline git',
    changeHelp: 'Bilgilerinizi değiştirmek için destek ekibimize yazın.',
  },
  notFound: {
    title: 'Sayfa bulunamadı',
    text: 'Aradığınız veli sayfası yok. Veli paneline dönebilirsiniz.',
  },
} as const;
