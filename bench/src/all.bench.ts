/**
 * pnpm bench — every part in turn (load, live, sockets, rebuild, login), then ONE table of figures, each
 * beside its baseline from the same run. Each part also runs alone (pnpm bench:load, bench:live, …) and
 * takes the env knobs its file describes; BENCH_PARTS=load,rebuild picks parts. Figures only: nothing
 * passes or fails here; the `met` column compares with the targets the README states.
 */

import { machine, printSummary, type SummaryRow } from './harness';
import { liveBench } from './live.bench';
import { loadBench } from './load.bench';
import { loginBench } from './login.bench';
import { rebuildBench } from './rebuild.bench';
import { socketsBench } from './sockets.bench';

const PARTS: Record<string, () => Promise<SummaryRow[]>> = {
  load: loadBench,
  live: liveBench,
  sockets: socketsBench,
  rebuild: rebuildBench,
  login: loginBench,
};

const chosen = (process.env.BENCH_PARTS ?? Object.keys(PARTS).join(',')).split(',').map((p) => p.trim());
const rows: SummaryRow[] = [];
const started = Date.now();
for (const name of chosen) {
  const part = PARTS[name];
  if (!part) throw new Error(`unknown part ${name}; parts: ${Object.keys(PARTS).join(', ')}`);
  console.log(`\n=== ${name} ===`);
  try {
    rows.push(...(await part()));
  } catch (error) {
    console.error(`${name} failed:`, error);
    rows.push({
      part: name,
      figure: `FAILED: ${(error as Error).message}`,
      value: Number.NaN,
      unit: '',
      baseline: '—',
      baselineValue: null,
      ratio: null,
      target: '—',
      met: false,
    });
  }
}
printSummary(`pnpm bench — ${machine()}; ${((Date.now() - started) / 60_000).toFixed(1)} min`, rows);
process.exit(0);
