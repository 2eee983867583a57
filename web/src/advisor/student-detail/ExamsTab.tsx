import {
  MISTAKE_CAUSE_LABELS,
  MISTAKE_CAUSES,
  type MistakeCause,
} from '@pusula/contracts/student-record/common';
import type { MockExamDto, MockExamTrendDto } from '@pusula/contracts/student-record/record-dtos';
import { useQuery } from '@tanstack/react-query';
import { ClipboardList, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Badge } from '../../design/portal-ui/Badge';
import { FormDialog } from '../../design/portal-ui/FormDialog';
import { Panel } from '../../design/portal-ui/Panel';
import { EmptyState, ErrorState, Loading } from '../../design/portal-ui/states';
import { Button } from '../../design/ui/Button';
import { SelectField, TextField } from '../../design/ui/fields';
import { catalogueClient } from '../../education/catalogue-client';
import { formatDate, formatDayMonth, formatNet, formatNumber } from '../../lib/format';
import { trpc } from '../../portal/trpc';
import { studentDetail as m, recordLabels as r } from '../texts';
import { CourseTopicFields, permissionsOf, type RecordViewer, useWriteCallbacks } from './record-kit';
import { recordEditors as e } from './texts';

const todayInIstanbul = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());

/** Sınavlar: denemes with nets by the exam's rule, the trend chart, mistakes by topic and cause. */
export function ExamsTab({ studentId, viewer }: { studentId: string; viewer: RecordViewer }) {
  const [examType, setExamType] = useState('');
  const list = trpc.studentRecord.mockExams.useQuery({ studentId });
  const trend = trpc.studentRecord.mockExamTrend.useQuery(
    examType ? { studentId, examType } : { studentId },
    { enabled: list.isSuccess },
  );
  const can = permissionsOf(viewer);
  const [entering, setEntering] = useState(false);
  const [mistakesFor, setMistakesFor] = useState<MockExamDto | null>(null);

  if (list.isError) return <ErrorState message={m.recordFailed} onRetry={() => void list.refetch()} />;
  if (list.data === undefined) return <Loading />;
  const exams = [...list.data].sort((a, b) => b.takenOn.localeCompare(a.takenOn));
  const types = [...new Set(exams.map((x) => x.examType))];
  const t = trend.data ?? null;

  return (
    <div className="space-y-5">
      {can.plan ? (
        <div className="flex justify-end">
          <Button onClick={() => setEntering(true)}>
            <Plus aria-hidden="true" className="size-4" />
            {e.enterExam}
          </Button>
        </div>
      ) : null}
      {exams.length === 0 ? (
        <EmptyState icon={ClipboardList} title={e.noExams} text={e.noExamsText} />
      ) : (
        <>
          <Panel
            title={e.trendTitle}
            id="exam-trend"
            actions={
              types.length > 1 ? (
                <label className="flex items-center gap-2 text-sm">
                  <span className="font-semibold">{e.filterExamType}</span>
                  <select
                    className="rounded border border-line bg-surface px-2 py-1"
                    value={examType || t?.examType || ''}
                    onChange={(ev) => setExamType(ev.target.value)}
                  >
                    {types.map((x) => (
                      <option key={x} value={x}>
                        {x}
                      </option>
                    ))}
                  </select>
                </label>
              ) : null
            }
          >
            {t && t.points.length > 1 ? (
              <TrendChart trend={t} />
            ) : (
              <p className="text-sm text-ink-muted">{e.trendEmpty}</p>
            )}
            {t ? <MistakeSummary trend={t} /> : null}
          </Panel>
          {exams.map((exam) => (
            <ExamCard
              key={exam.examId}
              exam={exam}
              onMistakes={can.plan ? () => setMistakesFor(exam) : undefined}
            />
          ))}
        </>
      )}
      {entering ? <ExamDialog studentId={studentId} onClose={() => setEntering(false)} /> : null}
      {mistakesFor ? (
        <MistakesDialog studentId={studentId} exam={mistakesFor} onClose={() => setMistakesFor(null)} />
      ) : null}
    </div>
  );
}

