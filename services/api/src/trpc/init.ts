import type { Role } from '@pusula/contracts';
import { initTRPC, TRPCError } from '@trpc/server';
import type { AppDeps } from '../app-deps';
import { findSession, type SessionUser } from '../auth/sessions';
import { CommandIdReusedError } from '../commands/command-claims';
import { type IssuedCommand, issueCommand } from '../commands/issue-command';
import { FieldErrors, MESSAGES, toTrpcError } from '../errors';

export interface Context {
  deps: AppDeps;
  /** The bearer token of the request or of the WebSocket connection, if any. */
  token: string | null;
  requestId: string;
  /** The caller's address (for login rate limits) and browser, when known. */
  clientIp?: string;
  userAgent?: string | null;
  /** The session behind `token`, once a middleware has looked it up (null: none or dead). */
  session?: SessionUser | null;
}

/** tRPC's own transport refusals (before any procedure runs) carry English text: these say it in Turkish. */
const TRANSPORT_MESSAGES: Partial<Record<TRPCError['code'], string>> = {
  UNSUPPORTED_MEDIA_TYPE: MESSAGES.jsonOnly,
  METHOD_NOT_SUPPORTED: MESSAGES.methodNotAllowed,
};

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const fields = error.cause instanceof FieldErrors ? error.cause.fields : undefined;
    const message = TRANSPORT_MESSAGES[error.code] ?? shape.message;
    // Never leak internals: an unexpected error carries only the Turkish generic message.
    return { ...shape, message, data: { ...shape.data, stack: undefined, ...(fields ? { fields } : {}) } };
  },
});

/** Each call's count and time per procedure, with its outcome (ok or the code it ended with), for /metrics. */
const measure = t.middleware(async ({ ctx, path, type, next }) => {
  const started = performance.now();
  const result = await next();
  const outcome = result.ok ? 'ok' : result.error.code;
  ctx.deps.metrics.trpcCall(path, type, outcome, (performance.now() - started) / 1000);
  return result;
});

/** Every procedure maps domain, validation and storage errors to the right tRPC code in one place. */
const mapErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    // tRPC reads the input lazily, inside the procedure: malformed JSON arrives here as a PARSE_ERROR or
    // a BAD_REQUEST whose cause is a SyntaxError; it must stay a 400, not become an unexpected 500.
    const { error } = result;
    if (error.code === 'PARSE_ERROR' || (error.code === 'BAD_REQUEST' && error.cause instanceof SyntaxError))
      throw new TRPCError({ code: 'BAD_REQUEST', message: MESSAGES.malformedJson, cause: error });
    throw toTrpcError(result.error.cause ?? result.error);
  }
  return result;
});

/**
 * Every mutation gets its command id here, and only here: the client's id is claimed for this caller and
 * this payload, and what the procedure sees (`ctx.command.id`, and `input.commandId` too) is the id scoped
 * to the caller. A procedure written later is covered without doing anything.
 */
const scopeCommand = t.middleware(async ({ ctx, type, path, getRawInput, next }) => {
  if (type !== 'mutation')
    return next({
      ctx: {
        command: { id: crypto.randomUUID(), retry: false },
        scopedInput: null as { value: unknown } | null,
      },
    });
  const raw = await getRawInput();
  const session = ctx.token ? await findSession(ctx.deps.storage.db, ctx.token, ctx.deps.now()) : null;
  const issued = await issueCommand(ctx.deps, {
    procedure: path,
    input: raw,
    userId: session?.userId ?? null,
  }).catch((error: unknown) => {
    // A token whose session ended (logout, a password change: often the very command retried here) makes
    // the caller nobody, so its own id looks like another caller's. The truthful answer is "sign in again".
    if (ctx.token && !session && error instanceof CommandIdReusedError)
      throw new TRPCError({ code: 'UNAUTHORIZED', message: MESSAGES.unauthorized });
    throw error;
  });
  const result = await next({
    ctx: { command: issued.command, session, scopedInput: { value: issued.input } },
  });
  if (!result.ok) await issued.settleFailure(result.error);
  return result;
});

export const router = t.router;
export const publicProcedure = t.procedure
  .use(measure)
  .use(mapErrors)
  .use(scopeCommand)
  // The input is parsed from the scoped id, never from the client's (tRPC sets context and input apart).
  .use(({ ctx, next }) => {
    const scoped = ctx.scopedInput;
    return scoped ? next({ getRawInput: async () => scoped.value }) : next();
  });
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

/** All a session with a temporary password may do: read who it is, and change the password. */
const WHILE_PASSWORD_CHANGE_REQUIRED: ReadonlySet<string> = new Set(['auth.me', 'auth.changePassword']);

/**
 * A procedure for signed-in callers of the given roles: no or a dead token → 401, another role → 403.
 * Resource checks (is this student yours?) follow inside the procedure with `authorize`.
 */
export function authedProcedure(roles: readonly Role[]) {
  return publicProcedure.use(async ({ ctx, path, next }) => {
    const user =
      ctx.session !== undefined
        ? ctx.session
        : ctx.token
          ? await findSession(ctx.deps.storage.db, ctx.token, ctx.deps.now())
          : null;
    if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: MESSAGES.unauthorized });
    if (!roles.includes(user.role)) throw new TRPCError({ code: 'FORBIDDEN', message: MESSAGES.forbidden });
    if (user.mustChangePassword && !WHILE_PASSWORD_CHANGE_REQUIRED.has(path))
      throw new TRPCError({ code: 'FORBIDDEN', message: MESSAGES.passwordChangeRequired });
    return next({ ctx: { ...ctx, user } });
  });
}

export type AuthedContext = Context & { user: SessionUser; command: IssuedCommand };
