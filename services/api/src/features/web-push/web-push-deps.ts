import type { ReadDb } from '@pusula/projections';
import type { AppDeps } from '../../app-deps';
import type { Config } from '../../config';
import { type PushDispatcher, startPushDispatcher } from './push-dispatcher';
import { pushAgent } from './push-egress';
import { loadVapidKeys } from './vapid-keys';

export interface WebPush {
  publicKey: string;
  /** Starts delivering notifications (once the rest of the process is built). */
  startDispatcher(deps: AppDeps): void;
  dispatcher(): PushDispatcher | null;
  stop(): Promise<void>;
}

export async function startWebPush(db: ReadDb, config: Config): Promise<WebPush> {
  const keys = await loadVapidKeys(db, config);
  const agent = pushAgent({ proxy: config.webPushProxy, ca: config.webPushCa });
  let dispatcher: PushDispatcher | null = null;
  return {
    publicKey: keys.publicKey,
    startDispatcher(deps) {
      dispatcher ??= startPushDispatcher(deps, keys, { agent });
    },
    dispatcher: () => dispatcher,
    async stop() {
      await dispatcher?.stop();
      agent?.destroy();
    },
  };
}
