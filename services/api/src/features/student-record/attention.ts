import {
  type AttentionReason,
  acknowledgeAttentionInput,
  attentionQueueInput,
  studentRefInput,
} from '@pusula/contracts';
import { attentionAckDecider, attentionAcksStreamId, DomainError } from '@pusula/domain';
import { attentionQueueQuery } from '@pusula/projections';
import type { AppDeps } from '../../app-deps';
import { authorize } from '../../auth/authorize';
import { defineCommandHandler } from '../../commands/command-handler';
import type { Actor } from '../../commands/handle-command';
import { authedProcedure } from '../../trpc/init';
import { names, nowIso, settleIn } from './record-commands';
import { staffReader, student, TEAM, team, write } from './record-procedures';

const handleAttentionAck = defineCommandHandler(attentionAckDecider, attentionAcksStreamId, settleIn);
export const REASON_GONE = 'Bu dikkat nedeni artık listede yok';

async function studentReasons(deps: AppDeps, studentId: string, includeAcknowledged = false) {
  const [item] = await attentionQueueQuery(deps.storage.db, { studentId }, deps.now(), names, {
    includeAcknowledged,
  });
  return item?.reasons ?? [];
}

/**
 * "Ertele": sets one of the student's current reasons aside. The reason is looked up in the queue as it is
 * now (its `since` goes into the event), so a stale or made-up code/ref is refused and nothing is written.
 */
export async function acknowledgeAttention(
  deps: AppDeps,
  actor: Actor,
  input: { studentId: string; code: AttentionReason; ref: string; note: string; days: number },
  commandId: string,
) {
  // One already set aside may be set aside again (a new note or end).
  const reason = (await studentReasons(deps, input.studentId, true)).find(
    (r) => r.code === input.code && r.ref === input.ref,
  );
  if (!reason) throw new DomainError('NOT_FOUND', REASON_GONE);
  await handleAttentionAck(
    deps,
    input.studentId,
    {
      type: 'AcknowledgeAttention',
      data: { ...input, since: reason.since, acknowledgedBy: actor.userId, now: nowIso(deps) },
    },
    { commandId, actor },
  );
  return { studentId: input.studentId, reasons: await studentReasons(deps, input.studentId) };
}

/** Dikkat listesi: why a student needs the coach's attention. */
export const attentionProcedures = {
  attention: authedProcedure(TEAM)
    .input(attentionQueueInput)
    .query(async ({ ctx, input }) => {
      const db = ctx.deps.storage.db;
      // Another coach's id is refused, also for a coach, rather than quietly answered with their own queue.
      if (input.coachId) await authorize(db, ctx.user, { kind: 'coach', coachId: input.coachId });
      if (ctx.user.role === 'COACH')
        return attentionQueueQuery(db, { coachId: ctx.user.userId }, ctx.deps.now(), names);
      if (input.coachId) {
        const items = await attentionQueueQuery(db, { advisorId: ctx.user.userId }, ctx.deps.now(), names);
        return items.filter((i) => i.coachId === input.coachId);
      }
      return attentionQueueQuery(db, { advisorId: ctx.user.userId }, ctx.deps.now(), names);
    }),
  // One student's reasons (the student detail's header): empty when nothing needs attention.
  studentAttention: staffReader.input(studentRefInput).query(async ({ ctx, input }) => {
    await student(ctx, input.studentId);
    const [item] = await attentionQueueQuery(
      ctx.deps.storage.db,
      { studentId: input.studentId },
      ctx.deps.now(),
      names,
    );
    return { studentId: input.studentId, reasons: item?.reasons ?? [] };
  }),
  // The student's coach or advisor (authorize: their own students only); the admin reads but never writes.
  acknowledgeAttention: team.input(acknowledgeAttentionInput).mutation(write(acknowledgeAttention)),
};
