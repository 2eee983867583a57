import { Monitor, Moon, Sun } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Badge } from '../../design/portal-ui/Badge';
import { Panel } from '../../design/portal-ui/Panel';
import { StatCard } from '../../design/portal-ui/StatCard';
import { Alert } from '../../design/ui/Alert';
import { Button } from '../../design/ui/Button';
import { cx } from '../../design/ui/cx';
import { SelectField, TextArea, TextField } from '../../design/ui/fields';
import { PageHeader } from '../../portal/PageHeader';
import { TOAST_LABELS } from '../../toasts/texts';
import { toastForNotification } from '../../toasts/toast-rules';
import type { ToastType } from '../../toasts/toast-store';
import { toasts } from '../../toasts/toasts';
import { themeDemoTexts as m } from './texts';

type Theme = 'system' | 'light' | 'dark';
const SWATCHES = Object.keys(m.swatches) as (keyof typeof m.swatches)[];
const TOAST_TYPES: ToastType[] = ['success', 'warning', 'error', 'info', 'message'];
/** The NOTIFICATION types the toast rules tell apart (spec §4), and one that falls to the default. */
const NOTIFICATION_TYPES = [
  'MESSAGE_RECEIVED',
  'NEW_MESSAGE',
  'APPOINTMENT_REMINDER',
  'APPOINTMENT_REQUEST',
  'STUDENT_JOINED',
  'SYSTEM_NOTIFICATION',
  'NOTE_REPLIED',
] as const;
const SPACING = [1, 2, 3, 4, 6, 8, 12] as const;

/** Forces a theme on <html> (tokens.css reads `data-theme`) while the page is open. */
function useForcedTheme(theme: Theme) {
  useEffect(() => {
    const root = document.documentElement;
    const before = root.dataset.theme;
    if (theme === 'system') delete root.dataset.theme;
    else root.dataset.theme = theme;
    return () => {
      if (before === undefined) delete root.dataset.theme;
      else root.dataset.theme = before;
    };
  }, [theme]);
}

