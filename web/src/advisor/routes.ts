import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';

/** The student detail page's tab (any text: an unknown tab shows the label "Öğrenci Detayı"). */
export interface StudentDetailSearch {
  tab?: string;
}

const studentDetailSearch = (search: Record<string, unknown>): StudentDetailSearch =>
  typeof search.tab === 'string' && search.tab ? { tab: search.tab } : {};

/** The coach whose conversation /advisor/messages opens first (a notification's link). */
export interface AdvisorMessagesSearch {
  coachId?: string;
}

const messagesSearch = (search: Record<string, unknown>): AdvisorMessagesSearch =>
  typeof search.coachId === 'string' && search.coachId ? { coachId: search.coachId } : {};

/**
 * The advisor pages (spec §2) under the advisor portal's layout route. Each page is its own chunk; this
 * module holds only route definitions, so the public bundle stays small.
 */
export function advisorRoutes<TParent extends AnyRoute>(parent: TParent) {
  const page = <const TPath extends string>(path: TPath, load: () => Promise<{ default: () => unknown }>) =>
    createRoute({
      getParentRoute: () => parent,
      path,
      component: lazyRouteComponent(load as () => Promise<{ default: React.ComponentType }>),
    });

  return [
    page('/advisor/dashboard', () => import('./pages/DashboardPage')),
    page('/advisor/coaches', () => import('./pages/CoachesPage')),
    page('/advisor/coaches/$coachId', () => import('./pages/CoachDetailPage')),
    page('/advisor/students', () => import('./pages/StudentsPage')),
    createRoute({
      getParentRoute: () => parent,
      path: '/advisor/students/$id',
      validateSearch: studentDetailSearch,
      component: lazyRouteComponent(() => import('./pages/StudentDetailPage')),
    }),
    // Also matches /advisor/students/{id} itself (an empty rest): the page tells the two apart.
    createRoute({
      getParentRoute: () => parent,
      path: '/advisor/students/$id/$',
      validateSearch: studentDetailSearch,
      component: lazyRouteComponent(() => import('./pages/StudentDetailOtherPage')),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/advisor/messages',
      validateSearch: messagesSearch,
      component: lazyRouteComponent(() => import('./pages/MessagesPage')),
    }),
    page('/advisor/analytics', () => import('./pages/AnalyticsPage')),
    page('/advisor/calendar', () => import('./pages/CalendarPage')),
    page('/advisor/video-conference', () => import('./pages/VideoConferencePage')),
    page('/advisor/video-conference/history', () => import('./pages/VideoHistoryPage')),
    page('/advisor/program-packages', () => import('./pages/ProgramPackagesPage')),
    page('/advisor/events', () => import('./pages/EventsPage')),
    page('/advisor/profile', () => import('./pages/ProfilePage')),
    page('/advisor/attention-rules', () => import('./pages/AttentionRulesPage')),
    page('/advisor/theme-demo', () => import('./theme-demo/ThemeDemoPage')),
    page('/video-lobby', () => import('./pages/VideoLobbyPage')),
    page('/advisor/$', () => import('./pages/AdvisorNotFoundPage')),
  ] as const;
}
