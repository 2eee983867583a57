import { adminRouter } from '../features/admin/router';
import { authRouter } from '../features/auth/router';
import { educationRouter } from '../features/education/router';
import { studentsRouter } from '../features/students/router';
import { createCallerFactory, router } from './init';
import { systemRouter } from './routers/system';

export const appRouter = router({
  system: systemRouter,
  auth: authRouter,
  admin: adminRouter,
  students: studentsRouter,
  education: educationRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
