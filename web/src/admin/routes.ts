import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';

/** The admin area (`/admin/...`, bare layout). Each page is its own chunk. */
export function adminRoutes<TParent extends AnyRoute>(parent: TParent) {
  return [
    createRoute({
      getParentRoute: () => parent,
      path: '/admin',
      component: lazyRouteComponent(() => import('../portal/ComingSoonPage')),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/admin/$',
      component: lazyRouteComponent(() => import('../portal/ComingSoonPage')),
    }),
  ] as const;
}
