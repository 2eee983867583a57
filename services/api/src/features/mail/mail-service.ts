import type { MailTemplate } from '@pusula/contracts';
import { eventIdFor } from '@pusula/eventstore';
import type { ReadDb } from '@pusula/projections';
import type { AppDeps } from '../../app-deps';
import { derivedId } from '../../commands/command-ids';
import type { Actor } from '../../commands/handle-command';
import type { Config } from '../../config';
import { log } from '../../observability/logger';
import { mailSubject } from './mail-templates';
import { embeddedTransport, type MailTransport, smtpTransport } from './mail-transport';
import { handleMailCommand, type MailWorker, startMailWorker } from './mail-worker';

/** Outgoing mail of one process: the transport, the worker, and work started after an answer. */
export interface Mail {
  transport: MailTransport;
  /** Starts the worker once the rest of the process is built. */
  startWorker(deps: AppDeps): MailWorker;
  worker(): MailWorker | null;
  /**
   * Runs a task after the request that started it has been answered (a reset request answers the same,
   * at the same speed, whether or not the address has an account). Failures are logged.
   */
  later(task: () => Promise<unknown>): void;
  /** Everything started with `later` has finished, and the outbox holds nothing due (tests). */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

const LATER_DELAY_MS = 20;

export function createMail(db: ReadDb, config: Config): Mail {
  const transport = config.mail.smtpUrl ? smtpTransport(config.mail.smtpUrl) : embeddedTransport(db);
  const tasks = new Set<Promise<unknown>>();
  let worker: MailWorker | null = null;
  return {
    transport,
    startWorker(deps) {
      worker ??= startMailWorker(deps, transport, config.mail);
      return worker;
    },
    worker: () => worker,
    later(task) {
      // Started a moment later, not in the same turn: the answer leaves before this work touches the
      // database (on PGlite, one connection: the answer would otherwise wait behind it).
      const running: Promise<unknown> = new Promise((resolve) => setTimeout(resolve, LATER_DELAY_MS))
        .then(task)
        .catch((error) => log.error({ component: 'e-posta', err: error }, 'failed'))
        .finally(() => tasks.delete(running));
      tasks.add(running);
    },
    async settled() {
      while (tasks.size > 0) await Promise.all([...tasks]);
      await worker?.drain();
    },
    async stop() {
      await Promise.all([...tasks]);
      await worker?.stop();
      if (!worker) transport.close();
    },
  };
}

/** The event a mail follows from: its stream and id. */
export interface MailCause {
  streamId: string;
  eventId: string;
}

/** A mail's id follows from its cause: the same event never queues two mails. */
export const mailIdFor = (cause: MailCause) => derivedId(cause.eventId, 'mail');

/** The id of the event a command appends at `index` (the cause of a mail queued after it). */
export const causeOf = (streamId: string, commandId: string, index = 0): MailCause => ({
  streamId,
  eventId: eventIdFor(commandId, index),
});

/**
 * Queues one mail (`EmailQueued`), answered once the outbox has its row, and wakes the worker. A mail
 * with a secret link needs its `mail_secrets` row written first (see one-time-link.ts).
 */
export async function queueMail(
  deps: AppDeps,
  mail: {
    cause: MailCause;
    to: string;
    template: MailTemplate;
    params: Record<string, string>;
    hasSecretLink?: boolean;
    accountId: string | null;
  },
  actor?: Actor,
): Promise<string> {
  const messageId = mailIdFor(mail.cause);
  await handleMailCommand(
    deps,
    messageId,
    {
      type: 'QueueEmail',
      data: {
        messageId,
        to: mail.to,
        template: mail.template,
        subject: mailSubject(mail.template, mail.params),
        params: mail.params,
        hasSecretLink: mail.hasSecretLink ?? false,
        causedBy: mail.cause,
        accountId: mail.accountId,
        now: deps.now().toISOString(),
      },
    },
    { commandId: derivedId(messageId, 'queue'), actor },
  );
  deps.mail.worker()?.wake();
  return messageId;
}
