import type { RestRouteInstaller } from '../http/app';

/**
 * REST shims of every feature, installed in this order before the /api 404. A feature adds its installer
 * here; its tRPC router goes into trpc/router.ts.
 */
export const REST_ROUTES: readonly RestRouteInstaller[] = [];
