import type { AppRouter } from '@pusula/api/trpc/router';
import type { inferRouterOutputs } from '@trpc/server';

type Outputs = inferRouterOutputs<AppRouter>;

/** The bell's answers (type-only). */
export type NotificationItem = Outputs['notifications']['list']['notifications'][number];
export type NotificationPage = Outputs['notifications']['list'];
