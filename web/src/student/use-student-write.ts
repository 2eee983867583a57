import { trpc } from '../portal/trpc';
import { notify } from '../toasts/toasts';

/**
 * After a student's entry: the answer is read-your-writes, so today and the week are fetched again at once
 * (the coach's and parent's views learn of it through the coach's live notification and their own refetch).
 */
export function useStudentRefresh() {
  const utils = trpc.useUtils();
  return (message: string) => {
    notify.success(message);
    void utils.studentApp.invalidate();
  };
}

/** One command id per tap: a retry of the same request is answered as the first, never applied twice. */
export const newCommandId = () => crypto.randomUUID();
