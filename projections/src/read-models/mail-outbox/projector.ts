import { sql } from 'kysely';
import type { Projector } from '../../projector';

/**
 * Feeds the mail outbox from the log: every `EmailQueued` becomes one row (inserted in the transaction
 * that moves this projector's checkpoint, so exactly once), which the mail worker claims and delivers;
 * `EmailSent` and `EmailFailed` close it.
 *
 * The outbox is a queue, not a read model to throw away: it owns no tables, so a rebuild replays into
 * the rows as they are. A replayed `EmailQueued` finds its row (or, were it gone, its `EmailSent` or
 * `EmailFailed` later in the same replay closes it again): a rebuild never sends a mail twice.
 */
export const mailOutboxProjector: Projector = {
  name: 'mail-outbox',
  version: 1,
  handles: ['EmailQueued', 'EmailSent', 'EmailFailed'],
  tables: [],

  async apply(trx, events) {
    for (const event of events) {
      switch (event.type) {
        case 'EmailQueued': {
          const d = event.data;
          await trx
            .insertInto('mail_outbox')
            .values({
              message_id: d.messageId,
              to_address: d.to,
              template: d.template,
              subject: d.subject,
              params: JSON.stringify(d.params),
              has_secret_link: d.hasSecretLink,
              account_id: d.accountId,
              caused_by: `${d.causedBy.streamId}/${d.causedBy.eventId}`,
              status: 'PENDING',
              attempts: 0,
              next_attempt_at: d.queuedAt,
              queued_at: d.queuedAt,
            })
            .onConflict((oc) => oc.column('message_id').doNothing())
            .execute();
          break;
        }
        case 'EmailSent':
        case 'EmailFailed': {
          const d = event.data;
          await trx
            .updateTable('mail_outbox')
            .set({
              status: event.type === 'EmailSent' ? 'SENT' : 'FAILED',
              attempts: sql`greatest(attempts, ${d.attempts})`,
              claimed_until: null,
              finished_at: event.type === 'EmailSent' ? event.data.sentAt : event.data.failedAt,
            })
            .where('message_id', '=', d.messageId)
            .execute();
          break;
        }
      }
    }
  },
};
