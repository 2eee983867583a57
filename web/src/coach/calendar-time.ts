import { istanbulInstant, istanbulParts } from '@pusula/contracts/student-record/calendar';
import type { CalendarEntry } from './api';
import { calendar as m } from './texts';

/**
 * FullCalendar without a time-zone plugin knows only the browser's zone or UTC. The panel shows Istanbul
 * time whatever the browser's zone: events go in as Istanbul wall-clock times on a UTC calendar, and
 * moved or created times come back through `fromWall`.
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the Istanbul wall clock, "YYYY-MM-DDTHH:mm:ss" (read by a UTC calendar as that time). */
export function toWall(at: Date | string): string {
  const p = istanbulParts(typeof at === 'string' ? new Date(at) : at);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/** A date a UTC calendar gives back (its UTC fields are the Istanbul wall clock) as the real instant. */
export function fromWall(wall: Date): string {
  const date = `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;
  return istanbulInstant(date, `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`);
}

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
