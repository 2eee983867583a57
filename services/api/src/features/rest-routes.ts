import type { RestRouteInstaller } from '../http/app';
import { installAdminRoutes } from './admin/rest';
import { installAdvisorRoutes } from './advisor/rest';
import { installAuthRoutes } from './auth/rest';
import { installEducationRoutes } from './education/rest';
import { installFamilyMessageRoutes } from './family-messages/rest';
import { installMessageRoutes } from './messages/rest';
import { installNoteRoutes } from './notes/rest';
import { installNotificationRoutes } from './notifications/rest';
import { installParentRoutes } from './parent/rest';
import { installPublicRoutes } from './public/rest';
import { installStudentRecordRoutes } from './student-record/rest';
import { installStudentRoutes } from './students/rest';
import { installVideoRoutes } from './video/rest';
import { installWebPushRoutes } from './web-push/rest';

/**
 * REST shims of every feature, installed in this order before the /api 404. A feature adds its installer
 * here; its tRPC router goes into trpc/router.ts.
 */
export const REST_ROUTES: readonly RestRouteInstaller[] = [
  installAuthRoutes,
  installPublicRoutes,
  installAdminRoutes,
  installStudentRoutes,
  installParentRoutes,
  installStudentRecordRoutes,
  installEducationRoutes,
  installAdvisorRoutes,
  installNoteRoutes,
  installNotificationRoutes,
  installMessageRoutes,
  installFamilyMessageRoutes,
  installWebPushRoutes,
  installVideoRoutes,
];
