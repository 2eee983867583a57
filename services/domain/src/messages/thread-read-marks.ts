import { messageContent } from '@pusula/contracts';
import { DomainError } from '../decider';
import { parseOrRefuse } from '../validation';

/**
 * What a thread between two sides (coach ↔ parents, coach ↔ student) keeps to judge read marks: its
 * messages in stream order with the side that wrote each, and how far each reader has read. Shared by the
 * thread deciders; their state is fresh per fold and never shared, so it is updated in place.
 */
export interface ThreadMarks<Side extends string> {
  /** Message ids in stream order, with which side wrote them. */
  order: { id: string; senderType: Side }[];
  indexOf: Map<string, number>;
  /** readerId → index of the newest message they have read. */
  readThrough: Map<string, number>;
}

export const emptyThreadMarks = <Side extends string>(): ThreadMarks<Side> => ({
  order: [],
  indexOf: new Map(),
  readThrough: new Map(),
});

export function recordThreadMessage<Side extends string>(
  state: ThreadMarks<Side>,
  id: string,
  senderType: Side,
) {
  state.indexOf.set(id, state.order.length);
  state.order.push({ id, senderType });
  return state;
}

export function recordThreadRead<Side extends string>(
  state: ThreadMarks<Side>,
  readerId: string,
  throughId: string,
) {
  const index = state.indexOf.get(throughId);
  if (index !== undefined && index > (state.readThrough.get(readerId) ?? -1))
    state.readThrough.set(readerId, index);
  return state;
}

export const THREAD_TEXTS = {
  duplicate: 'Bu mesaj zaten gönderildi',
  notFound: 'Mesaj bulunamadı',
} as const;

/** A new message's content as the thread keeps it; a message id the thread already holds is refused. */
export function checkedNewMessage<Side extends string>(
  state: ThreadMarks<Side>,
  messageId: string,
  content: string,
): string {
  if (state.indexOf.has(messageId)) throw new DomainError('CONFLICT', THREAD_TEXTS.duplicate);
  return parseOrRefuse(messageContent, content);
}

/**
 * Whether reading through `throughId` sees anything new, so that a read mark is worth recording: only the
 * other side's messages can be unread, so reading one's own words records nothing. A message the thread
 * does not hold is refused.
 */
export function readsSomethingNew<Side extends string>(
  state: ThreadMarks<Side>,
  reader: { id: string; side: Side },
  throughId: string,
): boolean {
  const through = state.indexOf.get(throughId);
  if (through === undefined) throw new DomainError('NOT_FOUND', THREAD_TEXTS.notFound);
  const from = (state.readThrough.get(reader.id) ?? -1) + 1;
  return state.order.slice(from, through + 1).some((m) => m.senderType !== reader.side);
}