/** Spec §2 "theme-demo": the design system (colours, type, spacing, controls, feedback) in light and dark. */
export default function ThemeDemoPage() {
  const [theme, setTheme] = useState<Theme>('system');
  useForcedTheme(theme);
  const options = [
    { value: 'system', label: m.system, icon: Monitor },
    { value: 'light', label: m.light, icon: Sun },
    { value: 'dark', label: m.dark, icon: Moon },
  ] as const;

  return (
    <>
      <PageHeader
        title={m.title}
        lead={m.lead}
        actions={
          <fieldset className="flex rounded-[var(--radius-control)] border border-line p-1">
            <legend className="sr-only">{m.theme}</legend>
            {options.map((o) => (
              <label key={o.value} className="relative">
                <input
                  type="radio"
                  name="theme"
                  value={o.value}
                  checked={theme === o.value}
                  onChange={() => setTheme(o.value)}
                  className="peer sr-only"
                />
                <span
                  className={cx(
                    'inline-flex min-h-9 cursor-pointer items-center gap-1.5 rounded-md px-3 text-sm font-semibold',
                    'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-[var(--pu-focus)]',
                    theme === o.value ? 'bg-brand text-on-brand' : 'text-ink hover:bg-surface-muted',
                  )}
                >
                  <o.icon aria-hidden="true" className="size-4" />
                  {o.label}
                </span>
              </label>
            ))}
          </fieldset>
        }
      />
      <div className="grid gap-4 xl:grid-cols-2">
        <Panel title={m.colors} id="theme-colors" className="xl:col-span-2">
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
            {SWATCHES.map((name) => (
              <li key={name} className="overflow-hidden rounded-[var(--radius-control)] border border-line">
                <span aria-hidden="true" className="block h-14" style={{ background: `var(--pu-${name})` }} />
                <span className="block px-2 py-1.5 text-sm">
                  <span className="block font-semibold text-ink">{m.swatches[name]}</span>
                  <code className="text-xs text-ink-muted">--pu-{name}</code>
                </span>
              </li>
            ))}
          </ul>
        </Panel>

        <Panel title={m.type} id="theme-type">
          <p className="text-3xl font-bold tracking-tight text-ink">{m.heading}</p>
          <p className="mt-2 text-xl font-semibold text-ink">{m.subheading}</p>
          <p className="mt-2 text-base text-ink">{m.body}</p>
          <p className="mt-1 text-sm text-ink-muted">{m.muted}</p>
          <p className="mt-2 font-mono text-sm text-ink">{m.mono}</p>
        </Panel>

        <Panel title={m.spacing} id="theme-spacing">
          <ul className="space-y-2">
            {SPACING.map((n) => (
              <li key={n} className="flex items-center gap-3 text-sm text-ink-muted">
                <code className="w-16">{m.spacingStep(n)}</code>
                <span
                  aria-hidden="true"
                  className="h-3 rounded-sm bg-brand"
                  style={{ width: `${n * 0.25}rem` }}
                />
              </li>
            ))}
          </ul>
        </Panel>

        <Panel title={m.buttons} id="theme-buttons">
          <div className="flex flex-wrap gap-2">
            <Button>{m.primary}</Button>
            <Button variant="secondary">{m.secondary}</Button>
            <Button variant="ghost">{m.ghost}</Button>
            <Button variant="accent">{m.accent}</Button>
            <Button disabled>{m.disabled}</Button>
          </div>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="sm">{m.primary}</Button>
            <Button size="lg">{m.primary}</Button>
          </div>
          <div className="mt-3 flex flex-wrap gap-2">
            <Badge>{m.badge}</Badge>
            <Badge tone="brand">{m.badge}</Badge>
            <Badge tone="accent">{m.badge}</Badge>
            <Badge tone="success">{m.badge}</Badge>
            <Badge tone="danger">{m.badge}</Badge>
          </div>
        </Panel>

        <Panel title={m.fields} id="theme-fields">
          <div className="space-y-3">
            <TextField label={m.sampleField} placeholder={m.samplePlaceholder} />
            <TextField label={m.errorField} defaultValue="ayse@" error={m.errorText} />
            <SelectField label={m.sampleSelect} defaultValue="">
              <option value="">{m.samplePlaceholder}</option>
              <option value="tyt">TYT</option>
              <option value="ayt">AYT</option>
              <option value="lgs">LGS</option>
            </SelectField>
            <TextArea label={m.sampleArea} rows={2} />
          </div>
        </Panel>

        <Panel title={m.feedback} id="theme-feedback">
          <div className="space-y-3">
            <Alert tone="error">{m.alertError}</Alert>
            <Alert tone="success">{m.alertSuccess}</Alert>
            <StatCard label={m.statLabel} value={42} hint={m.statHint} />
          </div>
        </Panel>

        <Panel title={m.toasts} id="theme-toasts" className="xl:col-span-2">
          <p className="mb-3 text-sm text-ink-muted">{m.toastsLead}</p>
          <div className="flex flex-wrap gap-2">
            {TOAST_TYPES.map((type) => (
              <Button
                key={type}
                variant="secondary"
                size="sm"
                onClick={() => toasts.show({ type, title: TOAST_LABELS[type], message: m.sampleToast[type] })}
              >
                {m.showToast(TOAST_LABELS[type])}
              </Button>
            ))}
          </div>
          <h3 className="mt-4 mb-2 text-sm font-semibold text-ink">{m.rules}</h3>
          <div className="flex flex-wrap gap-2">
            {NOTIFICATION_TYPES.map((type) => (
              <Button
                key={type}
                variant="ghost"
                size="sm"
                onClick={() => toasts.show(toastForNotification({ type, message: m.ruleMessage(type) }))}
              >
                {m.tryRule(type)}
              </Button>
            ))}
          </div>
        </Panel>
      </div>
    </>
  );
}
