import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';

/**
 * The admin area (`/admin/...`, bare layout): one layout route (guard and menu) and a chunk per page.
 * `/admin` itself is the account list.
 */
export function adminRoutes<TParent extends AnyRoute>(parent: TParent) {
  const area = createRoute({
    getParentRoute: () => parent,
    id: 'admin-area',
    component: lazyRouteComponent(() => import('./AdminLayout')),
  });
  const page = (path: string, load: Parameters<typeof lazyRouteComponent>[0]) =>
    createRoute({ getParentRoute: () => area, path, component: lazyRouteComponent(load) });
  return [
    area.addChildren([
      page('/admin', () => import('./pages/AccountsPage')),
      page('/admin/packages', () => import('./pages/PackagesPage')),
      page('/admin/requests', () => import('./pages/RequestsPage')),
      page('/admin/audit', () => import('./pages/AuditPage')),
      page('/admin/projections', () => import('./pages/ProjectionsPage')),
      page('/admin/$', () => import('./pages/AdminNotFoundPage')),
    ]),
  ] as const;
}
