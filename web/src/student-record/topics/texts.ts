/** Turkish texts of konu takibi, shared by the coach's Hedef Programı tab and the student's Konular page. */
export const topicTexts = {
  sectionLabel: 'Konu takibi',
  filterLegend: 'Duruma göre süz',
  allStates: 'Tümü',
  courseDone: (done: number, total: number) => `${done} / ${total} konu bitti`,
  noneInState: 'Bu durumda konu yok.',
  wrongInMockExams: (wrong: number) => `denemede ${wrong} yanlış`,
  takeToReview: 'Tekrara al',
  topLosingTitle: 'En çok kaybettiren 5 konu',
  noMistakesYet: 'Denemelerde henüz konu yanlışı girilmedi.',
  wrong: (count: number) => `${count} yanlış`,
} as const;
