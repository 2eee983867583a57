import * as cat from '@pusula/domain/education/index';
import type { AppDeps } from '../../app-deps';
import { createCaller } from '../../trpc/router';
import { searchInput } from './inputs';

const Q = [
  'tür',
  'turev',
  'mat',
  'ger',
  'fiz',
  'kim',
  'par',
  'olas',
  'üslü',
  'ÇOKGEN',
  'işçi',
  'isci',
  'coğ',
  'osm',
  'hücre',
  'elek',
  'denk',
  'sayı',
  'fonk',
  'lim',
  'int',
  'dünya',
  'iklim',
  'söz',
  'cüm',
  'a',
  'e',
  'pro',
  'kuvvet',
  'Atatürk',
];
async function time(name: string, n: number, f: (i: number) => unknown) {
  for (let i = 0; i < 2000; i++) await f(i);
  const t = performance.now();
  for (let i = 0; i < n; i++) await f(i);
  console.log(name, (((performance.now() - t) / n) * 1000).toFixed(1), 'µs');
}
await time('domain search', 20000, (i) => cat.searchTopics(Q[i % Q.length]!));
await time('zod input', 20000, (i) => searchInput.parse({ q: Q[i % Q.length], limit: undefined }));
await time('stringify', 20000, (i) => JSON.stringify({ data: cat.searchTopics(Q[i % Q.length]!) }));
await time('createCaller', 20000, () =>
  createCaller({ deps: {} as AppDeps, token: null, requestId: crypto.randomUUID() }),
);
await time('caller search', 20000, (i) =>
  createCaller({ deps: {} as AppDeps, token: null, requestId: crypto.randomUUID() }).education.searchTopics({
    q: Q[i % Q.length],
    limit: undefined,
  }),
);
await time('caller static', 20000, () =>
  createCaller({ deps: {} as AppDeps, token: null, requestId: crypto.randomUUID() }).education.classLevels(),
);
