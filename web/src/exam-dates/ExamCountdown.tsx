import type { ExamCountdownDto } from '@pusula/contracts/exam-dates/exam-date-schemas';
import { CalendarClock } from 'lucide-react';
import { formatLongDate } from '../lib/format';
import { trpc } from '../portal/trpc';

/**
 * „YKS'ye 183 gün" with the exam's day: the days are counted by the server on Istanbul calendar days.
 * Nothing at all when no day is set for the student's exam (dates are announced by ÖSYM and MEB; the
 * admin enters them, nobody invents them).
 */
export function ExamCountdownBadge({ countdown }: { countdown: ExamCountdownDto | null | undefined }) {
  if (!countdown) return null;
  return (
    <p
      className="inline-flex max-w-full flex-wrap items-center gap-x-2 gap-y-0.5 rounded-full bg-brand-soft px-3 py-1 text-sm text-brand"
      data-testid="exam-countdown"
    >
      <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
      <span className="font-semibold">{countdown.text}</span>
      <span className="text-ink-muted">{formatLongDate(`${countdown.date}T12:00:00+03:00`)}</span>
    </p>
  );
}

/** The countdown of a student the caller may see (the coach's record, the parent's dashboard). */
export function StudentExamCountdown({ studentId }: { studentId: string }) {
  const countdown = trpc.examDates.countdown.useQuery({ studentId });
  return <ExamCountdownBadge countdown={countdown.data} />;
}

/** The signed-in student's own countdown (the student app's home). */
export function OwnExamCountdown() {
  const countdown = trpc.examDates.myCountdown.useQuery();
  return <ExamCountdownBadge countdown={countdown.data} />;
}
