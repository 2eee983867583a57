import { EXAM_DATE_FAMILIES, type ExamDateFamily } from '@pusula/contracts/exam-dates/official-exam-dates';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Panel } from '../../design/portal-ui/Panel';
import { QueryView } from '../../design/portal-ui/states';
import { Alert } from '../../design/ui/Alert';
import { Button } from '../../design/ui/Button';
import { SelectField, TextField } from '../../design/ui/fields';
import { formatLongDate } from '../../lib/format';
import { trpc } from '../../portal/trpc';
import { notify } from '../../toasts/toasts';
import { AdminPageHeader } from '../components/AdminPageHeader';
import { adminTexts } from '../texts';

const m = adminTexts.examDates;

/**
 * /admin/sinav-tarihleri: the YKS and LGS days the countdown counts to. ÖSYM and MEB announce them; the admin
 * enters each with where it was read, and a day set again for the same exam and year replaces it.
 */
export default function ExamDatesPage() {
  const utils = trpc.useUtils();
  const dates = trpc.examDates.list.useQuery();
  const [family, setFamily] = useState<ExamDateFamily>('YKS');
  const [date, setDate] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const refresh = (list: Awaited<ReturnType<typeof utils.examDates.list.fetch>>) =>
    utils.examDates.list.setData(undefined, list);
  const save = trpc.examDates.set.useMutation({
    onSuccess: (list) => {
      refresh(list);
      setDate('');
      setNote('');
      setError(null);
      notify.success(m.saved);
    },
    onError: (e) => setError(e.message),
  });
  const clear = trpc.examDates.clear.useMutation({
    onSuccess: (list) => {
      refresh(list);
      notify.success(m.cleared);
    },
    onError: (e) => notify.error(e.message),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ family, date, note: note || null });
  };
  return (
    <>
      <AdminPageHeader title={m.title} lead={m.lead} />
      <div className="space-y-6">
        <Panel id="exam-date-form" title={m.formTitle}>
          <form onSubmit={submit} noValidate className="space-y-4" aria-label={m.formTitle}>
            {error ? <Alert tone="error">{error}</Alert> : null}
            <div className="grid gap-4 sm:grid-cols-3">
              <SelectField
                label={m.family}
                name="family"
                value={family}
                onChange={(ev) => setFamily(ev.target.value as ExamDateFamily)}
              >
                {EXAM_DATE_FAMILIES.map((f) => (
                  <option key={f} value={f}>
                    {f}
                  </option>
                ))}
              </SelectField>
              <TextField
                label={m.date}
                type="date"
                name="date"
                value={date}
                onChange={(ev) => setDate(ev.target.value)}
              />
              <TextField
                label={m.note}
                name="note"
                optional={m.optional}
                hint={m.noteHint}
                value={note}
                onChange={(ev) => setNote(ev.target.value)}
              />
            </div>
            <div className="flex justify-end">
              <Button type="submit" disabled={save.isPending || date === ''}>
                {m.save}
              </Button>
            </div>
          </form>
        </Panel>
        <Panel id="exam-date-list" title={m.listTitle}>
          <QueryView query={dates} errorMessage={adminTexts.loadFailed}>
            {(list) =>
              list.length === 0 ? (
                <p className="text-sm text-ink-muted">{m.none}</p>
              ) : (
                <ul className="divide-y divide-line" data-testid="exam-date-list">
                  {list.map((d) => (
                    <li key={`${d.family}-${d.year}`} className="flex flex-wrap items-center gap-3 py-2">
                      <span className="font-semibold text-ink">
                        {d.family} {d.year}
                      </span>
                      <span>{formatLongDate(`${d.date}T12:00:00+03:00`)}</span>
                      {d.note ? <span className="text-sm text-ink-muted">{d.note}</span> : null}
                      {d.origin === 'ADMIN' ? (
                        <Button
                          size="sm"
                          variant="secondary"
                          className="ml-auto"
                          disabled={clear.isPending}
                          aria-label={m.clear(`${d.family} ${d.year}`)}
                          onClick={() => clear.mutate({ family: d.family, year: d.year })}
                        >
                          <Trash2 aria-hidden="true" className="size-4" />
                        </Button>
                      ) : (
                        <span className="ml-auto text-xs text-ink-muted">{m.fromConfig}</span>
                      )}
                    </li>
                  ))}
                </ul>
              )
            }
          </QueryView>
        </Panel>
      </div>
    </>
  );
}
