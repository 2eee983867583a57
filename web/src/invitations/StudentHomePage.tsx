import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { LoginForm } from '../auth/LoginForm';
import { Alert } from '../design/ui/Alert';
import { Button } from '../design/ui/Button';
import { Card, Container } from '../design/ui/layout';
import { serverMessage } from '../forms/api';
import { session } from '../session/session';
import { useSession } from '../session/use-session';
import { invitationApi } from './invitation-api';
import { invitationTexts } from './texts';

const m = invitationTexts.home;

interface Home {
  firstName: string;
  lastName: string;
  coach: { firstName: string; lastName: string } | null;
}

/** /ogrenci: a signed-in student's page until the student app comes: their name and their coach's. */
export default function StudentHomePage() {
  const state = useSession();
  const navigate = useNavigate();
  const [home, setHome] = useState<Home | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    session.restore();
  }, []);
  const token = state.status === 'signedIn' && state.user.role === 'STUDENT' ? state.token : null;
  useEffect(() => {
    if (state.status === 'signedOut') void navigate({ href: '/ogrenci/giris', replace: true });
    if (state.status === 'signedIn' && state.user.role !== 'STUDENT')
      void navigate({ href: '/ogrenci/giris', replace: true });
  }, [state, navigate]);
  useEffect(() => {
    if (!token) return;
    void invitationApi.studentHome(token).then((res) => {
      if (res.ok) setHome(res.body?.data as Home);
      else setFailure(serverMessage(res));
    });
  }, [token]);
  return (
    <Container className="py-10 sm:py-16">
      <div className="mx-auto max-w-md">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        {home ? (
          <Card>
            <h1 className="text-2xl font-bold text-ink">{m.title(home.firstName)}</h1>
            <p className="mt-3 text-ink" data-testid="student-coach">
              {home.coach ? m.coach(`${home.coach.firstName} ${home.coach.lastName}`) : m.noCoach}
            </p>
            <p className="mt-3 text-ink-muted">{m.coming}</p>
            <Button
              variant="secondary"
              className="mt-6"
              onClick={() => void session.logout().then(() => navigate({ href: '/ogrenci/giris' }))}
            >
              {m.logout}
            </Button>
          </Card>
        ) : null}
      </div>
    </Container>
  );
}

/** /ogrenci/giris: the student's sign-in (the same form; a student lands on /ogrenci). */
export function StudentLoginPage() {
  return (
    <Container className="py-10 sm:py-16">
      <div className="mx-auto max-w-md">
        <h1 className="text-3xl font-bold text-ink">{m.loginTitle}</h1>
        <Card className="mt-8">
          <LoginForm />
        </Card>
      </div>
    </Container>
  );
}
