import {
  TOPIC_STATE_LABELS,
  TOPIC_STATES,
  type TopicChecklistDto,
  type TopicItemDto,
  type TopicState,
} from '@pusula/contracts';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '../../design/portal-ui/Badge';
import { Panel } from '../../design/portal-ui/Panel';
import { Button } from '../../design/ui/Button';
import { EnteredByStudentBadge } from '../kit/StudentEntry';
import { topicTexts as texts } from './texts';
import { groupTopics, type TopicFilter } from './topic-groups';

/** Changes one topic's state; absent when the viewer may only read. */
export type SetTopicState = (courseId: string, topicId: string, state: TopicState) => void;

const FILTERS: TopicFilter[] = ['ALL', ...TOPIC_STATES];
const filterLabel = (f: TopicFilter) => (f === 'ALL' ? texts.allStates : TOPIC_STATE_LABELS[f]);

/** Konu takibi: per course its done count and bar, topics in catalogue order under their headings. */
export function TopicChecklist({
  checklist,
  onSet,
  pending = false,
  headingLevel = 3,
}: {
  checklist: TopicChecklistDto;
  onSet?: SetTopicState;
  pending?: boolean;
  /** The courses' heading level: one under the page's or the tab's own heading. */
  headingLevel?: 2 | 3;
}) {
  const [filter, setFilter] = useState<TopicFilter>('ALL');
  const CourseHeading = `h${headingLevel}` as const;
  const GroupHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  return (
    <section aria-label={texts.sectionLabel} className="min-w-0 space-y-4">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{texts.filterLegend}</legend>
        {FILTERS.map((f) => (
          <Button
            key={f}
            size="sm"
            variant={filter === f ? 'primary' : 'secondary'}
            aria-pressed={filter === f}
            onClick={() => setFilter(f)}
          >
            {filterLabel(f)}
          </Button>
        ))}
      </fieldset>
      {checklist.courses.map((course) => {
        const groups = groupTopics(course.topics, filter);
        // A course is a line with its count until opened: all topics of all courses open at once make a
        // page dozens of screens tall. A filter opens the courses, so its matches are in view.
        return (
          <details
            key={course.courseId}
            open={filter !== 'ALL' || checklist.courses.length === 1}
            className="group rounded-[var(--radius-card)] border border-line bg-surface"
          >
            <summary className="flex cursor-pointer list-none flex-col gap-2 p-4 [&::-webkit-details-marker]:hidden">
              <span className="flex items-center justify-between gap-2">
                <CourseHeading className="font-semibold text-ink">{course.courseName}</CourseHeading>
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-ink-muted transition-transform group-open:rotate-180"
                />
              </span>
              <span
                data-testid={`topic-course-${course.courseId}`}
                className="block text-sm tabular-nums text-ink"
              >
                {texts.courseDone(course.done, course.total)}
              </span>
              <span aria-hidden="true" className="block h-1.5 overflow-hidden rounded-full bg-surface-muted">
                <span
                  className="block h-full rounded-full bg-brand"
                  style={{ width: `${course.total > 0 ? (course.done / course.total) * 100 : 0}%` }}
                />
              </span>
            </summary>
            <div className="px-4 pb-4">
              {groups.length === 0 ? (
                <p className="text-sm text-ink-muted">{texts.noneInState}</p>
              ) : (
                groups.map((g) => (
                  <div key={g.topics[0]?.topicId} className="mt-3 first:mt-0">
                    {g.heading ? (
                      <GroupHeading className="mb-1 text-sm font-semibold text-ink-muted">
                        {g.heading}
                      </GroupHeading>
                    ) : null}
                    <ul className="divide-y divide-line">
                      {g.topics.map((topic) => (
                        <TopicRow
                          key={topic.topicId}
                          topic={topic}
                          pending={pending}
                          onSet={onSet ? (state) => onSet(course.courseId, topic.topicId, state) : undefined}
                        />
                      ))}
                    </ul>
                  </div>
                ))
              )}
            </div>
          </details>
        );
      })}
    </section>
  );
}

function TopicRow({
  topic,
  onSet,
  pending,
}: {
  topic: TopicItemDto;
  onSet?: (state: TopicState) => void;
  pending: boolean;
}) {
  const selectId = useId();
  return (
    <li className="flex flex-wrap items-center gap-2 py-2" data-testid={`topic-${topic.topicId}`}>
      <label htmlFor={selectId} className="min-w-0 flex-1 break-words text-sm text-ink">
        {topic.name}
      </label>
      {topic.changedByStudent ? <EnteredByStudentBadge /> : null}
      {topic.reviewSuggestion ? (
        <Badge tone="accent">{texts.wrongInMockExams(topic.reviewSuggestion.wrong)}</Badge>
      ) : null}
      {topic.reviewSuggestion && onSet ? (
        <Button size="sm" variant="secondary" disabled={pending} onClick={() => onSet('REVIEW')}>
          {texts.takeToReview}
        </Button>
      ) : null}
      {onSet ? (
        <select
          id={selectId}
          value={topic.state}
          disabled={pending}
          onChange={(ev) => onSet(ev.target.value as TopicState)}
          className="rounded-md border border-line bg-surface px-2 py-1 text-sm"
        >
          {TOPIC_STATES.map((s) => (
            <option key={s} value={s}>
              {TOPIC_STATE_LABELS[s]}
            </option>
          ))}
        </select>
      ) : (
        <Badge tone={topic.state === 'DONE' ? 'success' : 'neutral'}>{TOPIC_STATE_LABELS[topic.state]}</Badge>
      )}
    </li>
  );
}

/** En çok kaybettiren 5 konu: ranked by the server (wrong answers, ties in catalogue order). */
export function TopLosingTopics({
  topics,
  headingLevel = 3,
}: {
  topics: TopicChecklistDto['topLosing'];
  headingLevel?: 2 | 3;
}) {
  return (
    <Panel title={texts.topLosingTitle} headingLevel={headingLevel}>
      {topics.length === 0 ? (
        <p className="text-sm text-ink-muted">{texts.noMistakesYet}</p>
      ) : (
        <ol className="divide-y divide-line text-sm">
          {topics.map((t) => (
            <li key={t.topicId} className="flex justify-between gap-2 py-2">
              <span className="min-w-0 break-words">
                {t.topicName} <span className="text-ink-muted">· {t.courseName}</span>
              </span>
              <span className="font-semibold tabular-nums whitespace-nowrap">{texts.wrong(t.wrong)}</span>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
