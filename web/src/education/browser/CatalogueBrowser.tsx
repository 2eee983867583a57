import type { Course, ExamTypeCode, Topic } from '@pusula/contracts/education';
import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Alert } from '../../design/ui/Alert';
import { Button } from '../../design/ui/Button';
import { cx } from '../../design/ui/cx';
import { SelectField } from '../../design/ui/fields';
import { catalogueClient } from '../catalogue-client';
import { CatalogueScope } from './CatalogueScope';
import { catalogueBrowserTexts as m } from './texts';
import { useAsync } from './use-async';

const PAGE_SIZE = 50;
const SEARCH_DELAY_MS = 250;
const MIN_QUERY = 2;

/** Browse the catalogue: exam → class → course → topics (paged), and a Turkish-aware topic search. */
export function CatalogueBrowser() {
  return (
    <div className="space-y-10">
      <CatalogueScope />
      <TopicSearch />
      <ExamBrowser />
    </div>
  );
}

function TopicSearch() {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const inputId = useId();
  const hintId = useId();
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const active = query.length >= MIN_QUERY ? query : null;
  const hits = useAsync(active, () => catalogueClient.searchTopics(query));

  return (
    <section
      aria-labelledby={`${inputId}-h`}
      className="rounded-[var(--radius-card)] border border-line bg-surface p-5"
    >
      <h2 id={`${inputId}-h`} className="text-lg font-bold text-ink">
        <label htmlFor={inputId}>{m.search.label}</label>
      </h2>
      <div className="relative mt-3">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-ink-muted"
        />
        <input
          id={inputId}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={m.search.placeholder}
          aria-describedby={hintId}
          autoComplete="off"
          className="w-full rounded-[var(--radius-control)] border border-line bg-canvas py-2.5 pl-9 pr-3 text-ink"
        />
      </div>
      <p id={hintId} className="mt-2 text-sm text-ink-muted">
        {m.search.hint}
      </p>
      {active && hits.status === 'error' ? (
        <Alert tone="error" className="mt-3">
          {hits.message}
        </Alert>
      ) : null}
      {active && hits.status === 'done' ? (
        <div aria-live="polite" className="mt-4">
          <p className="text-sm font-semibold text-ink">
            {hits.data.length === 0 ? m.search.none(active) : m.search.results(hits.data.length, active)}
          </p>
          <ul className="mt-2 divide-y divide-line">
            {hits.data.map((hit) => (
              <li
                key={`${hit.course.id}:${hit.topic.id}`}
                className="flex flex-wrap items-baseline gap-x-3 py-2"
              >
                <span className="font-medium text-ink">{hit.topic.name}</span>
                <span className="text-sm text-ink-muted">
                  {[hit.examType, hit.course.name, hit.topic.group].filter(Boolean).join(' · ')}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

function ExamBrowser() {
  const examTypes = useAsync('exam-types', () => catalogueClient.examTypes());
  const [exam, setExam] = useState<ExamTypeCode>('TYT');
  const [classLevel, setClassLevel] = useState('');
  const [courseId, setCourseId] = useState<string | null>(null);
  const classes = useAsync(`classes:${exam}`, () => catalogueClient.examClasses(exam));
  const courses = useAsync(`courses:${exam}:${classLevel}`, () =>
    catalogueClient.courses(exam, classLevel || undefined),
  );
  const selectedExam = examTypes.status === 'done' ? examTypes.data.find((e) => e.code === exam) : undefined;
  const courseList = courses.status === 'done' ? courses.data : [];
  const course = courseList.find((c) => c.id === courseId) ?? null;

  return (
    <section aria-labelledby="catalogue-exams" className="space-y-6">
      <h2 id="catalogue-exams" className="sr-only">
        {m.coursesHeading}
      </h2>
      {examTypes.status === 'error' ? <Alert tone="error">{examTypes.message}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={m.exam}
          value={exam}
          onChange={(e) => {
            setExam(e.target.value as ExamTypeCode);
            setClassLevel('');
            setCourseId(null);
          }}
        >
          {(examTypes.status === 'done' ? examTypes.data : []).map((e) => (
            <option key={e.code} value={e.code}>
              {e.code} – {e.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={m.classLevel}
          value={classLevel}
          onChange={(e) => {
            setClassLevel(e.target.value);
            setCourseId(null);
          }}
        >
          <option value="">{m.anyClass}</option>
          {(classes.status === 'done' ? classes.data : []).map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </SelectField>
      </div>
      {selectedExam ? (
        <p className="text-sm text-ink-muted">
          {selectedExam.description}{' '}
          {m.questionsAndMinutes(selectedExam.questionCount, selectedExam.durationMinutes)}. {m.netRule}: D −
          Y/{selectedExam.netRule.wrongsPerCorrect}.
        </p>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <div>
          <h3 className="mb-2 font-semibold text-ink">{m.coursesHeading}</h3>
          {courses.status === 'error' ? <Alert tone="error">{courses.message}</Alert> : null}
          {courses.status === 'done' && courseList.length === 0 ? (
            <p className="text-ink-muted">{m.noCourses}</p>
          ) : null}
          <ul className="space-y-1.5">
            {courseList.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  aria-pressed={c.id === courseId}
                  onClick={() => setCourseId(c.id)}
                  className={cx(
                    'flex w-full items-center justify-between rounded-[var(--radius-control)] border px-3 py-2 text-left',
                    c.id === courseId
                      ? 'border-brand bg-brand-soft text-ink'
                      : 'border-line bg-surface text-ink hover:border-brand',
                  )}
                >
                  <span className="font-medium">{c.name}</span>
                  <span className="text-sm text-ink-muted">{m.topicCount(c.topicCount)}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
        <div>
          {course ? (
            <CourseTopics key={course.id} course={course} />
          ) : (
            <p className="text-ink-muted">{m.pickCourse}</p>
          )}
        </div>
      </div>
    </section>
  );
}

function CourseTopics({ course }: { course: Course }) {
  const [pages, setPages] = useState(1);
  const [topics, setTopics] = useState<Topic[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    let current = true;
    setLoading(true);
    catalogueClient.topics(course.id, { page: pages, limit: PAGE_SIZE }).then(
      (page) => {
        if (!current) return;
        setTopics((shown) => (pages === 1 ? page.items : [...shown, ...page.items]));
        setTotal(page.total);
        setLoading(false);
      },
      (e: unknown) => {
        if (!current) return;
        setError((e as Error).message);
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [course.id, pages]);

  // Topics that share a heading ("Problemler") are shown under it, in curriculum order.
  const groups: { group: string | null; items: Topic[] }[] = [];
  for (const t of topics) {
    const last = groups[groups.length - 1];
    if (last && last.group === t.group) last.items.push(t);
    else groups.push({ group: t.group, items: [t] });
  }

  return (
    <div>
      <h3 className="mb-2 font-semibold text-ink">{m.topicsHeading(course.name)}</h3>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {groups.map((g) => (
        <div key={g.items[0]!.id} className="mb-3">
          {g.group ? <p className="text-sm font-semibold text-brand">{g.group}</p> : null}
          <ol className="mt-1 grid gap-x-6 gap-y-1 sm:grid-cols-2">
            {g.items.map((t) => (
              <li key={t.id} className="text-ink">
                <span className="mr-2 text-sm tabular-nums text-ink-muted">{t.order}.</span>
                {t.name}
              </li>
            ))}
          </ol>
        </div>
      ))}
      {total !== null ? (
        <p className="mt-3 text-sm text-ink-muted">{m.shown(topics.length, total)}</p>
      ) : loading ? (
        <p className="text-sm text-ink-muted">{m.loading}</p>
      ) : null}
      {total !== null && topics.length < total ? (
        <Button
          variant="secondary"
          size="sm"
          className="mt-2"
          disabled={loading}
          onClick={() => setPages((p) => p + 1)}
        >
          {loading ? m.loading : m.more}
        </Button>
      ) : null}
    </div>
  );
}
