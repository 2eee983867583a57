import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Alert } from '../design/ui/Alert';
import { Button } from '../design/ui/Button';
import { TextField } from '../design/ui/fields';
import { CardPage } from '../design/ui/layout';
import { commandFailureText, sendCommand } from '../forms/form-command';
import { useForm } from '../forms/use-form';
import { forgotFormInput } from './recovery-schemas';
import { recoveryTexts } from './recovery-texts';

const m = recoveryTexts.forgot;

/** /auth/sifremi-unuttum: asks for a reset link; the answer is the same whether the address is known or not. */
export default function ForgotPasswordPage() {
  const [answer, setAnswer] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const form = useForm(forgotFormInput, { email: '' }, async (data) => {
    setAnswer(null);
    const res = await sendCommand('/api/auth/forgot-password', { email: data.email });
    const message = (res.body?.data as { message?: string } | undefined)?.message;
    if (res.ok && message) setAnswer({ tone: 'success', text: message });
    else setAnswer({ tone: 'error', text: commandFailureText(res, m.failed) });
    return undefined;
  });
  return (
    <CardPage
      eyebrow={m.eyebrow}
      title={m.title}
      lead={m.lead}
      below={
        <p className="mt-6 text-sm">
          <Link to="/auth/login" className="text-brand underline underline-offset-4">
            {m.backToLogin}
          </Link>
        </p>
      }
    >
      <form {...form.formProps} className="space-y-5">
        {answer ? <Alert tone={answer.tone}>{answer.text}</Alert> : null}
        <TextField
          label={m.email}
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          value={form.values.email}
          error={form.errors.email}
          onChange={(e) => form.set('email', e.target.value)}
        />
        <Button type="submit" size="lg" className="w-full" disabled={form.submitting}>
          {form.submitting ? m.submitting : m.submit}
        </Button>
      </form>
    </CardPage>
  );
}
