import type { z } from 'zod';
import {
  accountDeactivated,
  accountReactivated,
  accountRegistered,
  emailReserved,
  parentLinked,
  parentUnlinked,
  passwordChanged,
  profileUpdated,
  studentCreated,
} from '../accounts/account-events';
import { advisorProfileUpdated } from '../advisor/advisor-events';
import { messageRead, messageSent } from '../messages/message-events';
import { noteRead, noteReplied, noteSent } from '../notes/note-events';
import {
  allNotificationsRead,
  notificationDeleted,
  notificationRead,
} from '../notifications/notification-events';
import {
  coachAddedToRoster,
  coachAssigned,
  coachClaimed,
  coachReleased,
  coachRemovedFromRoster,
  coachUnassigned,
  studentEnrolled,
} from '../roster/roster-events';

/**
 * The event catalogue: every event type with its payload schema and schema version. A payload change that
 * old events cannot satisfy gets a new version (and an upcaster), never an edit in place.
 */
export const EVENT_CATALOG = {
  NoteSent: { version: 1, schema: noteSent },
  NoteRead: { version: 1, schema: noteRead },
  NoteReplied: { version: 1, schema: noteReplied },
  AccountRegistered: { version: 1, schema: accountRegistered },
  ProfileUpdated: { version: 1, schema: profileUpdated },
  PasswordChanged: { version: 1, schema: passwordChanged },
  AccountDeactivated: { version: 1, schema: accountDeactivated },
  AccountReactivated: { version: 1, schema: accountReactivated },
  ParentLinked: { version: 1, schema: parentLinked },
  ParentUnlinked: { version: 1, schema: parentUnlinked },
  EmailReserved: { version: 1, schema: emailReserved },
  StudentCreated: { version: 1, schema: studentCreated },
  CoachClaimed: { version: 1, schema: coachClaimed },
  CoachReleased: { version: 1, schema: coachReleased },
  CoachAddedToRoster: { version: 1, schema: coachAddedToRoster },
  CoachRemovedFromRoster: { version: 1, schema: coachRemovedFromRoster },
  StudentEnrolled: { version: 1, schema: studentEnrolled },
  CoachAssigned: { version: 1, schema: coachAssigned },
  CoachUnassigned: { version: 1, schema: coachUnassigned },
  AdvisorProfileUpdated: { version: 1, schema: advisorProfileUpdated },
  MessageSent: { version: 1, schema: messageSent },
  MessageRead: { version: 1, schema: messageRead },
  NotificationRead: { version: 1, schema: notificationRead },
  AllNotificationsRead: { version: 1, schema: allNotificationsRead },
  NotificationDeleted: { version: 1, schema: notificationDeleted },
} as const satisfies Record<string, { version: number; schema: z.ZodType }>;

export type EventType = keyof typeof EVENT_CATALOG;
export type EventData<T extends EventType> = z.infer<(typeof EVENT_CATALOG)[T]['schema']>;
/** A domain event as deciders produce it and projectors read it. */
export type DomainEvent = { [T in EventType]: { type: T; data: EventData<T> } }[EventType];

export function isKnownEventType(type: string): type is EventType {
  return Object.hasOwn(EVENT_CATALOG, type);
}

/** The domain event of one type, for deciders' signatures. */
export type EventOf<T extends EventType> = Extract<DomainEvent, { type: T }>;
