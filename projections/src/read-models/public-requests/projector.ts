import type { Projector } from '../../projector';

/** Contact messages and account requests from the public site, for the admin's inbox. */
export const publicRequestsProjector: Projector = {
  name: 'public-requests',
  version: 1,
  handles: ['ContactRequested', 'AccountRequestSubmitted'],
  tables: ['public_requests'],
  async apply(trx, events) {
    for (const event of events) {
      const row =
        event.type === 'ContactRequested'
          ? {
              id: event.data.requestId,
              kind: 'CONTACT',
              name: event.data.name,
              email: event.data.email,
              phone: event.data.phone,
              subject: event.data.subject,
              message: event.data.message,
              created_at: event.data.at,
            }
          : event.type === 'AccountRequestSubmitted'
            ? {
                id: event.data.requestId,
                kind: event.data.kind,
                name: null,
                email: event.data.email,
                phone: null,
                subject: null,
                message: event.data.reason,
                created_at: event.data.at,
              }
            : null;
      if (row)
        await trx
          .insertInto('public_requests')
          .values(row)
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
    }
  },
};
