import { Link } from '@tanstack/react-router';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { DetailField } from '../../design/portal-ui/DetailField';
import { Panel } from '../../design/portal-ui/Panel';
import { EmptyState, QueryView } from '../../design/portal-ui/states';
import { buttonClass } from '../../design/ui/button';
import { CheckboxField } from '../../design/ui/fields';
import { Container } from '../../design/ui/layout';
import { messageOf } from '../../lib/server-errors';
import { PortalProviders } from '../../portal/PortalProviders';
import { showsOwnError } from '../../portal/retries/own-error';
import { trpc } from '../../portal/trpc';
import { SessionGate } from '../../session/SessionGate';
import { ParentPageHeader } from '../components/ParentPageHeader';
import { parentTexts as m } from '../texts';
import { usePageTitle } from '../use-page-title';

/** /parent/profile: inside the public header and footer (spec §2), so it brings its own query client. */
export default function ParentProfilePage() {
  return (
    <PortalProviders>
      <SessionGate allow="PARENT">{() => <Profile />}</SessionGate>
    </PortalProviders>
  );
}

function Profile() {
  usePageTitle(m.profile.title);
  const profile = trpc.parent.profile.useQuery();
  return (
    <Container className="py-10">
      <ParentPageHeader title={m.profile.title} lead={m.profile.lead} />
      <div className="mt-8">
        <QueryView query={profile} errorMessage={m.loadFailed}>
          {(p) => (
            <div className="grid gap-4 lg:grid-cols-2">
              <Panel id="parent-profile" title={m.profile.title}>
                <dl className="grid gap-4 sm:grid-cols-2">
                  <DetailField label={m.profile.name}>{`${p.firstName} ${p.lastName}`}</DetailField>
                  <DetailField label={m.profile.email}>{p.email}</DetailField>
                  <DetailField label={m.profile.phone}>{p.phone ?? m.profile.none}</DetailField>
                </dl>
                <p className="mt-4 text-sm text-ink-muted">{m.profile.changeHelp}</p>
              </Panel>
              <Panel id="parent-students" title={m.profile.students}>
                {p.students.length === 0 ? (
                  <EmptyState title={m.noStudents.title} text={m.noStudents.text} icon={Users} />
                ) : (
                  <ul className="divide-y divide-line">
                    {p.students.map((s) => (
                      <li key={s.id} className="py-2.5">
                        <p className="font-semibold text-ink">{`${s.firstName} ${s.lastName}`}</p>
                        <p className="text-sm text-ink-muted">
                          {m.picker.classAndTarget(s.classLevel, s.examTarget)} ·{' '}
                          {s.coach
                            ? m.profile.coach(`${s.coach.firstName} ${s.coach.lastName}`)
                            : m.profile.noCoach}
                        </p>
                      </li>
                    ))}
                  </ul>
                )}
                <Link to="/parent/dashboard" className={buttonClass('secondary', 'sm', 'mt-4')}>
                  {m.profile.toDashboard}
                </Link>
              </Panel>
              <MailPreferences />
            </div>
          )}
        </QueryView>
      </div>
    </Container>
  );
}

/** The weekly summary e-mail, on or off (the mail's own link does the same without signing in). */
function MailPreferences() {
  const utils = trpc.useUtils();
  const preferences = trpc.parentSummary.preferences.useQuery();
  const [saved, setSaved] = useState(false);
  // The box follows the click at once; a refusal puts it back to what the server says.
  const [choice, setChoice] = useState<boolean | null>(null);
  const save = trpc.parentSummary.setPreferences.useMutation({
    meta: showsOwnError,
    onSuccess: (data) => {
      utils.parentSummary.preferences.setData(undefined, data);
      setSaved(true);
    },
    onSettled: () => setChoice(null),
  });
  return (
    <Panel id="parent-mail-preferences" title={m.mailPreferences.title}>
      <QueryView query={preferences} errorMessage={m.loadFailed}>
        {(p) => (
          <div className="space-y-3">
            <CheckboxField
              label={m.mailPreferences.weeklySummary}
              checked={choice ?? p.weeklySummary}
              disabled={save.isPending}
              onChange={(e) => {
                setSaved(false);
                setChoice(e.target.checked);
                save.mutate({ weeklySummary: e.target.checked, commandId: crypto.randomUUID() });
              }}
            />
            {save.isError ? (
              <p role="alert" className="text-sm text-danger">
                {messageOf(save.error, m.mailPreferences.failed)}
              </p>
            ) : saved ? (
              <p role="status" className="text-sm text-success">
                {m.mailPreferences.saved}
              </p>
            ) : null}
          </div>
        )}
      </QueryView>
    </Panel>
  );
}
