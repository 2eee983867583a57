import type { z } from 'zod';
import {
  accountDeactivated,
  accountReactivated,
  accountRegistered,
  emailAddressVerified,
  emailReserved,
  emailVerificationRequested,
  mailPreferencesChanged,
  parentLinked,
  parentUnlinked,
  parentWeeklySummaryQueued,
  passwordChanged,
  passwordResetCompleted,
  passwordResetRequested,
  profileUpdated,
  studentCreated,
} from '../accounts/account-events';
import { advisorProfileUpdated } from '../advisor/advisor-events';
import { examDateCleared, examDateSet } from '../exam-dates/exam-date-schemas';
import { focusBlockLogged } from '../focus/focus-events';
import {
  invitationAccepted,
  invitationDeclined,
  invitationRevoked,
  invitationSent,
} from '../invitations/invitation-events';
import { emailFailed, emailQueued, emailSent } from '../mail/mail-events';
import { coachingMessageSent, coachingThreadRead } from '../messages/coaching-thread-events';
import {
  familyMessageSent,
  familyThreadRead,
  parentMessagesPermissionSet,
} from '../messages/family-thread-events';
import { messageRead, messageSent } from '../messages/message-events';
import { noteRead, noteReplied, noteSent } from '../notes/note-events';
import {
  allNotificationsRead,
  notificationDeleted,
  notificationRead,
} from '../notifications/notification-events';
import { organisationAttentionRulesChanged } from '../organisations/attention-rules';
import { organisationCreated, organisationMemberJoined } from '../organisations/organisation-events';
import { accountRequestSubmitted, contactRequested } from '../public/public-events';
import {
  coachAddedToRoster,
  coachAssigned,
  coachClaimed,
  coachReleased,
  coachRemovedFromRoster,
  coachUnassigned,
  studentEnrolled,
  studentTransferredOut,
} from '../roster/roster-events';

