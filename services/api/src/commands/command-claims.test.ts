import { openTestStorage, TEST_STORAGE_KINDS } from '@pusula/projections/testing';
import { describe, expect, it } from 'vitest';
import {
  CLAIM_RETENTION_MS,
  COMMAND_ID_REUSED,
  callerOf,
  claimCommandId,
  commandFingerprint,
  pruneCommandClaims,
  releaseCommandId,
  scopedCommandId,
} from './command-claims';

describe('command fingerprints', () => {
  it('ignore key order, the command id and anything called a password', () => {
    const a = commandFingerprint('notes.send', { content: 'x', coachId: 'c', commandId: '1', password: 'p' });
    const b = commandFingerprint('notes.send', {
      coachId: 'c',
      content: 'x',
      commandId: '2',
      newPassword: 'q',
    });
    expect(a).toBe(b);
  });

  it('tell apart another payload, a nested change and another procedure', () => {
    const base = commandFingerprint('notes.send', { content: 'x', tests: [{ correct: 1 }] });
    expect(commandFingerprint('notes.send', { content: 'y', tests: [{ correct: 1 }] })).not.toBe(base);
    expect(commandFingerprint('notes.send', { content: 'x', tests: [{ correct: 2 }] })).not.toBe(base);
    expect(commandFingerprint('messages.send', { content: 'x', tests: [{ correct: 1 }] })).not.toBe(base);
  });

  it('scope one client id to two unrelated ids for two callers', () => {
    const commandId = '5f0c6b6e-8f0e-4a8e-9d5c-2d2a8f1e3b7a';
    const a = scopedCommandId({ commandId, caller: callerOf('a', 'f') });
    const b = scopedCommandId({ commandId, caller: callerOf('b', 'f') });
    expect(a).not.toBe(b);
    expect(a).not.toBe(commandId);
  });
});

describe.each(TEST_STORAGE_KINDS)('command claims (%s)', (kind) => {
  it('claims once, recognises the retry, refuses others, releases and prunes', async () => {
    const storage = await openTestStorage(kind);
    try {
      const db = storage.db;
      const now = new Date('2026-11-25T10:00:00Z');
      const claim = { commandId: crypto.randomUUID(), caller: 'account:a', fingerprint: 'f1' };
      expect(await claimCommandId(db, claim, now)).toBe('claimed');
      expect(await claimCommandId(db, claim, now)).toBe('retry');
      await expect(claimCommandId(db, { ...claim, caller: 'account:b' }, now)).rejects.toThrow(
        COMMAND_ID_REUSED,
      );
      await expect(claimCommandId(db, { ...claim, fingerprint: 'f2' }, now)).rejects.toThrow(
        COMMAND_ID_REUSED,
      );
      // Parallel claims of one id by two callers: exactly one wins.
      const contested = crypto.randomUUID();
      const results = await Promise.allSettled(
        ['x', 'y', 'z'].map((c) =>
          claimCommandId(db, { commandId: contested, caller: c, fingerprint: 'f' }, now),
        ),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);

      await releaseCommandId(db, claim);
      expect(await claimCommandId(db, { ...claim, caller: 'account:b' }, now)).toBe('claimed');
      await pruneCommandClaims(db, new Date(now.getTime() + CLAIM_RETENTION_MS + 1));
      expect(await db.selectFrom('command_claims').select('command_id').execute()).toEqual([]);
    } finally {
      await storage.close();
    }
  });
});
