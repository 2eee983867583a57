/** What bench-server.ts hands to the benchmarks (kept apart: importing bench-server.ts starts a server). */
export const BENCH_PASSWORD = 'bench için uzun bir parola';

export interface BenchFixture {
  url: string;
  store: string;
  pid: number;
  advisors: string[];
  advisorIds: string[];
  coaches: { coachId: string; studentId: string; advisor: number; token: string; email: string }[];
}

export interface BenchStats {
  rss: number;
  heapUsed: number;
  external: number;
  eventLoopP99Ms: number;
  eventLoopMaxMs: number;
  handles: number;
  liveClients: number;
}
