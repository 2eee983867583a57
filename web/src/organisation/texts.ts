import { formatLongDate, formatNumber } from '../lib/format';

/** Texts of the organisation's first steps, its trial and the add-student dialog (Turkish). */
export const organisationTexts = {
  firstSteps: 'İlk adımlar',
  firstStepsLead: (name: string) => `${name} hesabınızı birkaç adımda kullanıma hazırlayın.`,
  done: 'Tamamlandı',
  todo: 'Yapılacak',
  mentorSteps: {
    student: 'İlk öğrencinizi ekleyin',
    studentText: 'Adı, sınıfı ve hedef sınavı yeterli; gerisini öğrenci sayfasında tamamlarsınız.',
    parent: 'Veliyi davet edin',
    parentText:
      'Öğrencinin "Kişisel Bilgiler" sekmesindeki "Davetler" bölümünden veliye e-posta ya da eşleştirme kodu gönderin.',
    plan: 'Haftayı planlayın',
    planText: 'Öğrencinin "Haftalık Program" sekmesinde bu haftanın çalışma bloklarını girin.',
  },
  advisorSteps: {
    coaches: 'Koçlarınızı ekibinize alın',
    coachesText: 'Koçlar sayfasından koçlarınızı e-postayla davet edin; kabul edenler ekibinize katılır.',
    students: 'Öğrencilerinizi ekleyin',
    studentsText: 'Öğrenciler sayfasındaki "Öğrenci ekle" ile öğrencilerinizi kaydedin.',
    assign: 'Öğrencileri koçlara atayın',
    assignText: 'Her öğrenciyi bir koça atayın; koç, öğrencinin programını ve takibini üstlenir.',
  },
  addStudent: 'Öğrenci ekle',
  goToCoaches: 'Koçlara git',
  goToStudents: 'Öğrencilere git',
  trialLeft: (days: number, endsAt: string) =>
    `Ücretsiz deneme sürenizin bitmesine ${formatNumber(days)} gün var (${formatLongDate(endsAt)}). Paketinizin sınırları deneme süresince geçerlidir.`,
  trialEnded:
    'Ücretsiz deneme süreniz sona erdi. Mevcut kayıtlarınız duruyor; yeni öğrenci eklemek için paketinizi etkinleştirmek üzere destek ekibimize yazın.',
  /** The coach's and the advisor's new-student dialog (its fields' labels are the shared form's). */
  dialog: {
    title: 'Öğrenci ekle',
    lead: 'Öğrenci hesabı açılmaz; öğrenciyi ve velisini sonra öğrencinin sayfasından davet edebilirsiniz.',
    examTarget: 'Hedef sınav',
    submit: 'Öğrenciyi ekle',
    submitting: 'Ekleniyor…',
    saved: (name: string) => `${name} eklendi.`,
    failed: 'Öğrenci eklenemedi.',
  },
} as const;
