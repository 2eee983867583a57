import { Bell } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../design/ui/Button';
import { SelectField } from '../design/ui/fields';
import { formatTime } from '../lib/format';
import { PortalProviders } from '../portal/PortalProviders';
import { trpc } from '../portal/trpc';
import { StudentTabBar } from '../student/StudentTabBar';
import { outbox } from './focus-outbox';
import { chooseFocusSubject, focusSubject } from './focus-subject';
import { askNotificationPermission } from './phase-signal';
import { focusLogTexts as t } from './texts';

/** The signed-in student's part of the Odaklan page: what they focus on, and what has been logged. */
export default function StudentFocusLog() {
  return (
    <PortalProviders>
      <FocusLogPanel />
      {/* The app's tab bar over the public page; the spacer after the footer keeps its last lines above it. */}
      {createPortal(
        <>
          <div aria-hidden="true" className="h-20" />
          <StudentTabBar />
        </>,
        document.body,
      )}
    </PortalProviders>
  );
}

const STATUS_STYLE = { sending: 'text-ink-muted', saved: 'text-success', refused: 'text-danger' } as const;

function FocusLogPanel() {
  const courses = trpc.focus.myCourses.useQuery();
  const subject = useSyncExternalStore(focusSubject.subscribe, focusSubject.get, focusSubject.get);
  const entries = useSyncExternalStore(outbox.subscribe, outbox.get, outbox.get);
  const topics = trpc.education.topics.useQuery(
    { courseId: subject.courseId ?? '', limit: 200 },
    { enabled: subject.courseId !== null, staleTime: Number.POSITIVE_INFINITY },
  );
  const studentId = courses.data?.studentId;
  const savedCount = entries.filter((e) => e.status === 'saved').length;
  const week = trpc.focus.studentDays.useQuery(
    { studentId: studentId ?? '' },
    { enabled: Boolean(studentId) },
  );
  const utils = trpc.useUtils();
  // A block was saved (here or in another tab): the day's total has changed.
  useEffect(() => {
    if (savedCount > 0) void utils.focus.studentDays.invalidate();
  }, [savedCount, utils]);
  const today = week.data?.days.find((d) => d.date === todayInIstanbul());
  const courseName = (id: string | null) =>
    courses.data?.courses.find((c) => c.id === id)?.name ?? t.noCourse;

  return (
    <section
      aria-labelledby="odak-kaydim"
      className="mt-6 rounded-[var(--radius-card)] border border-line bg-surface p-6"
      data-testid="focus-log"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="odak-kaydim" className="text-lg font-bold text-ink">
            {t.heading}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{t.lead}</p>
        </div>
        <NotificationButton />
      </div>
      {courses.isError ? <p className="mt-4 text-sm text-danger">{t.loadError}</p> : null}
      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t.course}
          value={subject.courseId ?? ''}
          onChange={(e) => chooseFocusSubject({ courseId: e.target.value || null, topicId: null })}
        >
          <option value="">{t.noCourse}</option>
          {courses.data?.courses.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t.topic}
          optional={t.optional}
          value={subject.topicId ?? ''}
          disabled={subject.courseId === null}
          onChange={(e) =>
            chooseFocusSubject({ courseId: subject.courseId, topicId: e.target.value || null })
          }
        >
          <option value="">{t.noTopic}</option>
          {topics.data?.items.map((topic) => (
            <option key={topic.id} value={topic.id}>
              {topic.name}
            </option>
          ))}
        </SelectField>
      </div>
      <p className="mt-5 font-semibold text-ink" data-testid="focus-today">
        {t.today(today?.minutes ?? 0)}
      </p>
      <h3 className="mt-4 text-sm font-semibold text-ink">{t.recent}</h3>
      {entries.length === 0 ? (
        <p className="mt-1 text-sm text-ink-muted">{t.none}</p>
      ) : (
        <ul className="mt-2 space-y-1.5" data-testid="focus-log-entries">
          {[...entries].reverse().map((e) => (
            <li key={e.key} className="flex flex-wrap gap-x-2 text-sm">
              <span className="font-semibold text-ink">{t.minutes(e.minutes)}</span>
              <span className="text-ink-muted">
                {courseName(e.courseId)} · {formatTime(e.startedAt)}–{formatTime(e.endedAt)}
              </span>
              <span className={STATUS_STYLE[e.status]}>
                {t.status[e.status]}
                {e.message ? `: ${e.message}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function todayInIstanbul(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
}

/** Asks for notification permission only when the student clicks. */
function NotificationButton() {
  const [permission, setPermission] = useState(() =>
    typeof Notification === 'undefined' ? 'unsupported' : Notification.permission,
  );
  if (permission === 'unsupported') return null;
  if (permission === 'granted') return <p className="text-sm text-success">{t.notificationsOn}</p>;
  if (permission === 'denied') return <p className="text-sm text-ink-muted">{t.notificationsDenied}</p>;
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => void askNotificationPermission().then((p) => setPermission(p))}
    >
      <Bell aria-hidden="true" className="size-4" />
      {t.notifications}
    </Button>
  );
}
