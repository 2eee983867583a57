import type { MockExamDto } from '@pusula/contracts/student-record/record-dtos';
import { ClipboardList, Plus } from 'lucide-react';
import { useState } from 'react';
import { Panel } from '../../design/portal-ui/Panel';
import { EmptyState } from '../../design/portal-ui/states';
import { Button } from '../../design/ui/Button';
import { trpc } from '../../portal/trpc';
import { RecordSection } from '../kit/RecordSection';
import { useWriteCallbacks } from '../kit/use-record-write';
import { permissionsOf, type RecordTabProps } from '../kit/viewer';
import { recordEditors as e } from '../texts';
import { ExamCard } from './ExamCard';
import { ExamDialog } from './ExamDialog';
import { MistakeSummary } from './MistakeSummary';
import { MistakesDialog } from './MistakesDialog';
import { TrendChart } from './TrendChart';
import { TrendTable } from './TrendTable';

/** Sınavlar: denemes with nets by the exam's rule, the trend chart, mistakes by topic and cause. */
export function ExamsTab({ studentId, viewer }: RecordTabProps) {
  const [examType, setExamType] = useState('');
  const list = trpc.studentRecord.mockExams.useQuery({ studentId });
  const trend = trpc.studentRecord.mockExamTrend.useQuery(
    examType ? { studentId, examType } : { studentId },
    { enabled: list.isSuccess },
  );
  const can = permissionsOf(viewer);
  const [entering, setEntering] = useState(false);
  const [mistakesFor, setMistakesFor] = useState<MockExamDto | null>(null);
  const [correcting, setCorrecting] = useState<MockExamDto | null>(null);
  const mistakesWrite = useWriteCallbacks(() => setMistakesFor(null));
  const saveMistakes = trpc.studentRecord.recordMockExamMistakes.useMutation(mistakesWrite.callbacks);
  const t = trend.data ?? null;

  return (
    <RecordSection query={list}>
      {(data) => {
        const exams = [...data].sort((a, b) => b.takenOn.localeCompare(a.takenOn));
        const types = [...new Set(exams.map((x) => x.examType))];
        return (
          <div className="space-y-5">
            {can.plan ? (
              <div className="flex justify-end">
                <Button onClick={() => setEntering(true)}>
                  <Plus aria-hidden="true" className="size-4" />
                  {e.enterExam}
                </Button>
              </div>
            ) : null}
            {exams.length === 0 ? (
              <EmptyState icon={ClipboardList} title={e.noExams} text={e.noExamsText} />
            ) : (
              <>
                <Panel
                  title={e.trendTitle}
                  id="exam-trend"
                  actions={
                    types.length > 1 ? (
                      <label className="flex items-center gap-2 text-sm">
                        <span className="font-semibold">{e.filterExamType}</span>
                        <select
                          className="rounded border border-line bg-surface px-2 py-1"
                          value={examType || t?.examType || ''}
                          onChange={(ev) => setExamType(ev.target.value)}
                        >
                          {types.map((x) => (
                            <option key={x} value={x}>
                              {x}
                            </option>
                          ))}
                        </select>
                      </label>
                    ) : null
                  }
                >
                  {t && t.points.length + t.branchPoints.length > 1 ? (
                    <TrendChart trend={t} />
                  ) : (
                    <p className="text-sm text-ink-muted">{e.trendEmpty}</p>
                  )}
                  {t ? <TrendTable trend={t} /> : null}
                  {t ? <MistakeSummary trend={t} /> : null}
                </Panel>
                {exams.map((exam) => (
                  <ExamCard
                    key={exam.examId}
                    exam={exam}
                    onMistakes={can.plan ? () => setMistakesFor(exam) : undefined}
                    onCorrect={can.plan ? () => setCorrecting(exam) : undefined}
                  />
                ))}
              </>
            )}
            {entering ? <ExamDialog studentId={studentId} onClose={() => setEntering(false)} /> : null}
            {correcting ? (
              <ExamDialog studentId={studentId} exam={correcting} onClose={() => setCorrecting(null)} />
            ) : null}
            {mistakesFor ? (
              <MistakesDialog
                exam={mistakesFor}
                pending={saveMistakes.isPending}
                failure={mistakesWrite.failure}
                onSave={(mistakes) =>
                  saveMistakes.mutate({ studentId, examId: mistakesFor.examId, mistakes })
                }
                onClose={() => setMistakesFor(null)}
              />
            ) : null}
          </div>
        );
      }}
    </RecordSection>
  );
}
