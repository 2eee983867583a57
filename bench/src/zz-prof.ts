import autocannon from 'autocannon';
import { startBenchServer } from '/work/main/bench/src/harness';

const s = await startBenchServer({ coaches: 20, notesPerCoach: 2 });
const c = s.fixture.coaches[0]!;
const which = process.env.WHICH ?? 'send';
const req =
  which === 'send'
    ? {
        method: 'POST',
        path: '/api/advisor-notes',
        headers: { authorization: `Bearer ${s.fixture.advisors[0]}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          coachId: c.coachId,
          studentId: c.studentId,
          content: 'Bench notu: deneme.',
          priority: 'MEDIUM',
          pageContext: '/advisor/students',
        }),
      }
    : {
        path: '/api/advisor/students?limit=20',
        headers: { authorization: `Bearer ${s.fixture.advisors[0]}` },
      };
const r = await autocannon({ url: s.fixture.url, connections: 16, duration: 8, requests: [req] });
console.log(which, r.requests.average, r.latency.p50, r.latency.p99, r.non2xx);
await s.stop();
