import { Container } from '../../design/ui/layout';
import { OwnNotificationsList } from '../../notifications/OwnNotificationsList';
import { PortalProviders } from '../../portal/PortalProviders';
import { SessionGate } from '../../session/SessionGate';
import { ParentPageHeader } from '../components/ParentPageHeader';
import { ParentLive } from '../ParentLive';
import { parentTexts } from '../texts';
import { usePageTitle } from '../use-page-title';

const m = parentTexts.notifications;

/**
 * /parent/notifications: the parent's notifications, newest first, inside the public header and footer
 * (spec §2), so it brings its own query client like /parent/messages. Each leads where the notification
 * link table says (Mesajlar, Genel bakış) and is marked read on the way.
 */
export default function ParentNotificationsPage() {
  return (
    <PortalProviders>
      <SessionGate allow="PARENT">
        {(s) => (
          <>
            <Notifications />
            <ParentLive s={s} />
          </>
        )}
      </SessionGate>
    </PortalProviders>
  );
}

function Notifications() {
  usePageTitle(m.title);
  return (
    <Container className="py-10">
      <ParentPageHeader title={m.title} lead={m.lead} />
      <div className="mt-8">
        <OwnNotificationsList owner="PARENT" texts={{ ...m, loadFailed: parentTexts.loadFailed }} />
      </div>
    </Container>
  );
}
