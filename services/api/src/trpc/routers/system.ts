import { healthReport } from '../../http/health';
import { publicProcedure, router } from '../init';

export const systemRouter = router({
  health: publicProcedure.query(({ ctx }) => healthReport(ctx.deps)),
});
