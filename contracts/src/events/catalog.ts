import type { z } from 'zod';
import { noteRead, noteReplied, noteSent } from '../notes/note-events';

/**
 * The event catalogue: every event type with its payload schema and schema version. A payload change that
 * old events cannot satisfy gets a new version (and an upcaster), never an edit in place.
 */
export const EVENT_CATALOG = {
  NoteSent: { version: 1, schema: noteSent },
  NoteRead: { version: 1, schema: noteRead },
  NoteReplied: { version: 1, schema: noteReplied },
} as const satisfies Record<string, { version: number; schema: z.ZodType }>;

export type EventType = keyof typeof EVENT_CATALOG;
export type EventData<T extends EventType> = z.infer<(typeof EVENT_CATALOG)[T]['schema']>;
/** A domain event as deciders produce it and projectors read it. */
export type DomainEvent = { [T in EventType]: { type: T; data: EventData<T> } }[EventType];

export function isKnownEventType(type: string): type is EventType {
  return Object.hasOwn(EVENT_CATALOG, type);
}
