import {
  attentionRulesRefInput,
  resetAttentionRulesInput,
  setAttentionRulesInput,
  TRIAL_DAYS,
} from '@pusula/contracts';
import { accountByIdQuery, firstStepsQuery, organisationOfAccountQuery } from '@pusula/projections';
import { TRPCError } from '@trpc/server';
import { authorize } from '../../auth/authorize';
import { MESSAGES } from '../../errors';
import { authedProcedure, router } from '../../trpc/init';
import { attentionRules, resetAttentionRules, setAttentionRules } from './attention-rules';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An organisation's settings: its advisors (they run the company) and the admin (the platform). */
const settings = authedProcedure(['ADMIN', 'ADVISOR']);

/** The signed-in advisor's or coach's organisation: what it is, its trial, and its first steps. */
export const organisationsRouter = router({
  mine: authedProcedure(['ADVISOR', 'COACH']).query(async ({ ctx }) => {
    const db = ctx.deps.storage.db;
    const [organisation, me] = await Promise.all([
      organisationOfAccountQuery(db, ctx.user.userId),
      accountByIdQuery(db, ctx.user.userId),
    ]);
    if (!organisation || !me) throw new TRPCError({ code: 'NOT_FOUND', message: MESSAGES.notFound });
    const now = ctx.deps.now().getTime();
    const trialEndsAt = organisation.trial_ends_at ? new Date(organisation.trial_ends_at) : null;
    const steps = await firstStepsQuery(
      db,
      me.role === 'ADVISOR' ? { advisorId: me.id } : { coachId: me.id },
    );
    return {
      id: organisation.id,
      name: organisation.name,
      kind: organisation.kind,
      isFounder: organisation.founder_id === me.id,
      trial: trialEndsAt
        ? {
            days: TRIAL_DAYS,
            endsAt: trialEndsAt.toISOString(),
            daysLeft: Math.max(0, Math.ceil((trialEndsAt.getTime() - now) / DAY_MS)),
            ended: trialEndsAt.getTime() <= now,
          }
        : null,
      /** An independent mentor's capacity (their package); a company's coaches have their own. */
      studentLimit: me.role === 'COACH' ? (me.student_limit ?? 0) : null,
      coachLimit: me.role === 'ADVISOR' ? (me.max_coach_limit ?? 10) : null,
      steps,
    };
  }),
  /** The attention queue's thresholds of one organisation (the platform's where it changed none). */
  attentionRules: settings.input(attentionRulesRefInput).query(async ({ ctx, input }) => {
    await authorize(ctx.deps.storage.db, ctx.user, { kind: 'organisation', ...input });
    return attentionRules(ctx.deps, input.organisationId);
  }),
  setAttentionRules: settings.input(setAttentionRulesInput).mutation(async ({ ctx, input }) => {
    const { commandId: _scoped, organisationId, ...values } = input;
    await authorize(ctx.deps.storage.db, ctx.user, { kind: 'organisation', organisationId });
    return setAttentionRules(ctx.deps, ctx.user, organisationId, values, ctx.command.id);
  }),
  resetAttentionRules: settings.input(resetAttentionRulesInput).mutation(async ({ ctx, input }) => {
    await authorize(ctx.deps.storage.db, ctx.user, {
      kind: 'organisation',
      organisationId: input.organisationId,
    });
    return resetAttentionRules(ctx.deps, ctx.user, input.organisationId, ctx.command.id);
  }),
});
