import { Link } from '@tanstack/react-router';
import { Cookie } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../design/ui/Button';
import { usePublicConfig } from '../lib/public-config';
import { loadAnalytics } from './analytics';
import { readConsent, writeConsent } from './consent-store';
import { consentTexts as m } from './texts';

/**
 * KVKK cookie banner, mounted only when an analytics id is configured. Nothing is loaded before the
 * visitor says yes; a stored "yes" loads analytics straight away on later visits.
 */
export function ConsentBanner() {
  const { analyticsId } = usePublicConfig();
  const [decided, setDecided] = useState(() => readConsent() !== null);

  useEffect(() => {
    if (analyticsId && readConsent()?.analytics) loadAnalytics(analyticsId);
  }, [analyticsId]);

  if (decided || !analyticsId) return null;

  const decide = (analytics: boolean) => {
    writeConsent(analytics);
    setDecided(true);
    if (analytics) loadAnalytics(analyticsId);
  };

  return (
    <section
      aria-label={m.label}
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-3xl rounded-2xl border border-line bg-surface p-5 shadow-2xl sm:inset-x-6"
    >
      <div className="flex flex-col gap-4 md:flex-row md:items-center">
        <div className="flex gap-3">
          <Cookie aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-accent" />
          <div>
            <h2 className="font-semibold text-ink">{m.title}</h2>
            <p className="mt-1 text-sm leading-relaxed text-ink-muted">
              {m.text}{' '}
              <Link to="/cerez-politikasi" className="font-medium text-brand underline underline-offset-4">
                {m.policyLink}
              </Link>
            </p>
          </div>
        </div>
        <div className="flex shrink-0 flex-col gap-2 xs:flex-row md:flex-col">
          <Button variant="primary" size="sm" onClick={() => decide(true)}>
            {m.accept}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => decide(false)}>
            {m.reject}
          </Button>
        </div>
      </div>
    </section>
  );
}
