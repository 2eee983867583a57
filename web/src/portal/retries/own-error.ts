import type { Mutation } from '@tanstack/react-query';

/**
 * One rule for a failed command: the page's own error or the shared toast, never both. A page that shows
 * the failure beside the form (a dialog's error line) marks its mutation with `meta: showsOwnError` and
 * keeps the user's retry there (its submit button resends the same action); every other mutation gets the
 * shared „Tekrar dene" toast.
 */
export const showsOwnError = { showsOwnError: true } as const;

export function pageShowsError(
  mutation: Pick<Mutation<unknown, unknown, unknown, unknown>, 'options'>,
): boolean {
  return mutation.options.meta?.showsOwnError === true;
}
