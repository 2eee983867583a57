/**
 * A few hundred requests as users send them: `concurrency` clients on kept-alive connections, each
 * sending its next request when the previous one answered, going round the targets (a different signed-in
 * user, and so a different query, each time). Latency is from send to the end of the body.
 */
import http from 'node:http';
import { percentile } from '../harness';

export interface Target {
  path: string;
  token?: string;
}

export interface LoopResult {
  requests: number;
  /** Every answered request's latency (ms), in the order they ended. */
  latencies: number[];
  p50: number;
  p99: number;
  max: number;
  /** Answers per second over the run. */
  rate: number;
  /** How long the run took. */
  seconds: number;
  /** Non-2xx answers and transport errors. */
  failed: number;
  /** Mean size of an answer's body in bytes (as sent: gzip where the server compresses). */
  bytes: number;
}

export async function closedLoop(
  baseUrl: string,
  targets: readonly Target[],
  options: { requests: number; concurrency: number; offset?: number },
): Promise<LoopResult> {
  const url = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const latencies: number[] = [];
  let failed = 0;
  let bytes = 0;
  let next = 0;
  const send = (target: Target) =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const req = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method: 'GET',
          path: target.path,
          headers: {
            'accept-encoding': 'gzip',
            ...(target.token ? { authorization: `Bearer ${target.token}` } : {}),
          },
        },
        (res) => {
          res.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
          });
          res.on('end', () => {
            if (res.statusCode! >= 200 && res.statusCode! < 300) latencies.push(performance.now() - started);
            else failed++;
            resolve();
          });
        },
      );
      req.on('error', () => {
        failed++;
        resolve();
      });
      req.end();
    });
  const offset = options.offset ?? 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      for (let i = next++; i < options.requests; i = next++)
        await send(targets[(offset + i) % targets.length]!);
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return summarise([{ latencies, failed, bytes, requests: options.requests, seconds: elapsed }]);
}

/** One result from several runs of the same read (the rounds of a measurement). */
export function merge(runs: readonly LoopResult[]): LoopResult {
  return summarise(
    runs.map((r) => ({
      latencies: r.latencies,
      failed: r.failed,
      bytes: r.bytes * r.requests,
      requests: r.requests,
      seconds: r.seconds,
    })),
  );
}

function summarise(
  runs: { latencies: number[]; failed: number; bytes: number; requests: number; seconds: number }[],
): LoopResult {
  const latencies = runs.flatMap((r) => r.latencies);
  const sorted = [...latencies].sort((a, b) => a - b);
  const requests = runs.reduce((a, r) => a + r.requests, 0);
  const seconds = runs.reduce((a, r) => a + r.seconds, 0);
  return {
    requests,
    latencies,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
    rate: latencies.length / seconds,
    seconds,
    failed: runs.reduce((a, r) => a + r.failed, 0),
    bytes: runs.reduce((a, r) => a + r.bytes, 0) / Math.max(1, requests),
  };
}
