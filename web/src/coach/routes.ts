import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';

/** The coach panel (`/dashboard/...`, bare layout). Each page is its own chunk. */
export function coachRoutes<TParent extends AnyRoute>(parent: TParent) {
  return [
    createRoute({
      getParentRoute: () => parent,
      path: '/dashboard',
      component: lazyRouteComponent(() => import('../portal/ComingSoonPage')),
    }),
    /* The coach's incoming video calls (src/video). /video-room/{id} is the conference frame's own page. */
    createRoute({
      getParentRoute: () => parent,
      path: '/dashboard/video-calls',
      component: lazyRouteComponent(() => import('../video/CoachCallsPage')),
    }),
    createRoute({
      getParentRoute: () => parent,
      path: '/dashboard/$',
      component: lazyRouteComponent(() => import('../portal/ComingSoonPage')),
    }),
  ] as const;
}
