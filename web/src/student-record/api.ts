import type { AppRouter } from '@pusula/api/trpc/router';
import type { inferRouterOutputs } from '@trpc/server';

type StudentDetail = inferRouterOutputs<AppRouter>['advisor']['student'];

/**
 * The student as the overview, personal and notes tabs show them: what the advisor's student detail
 * answers; the coach's and the assignment's fields may be missing.
 */
export type RecordStudent = Pick<
  StudentDetail,
  'id' | 'firstName' | 'lastName' | 'classLevel' | 'examTarget' | 'school' | 'coachId' | 'createdAt'
> &
  Partial<Pick<StudentDetail, 'coachName' | 'phone' | 'assignedAt' | 'parents'>>;
