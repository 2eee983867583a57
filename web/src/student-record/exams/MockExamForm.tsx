import type { ExamTest } from '@pusula/contracts/education';
import { istanbulDate } from '@pusula/contracts/student-record/calendar';
import type { MockExamDto } from '@pusula/contracts/student-record/record-dtos';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { CheckboxField, SelectField, TextField } from '../../design/ui/fields';
import { catalogueClient } from '../../education/catalogue-client';
import { formatNet } from '../../lib/format';
import { recordEditors as e } from '../texts';
import {
  COUNT_KEYS,
  checkMockExamSheet,
  countOf,
  isFilled,
  type MockExamDraft,
  type MockExamSheetInput,
  type Row,
  rowOf,
  sheetField,
} from './mock-exam-sheet';
import { ScoreThresholdWarnings } from './ScoreThresholdWarnings';

/**
 * The deneme sheet, one form for the coach (Sınavlar, in a dialog) and the student (Denemeler, on the
 * page): exam type, name, date, duration, D/Y/B per test with an optional split by subject, and the net as
 * it is typed. A submit checks the whole sheet with the shared schema and shows every mistake at once;
 * the server checks everything again and its refusal is shown by the caller.
 */

const EMPTY: Row = { correct: '', wrong: '', blank: '' };
const KEYS = COUNT_KEYS;
const num = countOf;
const filled = isFilled;
const asRow = (x: { correct: number; wrong: number; blank: number }): Row => ({
  correct: String(x.correct),
  wrong: String(x.wrong),
  blank: String(x.blank),
});

export type { MockExamSheetInput };

type Counts = { correct: number; wrong: number; blank: number };
/** What fills the form: a deneme on record, or a sheet the student made offline and now corrects. */
export type MockExamFormInitial = Pick<
  MockExamDto,
  'examType' | 'name' | 'takenOn' | 'durationMinutes' | 'singleSubject'
> &
  Partial<Pick<MockExamDto, 'publisher' | 'rank' | 'percentile' | 'participants'>> & {
    tests: readonly (Counts & { testCode: string; subjects?: readonly (Counts & { courseId: string })[] })[];
  };

