import { compileWasmOptimized } from '@pusula/eventstore';
import { loadConfig } from './config';
import { createLogger } from './observability/logger';
import { startServer } from './server';

const config = loadConfig();
const log = createLogger({ level: config.logLevel });
if (!config.databaseUrl) compileWasmOptimized(); // the embedded PGlite: see wasm-compilation.ts
const server = await startServer(config, { logger: log });
if (!config.databaseUrl) log.info({ dataDir: config.dataDir }, 'PGlite veri klasörü');

if (config.seedDemo && process.env.NODE_ENV === 'production') {
  // The demo accounts' password is in the README: a public server must not carry them.
  log.warn(
    'UYARI: SEED_DEMO açık: boş bir depoya parolası herkesçe bilinen demo hesapları (ADMIN dahil) eklenir. Üretimde SEED_DEMO=false kullanın.',
  );
}

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, `${signal}: kapanıyor…`);
    const force = setTimeout(() => {
      log.error({ signal }, 'shutdown took more than 10 s: exiting without finishing');
      process.exit(1);
    }, 10_000);
    force.unref();
    server.close().then(
      () => process.exit(0),
      (error) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
