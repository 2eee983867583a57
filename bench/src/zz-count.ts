import { PGlite } from '/work/main/node_modules/.pnpm/@electric-sql+pglite@0.5.16/node_modules/@electric-sql/pglite/dist/index.js';

const stats = new Map<string, { n: number; ms: number }>();
let on = false;
for (const m of ['query', 'exec'] as const) {
  const orig = (PGlite.prototype as any)[m];
  (PGlite.prototype as any)[m] = async function (this: unknown, text: string, ...rest: unknown[]) {
    const t = performance.now();
    try {
      return await orig.call(this, text, ...rest);
    } finally {
      if (on) {
        const k = text.replace(/\s+/g, ' ').slice(0, 140);
        const s = stats.get(k) ?? { n: 0, ms: 0 };
        s.n++;
        s.ms += performance.now() - t;
        stats.set(k, s);
      }
    }
  };
}
const origWrite = process.stdout.write.bind(process.stdout);
const fixtureP = new Promise<any>((resolve) => {
  (process.stdout as any).write = (chunk: any, ...a: any[]) => {
    const s = String(chunk);
    if (s.startsWith('{"url"')) {
      resolve(JSON.parse(s));
      return true;
    }
    return origWrite(chunk, ...a);
  };
});
process.env.BENCH_COACHES = '20';
await import('./bench-server');
const f = await fixtureP;
const c = f.coaches[0];
const N = 200;
const which = process.env.WHICH ?? 'send';
on = true;
const t0 = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: 16 }, async () => {
    while (next++ < N) {
      const res =
        which === 'send'
          ? await fetch(`${f.url}/api/advisor-notes`, {
              method: 'POST',
              headers: { authorization: `Bearer ${f.advisors[0]}`, 'content-type': 'application/json' },
              body: JSON.stringify({
                coachId: c.coachId,
                studentId: c.studentId,
                content: 'Bench notu: deneme.',
                priority: 'MEDIUM',
                pageContext: '/advisor/students',
              }),
            })
          : await fetch(`${f.url}/api/advisor/students?limit=20`, {
              headers: { authorization: `Bearer ${f.advisors[0]}` },
            });
      await res.arrayBuffer();
    }
  }),
);
const el = performance.now() - t0;
on = false;
console.log(which, 'req/s', ((N / el) * 1000).toFixed(1));
const rows = [...stats.entries()].sort((a, b) => b[1].ms - a[1].ms);
let tn = 0,
  tm = 0;
for (const [, s] of rows) {
  tn += s.n;
  tm += s.ms;
}
console.log(
  'queries per request',
  (tn / N).toFixed(1),
  'db ms per request',
  (tm / N).toFixed(2),
  'wall ms/req',
  (el / N).toFixed(2),
);
for (const [k, s] of rows.slice(0, 30))
  console.log(String(s.n).padStart(6), (s.ms / s.n).toFixed(2).padStart(7), k);
process.exit(0);
