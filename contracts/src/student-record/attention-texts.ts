import { ATTENTION_RULES, type HomeworkReminderKind, TIME_ZONE } from './common';

const numberFormat = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2 });
const dayFormat = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', timeZone: TIME_ZONE });
const dayTimeFormat = new Intl.DateTimeFormat('tr-TR', {
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});

/** 48,75 — Turkish decimal comma. */
export const formatNet = (n: number) => numberFormat.format(n);
/** "24 Kasım" in Istanbul time. */
export const formatDay = (at: string | Date) => dayFormat.format(new Date(at));
/** "24 Kasım 14:00" in Istanbul time. */
export const formatDayTime = (at: string | Date) => dayTimeFormat.format(new Date(at));

/** The Turkish reason texts of the attention queue, in one place for server and web. */
export const ATTENTION_TEXTS = {
  netFallingStreak: (examType: string, nets: readonly number[]) =>
    `Deneme netleri düşüyor: son ${nets.length} ${examType} denemesinde net sürekli azaldı (${nets.map(formatNet).join(' → ')})`,
  netBelowAverage: (examType: string, lastThree: number, average: number) =>
    `Deneme netleri düşüyor: son ${ATTENTION_RULES.netTrendWindow} ${examType} denemesinin ortalaması ${formatNet(lastThree)} net, genel ortalama ${formatNet(average)} net`,
  planLow: (completion: number, blocks: number) =>
    `Haftalık programın geçen günlerinde tamamlama oranı %${Math.round(completion * 100)} (${blocks} çalışma bloğu; eşik %${Math.round(ATTENTION_RULES.planCompletionThreshold * 100)})`,
  homeworkOverdue: (count: number, oldestTitle: string, oldestDueAt: string) =>
    count === 1
      ? `Gecikmiş ödev: “${oldestTitle}” (son teslim ${formatDayTime(oldestDueAt)})`
      : `${count} gecikmiş ödev; en eskisi “${oldestTitle}” (son teslim ${formatDayTime(oldestDueAt)})`,
  noActivity: (days: number, lastAt: string | null) =>
    lastAt
      ? `${days} gündür çalışma kaydı yok (son kayıt ${formatDay(lastAt)})`
      : `${days} gündür hiç çalışma kaydı yok`,
  sessionMissed: (startAt: string) =>
    `Seans kaçırıldı (${formatDayTime(startAt)}); sonrasında yapılan bir seans yok`,
} as const;

/** Titles and bodies a notifications projector can use for homework reminders. */
export const HOMEWORK_REMINDER_TEXTS: Record<
  HomeworkReminderKind,
  (studentName: string, title: string, dueAt: string) => { title: string; message: string }
> = {
  DUE_IN_24H: (student, title, dueAt) => ({
    title: 'Ödev teslimine 24 saat kaldı',
    message: `${student}: “${title}” ödevinin son teslimi ${formatDayTime(dueAt)}.`,
  }),
  DUE_TODAY: (student, title, dueAt) => ({
    title: 'Bugün teslim edilecek ödev',
    message: `${student}: “${title}” ödevi bugün ${formatDayTime(dueAt)} itibarıyla teslim edilmeli.`,
  }),
  OVERDUE: (student, title, dueAt) => ({
    title: 'Ödev gecikti',
    message: `${student}: “${title}” ödevinin süresi ${formatDayTime(dueAt)} tarihinde doldu.`,
  }),
};