import {
  attentionReasonAcknowledged,
  coachingSessionCancelled,
  coachingSessionHeld,
  coachingSessionMissed,
  coachingSessionReportSharingChanged,
  coachingSessionRescheduled,
  coachingSessionScheduled,
  coachNoteDeleted,
  coachNoteEdited,
  coachNoteWritten,
  goalMilestoneAdded,
  goalMilestoneCompleted,
  goalMilestoneRemoved,
  goalProgramSet,
  homeworkAssigned,
  homeworkCancelled,
  homeworkCompleted,
  homeworkReminderDue,
  mockExamDeleted,
  mockExamMistakesRecorded,
  mockExamRecorded,
  mockExamResultsCorrected,
  planTemplateDeleted,
  planTemplateSaved,
  schoolGradeRecorded,
  schoolGradeRemoved,
  studyBlockChanged,
  studyBlockPlanned,
  studyBlockProgressRecorded,
  studyBlockRemoved,
  studyResourceAdded,
  studyResourceProgressRecorded,
  studyResourceRemoved,
  weeklySummaryPrepared,
} from '../student-record/record-events';
import { topicStateSet } from '../student-record/topic-progress';
import {
  videoCallEnded,
  videoCallJoined,
  videoCallLeft,
  videoCallParticipantStatusChanged,
  videoCallStarted,
} from '../video/video-events';

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
  PasswordResetRequested: { version: 1, schema: passwordResetRequested },
  PasswordResetCompleted: { version: 1, schema: passwordResetCompleted },
  EmailVerificationRequested: { version: 1, schema: emailVerificationRequested },
  EmailAddressVerified: { version: 1, schema: emailAddressVerified },
  MailPreferencesChanged: { version: 1, schema: mailPreferencesChanged },
  ParentWeeklySummaryQueued: { version: 1, schema: parentWeeklySummaryQueued },
  AccountDeactivated: { version: 1, schema: accountDeactivated },
  AccountReactivated: { version: 1, schema: accountReactivated },
  ParentLinked: { version: 1, schema: parentLinked },
  ParentUnlinked: { version: 1, schema: parentUnlinked },
  EmailReserved: { version: 1, schema: emailReserved },
  OrganisationCreated: { version: 1, schema: organisationCreated },
  OrganisationMemberJoined: { version: 1, schema: organisationMemberJoined },
  // An organisation's own attention-queue thresholds (its overrides of ATTENTION_RULES).
  OrganisationAttentionRulesChanged: { version: 1, schema: organisationAttentionRulesChanged },
  StudentCreated: { version: 1, schema: studentCreated },
  CoachClaimed: { version: 1, schema: coachClaimed },
  CoachReleased: { version: 1, schema: coachReleased },
  CoachAddedToRoster: { version: 1, schema: coachAddedToRoster },
  CoachRemovedFromRoster: { version: 1, schema: coachRemovedFromRoster },
  StudentEnrolled: { version: 1, schema: studentEnrolled },
  CoachAssigned: { version: 1, schema: coachAssigned },
  CoachUnassigned: { version: 1, schema: coachUnassigned },
  StudentTransferredOut: { version: 1, schema: studentTransferredOut },
  AdvisorProfileUpdated: { version: 1, schema: advisorProfileUpdated },
  ContactRequested: { version: 1, schema: contactRequested },
  AccountRequestSubmitted: { version: 1, schema: accountRequestSubmitted },
  MessageSent: { version: 1, schema: messageSent },
  MessageRead: { version: 1, schema: messageRead },
  // The student's family thread (coach ↔ linked parents) and the coach's permission switch.
  FamilyMessageSent: { version: 1, schema: familyMessageSent },
  FamilyThreadRead: { version: 1, schema: familyThreadRead },
  ParentMessagesPermissionSet: { version: 1, schema: parentMessagesPermissionSet },
  // The student's coaching thread (student account ↔ the student's current coach).
  CoachingMessageSent: { version: 1, schema: coachingMessageSent },
  CoachingThreadRead: { version: 1, schema: coachingThreadRead },
  NotificationRead: { version: 1, schema: notificationRead },
  AllNotificationsRead: { version: 1, schema: allNotificationsRead },
  NotificationDeleted: { version: 1, schema: notificationDeleted },
  // Student record (weekly program, goals, sessions, denemes, homework, grades, resources, coach notes).
  StudyBlockPlanned: { version: 1, schema: studyBlockPlanned },
  StudyBlockChanged: { version: 1, schema: studyBlockChanged },
  StudyBlockRemoved: { version: 1, schema: studyBlockRemoved },
  StudyBlockProgressRecorded: { version: 1, schema: studyBlockProgressRecorded },
  PlanTemplateSaved: { version: 1, schema: planTemplateSaved },
  PlanTemplateDeleted: { version: 1, schema: planTemplateDeleted },
  GoalProgramSet: { version: 1, schema: goalProgramSet },
  GoalMilestoneAdded: { version: 1, schema: goalMilestoneAdded },
  GoalMilestoneCompleted: { version: 1, schema: goalMilestoneCompleted },
  GoalMilestoneRemoved: { version: 1, schema: goalMilestoneRemoved },
  CoachingSessionScheduled: { version: 1, schema: coachingSessionScheduled },
  CoachingSessionRescheduled: { version: 1, schema: coachingSessionRescheduled },
  CoachingSessionHeld: { version: 1, schema: coachingSessionHeld },
  CoachingSessionMissed: { version: 1, schema: coachingSessionMissed },
  CoachingSessionCancelled: { version: 1, schema: coachingSessionCancelled },
  CoachingSessionReportSharingChanged: { version: 1, schema: coachingSessionReportSharingChanged },
  MockExamRecorded: { version: 1, schema: mockExamRecorded },
  MockExamResultsCorrected: { version: 1, schema: mockExamResultsCorrected },
  MockExamMistakesRecorded: { version: 1, schema: mockExamMistakesRecorded },
  MockExamDeleted: { version: 1, schema: mockExamDeleted },
  HomeworkAssigned: { version: 1, schema: homeworkAssigned },
  HomeworkCompleted: { version: 1, schema: homeworkCompleted },
  HomeworkCancelled: { version: 1, schema: homeworkCancelled },
  HomeworkReminderDue: { version: 1, schema: homeworkReminderDue },
  SchoolGradeRecorded: { version: 1, schema: schoolGradeRecorded },
  SchoolGradeRemoved: { version: 1, schema: schoolGradeRemoved },
  StudyResourceAdded: { version: 1, schema: studyResourceAdded },
  StudyResourceProgressRecorded: { version: 1, schema: studyResourceProgressRecorded },
  StudyResourceRemoved: { version: 1, schema: studyResourceRemoved },
  CoachNoteWritten: { version: 1, schema: coachNoteWritten },
  CoachNoteEdited: { version: 1, schema: coachNoteEdited },
  CoachNoteDeleted: { version: 1, schema: coachNoteDeleted },
  WeeklySummaryPrepared: { version: 1, schema: weeklySummaryPrepared },
  // An attention reason set aside for a while (stream attention-acks-{studentId}).
  AttentionReasonAcknowledged: { version: 1, schema: attentionReasonAcknowledged },
  // A topic's state on the student's konu takibi checklist (stream topic-progress-{studentId}).
  TopicStateSet: { version: 1, schema: topicStateSet },
  // The student's focus log (stream focus-log-{studentId}-{isoWeek}), from the Odaklan timer.
  FocusBlockLogged: { version: 1, schema: focusBlockLogged },
  // The exam days an admin set (stream exam-date-{family}-{year}): the countdown's dates.
  ExamDateSet: { version: 1, schema: examDateSet },
  ExamDateCleared: { version: 1, schema: examDateCleared },
  // Outgoing e-mail (stream mail-{messageId}), delivered by the mail worker from the outbox.
  EmailQueued: { version: 1, schema: emailQueued },
  EmailSent: { version: 1, schema: emailSent },
  EmailFailed: { version: 1, schema: emailFailed },
  // Invitations (stream invitation-{invitationId}): a coach into a team, a student or parent to a student.
  InvitationSent: { version: 1, schema: invitationSent },
  InvitationAccepted: { version: 1, schema: invitationAccepted },
  InvitationDeclined: { version: 1, schema: invitationDeclined },
  InvitationRevoked: { version: 1, schema: invitationRevoked },
  // Video calls (stream video-call-{callId}).
  VideoCallStarted: { version: 1, schema: videoCallStarted },
  VideoCallJoined: { version: 1, schema: videoCallJoined },
  VideoCallParticipantStatusChanged: { version: 1, schema: videoCallParticipantStatusChanged },
  VideoCallLeft: { version: 1, schema: videoCallLeft },
  VideoCallEnded: { version: 1, schema: videoCallEnded },
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
