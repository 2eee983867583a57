/**
 * What every benchmark part shares: the bench server as a child process (its own event loop), its stats,
 * the one-line summary rows `pnpm bench` collects, and a guard so each part also runs alone.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServer } from '../../services/api/build-server.mjs';
import type { BenchFixture, BenchStats } from './fixture';
import { formatNumber, printTable } from './report';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The servers under test, bundled as `pnpm start` bundles the real one (build-server.mjs). */
const SERVER_SCRIPTS = ['bench-server.ts', 'ws-echo-server.ts', 'scale/scale-server.ts'];
const BUNDLE_DIR = path.join(here, '../dist');
let bundled: Promise<void> | null = null;

/**
 * The environment `pnpm start` gives the server (package.json): glibc returns large freed blocks to the
 * system at once instead of keeping them for reuse (about 60 MB less resident memory at rest).
 */
export const SERVER_PROCESS_ENV = { MALLOC_MMAP_THRESHOLD_: '131072' };
export const DEFAULT_PG = 'postgres://pusula:pusula@127.0.0.1:5432/pusula_bench';

export interface BenchServer {
  child: ChildProcess;
  fixture: BenchFixture;
  stats(options?: { gc?: boolean; reset?: boolean }): Promise<BenchStats>;
  stop(): Promise<void>;
}

/** The bundle of one server script of this folder (all are built once, together), to run with plain Node. */
export async function serverBundle(script: string): Promise<string> {
  if (!SERVER_SCRIPTS.includes(script)) throw new Error(`No bench server named ${script}`);
  bundled ??= buildServer({
    outdir: BUNDLE_DIR,
    entries: SERVER_SCRIPTS.map((name) => path.join(here, name)),
  });
  await bundled;
  return path.join(BUNDLE_DIR, path.basename(script).replace(/\.ts$/, '.mjs'));
}

/**
 * Starts `bench-server.ts` (or the other server of this folder), run from a bundle with plain Node as
 * `pnpm start` runs the real server, and waits for its fixture line.
 */
export async function startBenchServer(
  options: {
    coaches?: number;
    notesPerCoach?: number;
    databaseUrl?: string | null;
    env?: NodeJS.ProcessEnv;
  } = {},
  script = 'bench-server.ts',
): Promise<BenchServer> {
  const bundle = await serverBundle(script);
  // BENCH_CPU_PROF=dir: the server writes a V8 CPU profile there on exit (open it in Chrome DevTools).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  // BENCH_NODE_FLAGS: more flags for the server's Node, e.g. to try a V8 setting.
  const extra = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, ['--expose-gc', ...profile, ...extra, bundle], {
    env: {
      ...SERVER_PROCESS_ENV,
      ...process.env,
      BENCH_COACHES: String(options.coaches ?? 100),
      BENCH_NOTES_PER_COACH: String(options.notesPerCoach ?? 0),
      BENCH_DATABASE_URL: options.databaseUrl ?? '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    const onExit = (code: number | null) => reject(new Error(`${script} exited with ${code}`));
    child.once('exit', onExit);
    lines.once('line', (line) => {
      child.off('exit', onExit);
      const fixture = JSON.parse(line) as BenchFixture;
      resolve({
        child,
        fixture,
        async stats(o = {}) {
          const q = new URLSearchParams({ gc: o.gc ? '1' : '0', reset: o.reset ? '1' : '0' });
          return (await fetch(`${fixture.url}/api/bench/stats?${q}`)).json() as Promise<BenchStats>;
        },
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}

/** One line of the `pnpm bench` table: a figure beside its baseline from the same run. */
export interface SummaryRow {
  part: string;
  figure: string;
  value: number;
  unit: string;
  baseline: string;
  baselineValue: number | null;
  /** When the baseline is in another unit than the value (e.g. MB beside a growth in %). */
  baselineUnit?: string;
  /** value / baseline (or baseline / value where lower is better: say so in `figure`). */
  ratio: number | null;
  target: string;
  met: boolean | null;
}

export function row(r: Omit<SummaryRow, 'ratio'> & { ratio?: number | null }): SummaryRow {
  const ratio = r.ratio !== undefined ? r.ratio : r.baselineValue ? r.value / r.baselineValue : null;
  return { ...r, ratio };
}

export function printSummary(title: string, rows: SummaryRow[]): void {
  printTable(
    title,
    rows.map((r) => ({
      part: r.part,
      figure: r.figure,
      value: `${formatNumber(r.value)} ${r.unit}`,
      baseline: r.baseline,
      'baseline value':
        r.baselineValue === null ? '—' : `${formatNumber(r.baselineValue)} ${r.baselineUnit ?? r.unit}`,
      ratio: r.ratio === null || !Number.isFinite(r.ratio) ? '—' : `${r.ratio.toFixed(2)}×`,
      target: r.target,
      met: r.met === null ? '—' : r.met ? 'yes' : 'NO',
    })),
  );
}

export const machine = () =>
  `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join('/')}`;

/** Runs a part when its file is the entry point (`pnpm bench:load`), not when `pnpm bench` imports it. */
export function runAlone(metaUrl: string, part: () => Promise<SummaryRow[]>, title: string): void {
  if (process.argv[1] && pathToFileURL(process.argv[1]).href === metaUrl) {
    part().then(
      (rows) => {
        printSummary(`${title} — ${machine()}`, rows);
        process.exit(0);
      },
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  }
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
