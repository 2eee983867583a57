import type { MockExamDto } from '@pusula/contracts/student-record/record-dtos';
import { MISTAKE_CAUSE_LABELS } from '@pusula/contracts/student-record/vocabulary';
import { Fragment } from 'react';
import { Badge } from '../../design/portal-ui/Badge';
import { Panel } from '../../design/portal-ui/Panel';
import { Button } from '../../design/ui/Button';
import { formatDate, formatNet, formatNumber } from '../../lib/format';
import { recordEditors as e, recordLabels as r, recordTexts as rt } from '../texts';
import { standingText } from './exam-standing';
import { ScoreThresholdWarnings } from './ScoreThresholdWarnings';

/**
 * One deneme: its nets per test (and per subject where it was split) and in total, who entered it, and its
 * mistakes — with add and correct buttons for whoever may change it.
 */
export function ExamCard({
  exam,
  onMistakes,
  onCorrect,
  headingLevel = 3,
}: {
  exam: MockExamDto;
  onMistakes?: () => void;
  onCorrect?: () => void;
  headingLevel?: 2 | 3;
}) {
  // The mistakes' heading sits one level under the card's own, whichever that is.
  const MistakesHeading = headingLevel === 2 ? 'h3' : 'h4';
  const standing = standingText(exam);
  const details = [
    exam.publisher,
    standing,
    exam.durationMinutes !== null ? e.durationOf(formatNumber(exam.durationMinutes)) : null,
  ].filter((x): x is string => !!x);
  return (
    <Panel
      headingLevel={headingLevel}
      id={`exam-${exam.examId}`}
      title={`${exam.name} · ${exam.examType}`}
      actions={
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="brand">{r.net(exam.totalNet)}</Badge>
          {exam.singleSubject ? <Badge tone="neutral">{e.singleSubjectBadge}</Badge> : null}
          {exam.weightedNet !== null ? (
            <Badge tone="neutral">{e.weightedNet(r.net(exam.weightedNet))}</Badge>
          ) : null}
        </div>
      }
    >
      <p className="mb-3 text-sm text-ink-muted">
        {formatDate(exam.takenOn)} ·{' '}
        {r.correctWrongBlank(exam.totals.correct, exam.totals.wrong, exam.totals.blank)}
      </p>
      {details.length > 0 ? (
        <p className="-mt-2 mb-3 text-sm text-ink-muted" data-testid="exam-details">
          {details.join(' · ')}
        </p>
      ) : null}
      <ScoreThresholdWarnings deneme={exam} className="mb-3" />
      {exam.enteredByStudent || onCorrect ? (
        <div className="mb-3 flex flex-wrap items-center gap-2" data-testid="exam-entry">
          {exam.enteredByStudent ? <Badge tone="accent">{e.enteredByStudent}</Badge> : null}
          {exam.enteredByStudent && exam.correctedAt ? (
            <Badge tone="neutral">{e.correctedByCoach}</Badge>
          ) : null}
          {onCorrect ? (
            <Button size="sm" variant="secondary" onClick={onCorrect} className="ml-auto">
              {e.correctExam}
            </Button>
          ) : null}
        </div>
      ) : null}
      <div className="overflow-x-auto">
        <table className="w-full min-w-[18rem] text-sm">
          <caption className="sr-only">{`${exam.name}: ${r.tests}`}</caption>
          <thead>
            <tr className="border-b border-line text-left text-ink-muted">
              <th scope="col" className="py-2 font-medium">
                {rt.course}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {e.correct}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {e.wrong}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {e.blank}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {e.net}
              </th>
            </tr>
          </thead>
          <tbody>
            {exam.tests.map((t) => (
              <Fragment key={t.testCode}>
                <tr className="border-b border-line/60">
                  <th scope="row" className="py-2 text-left font-medium text-ink">
                    {t.testName}
                  </th>
                  <td className="py-2 text-right tabular-nums">{formatNumber(t.correct)}</td>
                  <td className="py-2 text-right tabular-nums">{formatNumber(t.wrong)}</td>
                  <td className="py-2 text-right tabular-nums">{formatNumber(t.blank)}</td>
                  <td className="py-2 text-right font-semibold tabular-nums">{formatNet(t.net)}</td>
                </tr>
                {t.subjects.map((s) => (
                  <tr
                    key={`${t.testCode}-${s.courseId}`}
                    className="border-b border-line/40 text-ink-muted"
                    data-testid="exam-subject-row"
                  >
                    <th scope="row" className="py-1 pl-3 text-left font-normal">
                      {s.name}
                    </th>
                    <td className="py-1 text-right tabular-nums">{formatNumber(s.correct)}</td>
                    <td className="py-1 text-right tabular-nums">{formatNumber(s.wrong)}</td>
                    <td className="py-1 text-right tabular-nums">{formatNumber(s.blank)}</td>
                    <td className="py-1 text-right tabular-nums">{formatNet(s.net)}</td>
                  </tr>
                ))}
              </Fragment>
            ))}
            <tr>
              <th scope="row" className="py-2 text-left font-semibold text-ink">
                {e.total}
              </th>
              <td className="py-2 text-right tabular-nums">{formatNumber(exam.totals.correct)}</td>
              <td className="py-2 text-right tabular-nums">{formatNumber(exam.totals.wrong)}</td>
              <td className="py-2 text-right tabular-nums">{formatNumber(exam.totals.blank)}</td>
              <td className="py-2 text-right font-bold tabular-nums" data-testid="exam-total-net">
                {formatNet(exam.totalNet)}
              </td>
            </tr>
          </tbody>
        </table>
      </div>
      {exam.mistakes.length > 0 || onMistakes ? (
        <div className="mt-3 border-t border-line pt-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <MistakesHeading className="font-semibold text-ink">{e.mistakesTitle}</MistakesHeading>
            {onMistakes ? (
              <Button size="sm" variant="secondary" onClick={onMistakes}>
                {e.addMistake}
              </Button>
            ) : null}
          </div>
          <ul className="mt-2 space-y-1 text-sm">
            {exam.mistakes.map((x) => (
              <li key={`${x.topicId}-${x.cause}`}>
                {x.topicName} · {MISTAKE_CAUSE_LABELS[x.cause]} · {formatNumber(x.count)}
                {x.note ? <span className="text-ink-muted"> — {x.note}</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Panel>
  );
}
