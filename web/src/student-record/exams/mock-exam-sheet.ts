import type { ExamTest } from '@pusula/contracts/education';
import type { StudentMockExamInput } from '@pusula/contracts/student-app/student-app';
import {
  MOCK_EXAM_DURATION_SLACK_MINUTES,
  mockExamSheetInput,
} from '@pusula/contracts/student-record/record-inputs';
import { recordEditors as e } from '../texts';

/**
 * The deneme sheet as typed (strings) → what the procedures take, and every mistake in it at once: the
 * shared schema of `@pusula/contracts` (the server's own Turkish messages) plus the catalogue's question
 * counts, each error keyed by the field that shows it, so the form never learns them one refusal at a time.
 */

export type Row = { correct: string; wrong: string; blank: string };
export const COUNT_KEYS = ['correct', 'wrong', 'blank'] as const;
export type CountKey = (typeof COUNT_KEYS)[number];

/** What the form sends: the deneme sheet of both the coach's and the student's procedures. */
export type MockExamSheetInput = Omit<StudentMockExamInput, 'commandId'>;

export interface MockExamDraft {
  examType: string;
  name: string;
  takenOn: string;
  duration: string;
  singleSubject: boolean;
  publisher: string;
  rank: string;
  percentile: string;
  participants: string;
  /** The exam type's official minutes (the duration may run a little over them); null before a type. */
  officialMinutes: number | null;
  /** The exam type's tests, in the catalogue's order. */
  tests: readonly ExamTest[];
  answers: Readonly<Record<string, Row>>;
  /** Tests split by subject: the test's counts are the sums of these. */
  splits: Readonly<Record<string, Record<string, Row>>>;
}

/** Field keys of the errors (each is the `name` of the control that shows it). */
export const sheetField = {
  count: (testCode: string, key: CountKey) => `${testCode}.${key}`,
  subjectCount: (testCode: string, courseId: string, key: CountKey) => `${testCode}.${courseId}.${key}`,
  test: (testCode: string) => `test.${testCode}`,
  subject: (testCode: string, courseId: string) => `test.${testCode}.${courseId}`,
};

export type SheetErrors = Partial<Record<string, string>>;

const sheetSchema = mockExamSheetInput;

// A blank count is 0; anything else is sent as typed, so `1,5` or `-2` reaches the schema and is named.
const num = (s: string | undefined) => (s && s.trim() !== '' ? Number(s) : 0);
export const countOf = num;
/** An optional number as typed: none when empty; „12.345" and „2,35" read the Turkish way. */
const optionalNumber = (s: string, decimal: boolean) => {
  const t = s.trim().replace(/\s/g, '');
  if (t === '') return null;
  return Number(decimal ? t.replace(',', '.') : t.replace(/\./g, ''));
};
export const isFilled = (r: Row | undefined) => !!r && COUNT_KEYS.some((k) => r[k].trim() !== '');

/** A split test's answers are the sums of its subjects, so the two can never disagree. */
export function rowOf(draft: Pick<MockExamDraft, 'answers' | 'splits'>, testCode: string): Row | undefined {
  const split = draft.splits[testCode];
  if (!split) return draft.answers[testCode];
  const sum = (key: CountKey) => String(Object.values(split).reduce((n, r) => n + num(r[key]), 0));
  return { correct: sum('correct'), wrong: sum('wrong'), blank: sum('blank') };
}

const answeredOf = (r: Row | undefined) => num(r?.correct) + num(r?.wrong) + num(r?.blank);

/** The sheet as sent, with the field key of every count it carries (for the schema's issue paths). */
function build(draft: MockExamDraft) {
  const entered = draft.tests.filter((t) => isFilled(rowOf(draft, t.code)));
  const paths = new Map<string, string>();
  const sheet: MockExamSheetInput = {
    examType: draft.examType,
    name: draft.name,
    takenOn: draft.takenOn,
    durationMinutes: draft.duration.trim() === '' ? null : Number(draft.duration),
    singleSubject: draft.singleSubject,
    publisher: draft.publisher.trim() || null,
    rank: optionalNumber(draft.rank, false),
    percentile: optionalNumber(draft.percentile, true),
    participants: optionalNumber(draft.participants, false),
    tests: entered.map((t, i) => {
      const r = rowOf(draft, t.code)!;
      const split = draft.splits[t.code];
      const parts = split ? t.parts.filter((p) => isFilled(split[p.courseId])) : [];
      // A split test's counts are sums (read-only): their subjects' inputs carry the mistakes.
      for (const key of COUNT_KEYS)
        paths.set(`tests.${i}.${key}`, split ? '' : sheetField.count(t.code, key));
      parts.forEach((p, j) => {
        for (const key of COUNT_KEYS)
          paths.set(`tests.${i}.subjects.${j}.${key}`, sheetField.subjectCount(t.code, p.courseId, key));
      });
      const subjects = parts.map((p) => ({
        courseId: p.courseId,
        correct: num(split?.[p.courseId]?.correct),
        wrong: num(split?.[p.courseId]?.wrong),
        blank: num(split?.[p.courseId]?.blank),
      }));
      return {
        testCode: t.code,
        correct: num(r.correct),
        wrong: num(r.wrong),
        blank: num(r.blank),
        ...(subjects.length > 0 ? { subjects } : {}),
      };
    }),
  };
  return { sheet, paths };
}

/** What the form would send, checked whole: `sheet` only when nothing is wrong. */
export function checkMockExamSheet(draft: MockExamDraft): {
  sheet: MockExamSheetInput | null;
  errors: SheetErrors;
} {
  const { sheet, paths } = build(draft);
  const errors: SheetErrors = {};
  const result = sheetSchema.safeParse(sheet);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      // A count's issue goes to its input; one of the list (none entered) under the tests.
      const key = paths.get(path) ?? (path === '' || path.startsWith('tests') ? 'tests' : path);
      if (key !== '') errors[key] ??= issue.message;
    }
  }
  // The exam's official time plus the slack (the server checks it too, against the catalogue).
  const minutes = sheet.durationMinutes;
  if (draft.officialMinutes !== null && typeof minutes === 'number' && !errors.durationMinutes) {
    const max = draft.officialMinutes + MOCK_EXAM_DURATION_SLACK_MINUTES;
    if (minutes > max) errors.durationMinutes = e.durationOver(draft.examType, draft.officialMinutes, max);
  }
  // The catalogue's question counts (the server checks them too, after the schema).
  for (const t of draft.tests) {
    const split = draft.splits[t.code];
    if (answeredOf(rowOf(draft, t.code)) > t.questionCount)
      errors[sheetField.test(t.code)] ??= e.overQuestions(t.questionCount);
    for (const p of split ? t.parts : []) {
      if (p.questionCount !== null && answeredOf(split?.[p.courseId]) > p.questionCount)
        errors[sheetField.subject(t.code, p.courseId)] ??= e.subjectOver(p.name, p.questionCount);
    }
  }
  return { sheet: Object.keys(errors).length === 0 ? sheet : null, errors };
}
