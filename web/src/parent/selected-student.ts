import { useSyncExternalStore } from 'react';
import { createStore } from '../lib/external-store';

/**
 * The parent's chosen student (spec §3 "Parent context: selectedStudent, persisted in browser storage").
 * Only the id is kept; the session's sign-out removes the key with the rest of the session.
 */
export const SELECTED_STUDENT_KEY = 'selectedStudent';

function readStored(): string | null {
  try {
    return localStorage.getItem(SELECTED_STUDENT_KEY);
  } catch {
    return null;
  }
}

const store = createStore<string | null>(null);
let loaded = false;

function ensureLoaded() {
  if (loaded || typeof window === 'undefined') return;
  loaded = true;
  store.set(readStored());
  // Another tab choosing a student (or signing out) changes this tab's choice too.
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === SELECTED_STUDENT_KEY) store.set(readStored());
  });
}

export const selectedStudent = {
  get(): string | null {
    ensureLoaded();
    return store.get();
  },
  set(studentId: string | null): void {
    ensureLoaded();
    try {
      if (studentId) localStorage.setItem(SELECTED_STUDENT_KEY, studentId);
      else localStorage.removeItem(SELECTED_STUDENT_KEY);
    } catch {
      // Storage may be full or blocked: the choice still holds for this page.
    }
    store.set(studentId);
  },
  subscribe(listener: () => void): () => void {
    ensureLoaded();
    return store.subscribe(listener);
  },
};

/** The stored choice; null while prerendering and when nothing was chosen yet. */
export function useStoredSelectedStudent(): string | null {
  return useSyncExternalStore(selectedStudent.subscribe, selectedStudent.get, () => null);
}
