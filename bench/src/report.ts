/** Prints a table of figures; benchmarks print, they never pass or fail on time. */
export function printTable(title: string, rows: Record<string, string | number>[]): void {
  console.log(`\n${title}`);
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  const cell = (v: string | number) => (typeof v === 'number' ? formatNumber(v) : v);
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c] ?? '').length)));
  const line = (values: string[]) => `| ${values.map((v, i) => v.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(columns));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(columns.map((c) => cell(row[c] ?? ''))));
}

export function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  if (Math.abs(n) >= 100) return Math.round(n).toLocaleString('en-US');
  return n.toFixed(2);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
