import type { MockExamTrendDto } from '@pusula/contracts/student-record/record-dtos';
import { formatDate, formatNet } from '../../lib/format';
import { recordEditors as e } from '../texts';
import { standingText } from './exam-standing';

/**
 * The chart's denemes as a table, latest first: full and branş (which test) side by side with their
 * publisher and the standing their publisher announced. Scrolls sideways inside itself on a phone.
 */
export function TrendTable({ trend }: { trend: MockExamTrendDto }) {
  const testName = (code: string) => trend.tests.find((t) => t.testCode === code)?.testName ?? code;
  const rows = [
    ...trend.points.map((p) => ({ ...p, kind: e.trendFull, net: p.totalNet })),
    ...trend.branchPoints.map((p) => ({ ...p, kind: e.branchLine(testName(p.testCode)) })),
  ].sort((a, b) => b.takenOn.localeCompare(a.takenOn));
  if (rows.length === 0) return null;
  return (
    <div className="mt-4 overflow-x-auto" data-testid="exam-trend-table">
      <table className="w-full min-w-[20rem] text-sm">
        <caption className="mb-1 text-left font-semibold text-ink">{e.trendTable}</caption>
        <thead>
          <tr className="border-b border-line text-left text-ink-muted">
            <th scope="col" className="py-1.5 pr-2 font-medium">
              {e.takenOn}
            </th>
            <th scope="col" className="py-1.5 pr-2 font-medium">
              {e.examName}
            </th>
            <th scope="col" className="py-1.5 pr-2 font-medium">
              {e.trendKind}
            </th>
            <th scope="col" className="py-1.5 pr-2 font-medium">
              {e.standing}
            </th>
            <th scope="col" className="py-1.5 text-right font-medium">
              {e.net}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.examId}-${row.kind}`} className="border-b border-line/60 align-top">
              <td className="py-1.5 pr-2 whitespace-nowrap tabular-nums">{formatDate(row.takenOn)}</td>
              <td className="py-1.5 pr-2">
                {row.name}
                {row.publisher ? <span className="block text-xs text-ink-muted">{row.publisher}</span> : null}
              </td>
              <td className="py-1.5 pr-2">{row.kind}</td>
              <td className="py-1.5 pr-2">{standingText(row) ?? '—'}</td>
              <td className="py-1.5 text-right font-semibold tabular-nums">{formatNet(row.net)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
