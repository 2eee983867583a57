import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { cx } from '../design/ui/cx';
import { StudentInvitations } from '../invitations/StudentInvitations';
import { ExamsTab } from './exams/ExamsTab';
import { GoalTab } from './goal/GoalTab';
import { GradesTab } from './grades/GradesTab';
import { HomeworkTab } from './homework/HomeworkTab';
import type { RecordViewer } from './kit/viewer';
import { ResourcesTab } from './resources/ResourcesTab';
import { SessionsTab } from './sessions/SessionsTab';
import { activeTab, recordPageLabel, STUDENT_TABS, type StudentTab } from './tabs';
import { recordTexts as t } from './texts';
import { WeeklyProgramTab } from './weekly-program/WeeklyProgramTab';

/** The tabs about the student rather than the record: the page around knows the student and draws them. */
export type StudentViews = Record<'genel-bakis' | 'kisisel-bilgiler' | 'notlar', ReactNode>;

/**
 * A student's record as the advisor and the coach see it: the tab strip, the active tab's heading and its
 * panel. Only the active tab is rendered, so only its data is loaded; the choice of tab goes to the URL
 * through `onSelect`.
 */
export function StudentRecord({
  studentId,
  viewer,
  tab,
  otherPage = false,
  onSelect,
  views,
}: {
  studentId: string;
  /** Who is looking: decides which editors show (the server checks every write anyway). */
  viewer: RecordViewer;
  /** The URL's `tab`, as given. */
  tab: string | undefined;
  /** A path below the student's page that is none of the tabs: labelled "Öğrenci Detayı". */
  otherPage?: boolean;
  onSelect: (tab: StudentTab) => void;
  views: StudentViews;
}) {
  const active = activeTab(tab);
  const content = (shown: StudentTab) => {
    const props = { studentId, viewer };
    switch (shown) {
      case 'kisisel-bilgiler':
        return (
          <>
            {views[shown]}
            <StudentInvitations studentId={studentId} />
          </>
        );
      case 'genel-bakis':
      case 'notlar':
        return views[shown];
      case 'haftalik-program':
        return <WeeklyProgramTab {...props} />;
      case 'hedef-programi':
        return <GoalTab {...props} />;
      case 'seanslar':
        return <SessionsTab {...props} />;
      case 'sinavlar':
        return <ExamsTab {...props} />;
      case 'odevler':
        return <HomeworkTab {...props} />;
      case 'yazililar':
        return <GradesTab {...props} />;
      case 'kaynaklar':
        return <ResourcesTab {...props} />;
    }
  };
  return (
    <Tabs.Root
      value={active}
      onValueChange={(value) => onSelect(value as StudentTab)}
      activationMode="manual"
    >
      {/* Ten tabs do not fit one line beside the side navigation: from sm they wrap, so none is hidden
          behind a scroll without a cue; on phones the strip scrolls sideways. */}
      <Tabs.List
        aria-label={t.tabsLabel}
        className="-mx-3 mb-5 flex gap-1 overflow-x-auto border-b border-line px-3 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
      >
        {STUDENT_TABS.map((s) => (
          <Tabs.Trigger
            key={s}
            value={s}
            className={cx(
              'shrink-0 border-b-2 px-3 py-2.5 text-sm font-semibold whitespace-nowrap transition-colors',
              'border-transparent text-ink-muted hover:text-ink data-[state=active]:border-brand data-[state=active]:text-brand',
            )}
          >
            {t.tabs[s]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <h2 className="mb-4 text-xl font-bold text-ink" data-testid="student-detail-label">
        {recordPageLabel(tab, otherPage)}
      </h2>
      {STUDENT_TABS.map((s) => (
        <Tabs.Content key={s} value={s} className="focus:outline-none">
          {s === active ? content(s) : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
