import { useEffect } from 'react';
import { useParentContext } from '../portal/contexts';
import type { LinkedStudent } from './api';

/**
 * The parent's chosen student among their own (`students` is never empty): a stored id that is not (or no
 * longer) one of them falls back to the first, and the fallback is stored, so every parent page agrees.
 */
export function useSelectedStudent(students: readonly LinkedStudent[]) {
  const parent = useParentContext();
  const stored = parent?.selectedStudent ?? null;
  const selected = students.find((st) => st.id === stored) ?? students[0]!;
  useEffect(() => {
    if (parent && stored !== selected.id) parent.setSelectedStudent(selected.id);
  }, [parent, stored, selected.id]);
  return { selected, select: (id: string) => parent?.setSelectedStudent(id) };
}
