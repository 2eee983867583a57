import { CloudOff } from 'lucide-react';
import { OwnNotificationsList } from '../../notifications/OwnNotificationsList';
import { notify } from '../../toasts/toasts';
import { submitStudentWrite } from '../offline/student-writes';
import { useOnline, useWaitingWrites } from '../offline/use-offline';
import { studentTexts } from '../texts';
import { usePageTitle } from '../use-page-title';
import { STUDENT_READ, useStudentAccountId, useStudentRefresh } from '../use-student-write';

const m = studentTexts.notifications;

/**
 * /ogrenci/bildirimler: the student's notifications, newest first; each leads where the notification link
 * table says (Mesajlar, Bugün, Hafta) and is marked read on the way. Offline it shows the last list read
 * (the service worker kept it, as it keeps today's plan) with a note, and a read mark waits on the
 * phone's queue to be sent later.
 */
export default function NotificationsPage() {
  usePageTitle(m.title);
  const online = useOnline();
  const accountId = useStudentAccountId();
  const refresh = useStudentRefresh();
  // Read marks go through the phone's queue: offline they wait and the list already shows them read.
  const reads = useWaitingWrites(accountId).flatMap((e) =>
    e.write.kind === 'notificationRead' ? [e.write.notificationId] : [],
  );
  const allMarked = reads.includes(null);
  return (
    <div className="space-y-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-ink">{m.title}</h1>
        <p className="mt-0.5 text-sm text-ink-muted">{m.lead}</p>
      </div>
      <OwnNotificationsList
        owner="STUDENT"
        texts={{ ...m, loadFailed: studentTexts.loadFailed }}
        queryOptions={STUDENT_READ}
        queued={{
          allMarked,
          isRead: (n) => n.isRead || allMarked || reads.includes(n.id),
          mark: (notificationId) =>
            void submitStudentWrite(accountId, { kind: 'notificationRead', notificationId }, refresh).then(
              (r) => {
                if (r.kind === 'refused') notify.error(m.failed);
              },
            ),
        }}
        notice={
          online ? null : (
            <p data-testid="notifications-offline" className="flex items-center gap-2 text-sm text-ink-muted">
              <CloudOff aria-hidden="true" className="size-4 shrink-0" />
              {m.offlineList}
            </p>
          )
        }
      />
    </div>
  );
}
