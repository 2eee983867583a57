import type { AppRouter } from '@pusula/api/trpc/router';
import type { inferRouterOutputs } from '@trpc/server';

type Outputs = inferRouterOutputs<AppRouter>;

export type AdminAccount = Outputs['admin']['listAccounts']['accounts'][number];
export type ProjectionsStatus = Outputs['admin']['projections'];
export type TimelineEntry = Outputs['audit']['noteHistory'][number];
