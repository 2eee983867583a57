import type { AdvisorNoteDto, NotePriority } from '@pusula/contracts';
import { noteDecider, noteStreamId } from '@pusula/domain';
import { noteByIdQuery, sentNoteDto } from '@pusula/projections';
import type { AppDeps } from '../../app-deps';
import { derivedId } from '../../commands/command-ids';
import { type Actor, handleCommand } from '../../commands/handle-command';

/** Read-your-writes: answer only once the notes read model shows the command. */
async function settled(deps: AppDeps, position: string | null, noteId: string): Promise<AdvisorNoteDto> {
  if (position) await deps.runner.waitFor(position, ['notes']);
  return (await noteByIdQuery(deps.storage.db, noteId))!;
}

export interface SendNote {
  coachId: string;
  studentId: string;
  content: string;
  priority?: NotePriority;
  pageContext: string;
}

/** The caller has been authorised for the coach, the student and the assignment before this. */
export async function sendNote(deps: AppDeps, advisor: Actor, input: SendNote, commandId: string) {
  // The note id follows from the command id: a retried request finds the same note.
  const noteId = derivedId(commandId, 'note');
  const outcome = await handleCommand(deps.storage.store, {
    streamId: noteStreamId(noteId),
    decider: noteDecider,
    commandId,
    createsStream: true,
    command: {
      type: 'SendNote',
      data: { noteId, advisorId: advisor.userId, ...input, now: deps.now().toISOString() },
    },
    actor: advisor,
  });
  const sent = outcome.events.find((e) => e.type === 'NoteSent');
  // A new note is all in its event: wait for the read model (read-your-writes) without reading it back.
  // A retried request answers with the note as it is now, which may have been read or replied since.
  if (!outcome.duplicate && sent?.type === 'NoteSent' && outcome.position) {
    await deps.runner.waitFor(outcome.position, ['notes']);
    return sentNoteDto(sent.data);
  }
  return settled(deps, outcome.position, noteId);
}

export async function markNoteRead(deps: AppDeps, coach: Actor, noteId: string, commandId: string) {
  const outcome = await handleCommand(deps.storage.store, {
    streamId: noteStreamId(noteId),
    decider: noteDecider,
    commandId,
    command: { type: 'MarkNoteRead', data: { noteId, coachId: coach.userId, now: deps.now().toISOString() } },
    actor: coach,
  });
  return settled(deps, outcome.position, noteId);
}

export async function replyToNote(
  deps: AppDeps,
  coach: Actor,
  noteId: string,
  coachReply: string,
  commandId: string,
) {
  const outcome = await handleCommand(deps.storage.store, {
    streamId: noteStreamId(noteId),
    decider: noteDecider,
    commandId,
    command: {
      type: 'ReplyNote',
      data: { noteId, coachId: coach.userId, coachReply, now: deps.now().toISOString() },
    },
    actor: coach,
  });
  return settled(deps, outcome.position, noteId);
}
