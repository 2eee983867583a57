import type { MailTemplate } from '@pusula/contracts';
import { outgoingMailDecider, outgoingMailStreamId } from '@pusula/domain';
import { sql } from 'kysely';
import type { AppDeps } from '../../app-deps';
import { defineCommandHandler } from '../../commands/command-handler';
import { derivedId } from '../../commands/command-ids';
import { log } from '../../observability/logger';
import type { MailConfig } from './mail-config';
import { renderMail } from './mail-templates';
import { isPermanentFailure, type MailTransport } from './mail-transport';
import { forgetMailSecret } from './one-time-link';
import { preferencesLink } from './preferences-link';

export const handleMailCommand = defineCommandHandler(outgoingMailDecider, outgoingMailStreamId, {
  projectors: ['mail-outbox'],
});

interface ClaimedRow {
  message_id: string;
  to_address: string;
  template: MailTemplate;
  subject: string;
  params: Record<string, string> | string;
  has_secret_link: boolean;
  account_id: string | null;
  attempts: number;
}

export interface MailWorker {
  /** Something was queued (here or, told by the runner, in another process): look now. */
  wake(): void;
  /** Delivers everything due now or within `horizonMs` (retries); resolves when none is left (tests). */
  drain(horizonMs?: number): Promise<void>;
  stats(): { sent: number; retried: number; failed: number };
  stop(): Promise<void>;
}

/**
 * The one mail worker. It claims a due outbox row (one UPDATE … FOR UPDATE SKIP LOCKED: a second worker
 * never gets the same row), renders the mail, sends it, and records the outcome: the row first, then
 * `EmailSent` in the log. A failed attempt is tried again after 30 s, 90 s, 270 s … (three times longer
 * each time) until `maxAttempts`; a permanent SMTP refusal (5xx) or a lost secret gives up at once
 * (`EmailFailed`). Only the process whose runner holds the `mail-outbox` projector works the outbox.
 *
 * At most once per claim: a worker that dies after the SMTP server took a mail but before it marked the
 * row sends it again when the claim runs out (two minutes) — the one window where a mail can arrive
 * twice, and it then carries the same Message-ID.
 */
