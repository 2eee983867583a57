import { authRouter } from '../features/auth/router';
import { educationRouter } from '../features/education/router';
import { createCallerFactory, router } from './init';
import { systemRouter } from './routers/system';

export const appRouter = router({
  system: systemRouter,
  auth: authRouter,
  education: educationRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
