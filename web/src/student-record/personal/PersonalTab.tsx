import { DetailField } from '../../design/portal-ui/DetailField';
import { Panel } from '../../design/portal-ui/Panel';
import { uiTexts as ui } from '../../design/portal-ui/texts';
import { formatDate } from '../../lib/format';
import type { RecordStudent } from '../api';
import { recordTexts as t } from '../texts';

/** Kişisel Bilgiler: the student's details and their parents' contacts. */
export function PersonalTab({ student }: { student: RecordStudent }) {
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <Panel title={t.tabs['kisisel-bilgiler']} id="personal">
        <dl className="grid gap-4 sm:grid-cols-2">
          <DetailField label={t.firstName}>{student.firstName}</DetailField>
          <DetailField label={t.lastName}>{student.lastName}</DetailField>
          <DetailField label={t.classLevel}>{t.classLabel(student.classLevel)}</DetailField>
          <DetailField label={t.examTarget}>{student.examTarget}</DetailField>
          <DetailField label={t.school}>{student.school ?? ui.none}</DetailField>
          <DetailField label={t.phone}>
            {student.phone ? (
              <a href={`tel:${student.phone.replace(/[^+\d]/g, '')}`}>{student.phone}</a>
            ) : (
              ui.none
            )}
          </DetailField>
          <DetailField label={t.coach}>{student.coachName ?? t.notAssigned}</DetailField>
          <DetailField label={t.createdAt}>{formatDate(student.createdAt)}</DetailField>
        </dl>
      </Panel>
      <Panel title={t.parents} id="parents">
        {(student.parents ?? []).length === 0 ? (
          <p className="text-ink-muted">{t.noParents}</p>
        ) : (
          <ul className="divide-y divide-line">
            {(student.parents ?? []).map((p) => (
              <li key={p.id} className="py-3">
                <p className="font-semibold text-ink">
                  {p.firstName} {p.lastName}
                </p>
                <p className="text-sm text-ink-muted">
                  <a className="text-brand hover:underline" href={`mailto:${p.email}`}>
                    {p.email}
                  </a>
                  {p.phone ? (
                    <>
                      {' · '}
                      <a
                        className="text-brand hover:underline"
                        href={`tel:${p.phone.replace(/[^+\d]/g, '')}`}
                      >
                        {p.phone}
                      </a>
                    </>
                  ) : null}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}
