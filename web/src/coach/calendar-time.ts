import { istanbulInstant } from '@pusula/contracts/student-record/calendar';
import { toWall } from '../design/calendar/wall-time';
import type { CalendarEntry } from './api';
import { calendar as m } from './texts';

export interface WallEvent {
  id: string;
  title: string;
  start: string;
  end: string;
  /** Only coaching sessions can be moved; calls and appointments are fixed. */
  editable: boolean;
  classNames: string[];
  extendedProps: { kind: CalendarEntry['kind']; studentId: string | null };
}

export function toWallEvents(entries: readonly CalendarEntry[]): WallEvent[] {
  return entries.map((e) => ({
    id: e.id,
    title: `${m.kinds[e.kind] ?? e.kind} · ${e.title}`,
    start: toWall(e.start),
    end: toWall(e.end),
    editable: e.kind === 'SESSION' && e.studentId !== null,
    classNames: [`coach-cal-${e.kind.toLowerCase()}`],
    extendedProps: { kind: e.kind, studentId: e.studentId },
  }));
}

export interface SessionDraft {
  studentId: string;
  title: string;
  /** Istanbul calendar day, YYYY-MM-DD. */
  date: string;
  /** Istanbul clock time, HH:mm. */
  time: string;
  durationMinutes: number;
  agenda: string;
}

export type SessionDraftErrors = Partial<
  Record<'studentId' | 'title' | 'date' | 'time' | 'durationMinutes', string>
>;

/** The scheduleSession input of a filled form, or the Turkish errors of each bad field. */
export function sessionFromDraft(
  draft: SessionDraft,
):
  | { ok: true; input: { studentId: string; title: string; agenda?: string; startAt: string; endAt: string } }
  | { ok: false; errors: SessionDraftErrors } {
  const errors: SessionDraftErrors = {};
  if (!draft.studentId) errors.studentId = m.errors.student;
  if (!draft.title.trim()) errors.title = m.errors.title;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.date) || Number.isNaN(Date.parse(`${draft.date}T00:00:00Z`)))
    errors.date = m.errors.date;
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(draft.time)) errors.time = m.errors.start;
  if (!Number.isInteger(draft.durationMinutes) || draft.durationMinutes < 15 || draft.durationMinutes > 240)
    errors.durationMinutes = m.errors.duration;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const startAt = istanbulInstant(draft.date, draft.time);
  const endAt = new Date(Date.parse(startAt) + draft.durationMinutes * 60_000).toISOString();
  const agenda = draft.agenda.trim();
  return {
    ok: true,
    input: {
      studentId: draft.studentId,
      title: draft.title.trim(),
      startAt,
      endAt,
      ...(agenda ? { agenda } : {}),
    },
  };
}
