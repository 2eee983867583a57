export {
  type CheckpointNotice,
  type CheckpointNotices,
  listenForCheckpointNotices,
  PROJECTIONS_CHANNEL,
} from './checkpoint-notices';
export { resetProjection } from './checkpoints';
export type { LeadershipChange, ProjectorStatus, RunnerOptions } from './options';
export { ProjectionRunner } from './runner';
export { ProjectionWaitTimeout } from './waiting';
