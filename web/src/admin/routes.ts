import { type AnyRoute, createRoute, lazyRouteComponent } from '@tanstack/react-router';

/**
 * The admin area (`/admin/...`, bare layout): one layout route (guard and menu) and a chunk per page.
 * `/admin` itself is the account list.
 */
export function adminRoutes<TParent extends AnyRoute>(parent: TParent) {
  const area = createRoute({
    getParentRoute: () => parent,
    path: '/admin',
    component: lazyRouteComponent(() => import('./AdminLayout')),
  });
  const accounts = createRoute({
    getParentRoute: () => area,
    path: '/',
    component: lazyRouteComponent(() => import('./pages/AccountsPage')),
  });
  const students = createRoute({
    getParentRoute: () => area,
    path: 'ogrenciler',
    component: lazyRouteComponent(() => import('./pages/StudentsPage')),
  });
  const packages = createRoute({
    getParentRoute: () => area,
    path: 'packages',
    component: lazyRouteComponent(() => import('./pages/PackagesPage')),
  });
  const examDates = createRoute({
    getParentRoute: () => area,
    path: 'sinav-tarihleri',
    component: lazyRouteComponent(() => import('./pages/ExamDatesPage')),
  });
  const requests = createRoute({
    getParentRoute: () => area,
    path: 'requests',
    component: lazyRouteComponent(() => import('./pages/RequestsPage')),
  });
  const audit = createRoute({
    getParentRoute: () => area,
    path: 'audit',
    component: lazyRouteComponent(() => import('./pages/AuditPage')),
  });
  const projections = createRoute({
    getParentRoute: () => area,
    path: 'projections',
    component: lazyRouteComponent(() => import('./pages/ProjectionsPage')),
  });
  const mailbox = createRoute({
    getParentRoute: () => area,
    path: 'e-postalar',
    component: lazyRouteComponent(() => import('./pages/MailboxPage')),
  });
  const mailboxMessage = createRoute({
    getParentRoute: () => area,
    path: 'e-postalar/$id',
    component: lazyRouteComponent(() => import('./pages/MailboxMessagePage')),
  });
  const notFound = createRoute({
    getParentRoute: () => area,
    path: '$',
    component: lazyRouteComponent(() => import('./pages/AdminNotFoundPage')),
  });
  return [
    area.addChildren([
      accounts,
      students,
      packages,
      examDates,
      requests,
      audit,
      projections,
      mailbox,
      mailboxMessage,
      notFound,
    ]),
  ] as const;
}
