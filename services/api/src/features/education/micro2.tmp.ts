import * as cat from '@pusula/domain/education/index';
import { searchKey } from '@pusula/domain/education/index';

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
function time(name: string, n: number, f: (i: number) => unknown) {
  for (let i = 0; i < 2000; i++) f(i);
  const t = performance.now();
  for (let i = 0; i < n; i++) f(i);
  return (((performance.now() - t) / n) * 1000).toFixed(1);
}
console.log(
  'searchKey',
  time('k', 20000, (i) => searchKey(Q[i % Q.length]!)),
);
for (const q of Q)
  console.log(
    q,
    time(q, 5000, () => cat.searchTopics(q)),
    cat.searchTopics(q).length,
  );
