import type { Projector } from './projector';
import { coachingMessagesProjector } from './read-models/coaching-messages/projector';
import { directoryProjector } from './read-models/directory/projector';
import { familyMessagesProjector } from './read-models/family-messages/projector';
import { focusLogProjector } from './read-models/focus-log/projector';
import { invitationsProjector } from './read-models/invitations/projector';
import { mailOutboxProjector } from './read-models/mail-outbox/projector';
import { messagesProjector } from './read-models/messages/projector';
import { notesProjector } from './read-models/notes/projector';
import { notificationsProjector } from './read-models/notifications/projector';
import { publicRequestsProjector } from './read-models/public-requests/projector';
import { studentRecordProjector } from './read-models/student-record/projector';
import { videoCallsProjector } from './read-models/video-calls/projector';

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
