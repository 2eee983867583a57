import { shiftWeek } from '@pusula/contracts/student-record/calendar';
import type { StudyBlockDto } from '@pusula/contracts/student-record/record-dtos';
import { CalendarRange, ChevronLeft, ChevronRight, LayoutTemplate, Plus } from 'lucide-react';
import { useState } from 'react';
import { Panel } from '../../design/portal-ui/Panel';
import { StatCard } from '../../design/portal-ui/StatCard';
import { EmptyState } from '../../design/portal-ui/states';
import { Button } from '../../design/ui/Button';
import { formatDate, formatNumber, formatPercent } from '../../lib/format';
import { trpc } from '../../portal/trpc';
import { RecordSection } from '../kit/RecordSection';
import { permissionsOf, type RecordTabProps } from '../kit/viewer';
import { recordEditors as e, recordTexts as t } from '../texts';
import { CopyLastWeekButton } from './CopyLastWeekButton';
import { FocusWeekStrip } from './FocusWeekStrip';
import { PlanTemplatesDialog } from './PlanTemplatesDialog';
import { StudyBlockCard } from './StudyBlockCard';
import { StudyBlockDialog } from './StudyBlockDialog';

/** Haftalık Program: a week of study blocks by day, done counts, copy last week, templates. */
export function WeeklyProgramTab({ studentId, viewer }: RecordTabProps) {
  const [week, setWeek] = useState<string | undefined>(undefined);
  const program = trpc.studentRecord.weeklyProgram.useQuery(week ? { studentId, week } : { studentId });
  const can = permissionsOf(viewer);
  const [editing, setEditing] = useState<StudyBlockDto | 'new' | null>(null);
  const [templates, setTemplates] = useState(false);

  return (
    <RecordSection query={program}>
      {(w) => (
        <div className="space-y-5">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex items-center gap-2">
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setWeek(shiftWeek(w.week, -1))}
                aria-label={e.previousWeek}
              >
                <ChevronLeft aria-hidden="true" className="size-4" />
              </Button>
              <p className="font-semibold text-ink" data-testid="program-week">
                {e.weekOf(formatDate(w.startDate), formatDate(w.endDate))}
              </p>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setWeek(shiftWeek(w.week, 1))}
                aria-label={e.nextWeek}
              >
                <ChevronRight aria-hidden="true" className="size-4" />
              </Button>
              {week ? (
                <Button variant="ghost" size="sm" onClick={() => setWeek(undefined)}>
                  {e.thisWeek}
                </Button>
              ) : null}
            </div>
            {can.plan ? (
              <div className="flex flex-wrap gap-2">
                <Button size="sm" onClick={() => setEditing('new')}>
                  <Plus aria-hidden="true" className="size-4" />
                  {e.addBlock}
                </Button>
                <CopyLastWeekButton studentId={studentId} week={w.week} disabled={w.blocks.length > 0} />
                {can.coach ? (
                  <Button variant="secondary" size="sm" onClick={() => setTemplates(true)}>
                    <LayoutTemplate aria-hidden="true" className="size-4" />
                    {e.applyTemplate}
                  </Button>
                ) : null}
              </div>
            ) : null}
          </div>

          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatCard label={t.blocks} value={w.totals.blocks} />
            <StatCard
              label={t.questions}
              value={`${formatNumber(w.totals.doneQuestions)} / ${formatNumber(w.totals.targetQuestions)}`}
            />
            <StatCard
              label={e.doneMinutes}
              value={`${formatNumber(w.totals.doneMinutes)} / ${formatNumber(w.totals.targetMinutes)}`}
            />
            <StatCard
              label={t.completion}
              value={w.totals.completion === null ? '—' : formatPercent(w.totals.completion)}
            />
          </div>

          <FocusWeekStrip studentId={studentId} week={w.week} />

          {w.blocks.length === 0 ? (
            <EmptyState
              icon={CalendarRange}
              title={e.emptyWeek}
              text={can.plan ? e.emptyWeekText : e.emptyWeekReadOnly}
            />
          ) : (
            <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-4">
              {t.days.map((day, index) => {
                const blocks = w.blocks
                  .filter((b) => b.day === index + 1)
                  .sort((a, b) => a.startTime.localeCompare(b.startTime));
                return (
                  <Panel key={day} title={day} headingLevel={3} className="p-3 sm:p-4">
                    {blocks.length === 0 ? (
                      <p className="text-sm text-ink-muted">{e.noBlocksDay}</p>
                    ) : (
                      <ul className="space-y-2">
                        {blocks.map((b) => (
                          <StudyBlockCard
                            key={b.blockId}
                            block={b}
                            studentId={studentId}
                            week={w.week}
                            viewer={viewer}
                            onEdit={() => setEditing(b)}
                          />
                        ))}
                      </ul>
                    )}
                  </Panel>
                );
              })}
            </div>
          )}
          {editing ? (
            <StudyBlockDialog
              studentId={studentId}
              week={w.week}
              block={editing === 'new' ? null : editing}
              onClose={() => setEditing(null)}
            />
          ) : null}
          {templates ? (
            <PlanTemplatesDialog studentId={studentId} program={w} onClose={() => setTemplates(false)} />
          ) : null}
        </div>
      )}
    </RecordSection>
  );
}
