import { CONTACT_SUBJECTS, type ContactInput, contactInput } from '@pusula/contracts/public-forms';
import { Link } from '@tanstack/react-router';
import { Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../design/ui/Alert';
import { Button } from '../../design/ui/Button';
import { CheckboxField, SelectField, TextArea, TextField } from '../../design/ui/fields';
import { serverFieldErrors } from '../../forms/api';
import { commandFailureText, sendCommand } from '../../forms/form-command';
import { useForm } from '../../forms/use-form';
import { contactTexts } from './texts';

const m = contactTexts.form;

type Values = Omit<ContactInput, 'kvkkConsent' | 'subject'> & { subject: string; kvkkConsent: boolean };
const EMPTY: Values = { name: '', email: '', phone: '', subject: '', message: '', kvkkConsent: false };

export function ContactForm() {
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm(contactInput, EMPTY, async (data) => {
    setFailure(null);
    const answer = await sendCommand('/api/public/contact', data);
    if (answer.ok) {
      setSent(true);
      form.reset();
      return undefined;
    }
    setFailure(commandFailureText(answer, m.failed));
    return serverFieldErrors(answer);
  });
  const { values, errors, set } = form;
  const hasErrors = Object.keys(errors).length > 0;
  // The thank-you replaces a long form: on a phone it would start above the screen, under the sticky header.
  // It is brought below the header (scroll-mt) and focused, so the visitor sees and hears it.
  const confirmation = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!sent) return;
    confirmation.current?.scrollIntoView({ block: 'start' });
    confirmation.current?.focus({ preventScroll: true });
  }, [sent]);

  if (sent) {
    return (
      <div className="space-y-4">
        <div
          ref={confirmation}
          tabIndex={-1}
          className="scroll-mt-24 focus:outline-none"
          data-testid="contact-sent"
        >
          <Alert tone="success">
            <p className="font-semibold">{m.successTitle}</p>
            <p className="mt-1">{m.successText}</p>
          </Alert>
        </div>
        <Button variant="secondary" onClick={() => setSent(false)}>
          {m.another}
        </Button>
      </div>
    );
  }

  return (
    <form {...form.formProps} className="space-y-5" aria-label={m.heading}>
      {failure ? (
        <Alert tone="error">{failure}</Alert>
      ) : hasErrors ? (
        <Alert tone="error">{m.invalid}</Alert>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={m.name}
          name="name"
          autoComplete="name"
          value={values.name}
          error={errors.name}
          onChange={(e) => set('name', e.target.value)}
        />
        <TextField
          label={m.email}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={values.email}
          error={errors.email}
          onChange={(e) => set('email', e.target.value)}
        />
        <TextField
          label={m.phone}
          optional={m.optional}
          hint={m.phoneHint}
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          value={values.phone}
          error={errors.phone}
          onChange={(e) => set('phone', e.target.value)}
        />
        <SelectField
          label={m.subject}
          name="subject"
          value={values.subject}
          error={errors.subject}
          onChange={(e) => set('subject', e.target.value)}
        >
          <option value="">{m.subjectPlaceholder}</option>
          {CONTACT_SUBJECTS.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </SelectField>
      </div>
      <TextArea
        label={m.message}
        hint={m.messageHint}
        name="message"
        value={values.message}
        error={errors.message}
        onChange={(e) => set('message', e.target.value)}
      />
      <CheckboxField
        name="kvkkConsent"
        checked={values.kvkkConsent}
        error={errors.kvkkConsent}
        onChange={(e) => set('kvkkConsent', e.target.checked)}
        label={
          <>
            {m.consentBefore}
            <Link to="/privacy" className="font-medium text-brand underline underline-offset-4">
              {m.consentLink}
            </Link>
            {m.consentAfter}
          </>
        }
      />
      <Button type="submit" size="lg" disabled={form.submitting} aria-disabled={form.submitting}>
        <Send aria-hidden="true" className="size-5" />
        {form.submitting ? m.submitting : m.submit}
      </Button>
    </form>
  );
}
