export { createReadDb, type ReadDb } from './db';
export { migrateReadModels } from './migrations';
export type { ProjectedEvent, Projector } from './projector';
export { ALL_PROJECTORS, directoryProjector, notesProjector } from './projectors';
export * from './queries/directory';
export * from './queries/notes';
export { ProjectionRunner, type ProjectorStatus, type RunnerOptions, resetProjection } from './runner';
export type { ReadModels } from './schema';
export * from './queries/advisor';
