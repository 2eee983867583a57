import type { ReadDb } from '../../db';

export interface MailboxItemDto {
  id: string;
  to: string;
  from: string;
  subject: string;
  receivedAt: string;
}

export interface MailboxMessageDto extends MailboxItemDto {
  text: string;
  html: string;
}

/** The embedded mailbox, newest first (the admin's /admin/e-postalar). */
export async function mailboxQuery(db: ReadDb, filter: { page: number; limit: number }) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('mailbox')
      .select(['message_id', 'to_address', 'from_address', 'subject', 'received_at'])
      .orderBy('received_at', 'desc')
      .orderBy('message_id')
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit)
      .execute(),
    db
      .selectFrom('mailbox')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const messages: MailboxItemDto[] = rows.map((r) => ({
    id: r.message_id,
    to: r.to_address,
    from: r.from_address,
    subject: r.subject,
    receivedAt: new Date(r.received_at).toISOString(),
  }));
  return { messages, total: Number(count.n), page: filter.page, limit: filter.limit };
}

export async function mailboxMessageQuery(db: ReadDb, id: string): Promise<MailboxMessageDto | null> {
  const r = await db.selectFrom('mailbox').selectAll().where('message_id', '=', id).executeTakeFirst();
  if (!r) return null;
  return {
    id: r.message_id,
    to: r.to_address,
    from: r.from_address,
    subject: r.subject,
    receivedAt: new Date(r.received_at).toISOString(),
    text: r.text_body,
    html: r.html_body,
  };
}
