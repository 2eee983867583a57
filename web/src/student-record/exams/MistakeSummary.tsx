import type { MockExamTrendDto } from '@pusula/contracts/student-record/record-dtos';
import { MISTAKE_CAUSE_LABELS } from '@pusula/contracts/student-record/vocabulary';
import { formatNumber } from '../../lib/format';
import { recordEditors as e } from '../texts';

/** Where the denemes' mistakes come from: by cause, and the six topics with the most. */
export function MistakeSummary({ trend }: { trend: MockExamTrendDto }) {
  if (trend.mistakesByCause.length === 0) return null;
  return (
    <div className="mt-4 grid gap-4 border-t border-line pt-4 sm:grid-cols-2">
      <div>
        <h3 className="mb-2 font-semibold text-ink">{e.mistakesByCause}</h3>
        <ul className="space-y-1 text-sm">
          {trend.mistakesByCause.map((c) => (
            <li key={c.cause} className="flex justify-between">
              <span>{MISTAKE_CAUSE_LABELS[c.cause]}</span>
              <span className="font-semibold tabular-nums">{formatNumber(c.count)}</span>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="mb-2 font-semibold text-ink">{e.mistakesByTopic}</h3>
        <ul className="space-y-1 text-sm">
          {trend.mistakesByTopic.slice(0, 6).map((t) => (
            <li key={t.topicId} className="flex justify-between gap-2">
              <span>{t.topicName}</span>
              <span className="font-semibold tabular-nums">{formatNumber(t.count)}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
