import { useParams } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Alert } from '../design/ui/Alert';
import { CardPage } from '../design/ui/layout';
import { serverMessage } from '../forms/api';
import { session } from '../session/session';
import { useSession } from '../session/use-session';
import { AcceptInvitation } from './AcceptInvitation';
import { invitationApi, type Preview } from './invitation-api';
import { invitationTexts } from './texts';

const m = invitationTexts.accept;

/** /davet/{token}: the page an invitation mail links to. */
export default function InvitationPage() {
  const { token } = useParams({ strict: false }) as { token: string };
  const [state, setState] = useState<
    { status: 'checking' } | { status: 'closed'; message: string } | { status: 'open'; preview: Preview }
  >({
    status: 'checking',
  });
  const signedIn = useSession();
  useEffect(() => {
    session.restore();
  }, []);
  // Signed in, the page may also say what accepting means for the account (a coach's students).
  const sessionToken = signedIn.status === 'signedIn' ? signedIn.token : null;
  const known = signedIn.status !== 'loading';
  useEffect(() => {
    if (!known) return;
    void invitationApi.preview(token, sessionToken).then((res) => {
      const preview = res.body?.data as Preview | undefined;
      if (res.ok && preview?.status === 'SENT') setState({ status: 'open', preview });
      else setState({ status: 'closed', message: preview?.message ?? serverMessage(res) ?? m.invalid });
    });
  }, [token, sessionToken, known]);
  return (
    <InvitationFrame>
      {state.status === 'checking' ? (
        <p role="status" className="text-ink-muted">
          {m.checking}
        </p>
      ) : state.status === 'closed' ? (
        <Alert tone="error">{state.message}</Alert>
      ) : (
        <AcceptInvitation preview={state.preview} by={{ token }} />
      )}
    </InvitationFrame>
  );
}

export function InvitationFrame({
  title = m.title,
  children,
}: {
  title?: string;
  children: React.ReactNode;
}) {
  return (
    <CardPage eyebrow={m.eyebrow} title={title}>
      {children}
    </CardPage>
  );
}
