import { adminCreateAccountInput, createStudentInput, studentListInput } from '@pusula/contracts';
import { mailboxMessageQuery, mailboxQuery } from '@pusula/projections';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { authedProcedure, router } from '../../trpc/init';
import { adminSendResetLink } from '../auth/password-reset';
import {
  accountIdInput,
  adminStudentListInput,
  commandIdField,
  linkParentInput,
  listAccountsInput,
  mailboxInput,
  mailboxMessageInput,
  projectionNameInput,
} from './admin-schemas';
import {
  adminCreateAccount,
  adminCreateStudent,
  adminLinkParent,
  adminListAccounts,
  adminSetActive,
} from './admin-service';
import { allStudents, recentNotes } from './audit-picks-service';
import { projectionStatus, rebuildProjection } from './projections-service';
import { adminStudentList } from './student-list';

const admin = authedProcedure(['ADMIN']);

export const adminRouter = router({
  listAccounts: admin.input(listAccountsInput).query(({ ctx, input }) => adminListAccounts(ctx.deps, input)),
  createAccount: admin
    .input(adminCreateAccountInput.extend({ commandId: commandIdField }))
    .mutation(({ ctx, input }) => adminCreateAccount(ctx.deps, input, ctx.command.id, ctx.user)),
  createStudent: admin
    .input(createStudentInput.extend({ commandId: commandIdField }))
    .mutation(({ ctx, input }) => adminCreateStudent(ctx.deps, input, ctx.command.id, ctx.user)),
  linkParent: admin
    .input(linkParentInput.extend({ commandId: commandIdField }))
    .mutation(({ ctx, input }) =>
      adminLinkParent(ctx.deps, input.parentId, input.studentId, ctx.command.id, ctx.user),
    ),
  deactivate: admin
    .input(accountIdInput.extend({ commandId: commandIdField }))
    .mutation(({ ctx, input }) => adminSetActive(ctx.deps, input.accountId, false, ctx.command.id, ctx.user)),
  reactivate: admin
    .input(accountIdInput.extend({ commandId: commandIdField }))
    .mutation(({ ctx, input }) => adminSetActive(ctx.deps, input.accountId, true, ctx.command.id, ctx.user)),
  /** Sends the account's owner a password-reset link; the admin never sees the link nor a password. */
  sendPasswordReset: admin
    .input(accountIdInput.extend({ commandId: commandIdField }))
    .mutation(({ ctx, input }) => adminSendResetLink(ctx.deps, input.accountId, ctx.command.id, ctx.user)),
  /** The embedded mailbox (mail sent without SMTP_URL), newest first. */
  mailbox: admin.input(mailboxInput).query(async ({ ctx, input }) => ({
    transport: ctx.deps.mail.transport.kind,
    ...(await mailboxQuery(ctx.deps.storage.db, input)),
  })),
  mailboxMessage: admin.input(mailboxMessageInput).query(async ({ ctx, input }) => {
    const message = await mailboxMessageQuery(ctx.deps.storage.db, input.id);
    if (!message) throw new TRPCError({ code: 'NOT_FOUND', message: 'E-posta bulunamadı' });
    return message;
  }),
  /** Every student of the platform with where the record belongs: the admin's student list. */
  students: admin
    .input(adminStudentListInput)
    .query(({ ctx, input }) => adminStudentList(ctx.deps.storage.db, input)),
  /** Every student, searchable: the pickers of "link a parent" and of the assignment timeline. */
  listStudents: admin
    .input(studentListInput)
    .query(({ ctx, input }) => allStudents(ctx.deps.storage.db, input)),
  /** The newest notes, to open one's audit timeline (`audit.noteHistory`). */
  recentNotes: admin
    .input(z.object({ limit: z.number().int().min(1).max(50, 'En fazla 50 not listelenebilir').default(20) }))
    .query(({ ctx, input }) => recentNotes(ctx.deps.storage.db, input.limit)),
  /** Read models: version, checkpoint and lag of each projector. */
  projections: admin.query(({ ctx }) => projectionStatus(ctx.deps)),
  /** Replays one read model from the log while readers keep the old rows (answers when committed). */
  rebuildProjection: admin
    .input(projectionNameInput)
    .mutation(({ ctx, input }) => rebuildProjection(ctx.deps, input.name)),
});