const LINE_COLOURS = ['var(--pu-accent, #d97706)', '#0891b2', '#7c3aed', '#16a34a', '#db2777', '#64748b'];

function TrendChart({ trend }: { trend: MockExamTrendDto }) {
  const data = trend.points.map((p) => ({
    label: formatDayMonth(p.takenOn),
    name: p.name,
    total: p.totalNet,
    ...p.nets,
  }));
  const summary = trend.points
    .map((p) => `${p.name} (${formatDate(p.takenOn)}): ${r.net(p.totalNet)}`)
    .join('; ');
  return (
    <figure data-testid="exam-trend-chart">
      <div className="h-72 w-full" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--pu-line, #e5e7eb)" />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} />
            <YAxis tick={{ fontSize: 12 }} tickFormatter={formatNet} />
            <Tooltip formatter={(value) => formatNet(Number(value))} />
            <Legend />
            <Line
              type="monotone"
              dataKey="total"
              name={`${trend.examType} ${e.total}`}
              stroke="var(--pu-brand, #2563eb)"
              strokeWidth={3}
              dot
            />
            {trend.tests
              .filter((test) => trend.points.some((p) => test.testCode in p.nets))
              .map((test, i) => (
                <Line
                  key={test.testCode}
                  type="monotone"
                  dataKey={test.testCode}
                  name={test.testName}
                  stroke={LINE_COLOURS[i % LINE_COLOURS.length]}
                  strokeWidth={1.5}
                  dot={false}
                />
              ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="mt-2 text-sm text-ink-muted">
        {trend.average !== null ? `${e.average}: ${r.net(trend.average)}` : ''}
        {trend.lastThreeAverage !== null ? ` · ${e.lastThree}: ${r.net(trend.lastThreeAverage)}` : ''}
        <span className="sr-only">. {summary}</span>
      </figcaption>
    </figure>
  );
}

function MistakeSummary({ trend }: { trend: MockExamTrendDto }) {
  if (trend.mistakesByCause.length === 0) return null;
  return (
    <div className="mt-4 grid gap-4 border-t border-line pt-4 sm:grid-cols-2">
      <div>
        <h3 className="mb-2 font-semibold text-ink">{e.mistakesByCause}</h3>
        <ul className="space-y-1 text-sm">
          {trend.mistakesByCause.map((c) => (
            <li key={c.cause} className="flex justify-between">
              <span>{MISTAKE_CAUSE_LABELS[c.cause]}</span>
              <span className="font-semibold tabular-nums">{formatNumber(c.count)}</span>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="mb-2 font-semibold text-ink">{e.mistakesByTopic}</h3>
        <ul className="space-y-1 text-sm">
          {trend.mistakesByTopic.slice(0, 6).map((t) => (
            <li key={t.topicId} className="flex justify-between gap-2">
              <span>{t.topicName}</span>
              <span className="font-semibold tabular-nums">{formatNumber(t.count)}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function ExamCard({ exam, onMistakes }: { exam: MockExamDto; onMistakes?: () => void }) {
  return (
    <Panel
      headingLevel={3}
      id={`exam-${exam.examId}`}
      title={`${exam.name} · ${exam.examType}`}
      actions={
        <div className="flex items-center gap-2">
          <Badge tone="brand">{r.net(exam.totalNet)}</Badge>
          {exam.weightedNet !== null ? (
            <Badge tone="neutral">{`Ağırlıklı ${r.net(exam.weightedNet)}`}</Badge>
          ) : null}
        </div>
      }
    >
      <p className="mb-3 text-sm text-ink-muted">
        {formatDate(exam.takenOn)} ·{' '}
        {r.correctWrongBlank(exam.totals.correct, exam.totals.wrong, exam.totals.blank)}
      </p>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[28rem] text-sm">
          <caption className="sr-only">{`${exam.name}: ${r.tests}`}</caption>
          <thead>
            <tr className="border-b border-line text-left text-ink-muted">
              <th scope="col" className="py-2 font-medium">
                {m.course}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {e.correct}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {e.wrong}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {e.blank}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {e.net}
              </th>
            </tr>
          </thead>
          <tbody>
            {exam.tests.map((t) => (
              <tr key={t.testCode} className="border-b border-line/60">
                <th scope="row" className="py-2 text-left font-medium text-ink">
                  {t.testName}
                </th>
                <td className="py-2 text-right tabular-nums">{formatNumber(t.correct)}</td>
                <td className="py-2 text-right tabular-nums">{formatNumber(t.wrong)}</td>
                <td className="py-2 text-right tabular-nums">{formatNumber(t.blank)}</td>
                <td className="py-2 text-right font-semibold tabular-nums">{formatNet(t.net)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row" className="py-2 text-left font-semibold text-ink">
                {e.total}
              </th>
              <td className="py-2 text-right tabular-nums">{formatNumber(exam.totals.correct)}</td>
              <td className="py-2 text-right tabular-nums">{formatNumber(exam.totals.wrong)}</td>
              <td className="py-2 text-right tabular-nums">{formatNumber(exam.totals.blank)}</td>
              <td className="py-2 text-right font-bold tabular-nums" data-testid="exam-total-net">
                {formatNet(exam.totalNet)}
              </td>
            </tr>
          </tbody>
        </table>
      </div>
      {exam.mistakes.length > 0 || onMistakes ? (
        <div className="mt-3 border-t border-line pt-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h4 className="font-semibold text-ink">{e.mistakesTitle}</h4>
            {onMistakes ? (
              <Button size="sm" variant="secondary" onClick={onMistakes}>
                {e.addMistake}
              </Button>
            ) : null}
          </div>
          <ul className="mt-2 space-y-1 text-sm">
            {exam.mistakes.map((x) => (
              <li key={`${x.topicId}-${x.cause}`}>
                {x.topicName} · {MISTAKE_CAUSE_LABELS[x.cause]} · {formatNumber(x.count)}
                {x.note ? <span className="text-ink-muted"> — {x.note}</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Panel>
  );
}

type Answers = Record<string, { correct: string; wrong: string; blank: string }>;

/** Enter a deneme: D/Y/B per test of the chosen exam type, with the net shown as it is typed. */
function ExamDialog({ studentId, onClose }: { studentId: string; onClose: () => void }) {
  const examTypes = useQuery({
    queryKey: ['catalogue', 'examTypes'],
    queryFn: () => catalogueClient.examTypes(),
  });
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [takenOn, setTakenOn] = useState(todayInIstanbul());
  const [answers, setAnswers] = useState<Answers>({});
  const write = useWriteCallbacks(onClose);
  const record = trpc.studentRecord.recordMockExam.useMutation(write.callbacks);
  const exam = examTypes.data?.find((x) => x.code === code);
  const tests = useMemo(() => exam?.sessions.flatMap((s) => s.tests) ?? [], [exam]);
  const k = exam?.netRule.wrongsPerCorrect ?? 4;
  const num = (s: string | undefined) => (s && s.trim() !== '' ? Number(s) : 0);
  const entered = tests.filter((t) => {
    const a = answers[t.code];
    return a && (a.correct !== '' || a.wrong !== '' || a.blank !== '');
  });
  const netOf = (c: string) => num(answers[c]?.correct) - num(answers[c]?.wrong) / k;
  const total = entered.reduce((n, t) => n + netOf(t.code), 0);
  const set = (c: string, key: 'correct' | 'wrong' | 'blank', value: string) =>
    setAnswers((prev) => ({ ...prev, [c]: { correct: '', wrong: '', blank: '', ...prev[c], [key]: value } }));

  return (
    <FormDialog
      title={e.enterExam}
      onClose={onClose}
      pending={record.isPending}
      failure={write.failure}
      onSubmit={() =>
        record.mutate({
          studentId,
          examType: code,
          name,
          takenOn,
          tests: entered.map((t) => ({
            testCode: t.code,
            correct: num(answers[t.code]?.correct),
            wrong: num(answers[t.code]?.wrong),
            blank: num(answers[t.code]?.blank),
          })),
        })
      }
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField label={e.examType} value={code} onChange={(ev) => setCode(ev.target.value)}>
          <option value="">—</option>
          {(examTypes.data ?? []).map((x) => (
            <option key={x.code} value={x.code}>
              {x.code}
            </option>
          ))}
        </SelectField>
        <TextField label={e.examName} value={name} onChange={(ev) => setName(ev.target.value)} />
        <TextField
          label={e.takenOn}
          type="date"
          value={takenOn}
          onChange={(ev) => setTakenOn(ev.target.value)}
        />
      </div>
      {exam ? (
        <>
          <p className="text-sm text-ink-muted">{e.netRule(k)}</p>
          <table className="w-full text-sm">
            <caption className="sr-only">{e.enterExam}</caption>
            <thead>
              <tr className="text-left text-ink-muted">
                <th scope="col" className="py-1 font-medium">
                  {m.course}
                </th>
                <th scope="col" className="py-1 font-medium">
                  {e.correct}
                </th>
                <th scope="col" className="py-1 font-medium">
                  {e.wrong}
                </th>
                <th scope="col" className="py-1 font-medium">
                  {e.blank}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {e.net}
                </th>
              </tr>
            </thead>
            <tbody>
              {tests.map((t) => (
                <tr key={t.code}>
                  <th scope="row" className="py-1 pr-2 text-left font-medium">
                    {t.name} <span className="font-normal text-ink-muted">({t.questionCount})</span>
                  </th>
                  {(['correct', 'wrong', 'blank'] as const).map((key) => (
                    <td key={key} className="py-1 pr-2">
                      <input
                        type="number"
                        min={0}
                        max={t.questionCount}
                        inputMode="numeric"
                        aria-label={`${t.name} ${e[key]}`}
                        value={answers[t.code]?.[key] ?? ''}
                        onChange={(ev) => set(t.code, key, ev.target.value)}
                        className="w-16 rounded border border-line bg-surface px-2 py-1"
                      />
                    </td>
                  ))}
                  <td className="py-1 text-right font-semibold tabular-nums">
                    {answers[t.code] ? formatNet(netOf(t.code)) : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="text-right font-semibold" aria-live="polite" data-testid="exam-net-preview">
            {e.netPreview}: {formatNet(total)}
          </p>
        </>
      ) : null}
    </FormDialog>
  );
}

/** Adds a mistake (topic + cause + count) to a deneme's list. */
function MistakesDialog({
  studentId,
  exam,
  onClose,
}: {
  studentId: string;
  exam: MockExamDto;
  onClose: () => void;
}) {
  const [courseId, setCourseId] = useState('');
  const [topicId, setTopicId] = useState('');
  const [cause, setCause] = useState<MistakeCause>('BILGI_EKSIGI');
  const [count, setCount] = useState('1');
  const write = useWriteCallbacks(onClose);
  const save = trpc.studentRecord.recordMockExamMistakes.useMutation(write.callbacks);
  return (
    <FormDialog
      title={`${e.addMistake}: ${exam.name}`}
      onClose={onClose}
      pending={save.isPending}
      failure={write.failure}
      onSubmit={() => {
        if (!topicId) return write.setFailure(e.topicRequired);
        save.mutate({
          studentId,
          examId: exam.examId,
          mistakes: [
            ...exam.mistakes.map((x) => ({
              topicId: x.topicId,
              cause: x.cause,
              count: x.count,
              note: x.note,
            })),
            { topicId, cause, count: Number(count) },
          ],
        });
      }}
    >
      <CourseTopicFields
        studentId={studentId}
        courseId={courseId}
        topicId={topicId}
        onCourse={setCourseId}
        onTopic={setTopicId}
        topicRequired
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={e.mistakeCause}
          value={cause}
          onChange={(ev) => setCause(ev.target.value as MistakeCause)}
        >
          {MISTAKE_CAUSES.map((c) => (
            <option key={c} value={c}>
              {MISTAKE_CAUSE_LABELS[c]}
            </option>
          ))}
        </SelectField>
        <TextField
          label={e.mistakeCount}
          type="number"
          min={1}
          value={count}
          onChange={(ev) => setCount(ev.target.value)}
        />
      </div>
    </FormDialog>
  );
}
