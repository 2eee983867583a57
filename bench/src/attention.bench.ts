/**
 * pnpm bench:attention — how far a coach can trust the falling-net reason of the attention queue. A season
 * of 12 full TYT denemes (Türkçe 40, Sosyal 20, Temel Matematik 40, Fen 20 questions) is simulated for
 * students whose level stays the same, rises, or truly falls, with a branş denemesi of Matematik now and
 * then. Nets are drawn around the student's level with a spread of 4–6 nets on the total (shared by the
 * tests by their question counts, the way chance adds up) and rounded to quarter nets. After every deneme
 * the queue's own rule (`netFallsOf` from the contracts, the function the projector runs) judges the
 * record so far. It prints, per series, the false-alarm rate (students whose level does not change that are
 * flagged at least once in the season) and, for falling students, the delay in denemes from the fall to the
 * first flag. The rule the queue used before (last 3 falling, or last 3 under the average) is the baseline.
 * Fixed seed (BENCH_SEED), BENCH_STUDENTS students per profile; BENCH_RULES (JSON) overrides thresholds of
 * `ATTENTION_RULES.netFall` to try others. Figures only; the README states the targets.
 */
import { ATTENTION_RULES, type DenemeNets, type NetFallRules, netFallsOf } from '@pusula/contracts';
import { printTable } from './report';

const SEED = Number(process.env.BENCH_SEED ?? 20261126);
const RULES: NetFallRules = {
  ...ATTENTION_RULES.netFall,
  ...(JSON.parse(process.env.BENCH_RULES ?? '{}') as Partial<NetFallRules>),
};
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 2000);
const FULL_DENEMES = 12;
/** Share of weeks with a Matematik branş denemesi between two full ones. */
const BRANCH_SHARE = 0.25;
const TESTS = [
  { code: 'tr', questions: 40 },
  { code: 'sos', questions: 20 },
  { code: 'mat', questions: 40 },
  { code: 'fen', questions: 20 },
] as const;
const ALL_QUESTIONS = TESTS.reduce((a, t) => a + t.questions, 0);
const TARGET_FALSE_ALARMS = 0.05;
const TARGET_DELAY = 2;

/** mulberry32: small, fast and the same on every machine. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = random(SEED);
const between = (lo: number, hi: number) => lo + (hi - lo) * rand();
const gauss = () => {
  let u = 0;
  while (u === 0) u = rand();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rand());
};
const quarter = (n: number) => Math.round(n * 4) / 4;

/** How a student's level moves: per full deneme index, the change of each test's level. */
interface Profile {
  name: string;
  /** Index of the first full deneme at the fallen level; null when the level never falls. */
  fallAt: (() => number) | null;
  shift: (index: number, fallAt: number | null) => number[];
}

const oneTestFall = (lo: number, hi: number): Profile => ({
  name: `${lo}–${hi} net düşüş, tek testte`,
  fallAt: () => 5 + Math.floor(rand() * 4),
  shift: (() => {
    let drop = 0;
    let test = 2;
    return (index, fallAt) => {
      if (index === 0) {
        drop = between(lo, hi);
        test = rand() < 0.5 ? 0 : 2; // Türkçe or Matematik: the 40-question tests
      }
      return TESTS.map((_, t) => (fallAt !== null && index >= fallAt && t === test ? -drop : 0));
    };
  })(),
});

const PROFILES: Record<'stable' | 'rising' | 'falls', Profile[]> = {
  stable: [{ name: 'sabit', fallAt: null, shift: () => TESTS.map(() => 0) }],
  rising: [
    {
      name: 'yükselen (+5–10 net)',
      fallAt: null,
      shift: (() => {
        let rise = 0;
        return (index) => {
          if (index === 0) rise = between(5, 10);
          return TESTS.map((t) => ((rise * index) / (FULL_DENEMES - 1)) * (t.questions / ALL_QUESTIONS));
        };
      })(),
    },
  ],
  falls: [
    oneTestFall(5, 8),
    {
      name: '5–8 net düşüş, testlere yayılmış',
      fallAt: () => 5 + Math.floor(rand() * 4),
      shift: (() => {
        let drop = 0;
        return (index, fallAt) => {
          if (index === 0) drop = between(5, 8);
          return TESTS.map((t) =>
            fallAt !== null && index >= fallAt ? (-drop * t.questions) / ALL_QUESTIONS : 0,
          );
        };
      })(),
    },
    oneTestFall(10, 12),
  ],
};

type SeriesKind = 'toplam' | 'test' | 'branş' | 'herhangi' | 'önceki kural';
const KINDS: SeriesKind[] = ['herhangi', 'toplam', 'test', 'branş', 'önceki kural'];

/** The rule the queue used before: last 3 totals strictly falling by ≥ 1 net, or under the mean by 5 %. */
function previousRule(nets: readonly number[]): boolean {
  if (nets.length < 3) return false;
  const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const last = nets.slice(-3);
  const drop = mean(nets) - mean(last);
  if (nets.length > 3 && drop >= 1 && drop >= Math.abs(mean(nets)) * 0.05) return true;
  return last.every((n, i) => i === 0 || n < last[i - 1]!) && last[0]! - last[2]! >= 1;
}

interface Season {
  /** Per kind: flagged at any time before the fall (for a level that never falls: at all). */
  falseAlarm: Record<SeriesKind, boolean>;
  /** Per kind: denemes from the fall to the first flag (1 = the first fallen deneme); Infinity if never. */
  delay: Record<SeriesKind, number>;
}

