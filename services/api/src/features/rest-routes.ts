import type { RestTable } from '../http/rest-table';
import { ADMIN_ROUTES } from './admin/rest';
import { ADVISOR_ROUTES } from './advisor/rest';
import { AUTH_ROUTES } from './auth/rest';
import { COACH_ROUTES } from './coach/rest';
import { COACHING_MESSAGE_ROUTES } from './coaching-messages/rest';
import { EDUCATION_ROUTES } from './education/rest';
import { EXAM_DATE_ROUTES } from './exam-dates/rest';
import { FAMILY_MESSAGE_ROUTES } from './family-messages/rest';
import { FOCUS_ROUTES } from './focus/rest';
import { INVITATION_ROUTES } from './invitations/rest';
import { MESSAGE_ROUTES } from './messages/rest';
import { NOTE_ROUTES } from './notes/rest';
import { NOTIFICATION_ROUTES } from './notifications/rest';
import { ORGANISATION_ROUTES } from './organisations/rest';
import { PARENT_ROUTES } from './parent/rest';
import { PARENT_NOTIFICATION_ROUTES } from './parent-notifications/rest';
import { PARENT_SUMMARY_ROUTES } from './parent-summary/rest';
import { PUBLIC_ROUTES } from './public/rest';
import { STUDENT_APP_ROUTES } from './student-app/rest';
import { STUDENT_NOTIFICATION_ROUTES } from './student-notifications/rest';
import { STUDENT_RECORD_ROUTES } from './student-record/rest';
import { STUDENT_ROUTES } from './students/rest';
import { VIDEO_ROUTES } from './video/rest';
import { WEB_PUSH_ROUTES } from './web-push/rest';

/**
 * The REST table of every feature, installed in this order before the /api 404: where two patterns take
 * one path, the one installed first answers. The authorisation matrix reads the same tables. A feature
 * adds its table here; its tRPC router goes into trpc/router.ts.
 */
export const REST_ROUTES: readonly RestTable[] = [
  AUTH_ROUTES,
  PUBLIC_ROUTES,
  ADMIN_ROUTES,
  STUDENT_ROUTES,
  PARENT_ROUTES,
  PARENT_SUMMARY_ROUTES,
  STUDENT_RECORD_ROUTES,
  EDUCATION_ROUTES,
  ADVISOR_ROUTES,
  COACH_ROUTES,
  ORGANISATION_ROUTES,
  NOTE_ROUTES,
  NOTIFICATION_ROUTES,
  MESSAGE_ROUTES,
  FAMILY_MESSAGE_ROUTES,
  COACHING_MESSAGE_ROUTES,
  WEB_PUSH_ROUTES,
  VIDEO_ROUTES,
  INVITATION_ROUTES,
  FOCUS_ROUTES,
  EXAM_DATE_ROUTES,
  STUDENT_APP_ROUTES,
  STUDENT_NOTIFICATION_ROUTES,
  PARENT_NOTIFICATION_ROUTES,
];
