import type { ReadDb } from '@pusula/projections';
import nodemailer from 'nodemailer';
import type { RenderedMail } from './mail-templates';

export interface OutgoingMail extends RenderedMail {
  messageId: string;
  from: string;
  to: string;
  /** The mail's main link, for the console of the embedded mailbox. */
  link?: string;
  /** The opt-out page, sent as List-Unsubscribe too. */
  unsubscribe?: string;
}

export interface MailTransport {
  kind: 'smtp' | 'embedded';
  send(mail: OutgoingMail, now: Date): Promise<void>;
  close(): void;
}

/** An SMTP answer that will not change on a retry (5xx): the mail is given up at once. */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** nodemailer over SMTP_URL. The Message-ID is the mail's id, so a receiver can tell a resend apart. */
export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail({
        messageId: `<${mail.messageId}@pusula.mail>`,
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.unsubscribe ? { list: { unsubscribe: mail.unsubscribe } } : {}),
      });
    },
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP_URL mail goes to the embedded mailbox (a read-model table the admin reads under
 * /admin/e-postalar) and is printed on the console with its link. Keyed by the mail's id: delivering
 * the same mail again changes nothing.
 */
export function embeddedTransport(db: ReadDb, log: (line: string) => void = console.log): MailTransport {
  return {
    kind: 'embedded',
    async send(mail, now) {
      const inserted = await db
        .insertInto('mailbox')
        .values({
          message_id: mail.messageId,
          to_address: mail.to,
          from_address: mail.from,
          subject: mail.subject,
          text_body: mail.text,
          html_body: mail.html,
          received_at: now,
        })
        .onConflict((oc) => oc.column('message_id').doNothing())
        .returning('message_id')
        .executeTakeFirst();
      if (!inserted) return;
      log(`[e-posta] ${mail.to} · ${mail.subject}${mail.link ? `\n[e-posta] ${mail.link}` : ''}`);
    },
    close() {},
  };
}