function simulateSeason(profile: Profile): Season {
  const spread = between(4, 6);
  const sigma = TESTS.map((t) => spread * Math.sqrt(t.questions / ALL_QUESTIONS));
  const level = TESTS.map((t) => t.questions * between(0.3, 0.7));
  const fallAt = profile.fallAt?.() ?? null;
  const denemes: DenemeNets[] = [];
  const totals: number[] = [];
  const falseAlarm = Object.fromEntries(KINDS.map((k) => [k, false])) as Record<SeriesKind, boolean>;
  const delay = Object.fromEntries(KINDS.map((k) => [k, Number.POSITIVE_INFINITY])) as Record<
    SeriesKind,
    number
  >;
  let sinceFall = 0;
  const draw = (t: number, shift: number[]) => {
    const { questions } = TESTS[t]!;
    return quarter(
      Math.min(questions, Math.max(-questions / 4, level[t]! + shift[t]! + sigma[t]! * gauss())),
    );
  };
  const judge = (fallen: boolean) => {
    const falls = netFallsOf(denemes, RULES);
    const flagged: Record<SeriesKind, boolean> = {
      toplam: falls.some((f) => f.testCode === null),
      test: falls.some((f) => f.testCode !== null && !f.singleSubject),
      branş: falls.some((f) => f.singleSubject),
      herhangi: falls.length > 0,
      'önceki kural': previousRule(totals),
    };
    if (fallen) sinceFall += 1;
    for (const k of KINDS) {
      if (!flagged[k]) continue;
      if (!fallen) falseAlarm[k] = true;
      else if (delay[k] === Number.POSITIVE_INFINITY) delay[k] = sinceFall;
    }
  };
  for (let i = 0; i < FULL_DENEMES; i++) {
    const shift = profile.shift(i, fallAt);
    const fallen = fallAt !== null && i >= fallAt;
    const nets = TESTS.map((_, t) => draw(t, shift));
    const totalNet = nets.reduce((a, b) => a + b, 0);
    denemes.push({
      examType: 'TYT',
      singleSubject: false,
      totalNet,
      tests: TESTS.map((t, j) => ({ testCode: t.code, net: nets[j]!, questions: t.questions })),
    });
    totals.push(totalNet);
    judge(fallen);
    if (rand() < BRANCH_SHARE) {
      const mat = draw(2, shift);
      denemes.push({
        examType: 'TYT',
        singleSubject: true,
        totalNet: mat,
        tests: [{ testCode: 'mat', net: mat, questions: 40 }],
      });
      judge(fallen);
    }
  }
  return { falseAlarm, delay };
}

const percent = (n: number) => `%${(n * 100).toFixed(1)}`;
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const denemeCount = (n: number) => (Number.isFinite(n) ? String(n) : 'sezonda yok');

function main() {
  const started = performance.now();
  const seasons = (profile: Profile) => Array.from({ length: STUDENTS }, () => simulateSeason(profile));
  const stable = seasons(PROFILES.stable[0]!);
  const rising = seasons(PROFILES.rising[0]!);
  const falls = PROFILES.falls.map((p) => ({ profile: p, runs: seasons(p) }));

  const alarmRate = (runs: Season[], k: SeriesKind) =>
    runs.filter((r) => r.falseAlarm[k]).length / runs.length;
  printTable(
    `NET_FALLING — yanlış alarm: seviyesi değişmeyen/yükselen öğrencinin ${FULL_DENEMES} denemelik sezonda en az bir kez işaretlenmesi (${STUDENTS} öğrenci, tohum ${SEED})`,
    KINDS.map((k) => ({
      seri: k,
      'sabit öğrenci': percent(alarmRate(stable, k)),
      'yükselen öğrenci': percent(alarmRate(rising, k)),
      'düşüş öncesi (düşen öğrenci)': percent(alarmRate(falls[0]!.runs, k)),
    })),
  );

  const delayRows: Record<string, string>[] = [];
  for (const { profile, runs } of falls)
    for (const k of KINDS) {
      const delays = runs.map((r) => r.delay[k]).sort((a, b) => a - b);
      delayRows.push({
        düşüş: profile.name,
        seri: k,
        [`${TARGET_DELAY} denemede`]: percent(delays.filter((d) => d <= TARGET_DELAY).length / delays.length),
        'gecikme medyan': denemeCount(quantile(delays, 0.5)),
        'gecikme p90': denemeCount(quantile(delays, 0.9)),
        'sezonda hiç': percent(delays.filter((d) => !Number.isFinite(d)).length / delays.length),
      });
    }
  printTable(
    'NET_FALLING — gerçek düşüşte gecikme (düşüşten sonraki kaçıncı denemede işaretlendi)',
    delayRows,
  );

  const falseAlarms = alarmRate(stable, 'herhangi');
  const fiveNets = falls[0]!.runs.map((r) => r.delay.herhangi).sort((a, b) => a - b);
  const medianDelay = quantile(fiveNets, 0.5);
  console.log(`\nKurallar: ${JSON.stringify(RULES)}`);
  console.log(
    `Hedef: yanlış alarm ≤ ${percent(TARGET_FALSE_ALARMS)} → ${percent(falseAlarms)} ${falseAlarms <= TARGET_FALSE_ALARMS ? 'karşılandı' : 'KARŞILANMADI'}`,
  );
  console.log(
    `Hedef: 5+ net gerçek düşüş ${TARGET_DELAY} denemede (medyan) → ${denemeCount(medianDelay)} ${medianDelay <= TARGET_DELAY ? 'karşılandı' : 'KARŞILANMADI'}`,
  );
  console.log(
    'Öteki nedenler (NO_MOCK_EXAM, SESSION_NOT_CLOSED, PLAN_LOW, HOMEWORK_OVERDUE, NO_ACTIVITY) şansa değil saate bağlı: eşik dolduğu an görünür, dolmadan görünmez.',
  );
  console.log(`${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main();
