import { familyMessagingSettingsInput, familyThreadInput, sendFamilyMessageInput } from '@pusula/contracts';
import { coachFamilyThreadsQuery, parentFamilyUnreadQuery } from '@pusula/projections';
import { z } from 'zod';
import { authedProcedure, router } from '../../trpc/init';
import {
  familyMessagingSettings,
  markFamilyThreadRead,
  readFamilyThread,
  sendFamilyMessage,
  setParentMessagesPermission,
} from './family-message-service';

const coach = authedProcedure(['COACH']);
const parent = authedProcedure(['PARENT']);
const advisor = authedProcedure(['ADVISOR']);

const markReadInput = familyThreadInput.extend({
  throughMessageId: z.string({ error: 'Mesaj geçersiz' }).trim().min(1, 'Mesaj geçersiz').max(100).optional(),
});

/** What the coach and the parent may do in a student's family thread; the same rules apply to both sides. */
function sideProcedures(procedure: typeof coach) {
  return {
    thread: procedure
      .input(familyThreadInput)
      .query(({ ctx, input }) => readFamilyThread(ctx.deps, ctx.user, input.studentId)),
    send: procedure
      .input(sendFamilyMessageInput)
      .mutation(({ ctx, input }) => sendFamilyMessage(ctx.deps, ctx.user, input, ctx.command.id)),
    markRead: procedure
      .input(markReadInput)
      .mutation(({ ctx, input }) => markFamilyThreadRead(ctx.deps, ctx.user, input, ctx.command.id)),
  };
}

/**
 * The student's family thread: one per student between the student's coach and the linked parents
 * (students have no login). Parents write only when their coach allows it; the coach's advisor may read.
 */
export const familyMessagesRouter = router({
  coach: router({
    ...sideProcedures(coach),
    /** Every student of the coach with the thread's last message and the parents' unread messages. */
    threads: coach.query(({ ctx }) => coachFamilyThreadsQuery(ctx.deps.storage.db, ctx.user.userId)),
    settings: coach.query(({ ctx }) => familyMessagingSettings(ctx.deps, ctx.user.userId)),
    setSettings: coach
      .input(familyMessagingSettingsInput)
      .mutation(({ ctx, input }) =>
        setParentMessagesPermission(ctx.deps, ctx.user, input.allowParentMessages, ctx.command.id),
      ),
  }),
  parent: router({
    ...sideProcedures(parent),
    /** The coach's messages not yet read, per linked student. */
    unread: parent.query(({ ctx }) => parentFamilyUnreadQuery(ctx.deps.storage.db, ctx.user.userId)),
  }),
  advisor: router({
    /** Oversight: the family thread of a student whose coach is in the advisor's roster, read-only. */
    thread: advisor
      .input(familyThreadInput)
      .query(({ ctx, input }) => readFamilyThread(ctx.deps, ctx.user, input.studentId)),
  }),
});
