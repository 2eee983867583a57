import {
  ADVISOR_PACKAGES,
  type AdvisorPackage,
  COACH_PACKAGES,
  type CoachPackage,
} from '@pusula/contracts/packages';
import { Link } from '@tanstack/react-router';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../design/portal-ui/Badge';
import { CapacityBar } from '../../design/portal-ui/CapacityBar';
import { Panel } from '../../design/portal-ui/Panel';
import { QueryView } from '../../design/portal-ui/states';
import { cx } from '../../design/ui/cx';
import { formatTry, fullName, sortByText } from '../../lib/format';
import { PageHeader } from '../../portal/PageHeader';
import { trpc } from '../../portal/trpc';
import type { CoachItem } from '../api';
import { packagesPage as m } from '../texts';

/**
 * Spec §2 "program-packages": the coach and advisor packages (contracts/packages), each coach of the
 * advisor under their package with their student load, and the advisor's own coach capacity.
 */
export default function ProgramPackagesPage() {
  const coaches = trpc.advisor.coaches.useQuery({ limit: 100 });
  const dashboard = trpc.advisor.dashboard.useQuery();
  const coachCount = dashboard.data?.coachCount ?? 0;
  const maxCoaches = dashboard.data?.maxCoachLimit ?? 0;

  return (
    <>
      <PageHeader title={m.title} lead={m.lead} />
      <div className="space-y-8">
        <section aria-labelledby="coach-packages-title">
          <h2 id="coach-packages-title" className="mb-3 text-xl font-semibold text-ink">
            {m.coachPackages}
          </h2>
          <QueryView query={coaches}>
            {(data) => (
              <div className="grid gap-4 lg:grid-cols-3">
                {COACH_PACKAGES.map((p) => (
                  <CoachPackageCard
                    key={p.id}
                    pkg={p}
                    coaches={sortByText(
                      data.items.filter((c) => c.packageId === p.id),
                      fullName,
                    )}
                  />
                ))}
              </div>
            )}
          </QueryView>
        </section>

        <section aria-labelledby="advisor-packages-title">
          <h2 id="advisor-packages-title" className="mb-3 text-xl font-semibold text-ink">
            {m.advisorPackages}
          </h2>
          <div className="grid gap-4 lg:grid-cols-2">
            {ADVISOR_PACKAGES.map((p) => (
              <AdvisorPackageCard
                key={p.id}
                pkg={p}
                current={dashboard.data ? p.coachLimit === maxCoaches : false}
              >
                {dashboard.data && p.coachLimit === maxCoaches ? (
                  <div className="mt-4 rounded-[var(--radius-control)] bg-surface-muted p-3">
                    <p className="mb-1 text-sm font-semibold text-ink">{m.yourCapacity}</p>
                    <CapacityBar
                      used={coachCount}
                      limit={maxCoaches}
                      label={m.capacity(coachCount, maxCoaches)}
                    />
                  </div>
                ) : null}
              </AdvisorPackageCard>
            ))}
          </div>
        </section>
      </div>
    </>
  );
}

function PackageHead({
  name,
  summary,
  price,
  recommended,
}: {
  name: string;
  summary: string;
  price: number;
  recommended?: boolean;
}) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-lg font-semibold text-ink">{name}</h3>
        {recommended ? <Badge tone="accent">{m.recommended}</Badge> : null}
      </div>
      <p className="mt-1 text-sm text-ink-muted">{summary}</p>
      <p className="mt-3 text-2xl font-bold text-ink">
        {formatTry(price)} <span className="text-sm font-normal text-ink-muted">/ {m.perMonth}</span>
      </p>
    </>
  );
}

function Features({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-3 space-y-1.5 text-sm text-ink">
      {items.map((f) => (
        <li key={f} className="flex items-start gap-2">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
          {f}
        </li>
      ))}
    </ul>
  );
}

function CoachPackageCard({ pkg, coaches }: { pkg: CoachPackage; coaches: CoachItem[] }) {
  return (
    <Panel className={cx(pkg.recommended && 'border-brand')}>
      <div data-package-id={pkg.id}>
        <PackageHead
          name={pkg.name}
          summary={pkg.summary}
          price={pkg.monthlyPriceTry}
          recommended={pkg.recommended}
        />
        <p className="mt-1 text-sm font-medium text-ink">{m.students(pkg.studentLimit)}</p>
        <Features items={pkg.features} />
        <h4 className="mt-5 mb-2 text-sm font-semibold text-ink">{m.yourCoaches}</h4>
        {coaches.length === 0 ? (
          <p className="text-sm text-ink-muted">{m.none}</p>
        ) : (
          <ul className="space-y-3">
            {coaches.map((c) => (
              <li key={c.id}>
                <Link
                  to="/advisor/coaches/$coachId"
                  params={{ coachId: c.id }}
                  className="text-sm font-semibold text-ink hover:text-brand hover:underline"
                >
                  {fullName(c)}
                </Link>
                <CapacityBar
                  used={c.studentCount}
                  limit={c.studentLimit}
                  label={m.load(c.studentCount, c.studentLimit)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Panel>
  );
}

function AdvisorPackageCard({
  pkg,
  current,
  children,
}: {
  pkg: AdvisorPackage;
  current: boolean;
  children?: ReactNode;
}) {
  return (
    <Panel className={cx(current && 'border-brand')}>
      <div data-package-id={pkg.id}>
        {current ? (
          <Badge tone="brand" className="mb-2">
            {m.current}
          </Badge>
        ) : null}
        <PackageHead
          name={pkg.name}
          summary={pkg.summary}
          price={pkg.monthlyPriceTry}
          recommended={pkg.recommended}
        />
        <p className="mt-1 text-sm font-medium text-ink">{m.coachesLimit(pkg.coachLimit)}</p>
        <Features items={pkg.features} />
        {children}
      </div>
    </Panel>
  );
}
