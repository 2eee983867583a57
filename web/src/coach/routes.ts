import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';

/** The student page's record tab (any text: an unknown tab shows the label "Öğrenci Detayı"). */
export interface CoachStudentSearch {
  tab?: string;
}

/** The conversation /dashboard/messages opens first (a notification's link, the student page's „Mesajlar"). */
export interface CoachMessagesSearch {
  thread?: 'advisor' | 'family' | 'student';
  studentId?: string;
}

/** /dashboard/notes's filter, kept in the address so a reload or Back shows the same notes. */
export interface CoachNotesSearch {
  studentId?: string;
  unread?: true;
}

const notesSearch = (search: Record<string, unknown>): CoachNotesSearch => ({
  ...(typeof search.studentId === 'string' && search.studentId ? { studentId: search.studentId } : {}),
  ...(search.unread === true || search.unread === 'true' ? { unread: true as const } : {}),
});

const THREADS = new Set(['advisor', 'family', 'student']);
const messagesSearch = (search: Record<string, unknown>): CoachMessagesSearch => ({
  ...(typeof search.thread === 'string' && THREADS.has(search.thread)
    ? { thread: search.thread as CoachMessagesSearch['thread'] }
    : {}),
  ...(typeof search.studentId === 'string' && search.studentId ? { studentId: search.studentId } : {}),
});

/**
 * The coach panel (`/dashboard/...`, bare layout) under its layout route (`coach-app` in app/router.tsx,
 * component CoachAppLayout: the coach's session guard, shell, live connection and toasts). Each page is
 * its own chunk. No `/dashboard/$` splat: it would also match `/dashboard` itself and win over the index
 * page; other /dashboard/… paths get the site's 404 page.
 */
export function coachRoutes<TParent extends AnyRoute>(parent: TParent) {
  const getParentRoute = () => parent;

  return [
    createRoute({
      getParentRoute,
      path: '/dashboard',
      component: lazyRouteComponent(() => import('./pages/DashboardPage')),
    }),
    createRoute({
      getParentRoute,
      path: '/dashboard/notes',
      validateSearch: notesSearch,
      component: lazyRouteComponent(() => import('./pages/NotesPage')),
    }),
    createRoute({
      getParentRoute,
      path: '/dashboard/messages',
      validateSearch: messagesSearch,
      component: lazyRouteComponent(() => import('./pages/MessagesPage')),
    }),
    createRoute({
      getParentRoute,
      path: '/dashboard/calendar',
      component: lazyRouteComponent(() => import('./pages/CalendarPage')),
    }),
    createRoute({
      getParentRoute,
      path: '/dashboard/students/$id',
      validateSearch: (search: Record<string, unknown>): CoachStudentSearch =>
        typeof search.tab === 'string' && search.tab ? { tab: search.tab } : {},
      component: lazyRouteComponent(() => import('./pages/StudentPage')),
    }),
    /* The coach's incoming video calls (src/video). /video-room/{id} is the conference frame's own page. */
    createRoute({
      getParentRoute,
      path: '/dashboard/video-calls',
      component: lazyRouteComponent(() => import('../video/CoachCallsPage')),
    }),
  ] as const;
}
