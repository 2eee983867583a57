export interface MailConfig {
  /** `smtp://user:pass@host:port` (or `smtps://`): nodemailer sends there. Null: the embedded mailbox. */
  smtpUrl: string | null;
  /** The From of every mail. */
  from: string;
  /** Deliveries tried before a mail is given up (`EmailFailed`). */
  maxAttempts: number;
  /** The wait after the first failed attempt; each further one waits three times longer. */
  retryBaseMs: number;
  /** How often the worker looks for due mail besides being woken (retries, other processes' mail). */
  pollMs: number;
  /** How long a claimed mail is the claiming worker's; a worker that died lets it go after this. */
  claimMs: number;
}

export const DEFAULT_MAIL_FROM = 'Pusula <bildirim@pusula.dev>';

export function loadMailConfig(env: NodeJS.ProcessEnv): MailConfig {
  const smtpUrl = env.SMTP_URL?.trim() || null;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl))
    throw new Error('SMTP_URL must look like smtp://user:pass@host:port (or smtps://…)');
  return {
    smtpUrl,
    from: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM,
    maxAttempts: Number(env.MAIL_MAX_ATTEMPTS ?? 5),
    retryBaseMs: Number(env.MAIL_RETRY_BASE_MS ?? 30_000),
    pollMs: Number(env.MAIL_POLL_MS ?? 5_000),
    claimMs: 2 * 60_000,
  };
}
