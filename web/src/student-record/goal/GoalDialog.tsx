import { EXAM_FAMILIES, type ExamFamily, SCORE_TYPE_CODES } from '@pusula/contracts/education';
import type { GoalProgramDto } from '@pusula/contracts/student-record/record-dtos';
import type { GOAL_TARGET_KINDS } from '@pusula/contracts/student-record/vocabulary';
import { useId, useState } from 'react';
import { FormDialog } from '../../design/portal-ui/FormDialog';
import { ChoiceField, TextField } from '../../design/ui/fields';
import { trpc } from '../../portal/trpc';
import { numberOrNull, useWriteCallbacks } from '../kit/use-record-write';
import { recordEditors as e } from '../texts';

type TargetKind = (typeof GOAL_TARGET_KINDS)[number];

/** The kinds of target an exam family is set with: LGS by percentile; YKS by rank or a university's place. */
const TARGET_KINDS_OF: Record<ExamFamily, readonly TargetKind[]> = {
  LGS: ['PERCENTILE'],
  YKS: ['RANK', 'UNIVERSITY'],
};

/** The percentile tiers coaches aim LGS students at (reference §2 "Target options"), typed the Turkish way. */
const LGS_PERCENTILE_SUGGESTIONS = ['0,1', '0,5', '1', '3', '5', '10', '20'];

/** Sets the goal: the exam family, the score type (YKS) and the target; the target nets are kept. */
export function GoalDialog({
  studentId,
  goal,
  onClose,
}: {
  studentId: string;
  goal: GoalProgramDto | null;
  onClose: () => void;
}) {
  const [examFamily, setExamFamily] = useState<ExamFamily>(goal?.examFamily ?? 'YKS');
  const [scoreType, setScoreType] = useState<string>(goal?.scoreType ?? 'SAY');
  const [kind, setKind] = useState<TargetKind>(goal?.target.kind ?? 'RANK');
  const [rank, setRank] = useState(goal?.target.rank?.toString() ?? '');
  const [percentile, setPercentile] = useState(goal?.target.percentile?.toString() ?? '');
  const [university, setUniversity] = useState(goal?.target.university ?? '');
  const [department, setDepartment] = useState(goal?.target.department ?? '');
  const [school, setSchool] = useState(goal?.target.school ?? '');
  const percentileList = useId();
  const write = useWriteCallbacks(onClose);
  const save = trpc.studentRecord.setGoalProgram.useMutation(write.callbacks);
  return (
    <FormDialog
      title={goal ? e.setGoal : e.createGoal}
      onClose={onClose}
      pending={save.isPending}
      failure={write.failure}
      onSubmit={() =>
        save.mutate({
          studentId,
          examFamily,
          scoreType: examFamily === 'LGS' ? null : scoreType,
          target: {
            kind,
            rank: kind !== 'PERCENTILE' ? numberOrNull(rank) : null,
            percentile: kind === 'PERCENTILE' ? numberOrNull(percentile?.replace(',', '.')) : null,
            university: kind === 'UNIVERSITY' ? university : null,
            department: kind === 'UNIVERSITY' ? department : null,
            school: examFamily === 'LGS' ? school : null,
          },
          targetNets:
            goal?.targetNets.map(({ examType, testCode, net }) => ({ examType, testCode, net })) ?? [],
        })
      }
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <ChoiceField
          label={e.examFamily}
          options={EXAM_FAMILIES}
          value={examFamily}
          onChange={(family) => {
            setExamFamily(family);
            setKind(TARGET_KINDS_OF[family][0]!);
          }}
        />
        {examFamily === 'YKS' ? (
          <ChoiceField
            label={e.scoreType}
            options={SCORE_TYPE_CODES}
            value={scoreType}
            onChange={setScoreType}
          />
        ) : null}
        <ChoiceField
          label={e.targetKind}
          options={TARGET_KINDS_OF[examFamily]}
          value={kind}
          onChange={setKind}
          labelOf={(k) => e.targetKinds[k]}
        />
      </div>
      {kind === 'PERCENTILE' ? (
        // LGS aims at a percentile, a high school, or both: either may stay empty, not both.
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={e.percentile}
            hint={e.percentileHint}
            inputMode="decimal"
            list={percentileList}
            autoComplete="off"
            value={percentile}
            onChange={(ev) => setPercentile(ev.target.value)}
          />
          <datalist id={percentileList}>
            {LGS_PERCENTILE_SUGGESTIONS.map((p) => (
              <option key={p} value={p} />
            ))}
          </datalist>
          <TextField
            label={e.targetSchool}
            name="school"
            optional={e.optional}
            value={school}
            onChange={(ev) => setSchool(ev.target.value)}
          />
        </div>
      ) : (
        <TextField
          label={e.rank}
          type="number"
          min={1}
          value={rank}
          onChange={(ev) => setRank(ev.target.value)}
        />
      )}
      {kind === 'UNIVERSITY' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={e.university}
            value={university}
            onChange={(ev) => setUniversity(ev.target.value)}
          />
          <TextField
            label={e.department}
            value={department}
            onChange={(ev) => setDepartment(ev.target.value)}
          />
        </div>
      ) : null}
    </FormDialog>
  );
}
