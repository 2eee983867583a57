import type { NotificationType } from '@pusula/contracts';

/** Who a notification was raised for; `null` when the caller cannot tell (the table then guesses from the data). */
export type RecipientRole = 'ADMIN' | 'ADVISOR' | 'COACH' | 'PARENT' | 'STUDENT';

/** What the table reads of a notification: its type and its `data` (push payloads carry strings only). */
export interface LinkableNotification {
  type: string;
  data: Record<string, unknown>;
}

/** The coach's conversation a coach message link opens (`/dashboard/messages?thread=…&studentId=…`). */
export type CoachThread = 'advisor' | 'family' | 'student';

const STUDENT_HOME = '/ogrenci';
const HOME: Record<RecipientRole, string> = {
  ADMIN: '/admin',
  ADVISOR: '/advisor/dashboard',
  COACH: '/dashboard',
  PARENT: '/parent/dashboard',
  STUDENT: STUDENT_HOME,
};

const text = (data: Record<string, unknown>, key: string): string | null => {
  const value = data[key];
  return typeof value === 'string' && value !== '' ? value : null;
};

/** Only a page of the student app is followed from `data.url`, so a payload cannot send a click elsewhere. */
const studentPage = (data: Record<string, unknown>): string | null => {
  const url = text(data, 'url');
  return url && /^\/ogrenci(\/[a-z-]*)?$/.test(url) ? url : null;
};

const withSearch = (path: string, search: Record<string, string | null>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) if (value) params.set(key, value);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
};

const coachStudent = (studentId: string | null, tab?: string) =>
  studentId
    ? withSearch(`/dashboard/students/${encodeURIComponent(studentId)}`, { tab: tab ?? null })
    : HOME.COACH;
const advisorStudent = (studentId: string | null, tab?: string) =>
  studentId
    ? withSearch(`/advisor/students/${encodeURIComponent(studentId)}`, { tab: tab ?? null })
    : HOME.ADVISOR;
export const coachThreadHref = (thread: CoachThread, studentId?: string | null) =>
  withSearch('/dashboard/messages', { thread, studentId: thread === 'advisor' ? null : (studentId ?? null) });

/** What the student's own notifications are about (`data.kind`), for a student notification without a url. */
const STUDENT_KIND_PAGES: Record<string, string> = {
  COACHING_MESSAGE: '/ogrenci/mesajlar',
  STUDENT_HOMEWORK_ASSIGNED: STUDENT_HOME,
  STUDENT_PLAN_CHANGED: '/ogrenci/hafta',
};

type Link = (data: Record<string, unknown>, role: RecipientRole | null) => string;

/**
 * THE notification → page table, by type and by the role it was raised for: the bells (advisor, coach,
 * student) and the push click (service worker) all follow it. A type of contracts without an entry fails
 * notification-link.test.ts. A role the table does not expect for a type gets that role's home page.
 */
