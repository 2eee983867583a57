/** The visitor's cookie decision, kept in localStorage (strictly necessary storage, no cookie). */
export interface ConsentDecision {
  analytics: boolean;
  /** ISO time of the decision. */
  decidedAt: string;
}

export const CONSENT_STORAGE_KEY = 'pusula.cookie-consent';

export function readConsent(): ConsentDecision | null {
  try {
    const raw = localStorage.getItem(CONSENT_STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<ConsentDecision>;
    return typeof value.analytics === 'boolean' && typeof value.decidedAt === 'string'
      ? { analytics: value.analytics, decidedAt: value.decidedAt }
      : null;
  } catch {
    return null;
  }
}

export function writeConsent(analytics: boolean): ConsentDecision {
  const decision = { analytics, decidedAt: new Date().toISOString() };
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(decision));
  } catch {
    // Without storage the banner simply asks again on the next visit.
  }
  return decision;
}
