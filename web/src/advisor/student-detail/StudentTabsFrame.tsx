import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { cx } from '../../design/ui/cx';
import { studentDetail as m, STUDENT_TABS, type StudentTab } from '../texts';

/**
 * The student record's tab strip, the active tab's heading and its panel, as the advisor and the coach
 * see them; each page says what a tab shows (`children`) and how the choice reaches the URL (`onSelect`).
 * Only the active tab is rendered: the others would fetch what nobody looks at.
 */
export function StudentTabsFrame({
  active,
  label,
  onSelect,
  children,
}: {
  active: StudentTab;
  label: string;
  onSelect: (tab: StudentTab) => void;
  children: (tab: StudentTab) => ReactNode;
}) {
  return (
    <Tabs.Root
      value={active}
      onValueChange={(value) => onSelect(value as StudentTab)}
      activationMode="manual"
    >
      {/* Ten tabs do not fit one line beside the side navigation: from sm they wrap, so none is hidden
          behind a scroll without a cue; on phones the strip scrolls sideways. */}
      <Tabs.List
        aria-label={m.tabsLabel}
        className="-mx-3 mb-5 flex gap-1 overflow-x-auto border-b border-line px-3 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
      >
        {STUDENT_TABS.map((t) => (
          <Tabs.Trigger
            key={t}
            value={t}
            className={cx(
              'shrink-0 border-b-2 px-3 py-2.5 text-sm font-semibold whitespace-nowrap transition-colors',
              'border-transparent text-ink-muted hover:text-ink data-[state=active]:border-brand data-[state=active]:text-brand',
            )}
          >
            {m.tabs[t]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <h2 className="mb-4 text-xl font-bold text-ink" data-testid="student-detail-label">
        {label}
      </h2>
      {STUDENT_TABS.map((t) => (
        <Tabs.Content key={t} value={t} className="focus:outline-none">
          {t === active ? children(t) : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
