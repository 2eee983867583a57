/**
 * An open-loop generator: one request every 1/rate seconds on a fixed schedule, whatever the answers do,
 * with latency counted from the scheduled moment (so a slow answer that delays the next sends is not
 * hidden: no coordinated omission). autocannon's `overallRate` sends each second's quota in a burst at the
 * start of the second, so at 1,000 req/s its p99 measured the burst's queue, not the server (the static
 * route itself gave 55–92 ms p99 that way on a quiet machine).
 */
import http from 'node:http';

export interface SteadyRequest {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface SteadyResult {
  sent: number;
  /** Requests answered per second over the run. */
  achieved: number;
  p50: number;
  p99: number;
  max: number;
  /** Non-2xx answers and transport errors. */
  failed: number;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

export async function steadyRate(
  baseUrl: string,
  request: SteadyRequest,
  options: { rate: number; seconds: number; connections: number },
): Promise<SteadyResult> {
  const url = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const total = Math.round(options.rate * options.seconds);
  const latencies: number[] = [];
  let failed = 0;
  const send = (scheduled: number) =>
    new Promise<void>((resolve) => {
      const req = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method: request.method ?? 'GET',
          path: request.path,
          headers: request.headers,
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode! >= 200 && res.statusCode! < 300)
              latencies.push(performance.now() - scheduled);
            else failed++;
            resolve();
          });
        },
      );
      req.on('error', () => {
        failed++;
        resolve();
      });
      req.end(request.body);
    });
  const pending: Promise<void>[] = [];
  const interval = 1000 / options.rate;
  const start = performance.now();
  for (let i = 0; i < total; ) {
    const now = performance.now();
    for (; i < total && start + i * interval <= now; i++) pending.push(send(start + i * interval));
    // A 1 ms timer sends at most a millisecond's worth at once; a setImmediate loop would be steadier
    // still, but would spin a core that the server under test needs.
    await new Promise((r) => setTimeout(r, 1));
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    sent: total,
    achieved: latencies.length / elapsed,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1) ?? Number.NaN,
    failed,
  };
}
