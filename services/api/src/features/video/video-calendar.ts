import { VIDEO_END_REASON_LABELS } from '@pusula/contracts';
import { coachVideoCallsInRangeQuery } from '@pusula/projections';
import type { CalendarSource } from '../calendar/calendar-service';

/** The coach calendar's CALL entries: every call the coach was invited to, from start to end (or now). */
export const videoCallCalendarSource: CalendarSource = async (deps, coachId, start, end) => {
  const now = deps.now();
  const calls = await coachVideoCallsInRangeQuery(deps.storage.db, coachId, start, end, now);
  return calls.map((call) => {
    // A coach's own call with her student names the student; an advisor's call names the advisor first.
    const advisor =
      call.hostType === 'ADVISOR'
        ? (call.participants.find((p) => p.participantType === 'ADVISOR')?.name ?? 'Danışman')
        : null;
    const student = call.participants.find((p) => p.participantType === 'STUDENT')?.name;
    const outcome =
      call.status !== 'ENDED'
        ? ' (devam ediyor)'
        : !call.answeredAt
          ? ' (cevapsız)'
          : call.endReason === 'TIMEOUT'
            ? ` (${VIDEO_END_REASON_LABELS.TIMEOUT.toLocaleLowerCase('tr-TR')})`
            : '';
    return {
      id: call.id,
      kind: 'CALL' as const,
      title: `Görüntülü görüşme: ${[advisor, student].filter(Boolean).join(' · ')}${outcome}`,
      start: call.startedAt,
      end: call.endedAt ?? now.toISOString(),
      studentId: call.studentId,
    };
  });
};
