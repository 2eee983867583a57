import type { MockExamStanding } from '@pusula/contracts/student-record/record-dtos';
import { formatNet, formatNumber } from '../../lib/format';
import { recordEditors as e } from '../texts';

/** „Sıralama 12.345 / 150.000" (YKS) or „Yüzdelik %2,35 · 80.000 katılımcı" (LGS); null when none was given. */
export function standingText(x: MockExamStanding): string | null {
  const participants = x.participants !== null ? formatNumber(x.participants) : null;
  if (x.rank !== null) return e.rankOf(formatNumber(x.rank), participants);
  if (x.percentile !== null) {
    const percentile = e.percentileOf(formatNet(x.percentile));
    return participants ? `${percentile} · ${e.participantsOf(participants)}` : percentile;
  }
  return participants ? e.participantsOf(participants) : null;
}

/** The publishers of earlier denemes, most recently used first, each once (the form's suggestions). */
export function publishersOf(exams: readonly { publisher: string | null; takenOn: string }[]): string[] {
  const seen = new Map<string, string>();
  for (const x of [...exams].sort((a, b) => b.takenOn.localeCompare(a.takenOn))) {
    const name = x.publisher?.trim();
    const key = name?.toLocaleLowerCase('tr-TR');
    if (name && key && !seen.has(key)) seen.set(key, name);
  }
  return [...seen.values()];
}
