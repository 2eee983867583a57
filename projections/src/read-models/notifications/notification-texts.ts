import {
  type HomeworkReminderKind,
  type NotePriority,
  type NotificationType,
  TOPIC_STATE_LABELS,
  type TopicState,
  type WeeklySummaryFigures,
} from '@pusula/contracts';

/** The Turkish wording of each notification; names come from the projector's own subject table. */
export interface NotificationText {
  type: NotificationType;
  title: string;
  message: string;
}

const EXCERPT = 120;
export function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= EXCERPT ? flat : `${flat.slice(0, EXCERPT - 1).trimEnd()}…`;
}

const PRIORITY_SUFFIX: Record<NotePriority, string> = {
  HIGH: ' (yüksek öncelik)',
  MEDIUM: ' (orta öncelik)',
  NORMAL: '',
};

export const FALLBACK_NAMES = {
  advisor: 'Danışmanınız',
  coach: 'Koçunuz',
  student: 'bir öğrenci',
  someone: 'Biri',
};

/** Where a parent answers a coach's call: the portal's home shows the incoming call. */
export const PARENT_CALL_PAGE = '/parent/dashboard';

/** Where a student's notification takes them in the student app (push clicks follow `data.url`). */
export const STUDENT_PAGES = {
  today: '/ogrenci',
  week: '/ogrenci/hafta',
  messages: '/ogrenci/mesajlar',
} as const;

const dueDay = (iso: string) =>
  new Date(iso).toLocaleDateString('tr-TR', {
    timeZone: 'Europe/Istanbul',
    day: 'numeric',
    month: 'long',
    weekday: 'long',
  });

