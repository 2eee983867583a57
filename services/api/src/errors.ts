import { DomainError } from '@pusula/domain';
import { ConcurrencyError } from '@pusula/eventstore';
import { ProjectionWaitTimeout } from '@pusula/projections';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { ZodError, z } from 'zod';

// zod's own messages (for the few checks that carry no Turkish message of ours: a body that is not an
// object, an unknown enum value) in Turkish too: every answer of the API speaks the user's language.
z.config(z.locales.tr());

export const MESSAGES = {
  badRequest: 'Geçersiz istek',
  unauthorized: 'Oturum açmanız gerekiyor',
  forbidden: 'Bu işlem için yetkiniz yok',
  passwordChangeRequired: 'Devam etmeden önce geçici şifrenizi değiştirmeniz gerekiyor',
  notFound: 'İstenen kayıt bulunamadı',
  routeNotFound: 'İstenen adres bulunamadı',
  conflict: 'Kayıt başka bir işlemle değişti, lütfen tekrar deneyin',
  tooLarge: 'İstek çok büyük',
  unavailable: 'Hizmet şu anda kullanılamıyor, lütfen biraz sonra tekrar deneyin',
  overloaded: 'Sunucu şu anda çok yoğun, lütfen birkaç saniye sonra tekrar deneyin',
  internal: 'Beklenmeyen bir hata oluştu',
  malformedJson: 'İstek gövdesi geçerli bir JSON değil',
  invalidData: 'İstekte geçersiz veri var (desteklenmeyen karakter veya biçim)',
  jsonOnly: 'İstek gövdesi JSON olmalı (Content-Type: application/json)',
  methodNotAllowed: 'Bu adres bu istek yöntemini desteklemiyor',
  operatorOnly: 'Bu adres yalnızca işletim anahtarı (OPERATOR_TOKEN) ile okunabilir',
} as const;

/** Field messages travel in `cause` so the error formatter can put them beside the message. */
export class FieldErrors extends Error {
  constructor(readonly fields: Record<string, string>) {
    super('field errors');
  }
}

export function zodFields(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  return fields;
}

/** Connection-level failures of the databases: answer 503, not 500. */
export function isStorageUnavailable(error: unknown): boolean {
  const code = (error as { code?: string })?.code;
  return (
    code === 'ECONNREFUSED' ||
    code === 'ECONNRESET' ||
    code === '57P01' || // admin_shutdown
    code === '57P03' || // cannot_connect_now
    (error instanceof Error &&
      /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect/.test(
        error.message,
      ))
  );
}

/** Maps anything a command or query throws to the one TRPCError the transports understand. */
export function toTrpcError(error: unknown): TRPCError {
  if (error instanceof TRPCError) {
    if (error.cause instanceof ZodError) {
      const fields = zodFields(error.cause);
      return new TRPCError({
        code: 'BAD_REQUEST',
        message: Object.values(fields)[0] ?? MESSAGES.badRequest,
        cause: new FieldErrors(fields),
      });
    }
    return error;
  }
  if (error instanceof DomainError) {
    const code = (
      {
        VALIDATION: 'BAD_REQUEST',
        NOT_FOUND: 'NOT_FOUND',
        FORBIDDEN: 'FORBIDDEN',
        CONFLICT: 'CONFLICT',
      } as const
    )[error.code];
    return new TRPCError({
      code,
      message: error.message,
      cause: error.fields ? new FieldErrors(error.fields) : error,
    });
  }
  if (error instanceof ConcurrencyError)
    return new TRPCError({ code: 'CONFLICT', message: MESSAGES.conflict, cause: error });
  if (error instanceof ZodError) {
    const fields = zodFields(error);
    return new TRPCError({
      code: 'BAD_REQUEST',
      message: Object.values(fields)[0] ?? MESSAGES.badRequest,
      cause: new FieldErrors(fields),
    });
  }
  // PostgreSQL class 22 "data exception" (a NUL character, a malformed uuid, …): the input was bad.
  if (/^22[0-9A-Z]{3}$/.test((error as { code?: string })?.code ?? '')) {
    return new TRPCError({ code: 'BAD_REQUEST', message: MESSAGES.invalidData, cause: error as Error });
  }
  // The command is stored but its read models lag (overload): "try again" is true, and a retry with the
  // same command id appends nothing twice.
  if (isStorageUnavailable(error) || error instanceof ProjectionWaitTimeout) {
    return new TRPCError({
      code: 'SERVICE_UNAVAILABLE',
      message: MESSAGES.unavailable,
      cause: error as Error,
    });
  }
  return new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: MESSAGES.internal, cause: error as Error });
}

export interface HttpError {
  status: number;
  message: string;
  fields?: Record<string, string>;
}

export function toHttpError(error: unknown): HttpError {
  const trpc = toTrpcError(error);
  const fields = trpc.cause instanceof FieldErrors ? trpc.cause.fields : undefined;
  const status = isGone(error) ? 410 : getHTTPStatusCodeFromError(trpc);
  return { status, message: trpc.message, ...(fields ? { fields } : {}) };
}

/**
 * Something that worked once and never will again (an expired or revoked invitation link): 410 on the
 * REST paths, a CONFLICT in tRPC (which has no such code).
 */
export class GoneError extends TRPCError {
  constructor(message: string) {
    super({ code: 'CONFLICT', message });
  }
}

function isGone(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof GoneError) return true;
  }
  return false;
}

/** A refusal that tells the caller when to try again (429 with Retry-After). */
export class RetryLaterError extends TRPCError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super({ code: 'TOO_MANY_REQUESTS', message });
  }
}

export function retryAfterOf(error: unknown): number | null {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if (e instanceof RetryLaterError) return e.retryAfterSeconds;
  }
  return null;
}
