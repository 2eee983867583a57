import { istanbulDate } from '@pusula/contracts/student-record/calendar';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { FormDialog } from '../../design/portal-ui/FormDialog';
import { SelectField, TextField } from '../../design/ui/fields';
import { catalogueClient } from '../../education/catalogue-client';
import { formatNet } from '../../lib/format';
import { trpc } from '../../portal/trpc';
import { useWriteCallbacks } from '../kit/use-record-write';
import { recordEditors as e, recordTexts as rt } from '../texts';

type Answers = Record<string, { correct: string; wrong: string; blank: string }>;

/** Enter a deneme: D/Y/B per test of the chosen exam type, with the net shown as it is typed. */
export function ExamDialog({ studentId, onClose }: { studentId: string; onClose: () => void }) {
  const examTypes = useQuery({
    queryKey: ['catalogue', 'examTypes'],
    queryFn: () => catalogueClient.examTypes(),
  });
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [takenOn, setTakenOn] = useState(() => istanbulDate(new Date()));
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
                  {rt.course}
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
