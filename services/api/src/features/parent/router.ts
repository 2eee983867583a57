import { authedProcedure, router } from '../../trpc/init';
import { myLinkedStudents, myParentProfile } from './parent-service';

const parent = authedProcedure(['PARENT']);

/**
 * The parent portal's own questions. Everything about one student goes through `students.byId` and
 * `studentRecord.*`, where `authorize` admits a parent only for a linked student (others: 404).
 */
export const parentRouter = router({
  /** "My linked students": the student picker. */
  students: parent.query(({ ctx }) => myLinkedStudents(ctx.deps, ctx.user.userId)),
  profile: parent.query(({ ctx }) => myParentProfile(ctx.deps, ctx.user.userId)),
});
