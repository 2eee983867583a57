import { adminCreateAccountInput, createStudentInput } from '@pusula/contracts';
import { authedProcedure, router } from '../../trpc/init';
import {
  accountIdInput,
  commandIdField,
  linkParentInput,
  listAccountsInput,
  projectionNameInput,
} from './admin-schemas';
import {
  adminCreateAccount,
  adminCreateStudent,
  adminLinkParent,
  adminListAccounts,
  adminSetActive,
} from './admin-service';
import { projectionStatus, rebuildProjection } from './projections-service';

const admin = authedProcedure(['ADMIN']);
const commandId = (given: string | undefined) => given ?? crypto.randomUUID();
const actorOf = (ctx: { user: { userId: string; role: string } }) => ({
  userId: ctx.user.userId,
  role: ctx.user.role,
});

export const adminRouter = router({
  listAccounts: admin.input(listAccountsInput).query(({ ctx, input }) => adminListAccounts(ctx.deps, input)),
  createAccount: admin
    .input(adminCreateAccountInput.extend({ commandId: commandIdField }))
    .mutation(({ ctx, input }) =>
      adminCreateAccount(ctx.deps, input, commandId(input.commandId), actorOf(ctx)),
    ),
  createStudent: admin
    .input(createStudentInput.extend({ commandId: commandIdField }))
    .mutation(({ ctx, input }) =>
      adminCreateStudent(ctx.deps, input, commandId(input.commandId), actorOf(ctx)),
    ),
  linkParent: admin
    .input(linkParentInput.extend({ commandId: commandIdField }))
    .mutation(({ ctx, input }) =>
      adminLinkParent(ctx.deps, input.parentId, input.studentId, commandId(input.commandId), actorOf(ctx)),
    ),
  deactivate: admin
    .input(accountIdInput.extend({ commandId: commandIdField }))
    .mutation(({ ctx, input }) =>
      adminSetActive(ctx.deps, input.accountId, false, commandId(input.commandId), actorOf(ctx)),
    ),
  reactivate: admin
    .input(accountIdInput.extend({ commandId: commandIdField }))
    .mutation(({ ctx, input }) =>
      adminSetActive(ctx.deps, input.accountId, true, commandId(input.commandId), actorOf(ctx)),
    ),
  /** Read models: version, checkpoint and lag of each projector. */
  projections: admin.query(({ ctx }) => projectionStatus(ctx.deps)),
  /** Replays one read model from the log while readers keep the old rows (answers when committed). */
  rebuildProjection: admin
    .input(projectionNameInput)
    .mutation(({ ctx, input }) => rebuildProjection(ctx.deps, input.name)),
});
