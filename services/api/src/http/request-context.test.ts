import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientIpOf } from './request-context';

const socketFrom = (remoteAddress: string) => ({ socket: { remoteAddress } }) as unknown as IncomingMessage;

describe('the client address per-address limits count on', () => {
  it('is the socket peer unless we run behind a proxy', () => {
    expect(clientIpOf(socketFrom('10.0.0.9'), '1.2.3.4', false)).toBe('10.0.0.9');
  });

  it('behind the proxy is the hop the proxy appended, not one the client wrote', () => {
    // nginx appends the peer it saw to what the client sent: "spoofed, real".
    expect(clientIpOf(socketFrom('10.0.0.1'), '6.6.6.6, 203.0.113.7', true)).toBe('203.0.113.7');
    expect(clientIpOf(socketFrom('10.0.0.1'), '203.0.113.7', true)).toBe('203.0.113.7');
    expect(clientIpOf(socketFrom('10.0.0.1'), undefined, true)).toBe('10.0.0.1');
  });
});
