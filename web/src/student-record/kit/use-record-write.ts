import { useState } from 'react';
import { messageOf } from '../../lib/server-errors';
import { trpc } from '../../portal/trpc';
import { notify } from '../../toasts/toasts';
import { recordEditors as e } from '../texts';

/**
 * Mutation callbacks of a record write: a toast and every record section refetched on success (the write's
 * answer is already read-your-writes), the server's Turkish message on failure for the form to show.
 */
export function useWriteCallbacks(onDone?: () => void, success: string = e.saved) {
  const utils = trpc.useUtils();
  const [failure, setFailure] = useState<string | null>(null);
  return {
    failure,
    setFailure,
    callbacks: {
      onMutate: () => setFailure(null),
      onSuccess: () => {
        notify.success(success);
        void utils.studentRecord.invalidate();
        onDone?.();
      },
      onError: (error: unknown) => setFailure(messageOf(error, e.failed)),
    },
  };
}

/** '' → null, otherwise a number (the server validates ranges and says so in Turkish). */
export const numberOrNull = (value: string): number | null => (value.trim() === '' ? null : Number(value));
