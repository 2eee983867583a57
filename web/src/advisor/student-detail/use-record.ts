import { useQuery } from '@tanstack/react-query';
import { trpc, trpcErrorCode } from '../../portal/trpc';

/**
 * The student record tabs read the `studentRecord` router (another team's work, arriving separately). It
 * is called by name through the tRPC client, so the tabs work as soon as the server has it and show a
 * "not yet available" state until then; a procedure found missing is not asked for again on this page load.
 */
export const MISSING = Symbol('missing-procedure');
const missing = new Set<string>();

type UntypedClient = Record<string, Record<string, { query(input: unknown): Promise<unknown> }>>;

function isMissingProcedure(error: unknown): boolean {
  return (
    trpcErrorCode(error) === 'NOT_FOUND' &&
    error instanceof Error &&
    /No procedure found|No "query"-procedure/.test(error.message)
  );
}

export type RecordState<T> =
  | { status: 'missing' }
  | { status: 'pending' }
  | { status: 'error'; error: unknown; refetch: () => unknown }
  | { status: 'ready'; data: T };

export function useRecord<T>(
  procedure: string,
  input: Record<string, unknown>,
  enabled = true,
): RecordState<T> {
  const utils = trpc.useUtils();
  const known = !missing.has(procedure);
  const query = useQuery({
    queryKey: ['studentRecord', procedure, input],
    enabled: enabled && known,
    queryFn: async (): Promise<T | typeof MISSING> => {
      const client = utils.client as unknown as UntypedClient;
      try {
        return (await client.studentRecord![procedure]!.query(input)) as T;
      } catch (error) {
        if (!isMissingProcedure(error)) throw error;
        missing.add(procedure);
        return MISSING;
      }
    },
  });
  if (!known || query.data === MISSING) return { status: 'missing' };
  if (query.isError) return { status: 'error', error: query.error, refetch: () => query.refetch() };
  if (query.data === undefined) return { status: 'pending' };
  return { status: 'ready', data: query.data };
}
