import { GraduationCap } from 'lucide-react';
import { useState } from 'react';
import { Panel } from '../../design/portal-ui/Panel';
import { EmptyState } from '../../design/portal-ui/states';
import { compareText, formatDate, formatNumber } from '../../lib/format';
import { trpc } from '../../portal/trpc';
import { RecordAction, RecordSection } from '../kit/RecordSection';
import { permissionsOf, type RecordTabProps } from '../kit/viewer';
import { recordEditors as e, recordLabels as r } from '../texts';
import { GradeDialog } from './GradeDialog';

/** Yazılılar: school exam grades, and each course's average per term. */
export function GradesTab({ studentId, viewer }: RecordTabProps) {
  const query = trpc.studentRecord.schoolGrades.useQuery({ studentId });
  const can = permissionsOf(viewer);
  const [adding, setAdding] = useState(false);
  return (
    <RecordSection query={query}>
      {(g) => (
        <>
          {can.plan ? (
            <RecordAction icon={GraduationCap} label={e.addGrade} onClick={() => setAdding(true)} />
          ) : null}
          {g.grades.length === 0 ? (
            <EmptyState icon={GraduationCap} title={e.noGrades} text={e.noGradesText} />
          ) : (
            <div className="grid gap-5 lg:grid-cols-2">
              <Panel title={r.averages} id="grade-averages">
                <ul className="divide-y divide-line text-sm">
                  {[...g.averages]
                    .sort((a, b) => compareText(a.courseName, b.courseName) || a.term.localeCompare(b.term))
                    .map((a) => (
                      <li key={`${a.courseId}-${a.term}`} className="flex justify-between gap-3 py-2">
                        <span>
                          {a.courseName} <span className="text-ink-muted">· {a.term}</span>
                        </span>
                        <span className="font-semibold tabular-nums">{formatNumber(a.average)}</span>
                      </li>
                    ))}
                </ul>
              </Panel>
              <Panel title={r.grades} id="grades">
                <ul className="divide-y divide-line text-sm">
                  {g.grades.map((grade) => (
                    <li key={grade.gradeId} className="flex justify-between gap-3 py-2">
                      <span>
                        {grade.courseName} · {r.examNo(grade.examNo)}{' '}
                        <span className="text-ink-muted">
                          · {grade.term}
                          {grade.takenOn ? ` · ${formatDate(grade.takenOn)}` : ''}
                        </span>
                      </span>
                      <span className="font-semibold tabular-nums">{formatNumber(grade.score)}</span>
                    </li>
                  ))}
                </ul>
              </Panel>
            </div>
          )}
          {adding ? <GradeDialog studentId={studentId} onClose={() => setAdding(false)} /> : null}
        </>
      )}
    </RecordSection>
  );
}
