import { Link } from '@tanstack/react-router';
import { Compass } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { EmailVerificationBanner } from '../portal/EmailVerificationBanner';
import { PortalAccountMenu } from '../portal/PortalAccountMenu';
import { registerAppWorker } from '../service-worker/register';
import type { SignedInSession } from '../session/session-store';
import { InvitedCalls } from '../video/InvitedCalls';
import { StudentBell } from './notifications/StudentBell';
import { OfflineStatus } from './offline/OfflineStatus';
import { startStudentSync } from './offline/student-writes';
import { StudentTabBar } from './StudentTabBar';
import { studentTexts as m } from './texts';
import { useStudentRefresh } from './use-student-write';

/**
 * The installable, offline side of the student app: the service worker (precached shell, last-known
 * reads; built only for production, the dev server has none) and the queue of entries made offline, sent
 * now, when the connection comes back and on a timer, each followed by a fresh read.
 */
function useOfflineApp(accountId: string) {
  const refresh = useStudentRefresh();
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    registerAppWorker().catch(() => {
      // No worker (an old browser, a private mode): the app still works online.
    });
    // On the first visit the reads went out before the worker took the page: read again through it, so
    // the phone has today and the week for the next time it opens offline.
    navigator.serviceWorker.addEventListener('controllerchange', refresh);
    return () => navigator.serviceWorker.removeEventListener('controllerchange', refresh);
  }, [refresh]);
  useEffect(() => startStudentSync(accountId, refresh), [accountId, refresh]);
}

/**
 * The student app's frame for a phone: a slim top bar (brand, the bell to /ogrenci/bildirimler, account
 * menu with „Şifremi değiştir" and „Çıkış yap") and a bottom tab bar within thumb reach (student-tabs.ts): today, the week, the denemes,
 * messages with the coach, and the focus timer (/odaklan, which logs a signed-in student's finished focus
 * blocks).
 */
export function StudentFrame({ s, children }: { s: SignedInSession; children: ReactNode }) {
  useOfflineApp(s.user.id);
  return (
    <div className="min-h-dvh bg-surface-muted/40 pb-20">
      <header className="sticky top-0 z-20 border-b border-line bg-surface">
        <div className="mx-auto flex max-w-md items-center justify-between gap-2 px-4 py-2">
          <Link to="/ogrenci" className="inline-flex min-w-0 items-center gap-2 font-bold text-ink">
            <Compass aria-hidden="true" className="size-6 shrink-0 text-brand" />
            <span className="truncate">
              {m.appName} <span className="font-medium text-ink-muted">· {m.portal}</span>
            </span>
          </Link>
          <div className="flex shrink-0 items-center gap-1">
            <StudentBell />
            <PortalAccountMenu
              s={s}
              labels={{ account: m.account, logout: m.logout, loggingOut: m.loggingOut }}
            />
          </div>
        </div>
      </header>
      <div className="mx-auto max-w-md px-4 py-4">
        <OfflineStatus accountId={s.user.id} />
        <EmailVerificationBanner />
        {/* The coach's call rings on every page of the app. */}
        <InvitedCalls side="STUDENT" selfId={s.user.id} />
        {children}
      </div>
      <StudentTabBar />
    </div>
  );
}
