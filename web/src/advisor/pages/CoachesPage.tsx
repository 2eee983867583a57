import { Link } from '@tanstack/react-router';
import { ChevronRight, MailPlus, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { Avatar } from '../../design/portal-ui/Avatar';
import { Badge } from '../../design/portal-ui/Badge';
import { CapacityBar } from '../../design/portal-ui/CapacityBar';
import { Pagination } from '../../design/portal-ui/Pagination';
import { Panel } from '../../design/portal-ui/Panel';
import { SearchBox } from '../../design/portal-ui/SearchBox';
import { EmptyState, QueryView } from '../../design/portal-ui/states';
import { Button } from '../../design/ui/Button';
import { AdvisorInvitations } from '../../invitations/AdvisorInvitations';
import { InviteAdvisorDialog } from '../../invitations/InviteAdvisorDialog';
import { InviteCoachDialog } from '../../invitations/InviteCoachDialog';
import { invitationTexts } from '../../invitations/texts';
import { formatRelative, fullName } from '../../lib/format';
import { PageHeader } from '../../portal/PageHeader';
import { trpc } from '../../portal/trpc';
import { AddCoachDialog } from '../components/AddCoachDialog';
import { coaches as m } from '../texts';

const PAGE_SIZE = 20;

export default function CoachesPage() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [inviting, setInviting] = useState(false);
  const [invitingAdvisor, setInvitingAdvisor] = useState(false);
  // Only a coaching company takes in more advisors.
  const company = trpc.organisations.mine.useQuery().data?.kind === 'COMPANY';
  const query = trpc.advisor.coaches.useQuery({ search: search || undefined, page, limit: PAGE_SIZE });
  const dashboard = trpc.advisor.dashboard.useQuery();
  const count = dashboard.data?.coachCount ?? 0;
  const max = dashboard.data?.maxCoachLimit ?? 10;
  const full = dashboard.data ? count >= max : false;

  return (
    <>
      <PageHeader
        title={m.title}
        lead={m.lead}
        actions={
          <>
            {dashboard.data ? (
              <div className="min-w-44">
                <CapacityBar used={count} limit={max} label={m.capacity(count, max)} />
              </div>
            ) : null}
            <Button
              onClick={() => setInviting(true)}
              disabled={full}
              title={full ? m.capacityFull : undefined}
            >
              <MailPlus aria-hidden="true" className="size-5" />
              {invitationTexts.coach.invite}
            </Button>
            <Button
              variant="secondary"
              onClick={() => setAdding(true)}
              disabled={full}
              title={full ? m.capacityFull : undefined}
            >
              <UserPlus aria-hidden="true" className="size-5" />
              {m.add}
            </Button>
            {company ? (
              <Button variant="secondary" onClick={() => setInvitingAdvisor(true)}>
                <MailPlus aria-hidden="true" className="size-5" />
                {invitationTexts.advisor.invite}
              </Button>
            ) : null}
          </>
        }
      />
      {full ? <p className="mb-4 text-sm font-medium text-accent">{m.capacityFull}</p> : null}
      <Panel>
        <SearchBox
          label={m.searchLabel}
          placeholder={m.searchPlaceholder}
          value={search}
          onChange={(v) => {
            setSearch(v);
            setPage(1);
          }}
          className="mb-4 max-w-md"
        />
        <QueryView query={query}>
          {(data) =>
            data.items.length === 0 ? (
              <EmptyState icon={Users} title={search ? m.noMatch : m.empty} />
            ) : (
              <>
                <ul className="divide-y divide-line">
                  {data.items.map((coach) => {
                    const name = fullName(coach);
                    return (
                      <li key={coach.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
                        <Avatar name={name} />
                        <div className="min-w-0 flex-1 basis-48">
                          <Link
                            to="/advisor/coaches/$coachId"
                            params={{ coachId: coach.id }}
                            className="font-semibold text-ink hover:text-brand hover:underline"
                          >
                            {name}
                          </Link>
                          {!coach.isActive ? (
                            <Badge tone="danger" className="ml-2">
                              {m.inactive}
                            </Badge>
                          ) : null}
                          <p className="truncate text-sm text-ink-muted">{coach.email}</p>
                        </div>
                        <div className="basis-36 text-sm">
                          <p className="text-ink-muted">{m.package}</p>
                          <p className="font-medium text-ink">{coach.package}</p>
                        </div>
                        <div className="basis-36">
                          <CapacityBar
                            used={coach.studentCount}
                            limit={coach.studentLimit}
                            label={m.studentLoad(coach.studentCount, coach.studentLimit)}
                          />
                        </div>
                        <div className="basis-32 text-sm">
                          <p className="text-ink-muted">{m.lastActivity}</p>
                          <p className="font-medium text-ink">
                            {coach.lastActivityAt ? formatRelative(coach.lastActivityAt) : m.never}
                          </p>
                        </div>
                        <Link
                          to="/advisor/coaches/$coachId"
                          params={{ coachId: coach.id }}
                          aria-label={`${name} – ${m.detail}`}
                          className="ml-auto inline-flex size-9 items-center justify-center rounded-md text-ink-muted hover:bg-surface-muted hover:text-ink"
                        >
                          <ChevronRight aria-hidden="true" className="size-5" />
                        </Link>
                      </li>
                    );
                  })}
                </ul>
                <Pagination page={page} total={data.total} limit={PAGE_SIZE} onPage={setPage} />
              </>
            )
          }
        </QueryView>
      </Panel>
      <AdvisorInvitations />
      {inviting ? <InviteCoachDialog onClose={() => setInviting(false)} /> : null}
      {invitingAdvisor ? <InviteAdvisorDialog onClose={() => setInvitingAdvisor(false)} /> : null}
      {adding ? (
        <AddCoachDialog onClose={() => setAdding(false)} remaining={Math.max(0, max - count)} />
      ) : null}
    </>
  );
}
