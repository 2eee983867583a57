import { ADVISOR_PACKAGES, COACH_PACKAGES } from '@pusula/contracts/packages';
import { Badge } from '../../design/portal-ui/Badge';
import { Panel } from '../../design/portal-ui/Panel';
import { formatNumber, formatTry } from '../../lib/format';
import { trpc } from '../../portal/trpc';
import { AdminPageHeader } from '../components/AdminPageHeader';
import { adminTexts } from '../texts';

const m = adminTexts.packages;
const th = 'px-3 py-2 text-left font-medium';

interface PackageRow {
  id: string;
  name: string;
  recommended?: boolean;
  limit: number;
  monthlyPriceTry: number;
  features: readonly string[];
}

/** /admin/packages: the packages the site sells (contracts/packages.ts) and how many coaches use each. */
export default function PackagesPage() {
  const coaches = trpc.admin.listAccounts.useQuery({ role: 'COACH', limit: 100 });
  const inUse = (packageId: string) =>
    coaches.data ? formatNumber(coaches.data.accounts.filter((c) => c.packageId === packageId).length) : '…';
  return (
    <>
      <AdminPageHeader title={m.title} lead={m.lead} />
      <div className="space-y-6">
        <Panel id="coach-packages" title={m.coachTitle}>
          <PackageTable
            packages={COACH_PACKAGES.map((p) => ({ ...p, limit: p.studentLimit }))}
            limitLabel={m.studentLimit}
            inUse={inUse}
          />
        </Panel>
        <Panel id="advisor-packages" title={m.advisorTitle}>
          <PackageTable
            packages={ADVISOR_PACKAGES.map((p) => ({ ...p, limit: p.coachLimit }))}
            limitLabel={m.coachLimit}
          />
        </Panel>
      </div>
    </>
  );
}

/** One table per package kind; the "in use" column only where the count is known (coaches). */
function PackageTable({
  packages,
  limitLabel,
  inUse,
}: {
  packages: readonly PackageRow[];
  limitLabel: string;
  inUse?: (packageId: string) => string;
}) {
  const headings = [m.name, limitLabel, m.price, ...(inUse ? [m.inUse] : []), m.features];
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] text-sm">
        <thead>
          <tr className="border-b border-line text-ink-muted">
            {headings.map((h) => (
              <th key={h} scope="col" className={th}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {packages.map((p) => (
            <tr key={p.id} className="border-b border-line/60 last:border-0">
              <th scope="row" className="px-3 py-2 text-left font-semibold text-ink">
                {p.name} {p.recommended ? <Badge tone="brand">{m.recommended}</Badge> : null}
              </th>
              <td className="px-3 py-2 tabular-nums">{formatNumber(p.limit)}</td>
              <td className="px-3 py-2 tabular-nums">{formatTry(p.monthlyPriceTry)}</td>
              {inUse ? <td className="px-3 py-2 tabular-nums">{inUse(p.id)}</td> : null}
              <td className="px-3 py-2 text-ink-muted">{p.features.join(' · ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
