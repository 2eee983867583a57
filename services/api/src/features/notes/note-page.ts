import { listNotesQuery, type NoteFilter, type NoteScope } from '@pusula/projections';
import type { AppDeps } from '../../app-deps';

/** A page of notes; the same scope and filter answer from the read-model cache until the notes change. */
export const notePage = (deps: AppDeps, scope: NoteScope, filter: NoteFilter) =>
  deps.reads.read(['notes', scope, filter], () => listNotesQuery(deps.storage.db, scope, filter));
