import { FocusAnnouncer } from '../focus/FocusAnnouncer';
import { FocusSignals } from '../focus/FocusSignals';
import { ClientEffects } from './ClientEffects';

/** What every page has after its layout: the focus timer's live region and the browser-only effects. */
export function RootExtras() {
  return (
    <>
      <FocusAnnouncer />
      <FocusSignals />
      <ClientEffects />
    </>
  );
}
