/**
 * What the coach's two conversation lists (coaching threads, family threads) share: how a name is shown
 * and how the list is ordered and summed up. Each list reads its own tables; the order is one rule.
 */

/** "First Last", either part missing left out. */
export const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

interface ListedStudent {
  id: string;
  first_name: string;
  last_name: string;
  sort_key: string;
}

/**
 * One entry per student: the thread's last message and how many of the other side's messages the coach
 * has not read. Newest activity first; students whose thread is empty after, in Turkish name order
 * (`sort_key`).
 */
export function threadSummaries<Row extends { student_id: string; position: string }, Message>(
  students: readonly ListedStudent[],
  lastMessages: readonly Row[],
  unreadCounts: readonly { student_id: string; n: string }[],
  toDto: (row: Row) => Message,
): { studentId: string; studentName: string; lastMessage: Message | null; unreadCount: number }[] {
  const lastBy = new Map(lastMessages.map((r) => [r.student_id, r]));
  const unreadBy = new Map(unreadCounts.map((r) => [r.student_id, Number(r.n)]));
  return students
    .map((s) => ({ s, last: lastBy.get(s.id) }))
    .sort((a, b) => {
      if (a.last && b.last) return a.last.position < b.last.position ? 1 : -1;
      if (a.last || b.last) return a.last ? -1 : 1;
      return a.s.sort_key < b.s.sort_key ? -1 : a.s.sort_key > b.s.sort_key ? 1 : 0;
    })
    .map(({ s, last: row }) => ({
      studentId: s.id,
      studentName: fullName(s.first_name, s.last_name),
      lastMessage: row ? toDto(row) : null,
      unreadCount: unreadBy.get(s.id) ?? 0,
    }));
}
