import type { AppRouter } from '@pusula/api/trpc/router';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';

/** The server's answers as the advisor pages see them (type-only). */
export type Outputs = inferRouterOutputs<AppRouter>;
export type Inputs = inferRouterInputs<AppRouter>;

export type CoachItem = Outputs['advisor']['coaches']['items'][number];
export type StudentItem = Outputs['advisor']['students']['items'][number];
export type StudentDetail = Outputs['advisor']['student'];
export type Conversation = Outputs['messages']['conversations'][number];
export type Message = Outputs['messages']['list']['messages'][number];
export type CalendarEntry = Outputs['calendar']['coach']['events'][number];
