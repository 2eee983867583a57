import type { AppRouter } from '@pusula/api/trpc/router';
import type { inferRouterOutputs } from '@trpc/server';

/** An advisor note as the advisor's list answers it (type-only). */
export type AdvisorNote = inferRouterOutputs<AppRouter>['notes']['forAdvisor']['notes'][number];
