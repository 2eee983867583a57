import { studentListQuery } from '@pusula/projections';
import type { AppDeps } from '../../app-deps';

type Scope = Parameters<typeof studentListQuery>[1];
type Input = Parameters<typeof studentListQuery>[2];

/** A page of an advisor's students; answered from the read-model cache until the read models change. */
export const studentPage = (deps: AppDeps, scope: Scope, input: Input) =>
  deps.reads.read(['students', scope, input], () => studentListQuery(deps.storage.db, scope, input));
