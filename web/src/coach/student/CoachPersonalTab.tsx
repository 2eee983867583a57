import { DetailField } from '../../design/portal-ui/DetailField';
import { Panel } from '../../design/portal-ui/Panel';
import { formatDate } from '../../lib/format';
import { recordTexts as rt } from '../../student-record/texts';
import type { CoachStudent } from '../api';
import { common, student as m } from '../texts';

/** Kişisel Bilgiler as the coach sees them (no parents' contacts). */
export function CoachPersonalTab({ student }: { student: CoachStudent }) {
  return (
    <Panel>
      <dl className="grid gap-3 sm:grid-cols-2">
        <DetailField label={rt.firstName}>{student.firstName}</DetailField>
        <DetailField label={rt.lastName}>{student.lastName}</DetailField>
        <DetailField label={rt.classLevel}>{common.classLabel(student.classLevel)}</DetailField>
        <DetailField label={rt.examTarget}>{student.examTarget}</DetailField>
        <DetailField label={m.school}>{student.school ?? common.none}</DetailField>
        <DetailField label={m.assignedAt}>
          {student.assignedAt ? formatDate(student.assignedAt) : common.none}
        </DetailField>
      </dl>
    </Panel>
  );
}
