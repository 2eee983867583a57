import type { Projector } from '../projector';
import { coachingMessagesProjector } from './coaching-messages-projector';
import { directoryProjector } from './directory-projector';
import { familyMessagesProjector } from './family-messages-projector';
import { focusLogProjector } from './focus-log-projector';
import { invitationsProjector } from './invitations-projector';
import { mailOutboxProjector } from './mail-outbox-projector';
import { messagesProjector } from './messages-projector';
import { notesProjector } from './notes-projector';
import { notificationsProjector } from './notifications/notifications-projector';
import { publicRequestsProjector } from './public-requests-projector';
import { studentRecordProjector } from './student-record/student-record-projector';
import { videoCallsProjector } from './video-calls-projector';

/** Every projector the server runs. */
export const ALL_PROJECTORS: readonly Projector[] = [
  videoCallsProjector,
  notesProjector,
  directoryProjector,
  notificationsProjector,
  messagesProjector,
  publicRequestsProjector,
  studentRecordProjector,
  familyMessagesProjector,
  coachingMessagesProjector,
  mailOutboxProjector,
  invitationsProjector,
  focusLogProjector,
];

export {
  coachingMessagesProjector,
  directoryProjector,
  familyMessagesProjector,
  focusLogProjector,
  invitationsProjector,
  mailOutboxProjector,
  messagesProjector,
  notesProjector,
  notificationsProjector,
  publicRequestsProjector,
  studentRecordProjector,
  videoCallsProjector,
};
