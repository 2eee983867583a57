import { type ReadDb, recentNotesQuery, studentListQuery } from '@pusula/projections';
import { excerptOf } from '../notes/excerpt';

/** The newest notes, so the admin can pick one to open its audit timeline without knowing its id. */
export async function recentNotes(db: ReadDb, limit: number) {
  const notes = await recentNotesQuery(db, limit);
  return notes.map((n) => ({
    id: n.id,
    excerpt: excerptOf(n.content),
    priority: n.priority,
    coachName: n.coachName,
    studentName: n.studentName,
    createdAt: n.createdAt,
  }));
}

/** Every student (the admin sees all), for linking a parent and for assignment timelines. */
export function allStudents(db: ReadDb, input: Parameters<typeof studentListQuery>[2]) {
  return studentListQuery(db, {}, input);
}
