import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtpServer {
  /** `smtp://user:pass@127.0.0.1:port`, for SMTP_URL. */
  url: string;
  /** Every message the server accepted, parsed, in order. */
  received: ParsedMail[];
  /** How many deliveries were attempted (accepted or refused). */
  attempts(): number;
  /** Refuse the next `count` messages with this SMTP reply code (4xx: try again later; 5xx: never). */
  refuseNext(count: number, code: number): void;
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

/**
 * A real SMTP server (the `smtp-server` package) on 127.0.0.1 and a free port, with a user and a password,
 * that keeps what it receives: the mail worker's tests send through it as through any SMTP server.
 */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ParsedMail[] = [];
  let attempts = 0;
  let refusals: { count: number; code: number } = { count: 0, code: 451 };
  const server = new SMTPServer({
    // Plain SMTP on the loopback: no certificate to make, and AUTH allowed without TLS.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'pusula' && auth.password === 'gizli-parola') callback(null, { user: 'pusula' });
      else callback(new Error('Kimlik doğrulanamadı'));
    },
    onData(stream, _session, callback) {
      attempts++;
      if (refusals.count > 0) {
        refusals.count--;
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('Geçici olarak reddedildi'), { responseCode: refusals.code })),
        );
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://pusula:gizli-parola@127.0.0.1:${port}`,
    received,
    attempts: () => attempts,
    refuseNext(count, code) {
      refusals = { count, code };
    },
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} mails, got ${received.length}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
