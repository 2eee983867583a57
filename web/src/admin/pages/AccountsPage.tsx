import { GraduationCap, KeyRound, Link2, Power, PowerOff, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../design/portal-ui/Badge';
import { controlClass } from '../../design/portal-ui/controls';
import { SearchBox } from '../../design/portal-ui/SearchBox';
import { EmptyState, QueryView } from '../../design/portal-ui/states';
import { Button } from '../../design/ui/Button';
import { trpc } from '../../portal/trpc';
import { notify } from '../../toasts/toasts';
import type { AdminAccount } from '../api';
import { AdminPageHeader } from '../components/AdminPageHeader';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { CreateAccountDialog } from '../components/CreateAccountDialog';
import { CreateStudentDialog } from '../components/CreateStudentDialog';
import { LinkParentDialog } from '../components/LinkParentDialog';
import { PagedTable } from '../components/PagedTable';
import { adminTexts } from '../texts';

const m = adminTexts.accounts;
const ROLE_TONE: Record<string, 'danger' | 'accent' | 'brand' | 'success'> = {
  ADMIN: 'danger',
  ADVISOR: 'accent',
  COACH: 'brand',
  PARENT: 'success',
};
const LIMIT = 20;

type Dialog =
  | { kind: 'create' }
  | { kind: 'student' }
  | { kind: 'link'; account: AdminAccount }
  | { kind: 'toggle'; account: AdminAccount }
  | { kind: 'reset'; account: AdminAccount };

/** /admin: every account, searchable (Turkish-aware on the server), with the account actions. */
export default function AccountsPage() {
  const utils = trpc.useUtils();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<'' | 'ADMIN' | 'ADVISOR' | 'COACH' | 'PARENT'>('');
  const [active, setActive] = useState<'' | 'true' | 'false'>('');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const accounts = trpc.admin.listAccounts.useQuery({
    search: search || undefined,
    role: role || undefined,
    active: active === '' ? undefined : active === 'true',
    page,
    limit: LIMIT,
  });
  const deactivate = trpc.admin.deactivate.useMutation();
  const reactivate = trpc.admin.reactivate.useMutation();
  const sendReset = trpc.admin.sendPasswordReset.useMutation();

  const toggle = async (account: AdminAccount) => {
    const name = `${account.firstName} ${account.lastName}`;
    if (account.isActive) {
      await deactivate.mutateAsync({ accountId: account.id });
      notify.success(m.deactivated(name));
    } else {
      await reactivate.mutateAsync({ accountId: account.id });
      notify.success(m.reactivated(name));
    }
    await utils.admin.listAccounts.invalidate();
  };

  return (
    <>
      <AdminPageHeader
        title={m.title}
        lead={m.lead}
        actions={
          <>
            <Button onClick={() => setDialog({ kind: 'create' })}>
              <UserPlus aria-hidden="true" className="size-4" />
              {m.newAccount}
            </Button>
            <Button variant="secondary" onClick={() => setDialog({ kind: 'student' })}>
              <GraduationCap aria-hidden="true" className="size-4" />
              {m.newStudent}
            </Button>
          </>
        }
      />
      <div className="mb-4 grid gap-3 sm:grid-cols-[1fr_12rem_12rem]">
        <SearchBox
          label={m.search}
          value={search}
          onChange={(v) => {
            setSearch(v);
            setPage(1);
          }}
        />
        <div>
          <label htmlFor="role-filter" className="mb-1.5 block text-sm font-semibold text-ink">
            {m.roleFilter}
          </label>
          <select
            id="role-filter"
            className={controlClass}
            value={role}
            onChange={(e) => {
              setRole(e.target.value as typeof role);
              setPage(1);
            }}
          >
            <option value="">{m.allRoles}</option>
            {(['ADVISOR', 'COACH', 'PARENT', 'ADMIN'] as const).map((r) => (
              <option key={r} value={r}>
                {adminTexts.roles[r]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="status-filter" className="mb-1.5 block text-sm font-semibold text-ink">
            {m.statusFilter}
          </label>
          <select
            id="status-filter"
            className={controlClass}
            value={active}
            onChange={(e) => {
              setActive(e.target.value as typeof active);
              setPage(1);
            }}
          >
            <option value="">{m.allStatuses}</option>
            <option value="true">{m.active}</option>
            <option value="false">{m.inactive}</option>
          </select>
        </div>
      </div>
      <QueryView query={accounts} errorMessage={adminTexts.loadFailed}>
        {(data) =>
          data.accounts.length === 0 ? (
            <EmptyState title={m.empty} />
          ) : (
            <PagedTable
              summary={m.total(data.total)}
              minWidthClass="min-w-[44rem]"
              page={page}
              total={data.total}
              limit={LIMIT}
              onPage={setPage}
            >
              <thead>
                <tr className="border-b border-line text-left text-ink-muted">
                  <th scope="col" className="px-4 py-3 font-medium">
                    {m.columns.name}
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    {m.columns.email}
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    {m.columns.role}
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    {m.columns.status}
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-medium">
                    {m.columns.actions}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.accounts.map((a) => {
                  const name = `${a.firstName} ${a.lastName}`;
                  return (
                    <tr key={a.id} className="border-b border-line/60 last:border-0">
                      <th scope="row" className="px-4 py-3 text-left font-semibold text-ink">
                        {name}
                      </th>
                      <td className="px-4 py-3 text-ink-muted">{a.email}</td>
                      <td className="px-4 py-3">
                        <Badge tone={ROLE_TONE[a.role] ?? 'brand'}>
                          {adminTexts.roles[a.role] ?? a.role}
                        </Badge>
                      </td>
                      <td className="px-4 py-3">
                        <Badge tone={a.isActive ? 'success' : 'neutral'}>
                          {a.isActive ? m.active : m.inactive}
                        </Badge>
                      </td>
                      <td className="px-4 py-3">
                        <div className="flex justify-end gap-2">
                          {a.role === 'PARENT' ? (
                            <Button
                              size="sm"
                              variant="secondary"
                              aria-label={`${m.linkStudent}: ${name}`}
                              onClick={() => setDialog({ kind: 'link', account: a })}
                            >
                              <Link2 aria-hidden="true" className="size-4" />
                              {m.linkStudent}
                            </Button>
                          ) : null}
                          {a.isActive ? (
                            <Button
                              size="sm"
                              variant="ghost"
                              aria-label={`${m.sendReset}: ${name}`}
                              onClick={() => setDialog({ kind: 'reset', account: a })}
                            >
                              <KeyRound aria-hidden="true" className="size-4" />
                              {m.sendReset}
                            </Button>
                          ) : null}
                          {a.role !== 'ADMIN' ? (
                            <Button
                              size="sm"
                              variant="ghost"
                              aria-label={`${a.isActive ? m.deactivate : m.reactivate}: ${name}`}
                              onClick={() => setDialog({ kind: 'toggle', account: a })}
                            >
                              {a.isActive ? (
                                <PowerOff aria-hidden="true" className="size-4" />
                              ) : (
                                <Power aria-hidden="true" className="size-4" />
                              )}
                              {a.isActive ? m.deactivate : m.reactivate}
                            </Button>
                          ) : null}
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </PagedTable>
          )
        }
      </QueryView>
      {dialog?.kind === 'create' ? <CreateAccountDialog onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'student' ? <CreateStudentDialog onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'link' ? (
        <LinkParentDialog parent={dialog.account} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'toggle' ? (
        <ConfirmDialog
          title={(dialog.account.isActive ? m.deactivateTitle : m.reactivateTitle)(
            `${dialog.account.firstName} ${dialog.account.lastName}`,
          )}
          text={dialog.account.isActive ? m.deactivateText : m.reactivateText}
          confirm={dialog.account.isActive ? m.deactivate : m.reactivate}
          onConfirm={() => toggle(dialog.account)}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'reset' ? (
        <ConfirmDialog
          title={m.sendResetTitle(`${dialog.account.firstName} ${dialog.account.lastName}`)}
          text={m.sendResetText(dialog.account.email)}
          confirm={m.sendReset}
          onConfirm={async () => {
            const sent = await sendReset.mutateAsync({ accountId: dialog.account.id });
            notify.success(m.resetSent(sent.email));
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </>
  );
}
