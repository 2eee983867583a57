import type { DomainEvent } from '@pusula/contracts';
import { describe, expect, it } from 'vitest';
import { inStream, projectorSpec } from '../../projector-spec';
import { TEST_STORAGE_KINDS } from '../../testing';
import { minute } from '../directory/test-events';
import { publicRequestsProjector } from './projector';
import { publicRequestsQuery } from './queries';

const contact = (requestId: string, at: number): DomainEvent => ({
  type: 'ContactRequested',
  data: {
    requestId,
    name: 'Işıl Çağlar',
    email: 'isil@ornek.com',
    phone: '+90 555 000 00 00',
    subject: 'Koçluk paketleri',
    message: 'LGS için bilgi almak istiyorum.',
    consent: { textVersion: 'kvkk-1', givenAt: minute(at) },
    at: minute(at),
  },
});
const accountRequest = (
  requestId: string,
  kind: 'PASSWORD_RESET' | 'ACCOUNT_DELETION',
  reason: string | null,
  at: number,
): DomainEvent => ({
  type: 'AccountRequestSubmitted',
  data: { requestId, kind, email: 'veli@ornek.com', reason, at: minute(at) },
});

describe.each(TEST_STORAGE_KINDS)('public requests projector on %s', (kind) => {
  const spec = projectorSpec(kind, publicRequestsProjector);

  it("fills the admin's inbox with contact messages and account requests, newest first", () =>
    spec
      .given(inStream('public-request-c1', contact('c1', 1)))
      .when(
        inStream('public-request-r1', accountRequest('r1', 'ACCOUNT_DELETION', 'Artık kullanmıyoruz', 2)),
        inStream('public-request-r2', accountRequest('r2', 'PASSWORD_RESET', null, 3)),
      )
      .then(async (db) => {
        const all = await publicRequestsQuery(db, { page: 1, limit: 10 });
        expect(all.total).toBe(3);
        expect(all.requests).toEqual([
          {
            id: 'r2',
            kind: 'PASSWORD_RESET',
            name: null,
            email: 'veli@ornek.com',
            phone: null,
            subject: null,
            message: null,
            createdAt: minute(3),
          },
          expect.objectContaining({ id: 'r1', kind: 'ACCOUNT_DELETION', message: 'Artık kullanmıyoruz' }),
          {
            id: 'c1',
            kind: 'CONTACT',
            name: 'Işıl Çağlar',
            email: 'isil@ornek.com',
            phone: '+90 555 000 00 00',
            subject: 'Koçluk paketleri',
            message: 'LGS için bilgi almak istiyorum.',
            createdAt: minute(1),
          },
        ]);
        const contacts = await publicRequestsQuery(db, { kind: 'CONTACT', page: 1, limit: 10 });
        expect(contacts.requests.map((r) => r.id)).toEqual(['c1']);
        const second = await publicRequestsQuery(db, { page: 2, limit: 2 });
        expect(second).toMatchObject({ total: 3, page: 2, limit: 2 });
        expect(second.requests.map((r) => r.id)).toEqual(['c1']);
      }));
});
