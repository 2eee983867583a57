import type { Transaction } from 'kysely';
import type { ProjectedEvent, Projector } from '../../projector';
import type { ReadModels } from '../../schema';

type Trx = Transaction<ReadModels>;

/**
 * Video calls and their participants, from the `video-call-{id}` streams. The call row's stream version
 * guards every handler: an event at or below it was applied already (a batch seen again after a crash).
 */
export const videoCallsProjector: Projector = {
  name: 'video-calls',
  version: 1,
  handles: [
    'VideoCallStarted',
    'VideoCallJoined',
    'VideoCallParticipantStatusChanged',
    'VideoCallLeft',
    'VideoCallEnded',
  ],
  tables: ['video_call_participants', 'video_calls'],

  async apply(trx, events) {
    for (const event of events) await applyOne(trx, event as VideoCallEvent);
  },
};

type VideoCallEvent = Extract<
  ProjectedEvent,
  {
    type:
      | 'VideoCallStarted'
      | 'VideoCallJoined'
      | 'VideoCallParticipantStatusChanged'
      | 'VideoCallLeft'
      | 'VideoCallEnded';
  }
>;

async function applyOne(trx: Trx, event: VideoCallEvent) {
  if (event.type === 'VideoCallStarted') {
    const d = event.data;
    const hostType = d.hostType ?? 'ADVISOR';
    const inserted = await trx
      .insertInto('video_calls')
      .values({
        id: d.callId,
        advisor_id: d.advisorId,
        host_type: hostType,
        coaching_session_id: d.coachingSessionId ?? null,
        coach_id: d.coachId,
        student_id: d.studentId,
        participant_type: d.participantType,
        status: 'RINGING',
        started_at: d.startedAt,
        answered_at: null,
        ended_at: null,
        end_reason: null,
        ended_by: null,
        duration_seconds: 0,
        last_change_at: d.startedAt,
        stream_version: event.version,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    if (!inserted.numInsertedOrUpdatedRows) return;
    // The host is in the call from the start; everyone else is invited.
    const rows = [
      ...(d.advisorId
        ? [
            {
              participant_type: 'ADVISOR' as const,
              participant_id: d.advisorId,
              status: 'JOINED',
              joined_at: d.startedAt,
            },
          ]
        : []),
      ...(d.coachId
        ? [
            {
              participant_type: 'COACH' as const,
              participant_id: d.coachId,
              status: hostType === 'COACH' ? 'JOINED' : 'INVITED',
              joined_at: hostType === 'COACH' ? d.startedAt : null,
            },
          ]
        : []),
      ...(d.studentId
        ? [
            {
              participant_type: 'STUDENT' as const,
              participant_id: d.studentId,
              status: 'INVITED',
              joined_at: null,
            },
          ]
        : []),
      ...(d.parentIds ?? []).map((parentId) => ({
        participant_type: 'PARENT' as const,
        participant_id: parentId,
        status: 'INVITED',
        joined_at: null,
      })),
    ];
    await trx
      .insertInto('video_call_participants')
      .values(rows.map((r) => ({ ...r, call_id: d.callId, left_at: null })))
      .onConflict((oc) => oc.columns(['call_id', 'participant_type', 'participant_id']).doNothing())
      .execute();
    return;
  }

  const callId = event.data.callId;
  const call = await trx
    .selectFrom('video_calls')
    .select(['stream_version', 'answered_at', 'host_type'])
    .where('id', '=', callId)
    .executeTakeFirst();
  if (!call || BigInt(call.stream_version) >= event.version) return;
  // A slot names its one holder; a parent is found by her account (a call may invite two).
  const participant = (type: 'ADVISOR' | 'COACH' | 'STUDENT' | 'PARENT', userId?: string) => {
    const slot = trx
      .updateTable('video_call_participants')
      .where('call_id', '=', callId)
      .where('participant_type', '=', type);
    return type === 'PARENT' ? slot.where('participant_id', '=', userId ?? '') : slot;
  };
  const touch = (at: string, extra: { answered_at?: string; status?: 'ACTIVE' } = {}) =>
    trx
      .updateTable('video_calls')
      .set({ ...extra, last_change_at: at, stream_version: event.version })
      .where('id', '=', callId)
      .execute();

  switch (event.type) {
    case 'VideoCallJoined': {
      const d = event.data;
      // Joined again after leaving: the first join time stays, the leave time is cleared.
      await participant(d.participantType, d.userId)
        .set((eb) => ({
          status: 'JOINED',
          joined_at: eb.fn.coalesce('joined_at', eb.val(d.at)),
          left_at: null,
        }))
        .execute();
      const answers = d.participantType !== call.host_type && !call.answered_at;
      await touch(d.at, answers ? { answered_at: d.at, status: 'ACTIVE' } : {});
      return;
    }
    case 'VideoCallParticipantStatusChanged':
      await participant(event.data.participantType, event.data.userId)
        .set({ status: event.data.status })
        .execute();
      await touch(event.data.at);
      return;
    case 'VideoCallLeft':
      await participant(event.data.participantType, event.data.userId)
        .set({ status: event.data.reason, left_at: event.data.at })
        .execute();
      await touch(event.data.at);
      return;
    case 'VideoCallEnded': {
      const d = event.data;
      // Whoever is still in the call leaves with it; invitees who never came stay as they were.
      await trx
        .updateTable('video_call_participants')
        .set({ status: 'LEFT', left_at: d.endedAt })
        .where('call_id', '=', callId)
        .where('status', 'in', ['JOINED', 'CONNECTED', 'DISCONNECTED'])
        .execute();
      await trx
        .updateTable('video_calls')
        .set({
          status: 'ENDED',
          ended_at: d.endedAt,
          end_reason: d.reason,
          ended_by: d.endedBy,
          duration_seconds: d.durationSeconds,
          last_change_at: d.endedAt,
          stream_version: event.version,
        })
        .where('id', '=', callId)
        .execute();
      return;
    }
    default:
      return;
  }
}
