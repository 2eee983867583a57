import { Pause, Play, RotateCcw, SkipForward } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../design/ui/Button';
import { cx } from '../design/ui/cx';
import { TextField } from '../design/ui/fields';
import { formatClock } from '../lib/format';
import { type DurationDraft, durationErrors } from './duration-errors';
import { focusTexts as m } from './texts';
import { DURATION_LIMITS } from './timer-machine';
import { timerActions, useFocusTimer } from './timer-store';

const PHASE_STYLE = {
  work: 'bg-brand-soft text-brand',
  shortBreak: 'bg-success-soft text-success',
  longBreak: 'bg-accent-soft text-accent',
} as const;

/** The Pomodoro timer: clock, controls, cycle progress and duration settings. */
export function FocusTimer() {
  const { state, remainingSeconds } = useFocusTimer();
  const clock = formatClock(remainingSeconds * 1000);
  const every = state.durations.longBreakEvery;
  const position = state.completedWork % every;

  return (
    <div className="grid gap-6 lg:grid-cols-[1.3fr_1fr]">
      <section
        aria-label={m.timerLabel}
        className="rounded-[calc(var(--radius-card)*1.5)] border border-line bg-surface p-6 text-center shadow-[var(--shadow-card)] sm:p-10"
      >
        <p
          data-testid="focus-phase"
          className={cx('inline-flex rounded-full px-4 py-1 text-sm font-semibold', PHASE_STYLE[state.phase])}
        >
          {m.phaseLong[state.phase]}
        </p>
        <p className="mt-6 font-mono text-7xl font-bold tabular-nums tracking-tight text-ink sm:text-8xl">
          <span className="sr-only">{m.remaining}: </span>
          <time data-testid="focus-clock">{clock}</time>
        </p>
        <p className="mt-2 text-sm text-ink-muted">{m.status[state.status]}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {state.status === 'running' ? (
            <Button size="lg" onClick={timerActions.pause}>
              <Pause aria-hidden="true" className="size-5" />
              {m.pause}
            </Button>
          ) : (
            <Button size="lg" onClick={timerActions.start}>
              <Play aria-hidden="true" className="size-5" />
              {state.status === 'paused' ? m.resume : m.start}
            </Button>
          )}
          <Button size="lg" variant="secondary" onClick={timerActions.skip}>
            <SkipForward aria-hidden="true" className="size-5" />
            {m.skip}
          </Button>
          <Button size="lg" variant="ghost" onClick={timerActions.reset}>
            <RotateCcw aria-hidden="true" className="size-5" />
            {m.reset}
          </Button>
        </div>
        <div className="mt-8 flex items-center justify-center gap-2" aria-hidden="true">
          {Array.from({ length: every }, (_, i) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length row of dots
              key={i}
              className={cx('size-3 rounded-full', i < position ? 'bg-brand' : 'bg-line')}
            />
          ))}
        </div>
        <p className="mt-3 text-sm text-ink-muted">
          {m.completed(state.completedWork)} ·{' '}
          {state.phase === 'work' && position === every - 1 ? m.cycleLongNext : m.cycle(position, every)}
        </p>
        <p className="mt-4 text-sm text-ink-muted">{m.keepsRunning}</p>
      </section>
      <DurationSettings />
    </div>
  );
}

function DurationSettings() {
  const { state } = useFocusTimer();
  const [draft, setDraft] = useState<DurationDraft | null>(null);
  const [saved, setSaved] = useState(false);
  // Shown after a refused save and then following every edit, like the other forms.
  const [tried, setTried] = useState(false);
  const values: DurationDraft = draft ?? {
    work: String(state.durations.work),
    shortBreak: String(state.durations.shortBreak),
    longBreak: String(state.durations.longBreak),
  };
  const edit = (key: keyof typeof values, value: string) => {
    setSaved(false);
    setDraft({ ...values, [key]: value });
  };
  const errors = tried ? durationErrors(values) : {};
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = durationErrors(values);
    if (Object.keys(found).length > 0) {
      setTried(true);
      const first = Object.keys(found)[0];
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setTried(false);
    timerActions.setDurations({
      work: Number(values.work),
      shortBreak: Number(values.shortBreak),
      longBreak: Number(values.longBreak),
      longBreakEvery: state.durations.longBreakEvery,
    });
    setDraft(null);
    setSaved(true);
  };
  const fields = [
    ['work', m.workMinutes],
    ['shortBreak', m.shortBreakMinutes],
    ['longBreak', m.longBreakMinutes],
  ] as const;
  return (
    <form
      noValidate
      onSubmit={save}
      className="rounded-[var(--radius-card)] border border-line bg-surface p-6"
      aria-labelledby="sure-ayar"
    >
      <h2 id="sure-ayar" className="text-lg font-bold text-ink">
        {m.settingsHeading}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{m.settingsHint}</p>
      <div className="mt-5 space-y-4">
        {fields.map(([key, label]) => (
          <TextField
            key={key}
            label={label}
            name={key}
            type="number"
            inputMode="numeric"
            min={DURATION_LIMITS[key].min}
            max={DURATION_LIMITS[key].max}
            value={values[key]}
            error={errors[key]}
            onChange={(e) => edit(key, e.target.value)}
          />
        ))}
      </div>
      <Button type="submit" variant="secondary" className="mt-5 w-full">
        {m.apply}
      </Button>
      <p role="status" className="mt-3 min-h-5 text-sm text-success">
        {saved ? m.applied : ''}
      </p>
    </form>
  );
}
