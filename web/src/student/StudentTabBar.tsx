import { Link } from '@tanstack/react-router';
import { STUDENT_TABS } from './student-tabs';
import { studentTexts as m } from './texts';

const tabClass =
  'flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 text-xs font-semibold text-ink-muted';

/**
 * The student app's bottom tab bar, within thumb reach (student-tabs.ts). It stands on the app's own pages
 * and on the public Odaklan page when a student is signed in, so the timer is one tab among the others,
 * not a page the student has to find the way back from.
 */
export function StudentTabBar() {
  return (
    <nav
      aria-label={m.nav.label}
      className="fixed inset-x-0 bottom-0 z-20 border-t border-line bg-surface pb-[env(safe-area-inset-bottom)]"
    >
      <div className="mx-auto flex max-w-md">
        {STUDENT_TABS.map((tab) => (
          <Link
            key={tab.to}
            to={tab.to}
            activeOptions={{ exact: tab.exact ?? false }}
            className={tabClass}
            activeProps={{ className: 'text-brand', 'aria-current': 'page' }}
          >
            <tab.icon aria-hidden="true" className="size-6" />
            {tab.label}
          </Link>
        ))}
      </div>
    </nav>
  );
}
