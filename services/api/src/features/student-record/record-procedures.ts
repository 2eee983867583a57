import type { Role } from '@pusula/contracts';
import { authorize } from '../../auth/authorize';
import type { Actor } from '../../commands/handle-command';
import { type AuthedContext, authedProcedure } from '../../trpc/init';

/**
 * Who may do what with a student's record (every check also runs `authorize`: the advisor of the student,
 * the student's coach, a linked parent, the admin; anyone else gets 404):
 *
 * | area                  | read                          | write                                    |
 * |-----------------------|-------------------------------|------------------------------------------|
 * | Haftalık Program      | admin, advisor, coach, parent | plan: coach, advisor · done counts: coach |
 * | Program şablonları    | the coach who owns them       | coach (apply: to their own students)     |
 * | Hedef Programı        | admin, advisor, coach, parent | coach, advisor                           |
 * | Seanslar              | admin, advisor, coach, parent | coach                                    |
 * | Sınavlar (denemeler)  | admin, advisor, coach, parent | coach, advisor                           |
 * | Ödevler ve Görevler   | admin, advisor, coach, parent | coach                                    |
 * | Yazılılar             | admin, advisor, coach, parent | coach, advisor                           |
 * | Kaynaklar             | admin, advisor, coach, parent | coach, advisor                           |
 * | Notlar (koçun)        | admin, advisor, coach         | coach (only the note's author edits)     |
 * | Konu takibi           | admin, advisor, coach, parent | coach, advisor (student: their own, app)  |
 * | Dikkat listesi        | coach, advisor (their own)    | Ertele (set a reason aside): coach, advisor |
 * | Veli görünümü         | admin, advisor, coach, parent | —                                        |
 *
 * The admin reads everything but writes none of it: the record is the coaching team's. A role outside a
 * row gets 403 before any lookup.
 */
export const READERS: readonly Role[] = ['ADMIN', 'ADVISOR', 'COACH', 'PARENT'];
const STAFF_READERS: readonly Role[] = ['ADMIN', 'ADVISOR', 'COACH'];
export const TEAM: readonly Role[] = ['COACH', 'ADVISOR'];
const COACH: readonly Role[] = ['COACH'];

export const reader = authedProcedure(READERS);
export const staffReader = authedProcedure(STAFF_READERS);
export const team = authedProcedure(TEAM);
export const coachOnly = authedProcedure(COACH);

type Ctx = Pick<AuthedContext, 'deps' | 'user' | 'command'>;
export const student = (ctx: Ctx, studentId: string) =>
  authorize(ctx.deps.storage.db, ctx.user, { kind: 'student', studentId });

/** Authorises the student, then runs the write with the caller as actor and a command id. */
export function write<I extends { studentId: string; commandId?: string }, R>(
  fn: (deps: Ctx['deps'], actor: Actor, input: I, commandId: string) => Promise<R>,
) {
  return async ({ ctx, input }: { ctx: Ctx; input: I }) => {
    await student(ctx, input.studentId);
    const { commandId: _scoped, ...rest } = input;
    return fn(ctx.deps, ctx.user, rest as I, ctx.command.id);
  };
}
