import type { AppRouter } from '@pusula/api/trpc/router';
import type { inferRouterOutputs } from '@trpc/server';

/** The server's answers as the coach panel sees them (type-only). */
type Outputs = inferRouterOutputs<AppRouter>;

export type CoachStudent = Outputs['coach']['students'][number];
export type CoachNote = Outputs['notes']['forCoach']['notes'][number];
export type CoachNotePage = Outputs['notes']['forCoach'];
export type Message = Outputs['messages']['list']['messages'][number];
export type MessagePage = Outputs['messages']['list'];
export type CalendarEntry = Outputs['calendar']['coach']['events'][number];
