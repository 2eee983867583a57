import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../design/ui/Alert';
import { Button } from '../../design/ui/Button';
import { CardPage } from '../../design/ui/layout';
import { serverMessage } from '../../forms/api';
import { commandFailureText, sendCommand } from '../../forms/form-command';
import { parentTexts } from '../texts';

const m = parentTexts.mailPreferences.link;

type State =
  | { status: 'saving' }
  | { status: 'saved'; weeklySummary: boolean }
  | { status: 'refused'; message: string };

/** Sends the choice with the link's token: the new state, a refused link, or a failure to show. */
async function savePreference(token: string, weeklySummary: boolean): Promise<State | { failure: string }> {
  const res = await sendCommand('/api/mail-preferences', { token, weeklySummary });
  const data = res.body?.data as { weeklySummary?: boolean } | undefined;
  if (res.ok && typeof data?.weeklySummary === 'boolean')
    return { status: 'saved', weeklySummary: data.weeklySummary };
  if (res.status === 404 || res.status === 400)
    return { status: 'refused', message: serverMessage(res) ?? m.noToken };
  return { failure: commandFailureText(res, m.failed) };
}

/**
 * /veli/e-posta-tercihleri?token=…: the opt-out link of the weekly parent summary. Opening it turns the
 * summary off, without signing in; the parent can take it back on the same page or in the portal.
 */
export default function MailPreferencesLinkPage() {
  const [token] = useState(() =>
    typeof window === 'undefined' ? '' : (new URLSearchParams(window.location.search).get('token') ?? ''),
  );
  const [state, setState] = useState<State>({ status: 'saving' });
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  const choose = (weeklySummary: boolean) => {
    setFailure(null);
    void savePreference(token, weeklySummary).then((outcome) => {
      if ('failure' in outcome) setFailure(outcome.failure);
      else setState(outcome);
    });
  };

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!token) setState({ status: 'refused', message: m.noToken });
    else
      void savePreference(token, false).then((outcome) => {
        if ('failure' in outcome) setFailure(outcome.failure);
        else setState(outcome);
      });
  }, [token]);

  return (
    <CardPage eyebrow={m.eyebrow} title={m.title}>
      {state.status === 'saving' ? (
        <p role="status" className="text-ink-muted">
          {failure ? null : m.saving}
        </p>
      ) : state.status === 'refused' ? (
        <Alert tone="error">{state.message}</Alert>
      ) : (
        <div className="space-y-4">
          <Alert tone="success">{state.weeklySummary ? m.optedIn : m.optedOut}</Alert>
          <Button variant="secondary" onClick={() => choose(!state.weeklySummary)}>
            {state.weeklySummary ? m.optOutAgain : m.optBackIn}
          </Button>
          <p className="text-sm text-ink-muted">{m.portalHint}</p>
          <Link to="/parent/profile" className="font-semibold text-brand underline underline-offset-4">
            {m.toProfile}
          </Link>
        </div>
      )}
      {failure ? (
        <Alert tone="error" className="mt-4">
          {failure}
        </Alert>
      ) : null}
    </CardPage>
  );
}
