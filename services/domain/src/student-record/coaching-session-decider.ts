import type { EventOf, SessionStatus } from '@pusula/contracts';
import { type Decider, DomainError } from '../decider';

export type CoachingSessionEvent = EventOf<
  | 'CoachingSessionScheduled'
  | 'CoachingSessionRescheduled'
  | 'CoachingSessionHeld'
  | 'CoachingSessionMissed'
  | 'CoachingSessionCancelled'
  | 'CoachingSessionReportSharingChanged'
>;

export type CoachingSessionCommand =
  | {
      type: 'ScheduleCoachingSession';
      data: {
        sessionId: string;
        studentId: string;
        coachId: string;
        title: string;
        agenda: string | null;
        startAt: string;
        endAt: string;
        scheduledBy: string;
        now: string;
      };
    }
  | {
      type: 'RescheduleCoachingSession';
      data: { sessionId: string; studentId?: string; startAt: string; endAt: string; now: string };
    }
  | {
      type: 'CloseCoachingSession';
      data: {
        sessionId: string;
        studentId?: string;
        outcome: 'HELD' | 'MISSED';
        report: string | null;
        /** Parents read the report only when the coach says so. */
        shareWithParents?: boolean;
        now: string;
      };
    }
  | {
      type: 'ShareCoachingSessionReport';
      data: { sessionId: string; studentId?: string; shared: boolean; now: string };
    }
  | {
      type: 'CancelCoachingSession';
      data: { sessionId: string; studentId?: string; reason: string | null; now: string };
    };

export type CoachingSessionState =
  | { status: 'none' }
  | {
      status: SessionStatus;
      studentId: string;
      coachId: string;
      startAt: string;
      endAt: string;
      hasReport: boolean;
      reportShared: boolean;
    };

/** One stream per coaching session (Seanslar): scheduled, then held, missed or cancelled. */
export const coachingSessionStreamId = (sessionId: string) => `coaching-session-${sessionId}`;

export const SESSION_MAX_MINUTES = 8 * 60;
export const SESSION_REPORT_MIN = 10;

export const SESSION_MESSAGES = {
  notFound: 'Seans bulunamadı',
  exists: 'Bu seans zaten planlandı',
  endBeforeStart: 'Seansın bitişi başlangıcından sonra olmalı',
  tooLong: `Bir seans en fazla ${SESSION_MAX_MINUTES / 60} saat sürebilir`,
  notScheduled: 'Yalnızca planlanmış bir seans değiştirilebilir',
  alreadyClosed: 'Bu seans zaten kapatıldı',
  notStarted: 'Henüz başlamamış bir seans kapatılamaz',
  reportRequired: `Seansı kapatırken kısa bir rapor yazın (en az ${SESSION_REPORT_MIN} karakter)`,
  shareNotClosed: 'Yalnızca kapatılmış bir seansın raporu veliyle paylaşılabilir',
  shareNoReport: 'Bu seansın veliyle paylaşılacak bir raporu yok',
} as const;

function checkTimes(startAt: string, endAt: string) {
  const minutes = (Date.parse(endAt) - Date.parse(startAt)) / 60_000;
  if (!(minutes > 0))
    throw new DomainError('VALIDATION', SESSION_MESSAGES.endBeforeStart, {
      endAt: SESSION_MESSAGES.endBeforeStart,
    });
  if (minutes > SESSION_MAX_MINUTES)
    throw new DomainError('VALIDATION', SESSION_MESSAGES.tooLong, { endAt: SESSION_MESSAGES.tooLong });
}

/** The session, which must be the named student's when a student is named (a path like /students/{id}/…). */
function existing(state: CoachingSessionState, studentId?: string) {
  if (state.status === 'none' || (studentId !== undefined && state.studentId !== studentId))
    throw new DomainError('NOT_FOUND', SESSION_MESSAGES.notFound);
  return state;
}

export const coachingSessionDecider: Decider<
  CoachingSessionCommand,
  CoachingSessionEvent,
  CoachingSessionState
> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    const { sessionId, now } = command.data;
    switch (command.type) {
      case 'ScheduleCoachingSession': {
        if (state.status !== 'none') throw new DomainError('CONFLICT', SESSION_MESSAGES.exists);
        const { startAt, endAt } = command.data;
        checkTimes(startAt, endAt);
        const { studentId, coachId, title, agenda, scheduledBy } = command.data;
        return [
          {
            type: 'CoachingSessionScheduled',
            data: { sessionId, studentId, coachId, title, agenda, startAt, endAt, scheduledBy, at: now },
          },
        ];
      }
      case 'RescheduleCoachingSession': {
        const session = existing(state, command.data.studentId);
        if (session.status !== 'SCHEDULED') throw new DomainError('CONFLICT', SESSION_MESSAGES.notScheduled);
        const { startAt, endAt } = command.data;
        checkTimes(startAt, endAt);
        if (startAt === session.startAt && endAt === session.endAt) return [];
        return [
          {
            type: 'CoachingSessionRescheduled',
            data: {
              sessionId,
              studentId: session.studentId,
              coachId: session.coachId,
              startAt,
              endAt,
              at: now,
            },
          },
        ];
      }
      case 'CloseCoachingSession': {
        const session = existing(state, command.data.studentId);
        if (session.status !== 'SCHEDULED') throw new DomainError('CONFLICT', SESSION_MESSAGES.alreadyClosed);
        if (Date.parse(now) < Date.parse(session.startAt))
          throw new DomainError('CONFLICT', SESSION_MESSAGES.notStarted);
        const report = command.data.report?.trim() || null;
        const { studentId, coachId, startAt, endAt } = session;
        // Sharing nothing is no choice at all: a missed session without a note stays unshared.
        const sharedWithParents = report !== null && command.data.shareWithParents === true;
        if (command.data.outcome === 'HELD') {
          if (!report || report.length < SESSION_REPORT_MIN)
            throw new DomainError('VALIDATION', SESSION_MESSAGES.reportRequired, {
              report: SESSION_MESSAGES.reportRequired,
            });
          return [
            {
              type: 'CoachingSessionHeld',
              data: { sessionId, studentId, coachId, startAt, endAt, report, sharedWithParents, at: now },
            },
          ];
        }
        return [
          {
            type: 'CoachingSessionMissed',
            data: { sessionId, studentId, coachId, startAt, report, sharedWithParents, at: now },
          },
        ];
      }
      case 'ShareCoachingSessionReport': {
        const session = existing(state, command.data.studentId);
        if (session.status !== 'HELD' && session.status !== 'MISSED')
          throw new DomainError('CONFLICT', SESSION_MESSAGES.shareNotClosed);
        if (!session.hasReport) throw new DomainError('CONFLICT', SESSION_MESSAGES.shareNoReport);
        const { shared } = command.data;
        if (shared === session.reportShared) return [];
        const { studentId, coachId } = session;
        return [
          {
            type: 'CoachingSessionReportSharingChanged',
            data: { sessionId, studentId, coachId, shared, at: now },
          },
        ];
      }
      case 'CancelCoachingSession': {
        const session = existing(state, command.data.studentId);
        if (session.status === 'CANCELLED') return [];
        if (session.status !== 'SCHEDULED') throw new DomainError('CONFLICT', SESSION_MESSAGES.alreadyClosed);
        return [
          {
            type: 'CoachingSessionCancelled',
            data: {
              sessionId,
              studentId: session.studentId,
              coachId: session.coachId,
              reason: command.data.reason,
              at: now,
            },
          },
        ];
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'CoachingSessionScheduled': {
        const { studentId, coachId, startAt, endAt } = event.data;
        return {
          status: 'SCHEDULED',
          studentId,
          coachId,
          startAt,
          endAt,
          hasReport: false,
          reportShared: false,
        };
      }
      case 'CoachingSessionRescheduled':
        return state.status === 'none'
          ? state
          : { ...state, startAt: event.data.startAt, endAt: event.data.endAt };
      case 'CoachingSessionHeld':
      case 'CoachingSessionMissed':
        return state.status === 'none'
          ? state
          : {
              ...state,
              status: event.type === 'CoachingSessionHeld' ? 'HELD' : 'MISSED',
              hasReport: event.data.report !== null,
              reportShared: event.data.sharedWithParents ?? false,
            };
      case 'CoachingSessionReportSharingChanged':
        return state.status === 'none' ? state : { ...state, reportShared: event.data.shared };
      case 'CoachingSessionCancelled':
        return state.status === 'none' ? state : { ...state, status: 'CANCELLED' };
    }
  },
};
