import type { AdvisorNoteDto, NotePriority } from '@pusula/contracts';
import { noteDecider, noteStreamId } from '@pusula/domain';
import { noteByIdQuery, sentNoteDto } from '@pusula/projections';
import type { AppDeps } from '../../app-deps';
import { defineCommandHandler } from '../../commands/command-handler';
import { derivedId } from '../../commands/command-ids';
import type { Actor } from '../../commands/handle-command';

const handleNoteCommand = defineCommandHandler(noteDecider, noteStreamId, { projectors: ['notes'] });

const noteAsItIs = async (deps: AppDeps, noteId: string): Promise<AdvisorNoteDto> =>
  (await noteByIdQuery(deps.storage.db, noteId))!;

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
  const outcome = await handleNoteCommand(
    deps,
    noteId,
    {
      type: 'SendNote',
      data: { noteId, advisorId: advisor.userId, ...input, now: deps.now().toISOString() },
    },
    { commandId, actor: advisor, createsStream: true },
  );
  const sent = outcome.events.find((e) => e.type === 'NoteSent');
  // A new note is all in its event: no need to read it back. A retried request answers with the note as
  // it is now, which may have been read or replied since.
  if (!outcome.duplicate && sent?.type === 'NoteSent') return sentNoteDto(sent.data);
  return noteAsItIs(deps, noteId);
}

export async function markNoteRead(deps: AppDeps, coach: Actor, noteId: string, commandId: string) {
  await handleNoteCommand(
    deps,
    noteId,
    { type: 'MarkNoteRead', data: { noteId, coachId: coach.userId, now: deps.now().toISOString() } },
    { commandId, actor: coach },
  );
  return noteAsItIs(deps, noteId);
}

export async function replyToNote(
  deps: AppDeps,
  coach: Actor,
  noteId: string,
  coachReply: string,
  commandId: string,
) {
  await handleNoteCommand(
    deps,
    noteId,
    { type: 'ReplyNote', data: { noteId, coachId: coach.userId, coachReply, now: deps.now().toISOString() } },
    { commandId, actor: coach },
  );
  return noteAsItIs(deps, noteId);
}
