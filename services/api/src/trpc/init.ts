import { initTRPC } from '@trpc/server';
import type { AppDeps } from '../app-deps';
import { FieldErrors, toTrpcError } from '../errors';

export interface Context {
  deps: AppDeps;
  /** The bearer token of the request or of the WebSocket connection, if any. */
  token: string | null;
  requestId: string;
}

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const fields = error.cause instanceof FieldErrors ? error.cause.fields : undefined;
    // Never leak internals: an unexpected error carries only the Turkish generic message.
    return { ...shape, data: { ...shape.data, stack: undefined, ...(fields ? { fields } : {}) } };
  },
});

/** Every procedure maps domain, validation and storage errors to the right tRPC code in one place. */
const mapErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) throw toTrpcError(result.error.cause ?? result.error);
  return result;
});

export const router = t.router;
export const publicProcedure = t.procedure.use(mapErrors);
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;