/** The form's state; `initial` fills it from a deneme on record (a correction keeps its exam type). */
export function useMockExamForm({
  initial,
  examTypes: allowed,
  publishers = [],
}: {
  initial?: MockExamFormInitial;
  /** The exam types to offer, the first being the default (all of the catalogue when absent). */
  examTypes?: readonly string[];
  /** Publishers of the student's earlier denemes, offered as the publisher is typed. */
  publishers?: readonly string[];
}) {
  const catalogue = useQuery({
    queryKey: ['catalogue', 'examTypes'],
    queryFn: () => catalogueClient.examTypes(),
  });
  const options = (catalogue.data ?? []).filter((x) => !allowed || allowed.includes(x.code));
  const [chosen, setCode] = useState(initial?.examType ?? '');
  const code = chosen || (allowed?.[0] ?? '');
  const [name, setName] = useState(initial?.name ?? '');
  const [takenOn, setTakenOn] = useState(initial?.takenOn ?? istanbulDate(new Date()));
  const [duration, setDuration] = useState(initial?.durationMinutes ? String(initial.durationMinutes) : '');
  const [singleSubject, setSingleSubject] = useState(initial?.singleSubject ?? false);
  const [publisher, setPublisher] = useState(initial?.publisher ?? '');
  const [rank, setRank] = useState(initial?.rank != null ? String(initial.rank) : '');
  // Typed the Turkish way („2,35"); the sheet reads either mark.
  const [percentile, setPercentile] = useState(
    initial?.percentile != null ? String(initial.percentile).replace('.', ',') : '',
  );
  const [participants, setParticipants] = useState(
    initial?.participants != null ? String(initial.participants) : '',
  );
  const [answers, setAnswers] = useState<Record<string, Row>>(() =>
    Object.fromEntries((initial?.tests ?? []).map((t) => [t.testCode, asRow(t)])),
  );
  const [splits, setSplits] = useState<Record<string, Record<string, Row>>>(() =>
    Object.fromEntries(
      (initial?.tests ?? [])
        .filter((t) => (t.subjects ?? []).length > 0)
        .map((t) => [t.testCode, Object.fromEntries((t.subjects ?? []).map((s) => [s.courseId, asRow(s)]))]),
    ),
  );
  // After the first submit every mistake shows, and the list follows each change.
  const [tried, setTried] = useState(false);
  // Bumped by a refused submit: the fields move focus to the first mistake once it is on screen.
  const [focusRequest, setFocusRequest] = useState(0);
  const exam = catalogue.data?.find((x) => x.code === code);
  const tests = useMemo(() => exam?.sessions.flatMap((s) => s.tests) ?? [], [exam]);
  const k = exam?.netRule.wrongsPerCorrect ?? 4;

  const draft: MockExamDraft = {
    examType: code,
    name,
    takenOn,
    duration,
    singleSubject,
    publisher,
    rank,
    percentile,
    participants,
    officialMinutes: exam?.durationMinutes ?? null,
    tests,
    answers,
    splits,
  };
  const rowOfTest = (test: ExamTest): Row | undefined => rowOf(draft, test.code);
  const netOf = (r: Row | undefined) => num(r?.correct) - num(r?.wrong) / k;
  const entered = tests.filter((t) => filled(rowOfTest(t)));
  const total = entered.reduce((n, t) => n + netOf(rowOfTest(t)), 0);
  const checked = checkMockExamSheet(draft);

  return {
    catalogue,
    options,
    code,
    examTypeFixed: initial !== undefined,
    setCode: (c: string) => {
      setCode(c);
      setAnswers({});
      setSplits({});
    },
    name,
    setName,
    takenOn,
    setTakenOn,
    duration,
    setDuration,
    singleSubject,
    setSingleSubject,
    publisher,
    setPublisher,
    publishers,
    lgs: exam?.family === 'LGS',
    rank,
    setRank,
    percentile,
    setPercentile,
    participants,
    setParticipants,
    /** The nets as typed, for the 0.5-net warning while the sheet is filled. */
    typedNets: entered.map((t) => ({ testCode: t.code, net: netOf(rowOfTest(t)) })),
    tests,
    k,
    rowOf: rowOfTest,
    netOf,
    total,
    splits,
    errors: tried ? checked.errors : {},
    focusRequest,
    setAnswer: (test: string, key: (typeof KEYS)[number], value: string) =>
      setAnswers((prev) => ({ ...prev, [test]: { ...EMPTY, ...prev[test], [key]: value } })),
    setSubject: (test: string, courseId: string, key: (typeof KEYS)[number], value: string) =>
      setSplits((prev) => ({
        ...prev,
        [test]: { ...prev[test], [courseId]: { ...EMPTY, ...prev[test]?.[courseId], [key]: value } },
      })),
    toggleSplit: (test: string) =>
      setSplits((prev) => {
        if (prev[test]) {
          const { [test]: _closed, ...rest } = prev;
          return rest;
        }
        return { ...prev, [test]: {} };
      }),
    canSubmit: code !== '' && entered.length > 0,
    /** The sheet to send, or null when it has mistakes (then they all show and the first gets focus). */
    submit: (): MockExamSheetInput | null => {
      setTried(true);
      if (!checked.sheet) setFocusRequest((n) => n + 1);
      return checked.sheet;
    },
  };
}

export type MockExamFormState = ReturnType<typeof useMockExamForm>;

const inputClass = 'w-full min-w-0 rounded border border-line bg-surface px-2 py-1.5 text-base tabular-nums';

