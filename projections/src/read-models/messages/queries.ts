import type { ConversationDto, MessageDto } from '@pusula/contracts';
import { type Selectable, sql } from 'kysely';
import type { ReadDb } from '../../db';
import type { MessagesTable } from './tables';

export type MessageRow = Selectable<MessagesTable>;

/** Whose messages a caller sees: an advisor all their conversations, a coach the one with their advisor. */
export type MessageViewer = { userId: string; role: 'ADVISOR' | 'COACH' | 'ADMIN' | string };

export function toMessageDto(row: MessageRow): MessageDto {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    advisorId: row.advisor_id,
    participantId: row.participant_id,
    participantType: row.participant_type,
    senderType: row.sender_type,
    senderId: row.sender_id,
    recipientId: row.recipient_id,
    content: row.content,
    isRead: row.is_read,
    readAt: row.read_at ? new Date(row.read_at).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

function visibleTo(db: ReadDb, viewer: MessageViewer) {
  const q = db.selectFrom('messages');
  return viewer.role === 'ADVISOR'
    ? q.where('advisor_id', '=', viewer.userId)
    : q.where('participant_id', '=', viewer.userId).where('participant_type', '=', 'COACH');
}

/** Newest first; optionally one conversation only. */
export async function listMessagesQuery(
  db: ReadDb,
  viewer: MessageViewer,
  options: { conversationId?: string; page: number; limit: number },
) {
  let scope = visibleTo(db, viewer);
  if (options.conversationId) scope = scope.where('conversation_id', '=', options.conversationId);
  const [rows, counts] = await Promise.all([
    scope
      .selectAll()
      .orderBy('position', 'desc')
      .limit(options.limit)
      .offset((options.page - 1) * options.limit)
      .execute(),
    scope
      .select((eb) => [
        eb.fn.countAll<string>().as('total'),
        eb.fn
          .count<string>('id')
          .filterWhere((w) => w.and([w('recipient_id', '=', viewer.userId), w('is_read', '=', false)]))
          .as('unread'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    messages: rows.map(toMessageDto),
    total: Number(counts.total),
    unreadCount: Number(counts.unread),
    page: options.page,
    limit: options.limit,
  };
}

/**
 * A student's conversation with an advisor as the student's account reads it: oldest first (the newest
 * `limit`), with the advisor's messages addressed to this account and not yet read.
 */
export async function studentConversationQuery(
  db: ReadDb,
  args: { conversationId: string; readerId: string; limit: number },
) {
  const rows = await db
    .selectFrom('messages')
    .selectAll()
    .where('conversation_id', '=', args.conversationId)
    .where('participant_type', '=', 'STUDENT')
    .orderBy('position', 'desc')
    .limit(args.limit)
    .execute();
  const unread = rows.filter((r) => r.recipient_id === args.readerId && !r.is_read);
  return {
    messages: rows.reverse().map(toMessageDto),
    unreadCount: unread.length,
    unreadIds: unread.map((r) => r.id),
  };
}

export async function unreadMessageCountQuery(db: ReadDb, userId: string): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('recipient_id', '=', userId)
    .where('is_read', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function messageByIdQuery(db: ReadDb, id: string): Promise<MessageRow | undefined> {
  return db.selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Each conversation with its newest message and the caller's unread count, newest conversation first. */
export async function conversationsQuery(db: ReadDb, viewer: MessageViewer): Promise<ConversationDto[]> {
  const scope = visibleTo(db, viewer);
  const [latest, unread] = await Promise.all([
    scope
      .selectAll()
      .distinctOn('conversation_id')
      .orderBy('conversation_id')
      .orderBy('position', 'desc')
      .execute(),
    scope
      .select(['conversation_id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('recipient_id', '=', viewer.userId)
      .where('is_read', '=', false)
      .groupBy('conversation_id')
      .execute(),
  ]);
  const unreadBy = new Map(unread.map((u) => [u.conversation_id, Number(u.n)]));
  // The other side: the coach or student for an advisor, the advisor for a coach.
  const otherId = (m: MessageRow) => (viewer.role === 'ADVISOR' ? m.participant_id : m.advisor_id);
  const names = await namesOf(db, latest.map(otherId));
  return latest
    .sort((a, b) => (a.position < b.position ? 1 : -1))
    .map((m) => ({
      id: m.conversation_id,
      advisorId: m.advisor_id,
      participantId: m.participant_id,
      participantType: m.participant_type,
      name: names.get(otherId(m)) ?? '',
      lastMessage: toMessageDto(m),
      unreadCount: unreadBy.get(m.conversation_id) ?? 0,
    }));
}

async function namesOf(db: ReadDb, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('accounts')
    .select(['id', sql<string>`first_name || ' ' || last_name`.as('name')])
    .where('id', 'in', ids)
    .unionAll(
      db
        .selectFrom('students')
        .select(['id', sql<string>`first_name || ' ' || last_name`.as('name')])
        .where('id', 'in', ids),
    )
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** A viewer's messages after a position in log order: the backlog of a resuming `messages.live`. */
export async function messagesAfterQuery(
  db: ReadDb,
  viewer: MessageViewer,
  after: string | null,
  limit: number,
): Promise<MessageRow[]> {
  let query = visibleTo(db, viewer).selectAll();
  if (after) query = query.where('position', '>', after);
  return query.orderBy('position').limit(limit).execute();
}

/** Everyone's messages after a position: the live fan-out filters by connected viewers itself. */
export function allMessagesAfterQuery(
  db: ReadDb,
  after: string | null,
  limit: number,
): Promise<MessageRow[]> {
  let query = db.selectFrom('messages').selectAll();
  if (after) query = query.where('position', '>', after);
  return query.orderBy('position').limit(limit).execute();
}

/** Position of the newest message (null when there is none): where a new live listener starts. */
export async function newestMessagePositionQuery(db: ReadDb): Promise<string | null> {
  const row = await db
    .selectFrom('messages')
    .select(sql<string | null>`max(position)`.as('position'))
    .executeTakeFirst();
  return row?.position ?? null;
}
