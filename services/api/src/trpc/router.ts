import { adminRouter } from '../features/admin/router';
import { advisorRouter } from '../features/advisor/router';
import { auditRouter } from '../features/audit/router';
import { authRouter } from '../features/auth/router';
import { calendarRouter } from '../features/calendar/router';
import { coachRouter } from '../features/coach/router';
import { coachingMessagesRouter } from '../features/coaching-messages/router';
import { educationRouter } from '../features/education/router';
import { examDatesRouter } from '../features/exam-dates/router';
import { familyMessagesRouter } from '../features/family-messages/router';
import { focusRouter } from '../features/focus/router';
import { invitationsRouter } from '../features/invitations/router';
import { messagesRouter } from '../features/messages/router';
import { notesRouter } from '../features/notes/router';
import { notificationsRouter } from '../features/notifications/router';
import { organisationsRouter } from '../features/organisations/router';
import { parentRouter } from '../features/parent/router';
import { parentNotificationsRouter } from '../features/parent-notifications/router';
import { parentSummaryRouter } from '../features/parent-summary/router';
import { publicRouter } from '../features/public/router';
import { studentAppRouter } from '../features/student-app/router';
import { studentNotificationsRouter } from '../features/student-notifications/router';
import { studentRecordRouter } from '../features/student-record/router';
import { studentsRouter } from '../features/students/router';
import { videoRouter } from '../features/video/router';
import { webPushRouter } from '../features/web-push/router';
import { createCallerFactory, router } from './init';
import { systemRouter } from './routers/system';

export const appRouter = router({
  public: publicRouter,
  system: systemRouter,
  auth: authRouter,
  admin: adminRouter,
  students: studentsRouter,
  education: educationRouter,
  advisor: advisorRouter,
  audit: auditRouter,
  calendar: calendarRouter,
  notes: notesRouter,
  notifications: notificationsRouter,
  messages: messagesRouter,
  familyMessages: familyMessagesRouter,
  coachingMessages: coachingMessagesRouter,
  webPush: webPushRouter,
  video: videoRouter,
  studentRecord: studentRecordRouter,
  parent: parentRouter,
  parentSummary: parentSummaryRouter,
  coach: coachRouter,
  organisations: organisationsRouter,
  invitations: invitationsRouter,
  focus: focusRouter,
  examDates: examDatesRouter,
  studentApp: studentAppRouter,
  studentNotifications: studentNotificationsRouter,
  parentNotifications: parentNotificationsRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
