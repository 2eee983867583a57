import { createStore } from '../lib/external-store';

/** The course (and topic) the student is focusing on: logged with each finished focus phase. */
export interface FocusSubject {
  courseId: string | null;
  topicId: string | null;
}

const STORAGE_KEY = 'pusula.focus-subject';
const NONE: FocusSubject = { courseId: null, topicId: null };

function read(): FocusSubject {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    const v = raw ? (JSON.parse(raw) as Partial<FocusSubject>) : null;
    return {
      courseId: typeof v?.courseId === 'string' ? v.courseId : null,
      topicId: typeof v?.courseId === 'string' && typeof v?.topicId === 'string' ? v.topicId : null,
    };
  } catch {
    return NONE;
  }
}

export const focusSubject = createStore<FocusSubject>(NONE);

export function loadFocusSubject(): FocusSubject {
  const subject = read();
  focusSubject.set(subject);
  return subject;
}

export function chooseFocusSubject(subject: FocusSubject): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(subject));
  } catch {
    // The choice still holds for this page load.
  }
  focusSubject.set(subject);
}
