import { describe, it } from 'vitest';
import { createEventStoreDbEventStore } from '../eventstoredb/eventstoredb-event-store';
import { describeEventStoreContract } from './event-store.contract';

const eventStoreUrl = process.env.EVENTSTORE_URL;

if (!eventStoreUrl) {
  describe('EventStore contract: EventStoreDB', () => {
    it.skip('skipped: EVENTSTORE_URL is not set (EventStoreDB cannot run on this machine)', () => {});
  });
  console.info('[eventstore] EventStoreDB contract suite SKIPPED: EVENTSTORE_URL is not set');
} else {
  describeEventStoreContract('EventStoreDB', async () => {
    const store = createEventStoreDbEventStore(eventStoreUrl);
    return { store, cleanup: () => store.close() };
  });
}
