import {
  idField,
  lastEventIdField,
  messageContent,
  messagePageInput,
  sendMessageInput,
} from '@pusula/contracts';
import { conversationId, DomainError } from '@pusula/domain';
import {
  conversationsQuery,
  listMessagesQuery,
  messagesAfterQuery,
  toMessageDto,
  unreadMessageCountQuery,
} from '@pusula/projections';
import { z } from 'zod';
import { authorize } from '../../auth/authorize';
import { backlogThenLive } from '../../live/backlog-then-live';
import { trackedItem } from '../../live/tracked';
import { authedProcedure, router } from '../../trpc/init';
import { commandIdField } from '../notes/note-inputs';
import { ownStudentId } from '../student-app/own-student';
import { coachDelivery, markMessageRead, sendMessage } from './message-service';
import {
  advisorToStudentDelivery,
  readAdvisorConversation,
  readOwnAdvisorConversation,
  sendToOwnAdvisor,
} from './student-conversation';

/** Messaging is between an advisor and their coaches and students (spec §7). */
const member = authedProcedure(['ADVISOR', 'COACH']);
const advisor = authedProcedure(['ADVISOR']);
/** A student's account reads and answers their current advisor's conversation with them. */
const student = authedProcedure(['STUDENT']);

const pageInput = z.object(messagePageInput);
const listInput = pageInput.extend({
  coachId: idField('Koç').optional(),
  studentId: idField('Öğrenci').optional(),
});
const studentInput = z.object({ studentId: idField('Öğrenci') });

export const messagesRouter = router({
  /** The caller's messages, newest first; an advisor may narrow them to one coach or student. */
  list: member.input(listInput).query(async ({ ctx, input }) => {
    const db = ctx.deps.storage.db;
    const { coachId, studentId, page, limit } = input;
    const other = coachId ?? studentId;
    if (other && ctx.user.role !== 'ADVISOR')
      throw new DomainError('VALIDATION', 'Koç ve öğrenci filtresi yalnızca danışmanlar içindir');
    if (coachId) await authorize(db, ctx.user, { kind: 'coach', coachId });
    if (studentId) await authorize(db, ctx.user, { kind: 'student', studentId });
    return listMessagesQuery(db, ctx.user, {
      conversationId: other ? conversationId(ctx.user.userId, other) : undefined,
      page,
      limit,
    });
  }),

  conversations: member.query(({ ctx }) => conversationsQuery(ctx.deps.storage.db, ctx.user)),

  withStudent: advisor.input(pageInput.extend(studentInput.shape)).query(async ({ ctx, input }) => {
    await authorize(ctx.deps.storage.db, ctx.user, { kind: 'student', studentId: input.studentId });
    return listMessagesQuery(ctx.deps.storage.db, ctx.user, {
      conversationId: conversationId(ctx.user.userId, input.studentId),
      page: input.page,
      limit: input.limit,
    });
  }),

  sendToStudent: advisor
    .input(studentInput.extend({ content: sendMessageInput.shape.content, commandId: commandIdField }))
    .mutation(async ({ ctx, input }) => {
      await authorize(ctx.deps.storage.db, ctx.user, { kind: 'student', studentId: input.studentId });
      const delivery = await advisorToStudentDelivery(ctx.deps, ctx.user.userId, input.studentId);
      return sendMessage(ctx.deps, ctx.user, delivery, input.content, ctx.command.id);
    }),

  /** A coach to their advisor (`{ content }` or `{ content, advisorId, senderType }`); an advisor to a coach (`coachId`). */
  send: member.input(sendMessageInput).mutation(async ({ ctx, input }) => {
    const actor = ctx.user;
    const expectedSender = ctx.user.role === 'ADVISOR' ? 'ADVISOR' : 'COACH';
    if (input.senderType !== undefined && input.senderType !== expectedSender)
      throw new DomainError('FORBIDDEN', 'Gönderen türü hesabınızla uyuşmuyor');
    const db = ctx.deps.storage.db;
    // An id naming the sender must be the sender's own: another one is refused, never replaced.
    if (ctx.user.role === 'COACH') {
      if (input.coachId !== undefined)
        await authorize(db, ctx.user, { kind: 'coach', coachId: input.coachId });
      const delivery = await coachDelivery(ctx.deps, actor, input.advisorId);
      return sendMessage(ctx.deps, actor, delivery, input.content, ctx.command.id);
    }
    if (input.advisorId !== undefined)
      await authorize(db, ctx.user, { kind: 'advisor', advisorId: input.advisorId });
    if (!input.coachId) throw new DomainError('VALIDATION', 'Koç gerekli', { coachId: 'Koç gerekli' });
    await authorize(db, ctx.user, { kind: 'coach', coachId: input.coachId });
    const delivery = {
      advisorId: ctx.user.userId,
      participantId: input.coachId,
      participantType: 'COACH' as const,
      senderType: 'ADVISOR' as const,
      recipientId: input.coachId,
    };
    return sendMessage(ctx.deps, actor, delivery, input.content, ctx.command.id);
  }),

  markRead: member.input(z.object({ id: idField('Mesaj') })).mutation(async ({ ctx, input }) => {
    await authorize(ctx.deps.storage.db, ctx.user, { kind: 'message', messageId: input.id });
    return markMessageRead(ctx.deps, ctx.user, input.id, ctx.command.id);
  }),

  /** The student app's „Danışman" thread: the conversation of the student's current advisor with them. */
  ownAdvisor: router({
    thread: student.query(async ({ ctx }) =>
      readAdvisorConversation(ctx.deps, await ownStudentId(ctx), ctx.user.userId),
    ),
    send: student
      .input(z.object({ content: messageContent, commandId: commandIdField }))
      .mutation(async ({ ctx, input }) =>
        sendToOwnAdvisor(ctx.deps, ctx.user, await ownStudentId(ctx), input.content, ctx.command.id),
      ),
    markRead: student
      .input(z.object({}).optional())
      .mutation(async ({ ctx }) =>
        readOwnAdvisorConversation(ctx.deps, ctx.user, await ownStudentId(ctx), ctx.command.id),
      ),
  }),

  unreadCount: member.query(async ({ ctx }) => ({
    unreadCount: await unreadMessageCountQuery(ctx.deps.storage.db, ctx.user.userId),
  })),

  /** New messages of the caller's conversations (both directions), tracked by log position for resuming. */
  live: member.input(z.object({ lastEventId: lastEventIdField }).optional()).subscription(async function* ({
    ctx,
    input,
    signal,
  }) {
    const viewer = ctx.user;
    const rows = backlogThenLive({
      feed: ctx.deps.live.messages,
      userId: viewer.userId,
      after: input?.lastEventId ?? null,
      backlog: (after, limit) => messagesAfterQuery(ctx.deps.storage.db, viewer, after, limit),
      signal,
    });
    for await (const row of rows) yield trackedItem(row.position, toMessageDto(row));
  }),
});
