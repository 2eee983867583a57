import type { CatalogueNames, DomainEvent } from '@pusula/contracts';
import { type Decider, DomainError, foldEvents, studentRecordNames } from '@pusula/domain';
import type { AppDeps } from '../../app-deps';
import { toDomainEvent } from '../../commands/handle-command';

/** Catalogue names for the read side (the catalogue lives in the domain package). */
export const names: CatalogueNames = studentRecordNames;

export const PROJECTOR = 'student-record';

/** Every write of the record is answered once the record's read model shows it. */
export const settleIn = { projectors: [PROJECTOR] } as const;

/** The state of a stream as its decider sees it (for copying a week, applying a template). */
export async function load<C, E extends DomainEvent, S>(
  deps: AppDeps,
  streamId: string,
  decider: Decider<C, E, S>,
) {
  const history = await deps.storage.store.readStream(streamId);
  return foldEvents(decider, history.map(toDomainEvent) as E[]);
}

export const nowIso = (deps: AppDeps) => deps.now().toISOString();
export const notFound = (message: string) => new DomainError('NOT_FOUND', message);
