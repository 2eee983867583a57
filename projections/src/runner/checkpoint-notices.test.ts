import { closeClientsOpenedForTests, sqlClientsUnderTest } from '@pusula/eventstore/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { type CheckpointNotice, listenForCheckpointNotices, PROJECTIONS_CHANNEL } from './checkpoint-notices';

afterEach(closeClientsOpenedForTests);

/**
 * Checkpoint notices between processes of different versions, as in a rolling upgrade: a process of the
 * version before sent `sender projector` on the same channel. Such a notice tells no position, so it must
 * not be taken for one: it is ignored, and this version's waiters and feeds follow that process by their
 * fallback reads (stored checkpoints, the feeds' slow poll) until it is replaced.
 */
describe.each(sqlClientsUnderTest({ blankStore: true }))('checkpoint notices on %s', (kind, open) => {
  it('tell this version’s notices and ignore the older format of a process not yet upgraded', async () => {
    const sql = await open();
    const notices = await listenForCheckpointNotices(sql);
    const told: (CheckpointNotice | 'missed')[] = [];
    notices.subscribe((notice) => told.push(notice));
    const send = async (payload: string) => {
      await sql.query('SELECT pg_notify($1, $2)', [PROJECTIONS_CHANNEL, payload]);
    };

    await send('6f1c0a52-0000-4000-8000-000000000000 notifications');
    const current = notices.noticeOf('notifications', '00000000000000000042-00000000000000000007', true);
    await send(current.payload);

    if (kind !== 'PostgreSQL') {
      // One process: the runner tells its own waiters; nothing is heard on the channel.
      expect(notices.heard).toBe(false);
      expect(told).toEqual([]);
      return await notices.stop();
    }
    expect(notices.heard).toBe(true);
    await expect.poll(() => told.length).toBe(1);
    // Sent by this listener's own process: `fromSelf`; the older format was dropped, not misread.
    expect(told).toEqual([
      {
        projector: 'notifications',
        position: '00000000000000000042-00000000000000000007',
        rowsChanged: true,
        fromSelf: true,
      },
    ]);
    await notices.stop();
  });
});
