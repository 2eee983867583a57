import { Link } from '@tanstack/react-router';
import { BellRing, Check, GraduationCap, HeartHandshake, Timer, UserRound, Users, X } from 'lucide-react';
import { buttonClass } from '../../design/ui/button';
import { Card, Container, Section } from '../../design/ui/layout';
import { homeTexts as m } from './texts';

const PROMISE_ICONS = [BellRing, Timer, HeartHandshake] as const;
const ROLE_ICONS = [UserRound, Users, HeartHandshake, GraduationCap] as const;

export function Promises() {
  return (
    <Section title={m.promises.title} intro={m.promises.intro}>
      <ul className="grid gap-5 md:grid-cols-3">
        {m.promises.items.map((item, i) => {
          const Icon = PROMISE_ICONS[i] ?? BellRing;
          return (
            <li key={item.title}>
              <Card className="h-full">
                <span className="grid size-11 place-items-center rounded-xl bg-brand-soft text-brand">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-ink">{item.title}</h3>
                <p className="mt-2 leading-relaxed text-ink-muted">{item.text}</p>
              </Card>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

export function HowItWorks() {
  return (
    <Section id="nasil-calisir" title={m.how.title} intro={m.how.intro} className="scroll-mt-20 bg-surface">
      <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
        {m.how.roles.map((role, i) => {
          const Icon = ROLE_ICONS[i] ?? UserRound;
          return (
            <li key={role.role} className="rounded-[var(--radius-card)] border border-line bg-canvas p-6">
              <h3 className="flex items-center gap-2 text-lg font-semibold text-ink">
                <Icon aria-hidden="true" className="size-5 text-brand" />
                {role.role}
              </h3>
              <ol className="mt-4 space-y-3">
                {role.steps.map((step, n) => (
                  <li key={step} className="flex gap-3 text-[0.9375rem] leading-relaxed text-ink-muted">
                    <span
                      aria-hidden="true"
                      className="grid size-6 shrink-0 place-items-center rounded-full bg-brand text-xs font-bold text-on-brand"
                    >
                      {n + 1}
                    </span>
                    <span>{step}</span>
                  </li>
                ))}
              </ol>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

export function BeforeAfter() {
  return (
    <Section title={m.compare.title}>
      <div className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface">
        <table className="w-full text-left text-[0.9375rem]">
          <thead className="bg-surface-muted text-sm text-ink">
            <tr>
              <th scope="col" className="w-1/2 px-4 py-3 font-semibold sm:px-6">
                {m.compare.before}
              </th>
              <th scope="col" className="w-1/2 px-4 py-3 font-semibold sm:px-6">
                {m.compare.after}
              </th>
            </tr>
          </thead>
          <tbody>
            {m.compare.rows.map(([before, after]) => (
              <tr key={before} className="border-t border-line align-top">
                <td className="px-4 py-4 text-ink-muted sm:px-6">
                  <span className="flex gap-2">
                    <X aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
                    {before}
                  </span>
                </td>
                <td className="px-4 py-4 text-ink sm:px-6">
                  <span className="flex gap-2">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                    {after}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}

export function CallToAction() {
  return (
    <section className="pb-16">
      <Container>
        <div className="rounded-[calc(var(--radius-card)*1.5)] bg-brand px-6 py-12 text-center text-on-brand sm:px-12">
          <h2 className="text-2xl font-bold sm:text-3xl">{m.cta.title}</h2>
          <p className="mx-auto mt-3 max-w-2xl opacity-90">{m.cta.text}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 xs:flex-row">
            <Link
              to="/auth/register"
              search={{ category: 'mentor' }}
              className={buttonClass('secondary', 'lg', 'border-transparent')}
            >
              {m.cta.mentor}
            </Link>
            <Link
              to="/auth/register"
              search={{ category: 'danisman' }}
              className={buttonClass(
                'ghost',
                'lg',
                'text-on-brand ring-1 ring-on-brand/60 hover:bg-brand-strong',
              )}
            >
              {m.cta.advisor}
            </Link>
          </div>
        </div>
      </Container>
    </section>
  );
}
