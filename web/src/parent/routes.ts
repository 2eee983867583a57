import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';

/** `/parent/dashboard`: the parent context without the public header (spec §2 "Layouts"). */
export function parentAppRoutes<TParent extends AnyRoute>(parent: TParent) {
  return [
    createRoute({
      getParentRoute: () => parent,
      path: '/parent/dashboard',
      component: lazyRouteComponent(() => import('./pages/ParentDashboardPage')),
    }),
  ] as const;
}

/** Other `/parent` pages (besides the login): the parent context with the public header and footer. */
export function parentPublicRoutes<TParent extends AnyRoute>(parent: TParent) {
  return [
    createRoute({
      getParentRoute: () => parent,
      path: '/parent/profile',
      component: lazyRouteComponent(() => import('./pages/ParentProfilePage')),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/parent/messages',
      component: lazyRouteComponent(() => import('./pages/ParentMessagesPage')),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/parent/notifications',
      component: lazyRouteComponent(() => import('./pages/ParentNotificationsPage')),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/parent/$',
      component: lazyRouteComponent(() => import('./pages/ParentNotFoundPage')),
    }),
  ] as const;
}