export const texts = {
  newNote: (advisor: string, student: string, priority: NotePriority): NotificationText => ({
    type: 'NEW_NOTE',
    title: 'Yeni danışman notu',
    message: `${advisor}, ${student} hakkında yeni bir not gönderdi${PRIORITY_SUFFIX[priority]}.`,
  }),
  noteRead: (coach: string, student: string): NotificationText => ({
    type: 'NOTE_READ',
    title: 'Notunuz okundu',
    message: `${coach}, ${student} hakkındaki notunuzu okudu.`,
  }),
  noteReplied: (coach: string, student: string, reply: string): NotificationText => ({
    type: 'NOTE_REPLIED',
    title: 'Notunuza yanıt geldi',
    message: `${coach}, ${student} hakkındaki notunuzu yanıtladı: “${excerpt(reply)}”`,
  }),
  messageReceived: (sender: string, content: string): NotificationText => ({
    type: 'MESSAGE_RECEIVED',
    title: 'Yeni mesaj',
    message: `${sender}: ${excerpt(content)}`,
  }),
  /** A parent wrote in a student's family thread. */
  familyMessage: (parent: string, student: string, content: string): NotificationText => ({
    type: 'NEW_MESSAGE',
    title: 'Veliden yeni mesaj',
    message: `${parent} (${student} velisi): ${excerpt(content)}`,
  }),
  /** The coach (or the other parent) wrote in the family thread of the parent's child. */
  familyMessageToParent: (sender: string, student: string, content: string): NotificationText => ({
    type: 'NEW_MESSAGE',
    title: `${student} hakkında yeni mesaj`,
    message: `${sender}: ${excerpt(content)}`,
  }),
  studentJoined: (student: string): NotificationText => ({
    type: 'STUDENT_JOINED',
    title: 'Yeni öğrenci',
    message: `${student} size atandı.`,
  }),
  /** Video calls (features/video): an advisor calls a coach, perhaps about one student. */
  /** A coach calls her student (`student` null: the message is for the student herself) or a parent. */
  coachVideoCall: (coach: string, student: string | null): NotificationText => ({
    type: 'APPOINTMENT_REQUEST',
    title: 'Görüntülü görüşme',
    message: student
      ? `${coach}, ${student} ile görüntülü görüşmeye sizi de çağırıyor.`
      : `${coach} sizi görüntülü görüşmeye çağırıyor.`,
  }),
  videoCallRequest: (advisor: string, student: string | null): NotificationText => ({
    type: 'APPOINTMENT_REQUEST',
    title: 'Görüntülü görüşme isteği',
    message: student
      ? `${advisor}, ${student} hakkında sizi görüntülü görüşmeye çağırıyor.`
      : `${advisor} sizi görüntülü görüşmeye çağırıyor.`,
  }),
  /** Student record: homework reminders (reference §3, "automatic 24 h, due-day and overdue reminders"). */
  homeworkReminder: (
    kind: HomeworkReminderKind,
    student: string,
    title: string,
    to: 'coach' | 'parent' | 'student',
  ): NotificationText => {
    // The student is told of their own homework in the second person, without their name.
    const hw = to === 'student' ? `“${excerpt(title)}”` : `${student} – “${excerpt(title)}”`;
    const byKind = {
      DUE_IN_24H: {
        title: 'Ödev teslimine 24 saat kaldı',
        message: `${hw} ödevinin teslimine 24 saat kaldı.`,
      },
      DUE_TODAY: { title: 'Ödevin teslimi bugün', message: `${hw} ödevinin son teslim günü bugün.` },
      OVERDUE: {
        title: 'Ödev gecikti',
        message:
          to === 'coach'
            ? `${hw} ödevi teslim tarihini geçti ve henüz tamamlanmadı.`
            : to === 'student'
              ? `${hw} ödevinin teslim tarihi geçti; bitirdiysen „Bitirdim" ile işaretle.`
              : `${hw} ödevi teslim tarihini geçti; henüz tamamlandı olarak işaretlenmedi.`,
      },
    } as const;
    return { type: 'SYSTEM_NOTIFICATION', ...byKind[kind] };
  },
  /** Student record: the parents' weekly digest of one child. */
  weeklySummary: (student: string, f: WeeklySummaryFigures): NotificationText => {
    const parts = [
      f.planCompletion === null
        ? 'bu hafta program yoktu'
        : `haftalık program tamamlama oranı %${Math.round(f.planCompletion * 100)}`,
      `${f.exams.length} deneme`,
      `${f.homeworkDone} ödev tamamlandı${f.homeworkLate ? `, ${f.homeworkLate} ödev gecikti` : ''}`,
      `${f.sessionsHeld} koçluk seansı`,
    ];
    return {
      type: 'SYSTEM_NOTIFICATION',
      title: `${student}: haftalık özet`,
      message: `${student} bu hafta: ${parts.join('; ')}.`,
    };
  },
  /** The student entered what they solved in the student app (to their coach). */
  studentProgress: (student: string, doneQuestions: number | null, doneMinutes: number | null) => {
    const parts = [
      doneQuestions !== null ? `${doneQuestions} soru` : null,
      doneMinutes !== null ? `${doneMinutes} dakika` : null,
    ].filter(Boolean);
    return {
      type: 'SYSTEM_NOTIFICATION' as const,
      title: 'Öğrenci çalışmasını girdi',
      message: `${student} bir çalışma bloğuna ${parts.join(', ')} girdi.`,
    };
  },
  /** The student set a topic's state on their konu takibi checklist in the student app (to their coach). */
  studentSetTopicState: (student: string, state: TopicState): NotificationText => ({
    type: 'SYSTEM_NOTIFICATION',
    title: 'Öğrenci konu takibini güncelledi',
    message: `${student} bir konuyu „${TOPIC_STATE_LABELS[state]}" olarak işaretledi.`,
  }),
  /** The student said „Bitirdim" on a homework in the student app (to their coach). */
  studentFinishedHomework: (student: string, late: boolean): NotificationText => ({
    type: 'SYSTEM_NOTIFICATION',
    title: 'Öğrenci ödevini bitirdi',
    message: `${student} bir ödevini bitirdi${late ? ' (son teslimden sonra)' : ''}.`,
  }),
  /** The student entered a deneme of their own in the student app (to their coach). */
  studentEnteredMockExam: (
    student: string,
    exam: string,
    examType: string,
    net: number,
  ): NotificationText => ({
    type: 'SYSTEM_NOTIFICATION',
    title: 'Öğrenci deneme girdi',
    message: `${student} bir deneme girdi: ${exam} (${examType}), ${net.toLocaleString('tr-TR', { maximumFractionDigits: 2 })} net.`,
  }),
  /** The student wrote in their coaching thread (to their coach). */
  studentMessage: (student: string, content: string): NotificationText => ({
    type: 'NEW_MESSAGE',
    title: 'Öğrenciden yeni mesaj',
    message: `${student}: ${excerpt(content)}`,
  }),
  /** The coach wrote in the student's coaching thread (to the student's account). */
  coachMessage: (coach: string, content: string): NotificationText => ({
    type: 'NEW_MESSAGE',
    title: 'Koçundan yeni mesaj',
    message: `${coach}: ${excerpt(content)}`,
  }),
  /** A homework was given to the student (to the student's account). */
  homeworkAssigned: (title: string, dueAt: string): NotificationText => ({
    type: 'SYSTEM_NOTIFICATION',
    title: 'Yeni ödev',
    message: `“${excerpt(title)}” – son teslim ${dueDay(dueAt)}.`,
  }),
  /** The coach gave the parent's child homework (to each linked parent). */
  homeworkAssignedToParent: (student: string, title: string, dueAt: string): NotificationText => ({
    type: 'SYSTEM_NOTIFICATION',
    title: 'Yeni ödev verildi',
    message: `${student} – “${excerpt(title)}” ödevi verildi; son teslim ${dueDay(dueAt)}.`,
  }),
  /** The student's weekly program was planned or changed (to the student's account). */
  weeklyPlanChanged: (): NotificationText => ({
    type: 'SYSTEM_NOTIFICATION',
    title: 'Haftalık programın güncellendi',
    message: 'Haftalık programında değişiklik var; Hafta sekmesinden bakabilirsin.',
  }),
};
