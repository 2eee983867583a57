import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';

/** `/parent/dashboard`: the parent context without the public header (spec §2 "Layouts"). */
export function parentAppRoutes<TParent extends AnyRoute>(parent: TParent) {
  return [
    createRoute({
      getParentRoute: () => parent,
      path: '/parent/dashboard',
      component: lazyRouteComponent(() => import('../portal/ComingSoonPage')),
    }),
  ] as const;
}

/** Other `/parent` pages (besides the login): the parent context with the public header and footer. */
export function parentPublicRoutes<TParent extends AnyRoute>(parent: TParent) {
  return [
    createRoute({
      getParentRoute: () => parent,
      path: '/parent/$',
      component: lazyRouteComponent(() => import('../portal/ComingSoonPage')),
    }),
  ] as const;
}
