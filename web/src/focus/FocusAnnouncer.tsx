import { useFocusTimer } from './timer-store';

/**
 * Announces focus-timer phase changes to screen readers on every page of the site (the timer keeps running
 * while the visitor browses), through one polite live region that is always in the document.
 */
export function FocusAnnouncer() {
  const { announcement } = useFocusTimer();
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className="sr-only"
      data-testid="focus-announcer"
    >
      {announcement ? <span key={announcement.id}>{announcement.text}</span> : null}
    </div>
  );
}
