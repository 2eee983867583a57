import { Link } from '@tanstack/react-router';
import { TriangleAlert } from 'lucide-react';
import { Badge } from '../../design/portal-ui/Badge';
import { formatDateTime, formatRelative, fullName } from '../../lib/format';
import { PostponeReasonButton } from '../../student-record/attention/PostponeReasonDialog';
import type { CoachStudent } from '../api';
import { common, dashboard as m } from '../texts';

/** "Öğrencilerim": class, target, last activity, unread notes and what needs attention, with the reasons. */
export function StudentTable({ students }: { students: readonly CoachStudent[] }) {
  return (
    <div className="-mx-4 overflow-x-auto sm:mx-0">
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
          {students.map((s) => {
            const name = fullName(s);
            return (
              <tr key={s.id} data-student-id={s.id} className="align-top">
                <th scope="row" className="px-4 py-3 font-semibold whitespace-nowrap">
                  <Link
                    to="/dashboard/students/$id"
                    params={{ id: s.id }}
                    aria-label={m.open(name)}
                    className="text-brand underline-offset-4 hover:underline"
                  >
                    {name}
                  </Link>
                  {s.unreadNotes > 0 ? (
                    <div className="mt-1">
                      <Badge tone="brand">{m.unreadBadge(s.unreadNotes)}</Badge>
                    </div>
                  ) : null}
                </th>
                <td className="px-4 py-3 whitespace-nowrap">{common.classLabel(s.classLevel)}</td>
                <td className="px-4 py-3">{s.examTarget}</td>
                <td className="px-4 py-3 whitespace-nowrap text-ink-muted">
                  {s.lastActivityAt ? (
                    <time dateTime={s.lastActivityAt} title={formatDateTime(s.lastActivityAt)}>
                      {formatRelative(s.lastActivityAt)}
                    </time>
                  ) : (
                    m.noActivity
                  )}
                </td>
                {/* Wide enough for a reason on a few lines: squeezed, one reason made a row a screen tall. */}
                <td className="min-w-[18rem] px-4 py-3">
                  {s.reasons.length === 0 ? (
                    <Badge tone="success">{m.ok}</Badge>
                  ) : (
                    <ul className="space-y-1" aria-label={m.needsAttention}>
                      {s.reasons.map((r) => (
                        <li key={`${r.code}:${r.ref}`} className="flex items-start gap-1.5 text-danger">
                          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                          <span className="min-w-0 flex-1">{r.text}</span>
                          <PostponeReasonButton studentId={s.id} reason={r} />
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
