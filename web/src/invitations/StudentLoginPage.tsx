import { LoginForm } from '../auth/LoginForm';
import { Card, Container } from '../design/ui/layout';
import { invitationTexts } from './texts';

/** /ogrenci/giris: the student's sign-in (the same form; a student lands on the student app, /ogrenci). */
export default function StudentLoginPage() {
  return (
    <Container className="py-10 sm:py-16">
      <div className="mx-auto max-w-md">
        <h1 className="text-3xl font-bold text-ink">{invitationTexts.home.loginTitle}</h1>
        <Card className="mt-8">
          <LoginForm />
        </Card>
      </div>
    </Container>
  );
}
