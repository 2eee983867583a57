import { useCallback } from 'react';
import { trpc } from '../portal/trpc';
import { useSession } from '../session/use-session';
import { notify } from '../toasts/toasts';
import { submitStudentWrite, type WriteResult } from './offline/student-writes';
import type { StudentWrite } from './offline/write-queue';

/**
 * After a student's entry reached the server: the answer is read-your-writes, so today, the week, the
 * denemes, the coach thread and the notifications are fetched again at once (the coach's and parent's
 * views learn of it through the coach's live notification and their own refetch).
 */
export function useStudentRefresh() {
  const utils = trpc.useUtils();
  return useCallback(() => {
    void utils.studentApp.invalidate();
    void utils.coachingMessages.student.thread.invalidate();
    void utils.studentNotifications.invalidate();
  }, [utils]);
}

/**
 * The student's reads are asked even when the browser says it is offline (React Query would otherwise
 * wait for the connection): the service worker answers them with the last answer it kept.
 */
export const STUDENT_READ = { networkMode: 'offlineFirst' } as const;

/**
 * A student's entry (a block's progress, „Bitirdim", a deneme, a message, a read mark): kept on the phone with its command id, sent at once,
 * and, offline or when the request fails on the way, sent again with the same id later (offline/). A sent
 * entry toasts `saved`; a waiting one says it will go when the connection is back; a refused one returns
 * the server's Turkish reason for the form to show.
 */
export function useStudentWrite() {
  const refresh = useStudentRefresh();
  const accountId = useStudentAccountId();
  return async (write: StudentWrite, saved: string, queued: string): Promise<WriteResult> => {
    const result = await submitStudentWrite(accountId, write, refresh);
    if (result.kind === 'sent') notify.success(saved);
    if (result.kind === 'waiting') notify.info(queued);
    return result;
  };
}

/** The signed-in student's id (the student frame only renders for one). */
export function useStudentAccountId(): string {
  const s = useSession();
  return s.status === 'signedIn' ? s.user.id : '';
}