function CountInputs({
  label,
  row,
  max,
  nameOf,
  errors,
  onChange,
  readOnly = false,
}: {
  label: string;
  row: Row | undefined;
  max: number | null;
  /** The field key of each count (its errors' key, and the input's name for focus). */
  nameOf: (key: (typeof KEYS)[number]) => string;
  errors: Partial<Record<string, string>>;
  onChange?: (key: (typeof KEYS)[number], value: string) => void;
  readOnly?: boolean;
}) {
  const id = useId();
  return (
    <div className="grid grid-cols-3 gap-2">
      {KEYS.map((key) => {
        const error = errors[nameOf(key)];
        return (
          <label key={key} className="min-w-0 text-xs text-ink-muted">
            {e[key]}
            <input
              type="number"
              name={nameOf(key)}
              min={0}
              max={max ?? undefined}
              inputMode="numeric"
              aria-label={`${label} ${e[key]}`}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-${key}` : undefined}
              value={row?.[key] ?? ''}
              readOnly={readOnly}
              onChange={(ev) => onChange?.(key, ev.target.value)}
              className={`${inputClass} ${readOnly ? 'bg-surface-muted text-ink-muted' : ''} ${error ? 'border-danger' : ''}`}
            />
            {error ? (
              <span id={`${id}-${key}`} className="mt-1 block text-sm font-medium text-danger">
                {error}
              </span>
            ) : null}
          </label>
        );
      })}
    </div>
  );
}

/** One test: D/Y/B (or the sums of its subjects), its net, and hints for counts that look wrong. */
function TestEntry({ form, test }: { form: MockExamFormState; test: ExamTest }) {
  const row = form.rowOf(test);
  const split = form.splits[test.code];
  const answered = num(row?.correct) + num(row?.wrong) + num(row?.blank);
  const canSplit = test.parts.length > 1;
  return (
    <fieldset className="rounded-lg border border-line p-3" data-testid={`exam-test-${test.code}`}>
      <legend className="sr-only">{test.name}</legend>
      <div className="mb-2 flex items-baseline justify-between gap-2">
        <span className="font-semibold text-ink">
          {test.name} <span className="font-normal text-ink-muted">({test.questionCount})</span>
        </span>
        <span className="font-semibold tabular-nums">{filled(row) ? formatNet(form.netOf(row)) : '—'}</span>
      </div>
      <CountInputs
        label={test.name}
        row={row}
        max={test.questionCount}
        readOnly={!!split}
        nameOf={(key) => sheetField.count(test.code, key)}
        errors={form.errors}
        onChange={(key, value) => form.setAnswer(test.code, key, value)}
      />
      {answered > test.questionCount ? (
        <p
          className="mt-1 text-sm text-danger"
          data-invalid={form.errors[sheetField.test(test.code)] ? true : undefined}
        >
          {e.overQuestions(test.questionCount)}
        </p>
      ) : filled(row) && answered < test.questionCount ? (
        <p className="mt-1 text-sm text-ink-muted">{e.blanksMissing(test.questionCount - answered)}</p>
      ) : null}
      {canSplit ? (
        <button
          type="button"
          className="mt-2 text-sm font-semibold text-brand underline-offset-2 hover:underline"
          aria-expanded={!!split}
          onClick={() => form.toggleSplit(test.code)}
        >
          {split ? e.hideSubjects : `${e.splitSubjects}: ${test.parts.map((p) => p.name).join(', ')}`}
        </button>
      ) : null}
      {split ? (
        <div className="mt-2 space-y-3 border-l-2 border-brand/30 pl-3">
          <p className="text-xs text-ink-muted">{e.subjectsHint}</p>
          {test.parts.map((part) => {
            const r = split[part.courseId];
            const n = num(r?.correct) + num(r?.wrong) + num(r?.blank);
            return (
              <div key={part.courseId}>
                <div className="mb-1 flex items-baseline justify-between gap-2 text-sm">
                  <span className="font-medium">
                    {part.name}
                    {part.questionCount !== null ? (
                      <span className="font-normal text-ink-muted"> ({part.questionCount})</span>
                    ) : null}
                  </span>
                  <span className="tabular-nums">{filled(r) ? formatNet(form.netOf(r)) : '—'}</span>
                </div>
                <CountInputs
                  label={`${test.name} ${part.name}`}
                  row={r}
                  max={part.questionCount}
                  nameOf={(key) => sheetField.subjectCount(test.code, part.courseId, key)}
                  errors={form.errors}
                  onChange={(key, value) => form.setSubject(test.code, part.courseId, key, value)}
                />
                {part.questionCount !== null && n > part.questionCount ? (
                  <p
                    className="mt-1 text-sm text-danger"
                    data-invalid={
                      form.errors[sheetField.subject(test.code, part.courseId)] ? true : undefined
                    }
                  >
                    {e.subjectOver(part.name, part.questionCount)}
                  </p>
                ) : null}
              </div>
            );
          })}
        </div>
      ) : null}
    </fieldset>
  );
}

/**
 * Publisher (with the ones used before as suggestions) and the standing the publisher announced: a YKS
 * deneme takes a rank, an LGS one a percentile — the other field is not offered at all.
 */
function StandingFields({ form }: { form: MockExamFormState }) {
  const listId = useId();
  const err = form.errors;
  return (
    <div className="space-y-2">
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={e.publisher}
          name="publisher"
          error={err.publisher}
          optional={e.optional}
          list={listId}
          autoComplete="off"
          value={form.publisher}
          onChange={(ev) => form.setPublisher(ev.target.value)}
        />
        <datalist id={listId}>
          {form.publishers.map((p) => (
            <option key={p} value={p} />
          ))}
        </datalist>
        {form.lgs ? (
          <TextField
            label={e.examPercentile}
            name="percentile"
            error={err.percentile}
            optional={e.optional}
            inputMode="decimal"
            value={form.percentile}
            onChange={(ev) => form.setPercentile(ev.target.value)}
          />
        ) : (
          <TextField
            label={e.examRank}
            name="rank"
            error={err.rank}
            optional={e.optional}
            inputMode="numeric"
            value={form.rank}
            onChange={(ev) => form.setRank(ev.target.value)}
          />
        )}
        <TextField
          label={e.participants}
          name="participants"
          error={err.participants}
          optional={e.optional}
          inputMode="numeric"
          value={form.participants}
          onChange={(ev) => form.setParticipants(ev.target.value)}
        />
      </div>
      {form.code ? <p className="text-xs text-ink-muted">{e.standingHint(form.lgs)}</p> : null}
    </div>
  );
}

/** The fields of the deneme sheet (the caller's form owns submit and the server's answer). */
export function MockExamFields({ form }: { form: MockExamFormState }) {
  const box = useRef<HTMLDivElement>(null);
  // After a refused submit, focus the first mistake in the order the sheet reads (once it is on screen).
  useEffect(() => {
    if (form.focusRequest === 0) return;
    const first = box.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]');
    const target =
      first?.matches('input, select, textarea') === true
        ? first
        : first?.closest('fieldset')?.querySelector<HTMLElement>('input:not([readonly])');
    target?.focus();
  }, [form.focusRequest]);
  const err = form.errors;
  return (
    <div className="space-y-4" ref={box}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={e.examType}
          name="examType"
          error={err.examType}
          value={form.code}
          disabled={form.examTypeFixed}
          onChange={(ev) => form.setCode(ev.target.value)}
        >
          {form.code === '' ? <option value="">{e.chooseExamType}</option> : null}
          {form.options.map((x) => (
            <option key={x.code} value={x.code}>
              {x.code}
            </option>
          ))}
        </SelectField>
        <TextField
          label={e.examName}
          name="name"
          error={err.name}
          value={form.name}
          onChange={(ev) => form.setName(ev.target.value)}
        />
        <TextField
          label={e.takenOn}
          type="date"
          name="takenOn"
          error={err.takenOn}
          value={form.takenOn}
          onChange={(ev) => form.setTakenOn(ev.target.value)}
        />
        <TextField
          label={e.duration}
          type="number"
          name="durationMinutes"
          error={err.durationMinutes}
          inputMode="numeric"
          min={1}
          optional={e.optional}
          value={form.duration}
          onChange={(ev) => form.setDuration(ev.target.value)}
        />
      </div>
      <StandingFields form={form} />
      <CheckboxField
        label={e.singleSubject}
        name="singleSubject"
        error={err.singleSubject}
        checked={form.singleSubject}
        onChange={(ev) => form.setSingleSubject(ev.target.checked)}
      />
      {form.tests.length > 0 ? (
        <>
          <p className="text-sm text-ink-muted">{e.netRule(form.k)}</p>
          {err.tests ? (
            <p className="text-sm font-medium text-danger" data-invalid="true">
              {err.tests}
            </p>
          ) : null}
          <div className="space-y-3">
            {form.tests.map((t) => (
              <TestEntry key={t.code} form={form} test={t} />
            ))}
          </div>
          <p className="text-right font-semibold" aria-live="polite" data-testid="exam-net-preview">
            {e.netPreview}: {formatNet(form.total)}
          </p>
          <div aria-live="polite">
            <ScoreThresholdWarnings
              deneme={{ examType: form.code, singleSubject: form.singleSubject, tests: form.typedNets }}
            />
          </div>
        </>
      ) : null}
    </div>
  );
}