export function startMailWorker(deps: AppDeps, transport: MailTransport, config: MailConfig): MailWorker {
  const counts = { sent: 0, retried: 0, failed: 0 };
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const runsOutbox = () => deps.runner.statuses().some((s) => s.name === 'mail-outbox' && s.active);
  const timer = setInterval(() => worker.wake(), config.pollMs);
  timer.unref();

  async function claim(): Promise<ClaimedRow | null> {
    const now = deps.now();
    const until = new Date(now.getTime() + config.claimMs);
    const { rows } = await sql<ClaimedRow>`
      UPDATE mail_outbox SET status = 'SENDING', attempts = attempts + 1, claimed_until = ${until}
      WHERE message_id = (
        SELECT message_id FROM mail_outbox
        WHERE (status = 'PENDING' AND next_attempt_at <= ${now})
           OR (status = 'SENDING' AND claimed_until < ${now})
        ORDER BY next_attempt_at, message_id
        LIMIT 1
        FOR UPDATE SKIP LOCKED)
      RETURNING message_id, to_address, template, subject, params, has_secret_link, account_id, attempts`.execute(
      deps.storage.db,
    );
    return rows[0] ?? null;
  }

  async function deliver(row: ClaimedRow): Promise<void> {
    const params = typeof row.params === 'string' ? JSON.parse(row.params) : row.params;
    let secret: string | undefined;
    if (row.has_secret_link) {
      const found = await deps.storage.db
        .selectFrom('mail_secrets')
        .select('link')
        .where('message_id', '=', row.message_id)
        .executeTakeFirst();
      if (!found) return giveUp(row, 'Bağlantı artık yok (süresi geçti ya da kullanıldı)');
      secret = found.link;
    }
    const base = publicUrlOf(deps);
    // The opt-out link of a weekly summary is signed now, never stored.
    const preferences =
      row.template === 'PARENT_WEEKLY_SUMMARY' && row.account_id
        ? await preferencesLink(deps.storage.db, base, row.account_id)
        : undefined;
    const rendered = renderMail(row.template, params, {
      secret,
      forgotPassword: `${base}/auth/sifremi-unuttum`,
      supportEmail: deps.config.supportEmail,
      parentPortal: `${base}/parent/dashboard`,
      preferences,
    });
    try {
      await transport.send(
        {
          ...rendered,
          messageId: row.message_id,
          from: config.from,
          to: row.to_address,
          link: secret,
          unsubscribe: preferences,
        },
        deps.now(),
      );
    } catch (error) {
      const reason = describe(error);
      if (isPermanentFailure(error) || row.attempts >= config.maxAttempts) return giveUp(row, reason);
      counts.retried++;
      const wait = config.retryBaseMs * 3 ** (row.attempts - 1);
      await deps.storage.db
        .updateTable('mail_outbox')
        .set({
          status: 'PENDING',
          claimed_until: null,
          last_error: reason,
          next_attempt_at: new Date(deps.now().getTime() + wait),
        })
        .where('message_id', '=', row.message_id)
        .execute();
      log.warn(
        { component: 'e-posta', attempts: row.attempts, maxAttempts: config.maxAttempts, reason },
        'gönderilemedi',
      );
      return;
    }
    counts.sent++;
    await finish(row, 'SENT', null);
    await handleMailCommand(
      deps,
      row.message_id,
      {
        type: 'RecordEmailSent',
        data: {
          messageId: row.message_id,
          transport: transport.kind,
          attempts: row.attempts,
          now: deps.now().toISOString(),
        },
      },
      { commandId: derivedId(row.message_id, 'sent'), settleLater: true },
    );
  }

  async function giveUp(row: ClaimedRow, reason: string) {
    counts.failed++;
    await finish(row, 'FAILED', reason);
    log.error({ component: 'e-posta', attempts: row.attempts, reason }, 'vazgeçildi');
    await handleMailCommand(
      deps,
      row.message_id,
      {
        type: 'RecordEmailFailed',
        data: { messageId: row.message_id, attempts: row.attempts, reason, now: deps.now().toISOString() },
      },
      { commandId: derivedId(row.message_id, 'failed'), settleLater: true },
    );
  }

  /** The row is closed before the event is appended: were the append lost, the mail is still not resent. */
  async function finish(row: ClaimedRow, status: 'SENT' | 'FAILED', reason: string | null) {
    await deps.storage.db
      .updateTable('mail_outbox')
      .set({ status, claimed_until: null, last_error: reason, finished_at: deps.now() })
      .where('message_id', '=', row.message_id)
      .execute();
    await forgetMailSecret(deps.storage.db, row.message_id);
  }

  async function work() {
    do {
      again = false;
      if (stopped || !runsOutbox()) return;
      for (let row = await claim(); row && !stopped; row = await claim()) {
        await deliver(row).catch((error) =>
          log.error({ component: 'e-posta', err: describe(error) }, 'failed'),
        );
      }
    } while (again && !stopped);
  }

  const worker: MailWorker = {
    wake() {
      if (stopped) return;
      if (running) {
        again = true;
        return;
      }
      running = work()
        .catch((error) => log.error({ component: 'e-posta', err: describe(error) }, 'failed'))
        .finally(() => {
          running = null;
        });
    },
    async drain(horizonMs = 5_000) {
      // Mail due now, or within the horizon (a retry waiting its turn), is waited for.
      const deadline = Date.now() + horizonMs + 5_000;
      while (!stopped && Date.now() < deadline) {
        worker.wake();
        await running;
        const horizon = new Date(deps.now().getTime() + horizonMs);
        const due = await deps.storage.db
          .selectFrom('mail_outbox')
          .select('message_id')
          .where((eb) =>
            eb.or([
              eb.and([eb('status', '=', 'PENDING'), eb('next_attempt_at', '<=', horizon)]),
              eb('status', '=', 'SENDING'),
            ]),
          )
          .executeTakeFirst();
        if (!due) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    stats: () => ({ ...counts }),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
  return worker;
}

/** Where links in mail point: PUBLIC_URL, else this server on localhost. */
export function publicUrlOf(deps: AppDeps): string {
  return deps.config.publicUrl ?? `http://localhost:${deps.config.port}`;
}

/** An error as one short line, without addresses (SMTP errors quote the recipient). */
function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/[^\s<>@]+@[^\s<>@]+/g, '…').slice(0, 300);
}
