import { openTestStorage, TEST_STORAGE_KINDS, type TestStorage } from '@pusula/projections/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../auth/sessions';
import {
  consumeOneTimeLink,
  EMAIL_VERIFICATION_LINKS,
  findOneTimeLink,
  forgetOneTimeLink,
  INVITATION_LINKS,
  issueOneTimeLink,
  PASSWORD_RESET_LINKS,
  useUpAccountLinks,
} from './one-time-link';

const NOW = new Date('2025-03-01T09:00:00Z');
const HOUR = 60 * 60 * 1000;
const at = (ms: number) => new Date(NOW.getTime() + ms);

describe.each(TEST_STORAGE_KINDS)('one-time mailed links on %s', (kind) => {
  let storage: TestStorage;
  beforeAll(async () => {
    storage = await openTestStorage(kind);
  });
  afterAll(() => storage.close());

  /** Issues a reset link and answers the token its mail would carry. */
  async function issueReset(key: string, accountId = 'account-1') {
    let token = '';
    const { made } = await issueOneTimeLink(storage.db, PASSWORD_RESET_LINKS, {
      key,
      columns: { account_id: accountId },
      now: NOW,
      expiresAt: at(HOUR),
      link: (t) => {
        token = t;
        return `https://pusula.test/auth/sifre-sifirla?token=${t}`;
      },
      messageId: `mail-${key}`,
    });
    return { made, token };
  }

  it('keeps only the hash; the clear link waits in mail_secrets; a retry makes nothing new', async () => {
    const { made, token } = await issueReset('request-1');
    expect(made).toBe(true);
    const row = await storage.db
      .selectFrom('password_reset_tokens')
      .selectAll()
      .where('request_id', '=', 'request-1')
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const secret = await storage.db
      .selectFrom('mail_secrets')
      .select('link')
      .where('message_id', '=', 'mail-request-1')
      .executeTakeFirstOrThrow();
    expect(secret.link).toBe(`https://pusula.test/auth/sifre-sifirla?token=${token}`);

    expect(await issueReset('request-1')).toMatchObject({ made: false });
    const secrets = await storage.db
      .selectFrom('mail_secrets')
      .select('link')
      .where('message_id', '=', 'mail-request-1')
      .execute();
    expect(secrets).toEqual([secret]);
  });

  it('of many parallel uses exactly one takes the link; then it reads as used', async () => {
    const { token } = await issueReset('request-2');
    const found = await findOneTimeLink(storage.db, PASSWORD_RESET_LINKS, token, NOW);
    expect(found).toMatchObject({
      status: 'VALID',
      row: { request_id: 'request-2', account_id: 'account-1' },
    });
    const uses = await Promise.all(
      Array.from({ length: 8 }, () => consumeOneTimeLink(storage.db, PASSWORD_RESET_LINKS, 'request-2', NOW)),
    );
    expect(uses.filter(Boolean)).toHaveLength(1);
    expect((await findOneTimeLink(storage.db, PASSWORD_RESET_LINKS, token, NOW)).status).toBe('USED');
  });

  it('refuses an expired link and an unknown token', async () => {
    const { token } = await issueReset('request-3');
    expect((await findOneTimeLink(storage.db, PASSWORD_RESET_LINKS, token, at(HOUR))).status).toBe('EXPIRED');
    expect(await consumeOneTimeLink(storage.db, PASSWORD_RESET_LINKS, 'request-3', at(HOUR))).toBe(false);
    expect(await findOneTimeLink(storage.db, PASSWORD_RESET_LINKS, 'bilinmeyen', NOW)).toEqual({
      status: 'INVALID',
      row: undefined,
    });
  });

  it("uses up an account's open links of one kind only", async () => {
    const { token } = await issueReset('request-4', 'account-2');
    await issueOneTimeLink(storage.db, EMAIL_VERIFICATION_LINKS, {
      key: 'verification-1',
      columns: { account_id: 'account-2' },
      now: NOW,
      expiresAt: at(HOUR),
      link: (t) => t,
      messageId: 'mail-verification-1',
    });
    await useUpAccountLinks(storage.db, PASSWORD_RESET_LINKS, 'account-2', NOW);
    expect((await findOneTimeLink(storage.db, PASSWORD_RESET_LINKS, token, NOW)).status).toBe('USED');
    expect(await consumeOneTimeLink(storage.db, EMAIL_VERIFICATION_LINKS, 'verification-1', NOW)).toBe(true);
  });

  it('finds an invitation by its link or its code; forgetting takes back the row and the mail secret', async () => {
    let token = '';
    await issueOneTimeLink(storage.db, INVITATION_LINKS, {
      key: 'invitation-1',
      columns: { code_hash: sha256('ABCD2345') },
      now: NOW,
      expiresAt: at(HOUR),
      link: (t) => {
        token = t;
        return `https://pusula.test/davet/${t}`;
      },
      messageId: 'mail-invitation-1',
    });
    const byLink = await findOneTimeLink(storage.db, INVITATION_LINKS, token, NOW);
    const byCode = await findOneTimeLink(storage.db, INVITATION_LINKS, 'ABCD2345', NOW, 'code_hash');
    expect(byLink.row?.invitation_id).toBe('invitation-1');
    expect(byCode.row?.invitation_id).toBe('invitation-1');

    await forgetOneTimeLink(storage.db, INVITATION_LINKS, 'invitation-1', 'mail-invitation-1');
    expect((await findOneTimeLink(storage.db, INVITATION_LINKS, token, NOW)).status).toBe('INVALID');
    const secret = await storage.db
      .selectFrom('mail_secrets')
      .selectAll()
      .where('message_id', '=', 'mail-invitation-1')
      .executeTakeFirst();
    expect(secret).toBeUndefined();
  });

  it('writes no mail secret for a link no mail carries', async () => {
    const before = await storage.db.selectFrom('mail_secrets').selectAll().execute();
    const { made } = await issueOneTimeLink(storage.db, INVITATION_LINKS, {
      key: 'invitation-2',
      columns: { code_hash: null },
      now: NOW,
      expiresAt: at(HOUR),
      link: (t) => t,
      messageId: null,
    });
    expect(made).toBe(true);
    expect(await storage.db.selectFrom('mail_secrets').selectAll().execute()).toEqual(before);
  });
});
