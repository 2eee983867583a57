import { describe, expect, it } from 'vitest';
import { eventIdFor, uuidV5 } from './event-id';

// Ids already in stored logs and read models depend on these exact values: a faster implementation must
// give the same ones.
describe('uuidV5', () => {
  it('matches the RFC 4122 example (www.example.com in the DNS namespace)', () => {
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
  });

  it('gives the ids it always gave in our namespace, Turkish letters included', () => {
    expect(eventIdFor('cmd-1', 0)).toBe('6320e934-77ef-5cfc-a72b-5b153a7b3f38');
    expect(uuidV5('notification:e:ö-ğ')).toBe('f0be610c-c064-5b04-96b6-f78bf1b87f24');
  });

  it('differs by name and namespace', () => {
    expect(uuidV5('a')).not.toBe(uuidV5('b'));
    expect(uuidV5('a', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).not.toBe(uuidV5('a'));
  });
});
