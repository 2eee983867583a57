/** mulberry32: small, fast and the same on every machine (a fixed seed gives the same world). */
export function random(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** True with probability p. */
    chance: (p: number) => next() < p,
    /** An integer in [lo, hi]. */
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    between: (lo: number, hi: number) => lo + (hi - lo) * next(),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    /** Normal(0, 1). */
    gauss: () => {
      let u = 0;
      while (u === 0) u = next();
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
    },
  };
}

export type Random = ReturnType<typeof random>;

/** A min-heap of timed actions: the world's day, in order, across students and weeks. */
export class Agenda {
  private readonly at: number[] = [];
  private readonly seq: number[] = [];
  private readonly run: (() => void)[] = [];
  private counter = 0;

  get size() {
    return this.at.length;
  }

  /** The moment of the next action (Infinity when none). */
  peek(): number {
    return this.at.length ? this.at[0]! : Number.POSITIVE_INFINITY;
  }

  push(at: number, action: () => void): void {
    this.at.push(at);
    this.seq.push(this.counter++);
    this.run.push(action);
    let i = this.at.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.less(i, parent)) break;
      this.swap(i, parent);
      i = parent;
    }
  }

  /** Removes the next action and answers it with its moment. */
  pop(): { at: number; run: () => void } {
    const top = { at: this.at[0]!, run: this.run[0]! };
    const last = this.at.length - 1;
    this.swap(0, last);
    this.at.pop();
    this.seq.pop();
    this.run.pop();
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < this.at.length && this.less(l, m)) m = l;
      if (r < this.at.length && this.less(r, m)) m = r;
      if (m === i) break;
      this.swap(i, m);
      i = m;
    }
    return top;
  }

  private less(a: number, b: number) {
    return this.at[a]! < this.at[b]! || (this.at[a] === this.at[b] && this.seq[a]! < this.seq[b]!);
  }

  private swap(a: number, b: number) {
    [this.at[a], this.at[b]] = [this.at[b]!, this.at[a]!];
    [this.seq[a], this.seq[b]] = [this.seq[b]!, this.seq[a]!];
    [this.run[a], this.run[b]] = [this.run[b]!, this.run[a]!];
  }
}
