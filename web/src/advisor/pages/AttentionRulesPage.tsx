import {
  type AttentionRulesDto,
  type AttentionRuleValues,
  NET_FALL_SENSITIVITIES,
  type NetFallSensitivity,
  TUNABLE_ATTENTION_NUMBERS,
  type TunableAttentionNumber,
} from '@pusula/contracts/organisations/attention-rules';
import { type FormEvent, useEffect, useState } from 'react';
import { Panel } from '../../design/portal-ui/Panel';
import { ErrorState, Loading } from '../../design/portal-ui/states';
import { Alert } from '../../design/ui/Alert';
import { Button } from '../../design/ui/Button';
import { SelectField, TextField } from '../../design/ui/fields';
import { fieldErrorsOf, messageOf, serverMessageOf } from '../../lib/server-errors';
import { PageHeader } from '../../portal/PageHeader';
import { trpc } from '../../portal/trpc';
import { attentionRules as m } from '../texts';

type NumberKey = TunableAttentionNumber;
const NUMBER_KEYS = Object.keys(TUNABLE_ATTENTION_NUMBERS) as NumberKey[];
/** The form keeps what was typed; the server judges it (and says in Turkish what is wrong). */
type Form = Record<NumberKey, string> & { netFallSensitivity: NetFallSensitivity };

const toForm = (values: AttentionRuleValues): Form => ({
  planCompletionPercent: String(values.planCompletionPercent),
  inactivityDays: String(values.inactivityDays),
  noMockExamDays: String(values.noMockExamDays),
  sessionCloseHours: String(values.sessionCloseHours),
  netFallSensitivity: values.netFallSensitivity,
});

/** An empty box is sent as null, a non-number as itself: the server's message names the value either way. */
const typed = (text: string): number =>
  (text.trim() === '' ? null : Number(text.replace(',', '.'))) as number;

const withUnit = (key: NumberKey, value: number) =>
  TUNABLE_ATTENTION_NUMBERS[key].unit === '%'
    ? `%${value}`
    : `${value} ${TUNABLE_ATTENTION_NUMBERS[key].unit}`;

/** The advisor's company's attention thresholds: each value with one line on what it does. */
export default function AttentionRulesPage() {
  const organisation = trpc.organisations.mine.useQuery();
  const organisationId = organisation.data?.id;
  const rules = trpc.organisations.attentionRules.useQuery(
    { organisationId: organisationId ?? '' },
    { enabled: Boolean(organisationId) },
  );
  const failed = organisation.isError ? organisation.error : rules.isError ? rules.error : null;
  return (
    <>
      <PageHeader title={m.title} lead={m.lead} />
      {failed ? (
        <ErrorState
          message={m.loadFailed}
          detail={serverMessageOf(failed) ?? undefined}
          onRetry={() => void (organisation.isError ? organisation.refetch() : rules.refetch())}
        />
      ) : !rules.data ? (
        <Loading />
      ) : (
        <RulesForm rules={rules.data} />
      )}
    </>
  );
}

function RulesForm({ rules }: { rules: AttentionRulesDto }) {
  const utils = trpc.useUtils();
  const [form, setForm] = useState(() => toForm(rules.values));
  const [done, setDone] = useState<string | null>(null);
  useEffect(() => setForm(toForm(rules.values)), [rules.values]);
  const onSuccess = (answer: AttentionRulesDto, message: string) => {
    utils.organisations.attentionRules.setData({ organisationId: rules.organisationId }, answer);
    setDone(message);
  };
  const save = trpc.organisations.setAttentionRules.useMutation({
    onSuccess: (answer) => onSuccess(answer, m.saved),
  });
  const reset = trpc.organisations.resetAttentionRules.useMutation({
    onSuccess: (answer) => onSuccess(answer, m.resetDone),
  });
  const fields = fieldErrorsOf(save.error);
  const error = save.error ?? reset.error;
  const busy = save.isPending || reset.isPending;
  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setDone(null);
    setForm((f) => ({ ...f, [key]: value }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    reset.reset();
    save.mutate({
      organisationId: rules.organisationId,
      planCompletionPercent: typed(form.planCompletionPercent),
      inactivityDays: typed(form.inactivityDays),
      noMockExamDays: typed(form.noMockExamDays),
      sessionCloseHours: typed(form.sessionCloseHours),
      netFallSensitivity: form.netFallSensitivity,
    });
  };

  return (
    <Panel title={m.panel} id="attention-rules" className="max-w-2xl">
      <form onSubmit={submit} className="space-y-5" noValidate>
        {NUMBER_KEYS.map((key) => {
          const { label, unit, min, max } = TUNABLE_ATTENTION_NUMBERS[key];
          return (
            <TextField
              key={key}
              label={`${label} (${unit})`}
              hint={`${m.hints[key]} ${m.defaultValue(withUnit(key, rules.defaults[key]))}.`}
              error={fields[key]}
              type="number"
              inputMode="numeric"
              min={min}
              max={max}
              value={form[key]}
              onChange={(e) => set(key, e.target.value)}
            />
          );
        })}
        <SelectField
          label={m.sensitivityLabel}
          hint={m.hints.netFallSensitivity}
          error={fields.netFallSensitivity}
          value={form.netFallSensitivity}
          onChange={(e) => set('netFallSensitivity', e.target.value as NetFallSensitivity)}
        >
          {NET_FALL_SENSITIVITIES.map((s) => (
            <option key={s} value={s}>
              {m.sensitivities[s]}
            </option>
          ))}
        </SelectField>
        {error ? <Alert tone="error">{messageOf(error, m.saveFailed)}</Alert> : null}
        {done ? <Alert tone="success">{done}</Alert> : null}
        {rules.changedAt ? <p className="text-sm text-ink-muted">{m.changedAt(rules.changedAt)}</p> : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={busy}>
            {save.isPending ? m.saving : m.save}
          </Button>
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => {
              setDone(null);
              save.reset();
              reset.mutate({ organisationId: rules.organisationId });
            }}
          >
            {m.reset}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
