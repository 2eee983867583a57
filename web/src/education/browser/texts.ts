/** Texts of the catalogue browser (`/konu-katalogu`). */
export const catalogueBrowserTexts = {
  hero: {
    eyebrow: 'Müfredat',
    title: 'Konu Kataloğu',
    lead: 'TYT, AYT, YDT ve LGS’de hangi dersin hangi konularla sorulduğunu müfredat sırasıyla inceleyin. Haftalık programlar ve ödevler bu katalogdaki konulara bağlanır.',
  },
  scope: {
    title: (year: number) => `Bu katalog ${year} sınav yılının kapsamını izler.`,
    failed: 'Katalog kapsamı alınamadı',
  },
  exam: 'Sınav',
  classLevel: 'Sınıf',
  anyClass: 'Tüm sınıflar',
  coursesHeading: 'Dersler',
  topicsHeading: (course: string) => `${course} konuları`,
  topicCount: (n: number) => `${n} konu`,
  questionsAndMinutes: (questions: number, minutes: number) => `${questions} soru · ${minutes} dakika`,
  netRule: 'Net hesabı',
  pickCourse: 'Konularını görmek için bir ders seçin.',
  noCourses: 'Bu sınav ve sınıf için ders bulunmuyor.',
  more: 'Daha fazla konu',
  loading: 'Yükleniyor…',
  shown: (shown: number, total: number) => `${total} konunun ${shown} tanesi gösteriliyor`,
  search: {
    label: 'Konu ara',
    placeholder: 'ör. türev, paragraf, üslü sayılar',
    hint: 'Türkçe karakterlerle ya da onlarsız yazabilirsiniz: “turev” de “Türev”i bulur.',
    results: (n: number, q: string) => `“${q}” için ${n} sonuç`,
    none: (q: string) => `“${q}” ile eşleşen konu bulunamadı.`,
    clear: 'Aramayı temizle',
  },
} as const;
