import type { NoteEvent, TimelineEntryDto } from '@pusula/contracts';
import { noteStreamId } from '@pusula/domain';
import { accountsByIdQuery } from '@pusula/projections';
import type { AppDeps } from '../../app-deps';
import { excerptOf } from './excerpt';

const PRIORITY_LABEL = { HIGH: 'yüksek', MEDIUM: 'orta', NORMAL: 'normal' } as const;

/** A note's timeline read straight from its stream: what happened, who did it, when. */
export async function noteHistory(deps: AppDeps, noteId: string): Promise<TimelineEntryDto[]> {
  const events = await deps.storage.store.readStream(noteStreamId(noteId));
  const actorIds = events.map((e) => {
    const d = e.data as { advisorId?: string; coachId?: string };
    return (
      (typeof e.metadata.actorId === 'string' ? e.metadata.actorId : null) ?? d.advisorId ?? d.coachId ?? ''
    );
  });
  const rows = await accountsByIdQuery(deps.storage.db, [...new Set(actorIds.filter(Boolean))]);
  const names = new Map(rows.map((r) => [r.id, `${r.first_name} ${r.last_name}`]));
  return events.map((recorded, i) => {
    const event = { type: recorded.type, data: recorded.data } as NoteEvent;
    const by = names.get(actorIds[i]!) ?? null;
    const at = recorded.createdAt.toISOString();
    switch (event.type) {
      case 'NoteSent':
        return {
          at,
          by,
          what: 'NOTE_SENT',
          description: `Not gönderildi (${PRIORITY_LABEL[event.data.priority]} öncelik): “${excerptOf(event.data.content)}”`,
          previous: null,
          next: null,
        };
      case 'NoteRead':
        return { at, by, what: 'NOTE_READ', description: 'Not okundu', previous: null, next: null };
      case 'NoteReplied':
        return {
          at,
          by,
          what: 'NOTE_REPLIED',
          description: `Nota yanıt verildi${event.data.markedRead ? ' (not okundu olarak işaretlendi)' : ''}: “${excerptOf(event.data.reply)}”`,
          previous: null,
          next: event.data.reply,
        };
      default:
        return { at, by, what: recorded.type, description: recorded.type, previous: null, next: null };
    }
  });
}
