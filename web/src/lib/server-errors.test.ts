import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, messageOf, serverMessageOf } from './server-errors';

const fromServer = (message: string, data: Record<string, unknown>) =>
  new TRPCClientError(message, { result: { error: { message, code: -32600, data } } as never });

describe('what a user is told of a failed call', () => {
  it("shows the server's Turkish message and its per-field messages", () => {
    const error = fromServer('Bu e-posta zaten kayıtlı', { code: 'CONFLICT', httpStatus: 409 });
    expect(serverMessageOf(error)).toBe('Bu e-posta zaten kayıtlı');
    expect(messageOf(error, 'Kaydedilemedi')).toBe('Bu e-posta zaten kayıtlı');
    const invalid = fromServer('Geçersiz', {
      code: 'BAD_REQUEST',
      fields: { email: 'Geçerli bir e-posta girin' },
    });
    expect(fieldErrorsOf(invalid)).toEqual({ email: 'Geçerli bir e-posta girin' });
  });

  it("never shows the client library's English: a body that is not JSON, a network failure, any other error", () => {
    const notJson = TRPCClientError.from(new SyntaxError(`Unexpected token 'b', "boom" is not valid JSON`));
    expect(serverMessageOf(notJson)).toBeNull();
    expect(messageOf(notJson, 'Bilgiler yüklenemedi.')).toBe('Bilgiler yüklenemedi.');
    expect(messageOf(TRPCClientError.from(new TypeError('Failed to fetch')), 'Gönderilemedi')).toBe(
      'Gönderilemedi',
    );
    expect(messageOf(new Error('boom'), 'İşlem tamamlanamadı')).toBe('İşlem tamamlanamadı');
    expect(messageOf(undefined, 'İşlem tamamlanamadı')).toBe('İşlem tamamlanamadı');
  });
});
