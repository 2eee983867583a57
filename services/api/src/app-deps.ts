import type { ProjectionRunner } from '@pusula/projections';
import type { Config } from './config';
import type { Storage } from './infrastructure/storage';

/** What every request handler may use; built once per process in `server.ts`. */
export interface AppDeps {
  config: Config;
  storage: Storage;
  runner: ProjectionRunner;
  now: () => Date;
}
