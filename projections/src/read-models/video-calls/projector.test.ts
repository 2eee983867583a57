import type { DomainEvent } from '@pusula/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProjectionRunner } from '../../runner';
import {
  appendToStream,
  applyLogAgain,
  openProjectorTest,
  TEST_STORAGE_KINDS,
  type TestStorage,
} from '../../testing';
import { videoCallsProjector } from './projector';
import { activeVideoCallsQuery, videoHistoryQuery } from './queries';

const at = (s: number) => new Date(Date.UTC(2026, 10, 22, 9, 0, s)).toISOString();
const call = (callId: string, studentId: string | null = null): DomainEvent[] => [
  {
    type: 'VideoCallStarted',
    data: {
      callId,
      advisorId: 'adv',
      coachId: 'coach',
      studentId,
      participantType: 'COACH',
      startedAt: at(0),
    },
  },
];
const history = { page: 1, limit: 50 } as const;

describe.each(TEST_STORAGE_KINDS)('video calls projector on %s', (kind) => {
  let storage: TestStorage;
  let runner: ProjectionRunner;
  afterEach(async () => {
    await runner.stop();
    await storage.close();
  });

  const append = (stream: string, events: DomainEvent[]) => appendToStream(storage.store, stream, events);
  const tables = async () => ({
    calls: await storage.db.selectFrom('video_calls').selectAll().orderBy('id').execute(),
    participants: await storage.db
      .selectFrom('video_call_participants')
      .selectAll()
      .orderBy('call_id')
      .orderBy('participant_type')
      .execute(),
  });

  it('follows a call from ringing to ended, and a replay or a rebuild changes nothing', async () => {
    ({ storage, runner } = await openProjectorTest(kind, [videoCallsProjector]));
    await append('video-call-a', call('a', 'stu'));
    await append('video-call-a', [
      {
        type: 'VideoCallJoined',
        data: { callId: 'a', participantType: 'COACH', userId: 'coach', at: at(5) },
      },
      {
        type: 'VideoCallParticipantStatusChanged',
        data: { callId: 'a', participantType: 'COACH', status: 'CONNECTED', at: at(6) },
      },
    ]);
    await append('video-call-b', call('b'));
    const { position } = await append('video-call-a', [
      {
        type: 'VideoCallLeft',
        data: { callId: 'a', participantType: 'COACH', userId: 'coach', reason: 'LEFT', at: at(50) },
      },
      {
        type: 'VideoCallEnded',
        data: {
          callId: 'a',
          reason: 'COACH_LEFT',
          endedBy: 'COACH',
          startedAt: at(0),
          answeredAt: at(5),
          endedAt: at(50),
          durationSeconds: 45,
        },
      },
    ]);
    await runner.waitFor(position, ['video-calls']);

    const now = new Date(at(60));
    const ended = await videoHistoryQuery(
      storage.db,
      { coachId: 'coach' },
      { ...history, status: 'ENDED' },
      now,
    );
    expect(ended.items).toHaveLength(1);
    expect(ended.items[0]).toMatchObject({
      id: 'a',
      status: 'ENDED',
      answeredAt: at(5),
      endedAt: at(50),
      endReason: 'COACH_LEFT',
      durationSeconds: 45,
    });
    expect(
      ended.items[0]!.participants.map((p) => [p.participantType, p.status, p.joinedAt, p.leftAt]),
    ).toEqual([
      ['ADVISOR', 'LEFT', at(0), at(50)],
      ['COACH', 'LEFT', at(5), at(50)],
      ['STUDENT', 'INVITED', null, null],
    ]);
    const active = await activeVideoCallsQuery(
      storage.db,
      { userId: 'coach', participantType: 'COACH' },
      now,
    );
    expect(active.map((c) => c.id)).toEqual(['b']);

    const before = await tables();
    // A batch seen again (a crash before the checkpoint moved) is ignored row by row.
    await applyLogAgain(storage, videoCallsProjector);
    expect(await tables()).toEqual(before);
    await runner.rebuild(['video-calls']);
    expect(await tables()).toEqual(before);
  });

  it('follows a coach’s call with her student and two parents, each parent on her own row', async () => {
    ({ storage, runner } = await openProjectorTest(kind, [videoCallsProjector]));
    await append('video-call-c', [
      {
        type: 'VideoCallStarted',
        data: {
          callId: 'c',
          advisorId: null,
          coachId: 'coach',
          studentId: 'stu',
          participantType: 'STUDENT',
          startedAt: at(0),
          hostType: 'COACH',
          parentIds: ['mum', 'dad'],
          coachingSessionId: 'session-1',
        },
      },
      { type: 'VideoCallJoined', data: { callId: 'c', participantType: 'PARENT', userId: 'mum', at: at(4) } },
      {
        type: 'VideoCallParticipantStatusChanged',
        data: { callId: 'c', participantType: 'PARENT', userId: 'mum', status: 'CONNECTED', at: at(5) },
      },
      {
        type: 'VideoCallLeft',
        data: { callId: 'c', participantType: 'PARENT', userId: 'dad', reason: 'DECLINED', at: at(6) },
      },
    ]);
    const { position } = await append('video-call-c', [
      {
        type: 'VideoCallJoined',
        data: { callId: 'c', participantType: 'STUDENT', userId: 'stu', at: at(8) },
      },
    ]);
    await runner.waitFor(position, ['video-calls']);
    const now = new Date(at(20));

    const [mine] = (await videoHistoryQuery(storage.db, { coachId: 'coach' }, history, now)).items;
    expect(mine).toMatchObject({
      id: 'c',
      hostType: 'COACH',
      advisorId: null,
      coachingSessionId: 'session-1',
      status: 'ACTIVE',
      answeredAt: at(4),
    });
    expect(mine!.participants.map((p) => [p.participantType, p.id, p.status, p.joinedAt])).toEqual([
      ['COACH', 'coach', 'JOINED', at(0)],
      ['STUDENT', 'stu', 'JOINED', at(8)],
      ['PARENT', 'dad', 'DECLINED', null],
      ['PARENT', 'mum', 'CONNECTED', at(4)],
    ]);
    // Each parent finds the call by her own account; the one who declined no longer sees it.
    const incoming = (userId: string) =>
      activeVideoCallsQuery(storage.db, { userId, participantType: 'PARENT' }, now).then((l) =>
        l.map((c) => c.id),
      );
    expect(await incoming('mum')).toEqual(['c']);
    expect(await incoming('dad')).toEqual([]);
    // No advisor sees a coach's call in her history.
    expect((await videoHistoryQuery(storage.db, { advisorId: 'adv' }, history, now)).total).toBe(0);

    const before = await tables();
    await runner.rebuild(['video-calls']);
    expect(await tables()).toEqual(before);
  });
});
