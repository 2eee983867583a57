/**
 * pnpm projections:rebuild [name…] — empties the named read models (all when none is named) and replays
 * the whole log into them. On the embedded store, stop the server first: PGlite belongs to one process.
 */
import { ALL_PROJECTORS, ProjectionRunner, resetProjection } from '@pusula/projections';
import { loadConfig } from './config';
import { openStorage } from './infrastructure/storage';

const names = process.argv.slice(2);
const unknown = names.filter((n) => !ALL_PROJECTORS.some((p) => p.name === n));
if (unknown.length > 0) {
  console.error(
    `Bilinmeyen projeksiyon: ${unknown.join(', ')}. Var olanlar: ${ALL_PROJECTORS.map((p) => p.name).join(', ')}`,
  );
  process.exit(2);
}
const projectors = names.length ? ALL_PROJECTORS.filter((p) => names.includes(p.name)) : ALL_PROJECTORS;

const storage = await openStorage(loadConfig());
const started = performance.now();
for (const projector of projectors) await resetProjection(storage.db, projector);
const runner = new ProjectionRunner({ store: storage.store, db: storage.db, sql: storage.sql, projectors });
runner.start();
await runner.catchUp(30 * 60_000);
await runner.stop();
const seconds = (performance.now() - started) / 1000;
console.log(`Yeniden kuruldu: ${projectors.map((p) => p.name).join(', ')} (${seconds.toFixed(1)} sn)`);
await storage.close();
