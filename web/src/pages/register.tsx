import * as Tabs from '@radix-ui/react-tabs';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { RegisterCategory } from '../app/search';
import { Card, Container, PageHero } from '../design/ui/layout';
import {
  defaultPackage,
  PackagePicker,
  packagesFor,
  type RegisterType,
} from '../public/register/PackagePicker';
import { RegisterForm } from '../public/register/RegisterForm';
import { registerTexts as m } from '../public/register/texts';
import { PAGE_META } from '../seo/pages';
import { Seo } from '../seo/Seo';

const route = getRouteApi('/public/auth/register');
const typeOf = (c: RegisterCategory): RegisterType => (c === 'danisman' ? 'ADVISOR' : 'COACH');
const tabClass =
  'rounded-lg px-4 py-2.5 text-sm font-semibold text-ink-muted data-[state=active]:bg-surface data-[state=active]:text-ink data-[state=active]:shadow';

export default function RegisterPage() {
  const { category } = route.useSearch();
  const navigate = useNavigate();
  // The prerendered page shows mentor packages; the query string is applied once the page is live,
  // so hydration sees exactly the prerendered markup.
  const [tab, setTab] = useState<RegisterCategory>('mentor');
  const [packages, setPackages] = useState({
    COACH: defaultPackage('COACH'),
    ADVISOR: defaultPackage('ADVISOR'),
  });
  useEffect(() => {
    if (category) setTab(category);
  }, [category]);

  const type = typeOf(tab);
  const packageId = packages[type];
  const chosen = packagesFor(type).find((p) => p.id === packageId);

  const changeTab = (value: string) => {
    const next: RegisterCategory = value === 'danisman' ? 'danisman' : 'mentor';
    setTab(next);
    void navigate({ to: '/auth/register', search: { category: next }, replace: true, resetScroll: false });
  };

  return (
    <>
      <Seo meta={PAGE_META.register} />
      <PageHero eyebrow={m.hero.eyebrow} title={m.hero.title} lead={m.hero.lead} />
      <Container className="py-12">
        <Tabs.Root value={tab} onValueChange={changeTab}>
          <Tabs.List aria-label={m.tabsLabel} className="inline-flex gap-1 rounded-xl bg-surface-muted p-1">
            <Tabs.Trigger value="mentor" className={tabClass}>
              {m.tabs.mentor}
            </Tabs.Trigger>
            <Tabs.Trigger value="danisman" className={tabClass}>
              {m.tabs.danisman}
            </Tabs.Trigger>
          </Tabs.List>
          {(['mentor', 'danisman'] as const).map((c) => (
            <Tabs.Content key={c} value={c} className="mt-6 focus-visible:outline-none">
              <p className="mb-8 text-ink-muted">{m.tabIntro[c]}</p>
              <PackagePicker
                type={typeOf(c)}
                value={packages[typeOf(c)]}
                onChange={(id) => setPackages((prev) => ({ ...prev, [typeOf(c)]: id }))}
              />
              <p className="mt-4 text-sm text-ink-muted">{m.vatNote}</p>
            </Tabs.Content>
          ))}
        </Tabs.Root>
        <section
          aria-labelledby="deneme-baslik"
          className="mt-8 rounded-[var(--radius-card)] border border-line bg-brand-soft p-5"
        >
          <h2 id="deneme-baslik" className="text-lg font-bold text-ink">
            {m.trial.title}
          </h2>
          <p className="mt-1 text-ink-muted">
            {m.trial.text}{' '}
            <Link to="/iletisim" className="font-semibold text-brand underline underline-offset-4">
              {m.trial.contact}
            </Link>
          </p>
        </section>
        <Card className="mt-12">
          <h2 id="kayit-baslik" className="mb-5 text-xl font-bold text-ink">
            {m.form.heading}
          </h2>
          <RegisterForm type={type} packageId={packageId} packageLabel={chosen?.name ?? ''} />
        </Card>
      </Container>
    </>
  );
}
