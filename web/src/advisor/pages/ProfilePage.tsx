import { type FormEvent, useEffect, useState } from 'react';
import { DetailField } from '../../design/portal-ui/DetailField';
import { Panel } from '../../design/portal-ui/Panel';
import { ErrorState, Loading } from '../../design/portal-ui/states';
import { Alert } from '../../design/ui/Alert';
import { Button } from '../../design/ui/Button';
import { SelectField, TextArea, TextField } from '../../design/ui/fields';
import { fullName } from '../../lib/format';
import { serverMessageOf } from '../../lib/server-errors';
import { PageHeader } from '../../portal/PageHeader';
import { showsOwnError } from '../../portal/retries/own-error';
import { trpc } from '../../portal/trpc';
import { common, profile as m } from '../texts';

type Answers = Record<string, string | string[]>;
type QuestionKey = keyof typeof m.questions;

/** The answers as the form edits them: every question present, the exam list always a list. */
export function toFormAnswers(stored: Answers): {
  hakkimda: string;
  deneyim: string;
  uzmanlik: string[];
  gorusmeSaatleri: string;
  iletisim: string;
} {
  const text = (key: QuestionKey) => (typeof stored[key] === 'string' ? (stored[key] as string) : '');
  const list = stored.uzmanlik;
  return {
    hakkimda: text('hakkimda'),
    deneyim: text('deneyim'),
    uzmanlik: Array.isArray(list) ? list : typeof list === 'string' && list ? [list] : [],
    gorusmeSaatleri: text('gorusmeSaatleri'),
    iletisim: text('iletisim'),
  };
}

/** Spec §2 "profile": the advisor's account and their profileAnswers (GET/PUT profile). */
export default function ProfilePage() {
  const profile = trpc.advisor.profile.useQuery();
  return (
    <>
      <PageHeader title={m.title} lead={m.lead} />
      {profile.isError ? (
        <ErrorState
          message={m.loadFailed}
          detail={serverMessageOf(profile.error) ?? undefined}
          onRetry={() => void profile.refetch()}
        />
      ) : !profile.data ? (
        <Loading />
      ) : (
        <div className="grid gap-4 lg:grid-cols-[20rem_1fr]">
          <Panel title={m.account} id="profile-account">
            <dl className="space-y-3">
              <DetailField label={m.name}>{fullName(profile.data)}</DetailField>
              <DetailField label={m.email}>{profile.data.email}</DetailField>
              <DetailField label={m.phone}>{profile.data.phone || common.none}</DetailField>
              <DetailField label={m.titleField}>{profile.data.title || common.none}</DetailField>
              <DetailField label={m.department}>{profile.data.department || common.none}</DetailField>
              <DetailField label={m.specialization}>{profile.data.specialization || common.none}</DetailField>
              <DetailField label={m.capacity}>
                {m.capacityValue(profile.data.coachCount, profile.data.maxCoachLimit)}
              </DetailField>
            </dl>
          </Panel>
          <AnswersForm stored={profile.data.profileAnswers} />
        </div>
      )}
    </>
  );
}

function AnswersForm({ stored }: { stored: Answers }) {
  const utils = trpc.useUtils();
  const [form, setForm] = useState(() => toFormAnswers(stored));
  const [saved, setSaved] = useState(false);
  useEffect(() => setForm(toFormAnswers(stored)), [stored]);
  const save = trpc.advisor.updateProfile.useMutation({
    meta: showsOwnError,
    onSuccess: (answer) => {
      utils.advisor.profile.setData(undefined, answer);
      setSaved(true);
    },
  });
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) => {
    setSaved(false);
    setForm((f) => ({ ...f, [key]: value }));
  };
  const fieldErrors = (
    save.error?.data as { zodError?: { fieldErrors?: Record<string, string[]> } } | undefined
  )?.zodError?.fieldErrors;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // Unanswered questions are left out rather than stored empty.
    const answers: Answers = {};
    for (const [key, value] of Object.entries(form)) {
      if (Array.isArray(value) ? value.length > 0 : value.trim())
        answers[key] = Array.isArray(value) ? value : value.trim();
    }
    save.mutate({ profileAnswers: answers });
  };

  return (
    <Panel title={m.answers} id="profile-answers">
      <form onSubmit={submit} className="space-y-4" noValidate>
        <TextArea
          label={m.questions.hakkimda.label}
          hint={m.questions.hakkimda.hint}
          rows={4}
          maxLength={2000}
          value={form.hakkimda}
          onChange={(e) => set('hakkimda', e.target.value)}
        />
        <SelectField
          label={m.questions.deneyim.label}
          value={form.deneyim}
          onChange={(e) => set('deneyim', e.target.value)}
        >
          <option value="">{m.choose}</option>
          {m.experienceOptions.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </SelectField>
        <fieldset>
          <legend className="mb-1.5 text-sm font-semibold text-ink">{m.questions.uzmanlik.label}</legend>
          <div className="flex flex-wrap gap-3">
            {m.examOptions.map((exam) => (
              <label key={exam} className="inline-flex min-h-9 items-center gap-2 text-ink">
                <input
                  type="checkbox"
                  className="size-4 accent-[var(--pu-brand)]"
                  checked={form.uzmanlik.includes(exam)}
                  onChange={(e) =>
                    set(
                      'uzmanlik',
                      e.target.checked ? [...form.uzmanlik, exam] : form.uzmanlik.filter((x) => x !== exam),
                    )
                  }
                />
                {exam}
              </label>
            ))}
          </div>
        </fieldset>
        <TextField
          label={m.questions.gorusmeSaatleri.label}
          hint={m.questions.gorusmeSaatleri.hint}
          maxLength={200}
          value={form.gorusmeSaatleri}
          onChange={(e) => set('gorusmeSaatleri', e.target.value)}
        />
        <SelectField
          label={m.questions.iletisim.label}
          value={form.iletisim}
          onChange={(e) => set('iletisim', e.target.value)}
        >
          <option value="">{m.choose}</option>
          {m.contactOptions.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </SelectField>
        {save.isError ? (
          <Alert tone="error">
            {m.saveFailed}{' '}
            {fieldErrors ? Object.values(fieldErrors).flat().join(' ') : serverMessageOf(save.error)}
          </Alert>
        ) : null}
        {saved ? <Alert tone="success">{common.saved}</Alert> : null}
        <div className="flex justify-end">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? common.saving : common.save}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
