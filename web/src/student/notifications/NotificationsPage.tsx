import { OwnNotificationsList } from '../../notifications/OwnNotificationsList';
import { studentTexts } from '../texts';
import { usePageTitle } from '../use-page-title';

const m = studentTexts.notifications;

/**
 * /ogrenci/bildirimler: the student's notifications, newest first; each leads where the notification link
 * table says (Mesajlar, Bugün, Hafta) and is marked read on the way.
 */
export default function NotificationsPage() {
  usePageTitle(m.title);
  return (
    <div className="space-y-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-ink">{m.title}</h1>
        <p className="mt-0.5 text-sm text-ink-muted">{m.lead}</p>
      </div>
      <OwnNotificationsList owner="STUDENT" texts={{ ...m, loadFailed: studentTexts.loadFailed }} />
    </div>
  );
}
