import type { CatalogueNames, GoalProgramDto } from '@pusula/contracts';
import type { ReadDb } from '../../../db';
import { iso, isoOrNull, numberLocale } from './row-values';

function targetLabel(t: GoalProgramDto['target']): string {
  switch (t.kind) {
    case 'RANK':
      return `İlk ${numberLocale.format(t.rank ?? 0)}`;
    case 'PERCENTILE':
      return [t.percentile ? `%${String(t.percentile).replace('.', ',')}` : null, t.school]
        .filter(Boolean)
        .join(' · ');
    case 'UNIVERSITY':
      return (
        [t.university, t.department].filter(Boolean).join(' – ') +
        (t.rank ? ` (İlk ${numberLocale.format(t.rank)})` : '')
      );
  }
}

export async function goalProgramQuery(
  db: ReadDb,
  studentId: string,
  names: CatalogueNames,
): Promise<GoalProgramDto | null> {
  const [program, milestones] = await Promise.all([
    db.selectFrom('goal_programs').selectAll().where('student_id', '=', studentId).executeTakeFirst(),
    db
      .selectFrom('goal_milestones')
      .selectAll()
      .where('student_id', '=', studentId)
      .orderBy('due_date')
      .orderBy('created_at')
      .execute(),
  ]);
  if (!program && milestones.length === 0) return null;
  const target = (program?.target ?? {
    kind: 'RANK',
    rankingOptionId: null,
    rank: null,
    percentile: null,
    university: null,
    department: null,
  }) as Omit<GoalProgramDto['target'], 'label' | 'school'> & { school?: string | null };
  return {
    studentId,
    examFamily: program?.exam_family ?? 'YKS',
    scoreType: program?.score_type ?? null,
    // Goals set before the target school was kept have none.
    target: {
      ...target,
      school: target.school ?? null,
      label: program ? targetLabel({ ...target, school: target.school ?? null, label: '' }) : '',
    },
    targetNets: (program?.target_nets ?? []).map((t) => ({
      ...t,
      testName: names.test(t.examType, t.testCode).name,
    })),
    milestones: milestones.map((m) => ({
      milestoneId: m.milestone_id,
      title: m.title,
      dueDate: m.due_date,
      done: m.completed_at !== null,
      completedAt: isoOrNull(m.completed_at),
    })),
    updatedAt: iso(program?.updated_at ?? milestones.at(-1)!.created_at),
  };
}
