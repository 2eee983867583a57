// autocannon 9 ships no types; this declares only what the benchmarks use.
declare module 'autocannon' {
  export interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    workers?: number;
    /** Plain objects only when `workers` is set: functions cannot reach a worker thread. */
    requests?: { method?: string; path: string; headers?: Record<string, string>; body?: string }[];
    overallRate?: number;
    /** Called with each connection as it opens (not with `workers`: functions cannot reach a worker). */
    setupClient?: (client: { setRequests(requests: NonNullable<Options['requests']>): void }) => void;
  }
  export interface Result {
    requests: Histogram;
    latency: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
