import type { Role } from '@pusula/contracts';

/** Who is looking at the record: the advisor's student page and the coach's show it with its editors. */
export interface RecordViewer {
  role: Role;
  userId: string;
}

/** What the viewer may change (mirrors the server's rules in studentRecord's router; the server decides). */
export function permissionsOf(viewer: RecordViewer) {
  const team = viewer.role === 'COACH' || viewer.role === 'ADVISOR';
  const coach = viewer.role === 'COACH';
  return {
    /** Program, goals, denemes, grades, resources. */
    plan: team,
    /** Done counts, sessions, homework, the coach's own notes. */
    coach,
  };
}

/** What a tab of the record needs: the student's id and who is looking. */
export interface RecordTabProps {
  studentId: string;
  viewer: RecordViewer;
}
