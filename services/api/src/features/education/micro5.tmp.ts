import { catalogue2026, searchKey } from '@pusula/domain/education/index';

const names = catalogue2026.examCourses.flatMap((c) =>
  c.topics.map((t) => ({ topic: { name: t.name }, course: c.id, examType: c.examType })),
);
const entries = names.map((e) => ({ ...e, key: searchKey(e.topic.name) }));
function search(q: string, limit = 20) {
  const needle = searchKey(q);
  const wordStart = ` ${needle}`;
  const prefix: unknown[] = [];
  const infix: unknown[] = [];
  for (const { key, topic, course, examType } of entries) {
    if (!key.includes(needle)) continue;
    if (key.startsWith(needle) || key.includes(wordStart)) {
      prefix.push({ topic, course, examType, match: 'prefix' });
      if (prefix.length >= limit) break;
    } else if (infix.length < limit) infix.push({ topic, course, examType, match: 'infix' });
  }
  return [...prefix, ...infix].slice(0, limit);
}
function search2(q: string) {
  const needle = searchKey(q);
  let n = 0;
  for (let i = 0; i < entries.length; i++) if (entries[i]!.key.includes(needle)) n++;
  return n;
}
function search3(q: string) {
  const needle = searchKey(q);
  let n = 0;
  for (let i = 0; i < entries.length; i++) if (entries[i]!.key.indexOf(needle) !== -1) n++;
  return n;
}
const Q = ['tur', 'turev', 'mat', 'fiz', 'kim', 'olas', 'uslu', 'isci', 'hucre', 'kuvvet', 'tür', 'ÇOKGEN'];
function time(f: () => unknown) {
  for (let i = 0; i < 3000; i++) f();
  const t = performance.now();
  for (let i = 0; i < 5000; i++) f();
  return (((performance.now() - t) / 5000) * 1000).toFixed(1);
}
for (const q of Q)
  console.log(
    q,
    time(() => search(q)),
    time(() => search2(q)),
    time(() => search3(q)),
    time(() => searchKey(q)),
  );
const k = searchKey('tür');
const k2 = 'tur';
console.log(
  time(() => {
    let n = 0;
    for (const e of entries) if (e.key.includes(k)) n++;
    return n;
  }),
  time(() => {
    let n = 0;
    for (const e of entries) if (e.key.includes(k2)) n++;
    return n;
  }),
);
