import {
  coachNoteRefInput,
  editCoachNoteInput,
  studentRefInput,
  writeCoachNoteInput,
} from '@pusula/contracts';
import { type CoachNoteCommand, coachNotesDecider, coachNotesStreamId } from '@pusula/domain';
import { coachNotesQuery } from '@pusula/projections';
import type { AppDeps } from '../../app-deps';
import { defineCommandHandler } from '../../commands/command-handler';
import { derivedId } from '../../commands/command-ids';
import type { Actor } from '../../commands/handle-command';
import { nowIso, settleIn } from './record-commands';
import { coachOnly, staffReader, student, write } from './record-procedures';

const handleCoachNotesCommand = defineCommandHandler(coachNotesDecider, coachNotesStreamId, settleIn);

export function coachNotes(deps: AppDeps, studentId: string) {
  return coachNotesQuery(deps.storage.db, studentId);
}

async function noteCommand(
  deps: AppDeps,
  coach: Actor,
  studentId: string,
  command: CoachNoteCommand,
  commandId: string,
) {
  await handleCoachNotesCommand(deps, studentId, command, { commandId, actor: coach });
  return coachNotes(deps, studentId);
}

export async function writeCoachNote(
  deps: AppDeps,
  coach: Actor,
  input: { studentId: string; content: string },
  commandId: string,
) {
  const noteId = derivedId(commandId, 'coach-note');
  const notes = await noteCommand(
    deps,
    coach,
    input.studentId,
    { type: 'WriteCoachNote', data: { ...input, noteId, coachId: coach.userId, now: nowIso(deps) } },
    commandId,
  );
  return notes.find((n) => n.noteId === noteId)!;
}

export async function editCoachNote(
  deps: AppDeps,
  coach: Actor,
  input: { studentId: string; noteId: string; content: string },
  commandId: string,
) {
  const notes = await noteCommand(
    deps,
    coach,
    input.studentId,
    { type: 'EditCoachNote', data: { ...input, coachId: coach.userId, now: nowIso(deps) } },
    commandId,
  );
  return notes.find((n) => n.noteId === input.noteId)!;
}

export async function deleteCoachNote(
  deps: AppDeps,
  coach: Actor,
  input: { studentId: string; noteId: string },
  commandId: string,
) {
  await noteCommand(
    deps,
    coach,
    input.studentId,
    { type: 'DeleteCoachNote', data: { ...input, coachId: coach.userId, now: nowIso(deps) } },
    commandId,
  );
  return { noteId: input.noteId, deleted: true };
}

/** Notlar: the coach's own notes about the student. */
export const coachNoteProcedures = {
  coachNotes: staffReader.input(studentRefInput).query(async ({ ctx, input }) => {
    await student(ctx, input.studentId);
    return coachNotes(ctx.deps, input.studentId);
  }),
  writeCoachNote: coachOnly.input(writeCoachNoteInput).mutation(write(writeCoachNote)),
  editCoachNote: coachOnly.input(editCoachNoteInput).mutation(write(editCoachNote)),
  deleteCoachNote: coachOnly.input(coachNoteRefInput).mutation(write(deleteCoachNote)),
};
