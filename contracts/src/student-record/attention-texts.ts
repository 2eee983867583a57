import { ATTENTION_RULES, type HomeworkReminderKind, TIME_ZONE } from './common';
import type { NetFall } from './net-fall';

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

/** "TYT", "TYT Temel Matematik", "TYT Temel Matematik branş denemesi": which denemes a net series compares. */
export const netSeriesLabel = (examType: string, testName: string | null, singleSubject: boolean) =>
  `${examType}${testName ? ` ${testName}` : ''}${singleSubject ? ' branş denemesi' : ''}`;

/** The Turkish reason texts of the attention queue, in one place for server and web. */
export const ATTENTION_TEXTS = {
  /** `series`: "TYT", "TYT Temel Matematik", "TYT Temel Matematik branş denemesi" (see `netSeriesLabel`). */
  netFalling: (series: string, fall: NetFall) =>
    `${series} netleri düşüyor: son ${fall.recentCount} deneme ort. ${formatNet(fall.recentMean)} ← önceki ${fall.earlierCount} deneme ort. ${formatNet(fall.earlierMean)}`,
  /** `threshold`: the student's organisation's (a share, 0.5 = %50). */
  planLow: (
    completion: number,
    blocks: number,
    threshold: number = ATTENTION_RULES.planCompletionThreshold,
  ) =>
    `Haftalık programın geçen günlerinde tamamlama oranı %${Math.round(completion * 100)} (${blocks} çalışma bloğu; eşik %${Math.round(threshold * 100)})`,
  planLowLastWeek: (
    completion: number,
    blocks: number,
    threshold: number = ATTENTION_RULES.planCompletionThreshold,
  ) =>
    `Geçen haftanın programında tamamlama oranı %${Math.round(completion * 100)} (${blocks} çalışma bloğu; eşik %${Math.round(threshold * 100)})`,
  homeworkOverdue: (count: number, oldestTitle: string, oldestDueAt: string) =>
    count === 1
      ? `Gecikmiş ödev: “${oldestTitle}” (son teslim ${formatDayTime(oldestDueAt)})`
      : `${count} gecikmiş ödev; en eskisi “${oldestTitle}” (son teslim ${formatDayTime(oldestDueAt)})`,
  noActivity: (days: number, lastAt: string | null) =>
    lastAt
      ? `${days} gündür çalışma kaydı yok (son kayıt ${formatDay(lastAt)})`
      : `${days} gündür hiç çalışma kaydı yok`,
  noMockExam: (days: number, lastTakenOn: string | null) =>
    lastTakenOn
      ? `${days} gündür deneme girilmedi (son deneme ${formatDay(`${lastTakenOn}T12:00:00Z`)})`
      : `${days} gündür hiç deneme girilmedi`,
  sessionNotClosed: (startAt: string) =>
    `Seans kapatılmadı (${formatDayTime(startAt)}): yapıldı mı, kaçırıldı mı işaretlenmedi`,
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