export const NOTIFICATION_LINKS: Record<NotificationType, Link> = {
  // An advisor's note to the coach: the student's page, Notlar tab.
  NEW_NOTE: (data, role) =>
    role === null || role === 'COACH' ? coachStudent(text(data, 'studentId'), 'notlar') : HOME[role],
  // The coach read or answered the advisor's note: the advisor's student page, Notlar tab.
  NOTE_READ: (data) => advisorStudent(text(data, 'studentId'), 'notlar'),
  NOTE_REPLIED: (data) => advisorStudent(text(data, 'studentId'), 'notlar'),
  // Advisor ↔ coach (or advisor → student) conversations.
  MESSAGE_RECEIVED: (data, role) => {
    const recipient = role ?? (text(data, 'senderType') === 'COACH' ? 'ADVISOR' : 'COACH');
    if (recipient === 'STUDENT') return studentPage(data) ?? '/ogrenci/mesajlar';
    if (recipient === 'ADVISOR') return withSearch('/advisor/messages', { coachId: text(data, 'senderId') });
    if (recipient === 'COACH') return coachThreadHref('advisor');
    return HOME[recipient];
  },
  // The student's coaching thread or a student's family thread.
  NEW_MESSAGE: (data, role) => {
    const coaching = text(data, 'kind') === 'COACHING_MESSAGE';
    const recipient =
      role ??
      (studentPage(data)
        ? 'STUDENT'
        : coaching || text(data, 'senderType') === 'PARENT'
          ? 'COACH'
          : 'PARENT');
    if (recipient === 'STUDENT') return studentPage(data) ?? '/ogrenci/mesajlar';
    if (recipient === 'PARENT') return '/parent/messages';
    if (recipient === 'COACH')
      return coachThreadHref(
        coaching ? 'student' : 'family',
        text(data, 'coachingThread') ?? text(data, 'studentId'),
      );
    return HOME[recipient];
  },
  STUDENT_JOINED: (data, role) =>
    role === null || role === 'COACH' ? coachStudent(text(data, 'studentId')) : HOME[role],
  // A video call invitation: the coach's calls page, where the call is joined.
  APPOINTMENT_REQUEST: (data, role) => {
    if (role !== null && role !== 'COACH') return HOME[role];
    return text(data, 'callId') ? '/dashboard/video-calls' : '/dashboard/calendar';
  },
  // Homework reminders, the weekly summary, what a student entered, the student's homework and plan.
  SYSTEM_NOTIFICATION: (data, role) => {
    const own = studentPage(data);
    if (role === 'STUDENT' || (role === null && own))
      return own ?? STUDENT_KIND_PAGES[text(data, 'kind') ?? ''] ?? STUDENT_HOME;
    if (role === 'PARENT') return HOME.PARENT;
    const kind = text(data, 'kind');
    const tab =
      kind === 'STUDENT_MOCK_EXAM'
        ? 'sinavlar'
        : kind === 'STUDENT_HOMEWORK_DONE' || text(data, 'homeworkId')
          ? 'odevler'
          : kind === 'STUDENT_PROGRESS'
            ? 'haftalik-program'
            : kind === 'STUDENT_TOPIC'
              ? 'hedef-programi'
              : undefined;
    if (role === 'COACH' || (role === null && text(data, 'studentId') && !text(data, 'week')))
      return coachStudent(text(data, 'studentId'), tab);
    // The weekly summary goes to parents only; any other guess without a role is the parent's dashboard.
    if (role === null) return HOME.PARENT;
    return HOME[role];
  },
};

const ROLES = new Set<string>(['ADMIN', 'ADVISOR', 'COACH', 'PARENT', 'STUDENT']);
export const asRecipientRole = (value: unknown): RecipientRole | null =>
  typeof value === 'string' && ROLES.has(value) ? (value as RecipientRole) : null;

/**
 * Spec §2 "Push notification click", for a payload that names only its click type (`data.type`: message,
 * appointment, anything else) and no notification type: the student app's page it names, else the coach
 * panel's messages, calendar or home.
 */
export function clickTypeHref(data: Record<string, unknown>): string {
  const own = studentPage(data);
  if (own) return own;
  const type = String(data.type ?? '').toUpperCase();
  if (type === 'MESSAGE' || type === 'MESSAGE_RECEIVED' || type === 'NEW_MESSAGE')
    return '/dashboard/messages';
  if (type === 'APPOINTMENT' || type.startsWith('APPOINTMENT_')) return '/dashboard/calendar';
  return HOME.COACH;
}

/** The page a notification leads to (a path of this site, with its search). */
export function notificationHref(notification: LinkableNotification, role: RecipientRole | null): string {
  const link = NOTIFICATION_LINKS[notification.type as NotificationType] as Link | undefined;
  if (link) return link(notification.data, role);
  return studentPage(notification.data) ?? (role ? HOME[role] : '/');
}
