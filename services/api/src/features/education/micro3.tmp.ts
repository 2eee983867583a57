import { catalogue2026, searchKey } from '@pusula/domain/education/index';

const names = catalogue2026.examCourses.flatMap((c) => c.topics.map((t) => t.name));
const keys = names.map(searchKey);
const flat = keys.map((k) => Buffer.from(k, 'latin1').toString('latin1'));
console.log(names.length, keys.filter((k) => /[^\x00-\x7f]/.test(k)).slice(0, 5));
const Q = ['tur', 'turev', 'mat', 'fiz', 'kim', 'olas', 'uslu', 'isci', 'hucre', 'kuvvet'];
function scan(ks: string[], needle: string) {
  let n = 0;
  for (const k of ks) if (k.includes(needle)) n++;
  return n;
}
function time(f: () => unknown) {
  for (let i = 0; i < 2000; i++) f();
  const t = performance.now();
  for (let i = 0; i < 5000; i++) f();
  return (((performance.now() - t) / 5000) * 1000).toFixed(1);
}
for (const q of Q) {
  const nq = searchKey(q);
  const fq = Buffer.from(nq, 'latin1').toString('latin1');
  console.log(
    q,
    'orig',
    time(() => scan(keys, nq)),
    'flatkeys',
    time(() => scan(flat, nq)),
    'flat both',
    time(() => scan(flat, fq)),
    'indexOf',
    time(() => {
      let n = 0;
      for (const k of flat) if (k.indexOf(fq) !== -1) n++;
      return n;
    }),
  );
}
