import type { AppRouter } from '@pusula/api/trpc/router';
import type { inferRouterOutputs } from '@trpc/server';

type Outputs = inferRouterOutputs<AppRouter>;

/** Answers the parent portal reads (types only). */
export type LinkedStudent = Outputs['parent']['students'][number];
export type ParentProfile = Outputs['parent']['profile'];
export type StudentOverview = Outputs['studentRecord']['overview'];
