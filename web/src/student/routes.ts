import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';

/** The student app's pages (role STUDENT) under their own layout; /ogrenci/giris stays a public page. */
export function studentAppRoutes<TParent extends AnyRoute>(parent: TParent) {
  return [
    createRoute({
      getParentRoute: () => parent,
      path: '/ogrenci',
      component: lazyRouteComponent(() => import('./TodayPage')),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/ogrenci/hafta',
      component: lazyRouteComponent(() => import('./WeekPage')),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/ogrenci/denemeler',
      component: lazyRouteComponent(() => import('./MockExamsPage')),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/ogrenci/mesajlar',
      component: lazyRouteComponent(() => import('./MessagesPage')),
    }),
    // Konu takibi: linked from the week page, the five tabs fill a 390 px bar.
    createRoute({
      getParentRoute: () => parent,
      path: '/ogrenci/konular',
      component: lazyRouteComponent(() => import('./TopicsPage')),
    }),
    // The bell's page (top bar): not a tab, the five tabs fill a 390 px bar.
    createRoute({
      getParentRoute: () => parent,
      path: '/ogrenci/bildirimler',
      component: lazyRouteComponent(() => import('./notifications/NotificationsPage')),
    }),
  ] as const;
}
