import { Link } from '@tanstack/react-router';
import { TriangleAlert } from 'lucide-react';
import { Badge } from '../../design/portal-ui/Badge';
import { formatDateTime, formatRelative, fullName } from '../../lib/format';
import { useMediaQuery } from '../../lib/use-media-query';
import { PostponeReasonButton } from '../../student-record/attention/PostponeReasonDialog';
import type { CoachStudent } from '../api';
import { common, dashboard as m } from '../texts';

/**
 * "Öğrencilerim": class, target, last activity, unread notes and what needs attention, with the reasons.
 * A table from `sm` up; on a phone one card per student, so nothing hides behind a sideways scroll.
 */
export function StudentTable({ students }: { students: readonly CoachStudent[] }) {
  const phone = useMediaQuery('(max-width: 639.98px)');
  return phone ? <StudentCards students={students} /> : <StudentRows students={students} />;
}

function StudentCards({ students }: { students: readonly CoachStudent[] }) {
  return (
    <ul aria-label={m.myStudents} className="-mx-4 divide-y divide-line">
      {students.map((s) => (
        <li key={s.id} data-student-id={s.id} className="space-y-2 px-4 py-3">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <StudentLink student={s} />
            <UnreadBadge count={s.unreadNotes} />
          </div>
          <p className="text-sm text-ink-muted">
            {common.classLabel(s.classLevel)} · {s.examTarget} · {m.lastActivity}:{' '}
            <LastActivity student={s} />
          </p>
          <Reasons student={s} />
        </li>
      ))}
    </ul>
  );
}

function StudentRows({ students }: { students: readonly CoachStudent[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption className="sr-only">{m.myStudents}</caption>
        <thead className="border-b border-line text-xs tracking-wide text-ink-muted uppercase">
          <tr>
            <th scope="col" className="px-4 py-2 font-semibold">
              {m.name}
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              {m.classLevel}
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              {m.examTarget}
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              {m.lastActivity}
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              {m.status}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {students.map((s) => (
            <tr key={s.id} data-student-id={s.id} className="align-top">
              <th scope="row" className="px-4 py-3 font-semibold whitespace-nowrap">
                <StudentLink student={s} />
                {s.unreadNotes > 0 ? (
                  <div className="mt-1">
                    <UnreadBadge count={s.unreadNotes} />
                  </div>
                ) : null}
              </th>
              <td className="px-4 py-3 whitespace-nowrap">{common.classLabel(s.classLevel)}</td>
              <td className="px-4 py-3">{s.examTarget}</td>
              <td className="px-4 py-3 whitespace-nowrap text-ink-muted">
                <LastActivity student={s} />
              </td>
              {/* Wide enough for a reason on a few lines: squeezed, one reason made a row a screen tall. */}
              <td className="min-w-[18rem] px-4 py-3">
                <Reasons student={s} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function StudentLink({ student }: { student: CoachStudent }) {
  const name = fullName(student);
  return (
    <Link
      to="/dashboard/students/$id"
      params={{ id: student.id }}
      aria-label={m.open(name)}
      className="font-semibold text-brand underline-offset-4 hover:underline"
    >
      {name}
    </Link>
  );
}

function UnreadBadge({ count }: { count: number }) {
  return count > 0 ? <Badge tone="brand">{m.unreadBadge(count)}</Badge> : null;
}

function LastActivity({ student }: { student: CoachStudent }) {
  if (!student.lastActivityAt) return <>{m.noActivity}</>;
  return (
    <time dateTime={student.lastActivityAt} title={formatDateTime(student.lastActivityAt)}>
      {formatRelative(student.lastActivityAt)}
    </time>
  );
}

function Reasons({ student }: { student: CoachStudent }) {
  if (student.reasons.length === 0) return <Badge tone="success">{m.ok}</Badge>;
  return (
    <ul className="space-y-1 text-sm" aria-label={m.needsAttention}>
      {student.reasons.map((r) => (
        <li key={`${r.code}:${r.ref}`} className="flex items-start gap-1.5 text-danger">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span className="min-w-0 flex-1">{r.text}</span>
          <PostponeReasonButton studentId={student.id} reason={r} />
        </li>
      ))}
    </ul>
  );
}
