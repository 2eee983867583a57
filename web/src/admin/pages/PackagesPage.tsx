import { ADVISOR_PACKAGES, COACH_PACKAGES } from '@pusula/contracts/packages';
import { Badge, Panel } from '../../advisor/ui';
import { formatInteger, formatTry } from '../../lib/intl';
import { trpc } from '../../portal/trpc';
import { AdminPageHeader } from '../components/AdminPageHeader';
import { adminMessages } from '../messages';

const m = adminMessages.packages;
const th = 'px-3 py-2 text-left font-medium';

/** /admin/packages: the packages the site sells (contracts/packages.ts) and how many coaches use each. */
export default function PackagesPage() {
  const coaches = trpc.admin.listAccounts.useQuery({ role: 'COACH', limit: 100 });
  const inUse = (packageId: string) =>
    coaches.data ? formatInteger(coaches.data.accounts.filter((c) => c.packageId === packageId).length) : '…';
  return (
    <>
      <AdminPageHeader title={m.title} lead={m.lead} />
      <div className="space-y-6">
        <Panel id="coach-packages" title={m.coachTitle}>
          <div className="overflow-x-auto">
            <table className="w-full min-w-[40rem] text-sm">
              <thead>
                <tr className="border-b border-line text-ink-muted">
                  <th scope="col" className={th}>
                    {m.name}
                  </th>
                  <th scope="col" className={th}>
                    {m.studentLimit}
                  </th>
                  <th scope="col" className={th}>
                    {m.price}
                  </th>
                  <th scope="col" className={th}>
                    {m.inUse}
                  </th>
                  <th scope="col" className={th}>
                    {m.features}
                  </th>
                </tr>
              </thead>
              <tbody>
                {COACH_PACKAGES.map((p) => (
                  <tr key={p.id} className="border-b border-line/60 last:border-0">
                    <th scope="row" className="px-3 py-2 text-left font-semibold text-ink">
                      {p.name} {p.recommended ? <Badge tone="brand">{m.recommended}</Badge> : null}
                    </th>
                    <td className="px-3 py-2 tabular-nums">{formatInteger(p.studentLimit)}</td>
                    <td className="px-3 py-2 tabular-nums">{formatTry(p.monthlyPriceTry)}</td>
                    <td className="px-3 py-2 tabular-nums">{inUse(p.id)}</td>
                    <td className="px-3 py-2 text-ink-muted">{p.features.join(' · ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Panel>
        <Panel id="advisor-packages" title={m.advisorTitle}>
          <div className="overflow-x-auto">
            <table className="w-full min-w-[36rem] text-sm">
              <thead>
                <tr className="border-b border-line text-ink-muted">
                  <th scope="col" className={th}>
                    {m.name}
                  </th>
                  <th scope="col" className={th}>
                    {m.coachLimit}
                  </th>
                  <th scope="col" className={th}>
                    {m.price}
                  </th>
                  <th scope="col" className={th}>
                    {m.features}
                  </th>
                </tr>
              </thead>
              <tbody>
                {ADVISOR_PACKAGES.map((p) => (
                  <tr key={p.id} className="border-b border-line/60 last:border-0">
                    <th scope="row" className="px-3 py-2 text-left font-semibold text-ink">
                      {p.name} {p.recommended ? <Badge tone="brand">{m.recommended}</Badge> : null}
                    </th>
                    <td className="px-3 py-2 tabular-nums">{formatInteger(p.coachLimit)}</td>
                    <td className="px-3 py-2 tabular-nums">{formatTry(p.monthlyPriceTry)}</td>
                    <td className="px-3 py-2 text-ink-muted">{p.features.join(' · ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Panel>
      </div>
    </>
  );
}
