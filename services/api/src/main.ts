import { compileWasmOptimized } from '@pusula/eventstore';
import { loadConfig } from './config';
import { startServer } from './server';

const config = loadConfig();
if (!config.databaseUrl) compileWasmOptimized(); // the embedded PGlite: see wasm-compilation.ts
const server = await startServer(config);
const storageNote = config.databaseUrl ? 'PostgreSQL' : `PGlite (${config.dataDir})`;
console.log(
  `Pusula hazır: http://localhost:${server.port}  [olay deposu: ${server.deps.storage.store.kind}, okuma modelleri: ${storageNote}]`,
);

if (config.seedDemo && process.env.NODE_ENV === 'production') {
  // The demo accounts' password is in the README: a public server must not carry them.
  console.warn(
    'UYARI: SEED_DEMO açık: boş bir depoya parolası herkesçe bilinen demo hesapları (ADMIN dahil) eklenir. Üretimde SEED_DEMO=false kullanın.',
  );
}

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: kapanıyor…`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
