import { calendarInput } from '@pusula/contracts';
import { authorize } from '../../auth/authorize';
import { authedProcedure, router } from '../../trpc/init';
import { coachCalendar } from './calendar-service';

export const calendarRouter = router({
  coach: authedProcedure(['ADVISOR', 'COACH', 'ADMIN'])
    .input(calendarInput)
    .query(async ({ ctx, input }) => {
      await authorize(ctx.deps.storage.db, ctx.user, { kind: 'coach', coachId: input.targetId });
      return coachCalendar(ctx.deps, input.targetId, input.startDate, input.endDate);
    }),
});
