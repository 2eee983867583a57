import { type NotePriority, TIMINGS_MS } from '@pusula/contracts/constants';
import { createStore, type Store } from '../lib/external-store';
import { notePanelTexts as m } from './texts';

/**
 * The floating advisor note panel (spec §2 "Panels", §4 "Floating note panel", §5): which student and
 * coach the note is about, the draft (text and priority, default NORMAL), minimised or expanded, and the
 * send cycle (sending → "Not Gönderildi!" for 2 s → text and priority reset). Pure: timers, the send call
 * and the alert are injected.
 */

export interface NoteSelection {
  studentId: string | null;
  studentName: string | null;
  coachId: string | null;
  coachName: string | null;
}

export interface NotePanelState extends NoteSelection {
  minimized: boolean;
  text: string;
  priority: NotePriority;
  sending: boolean;
  /** The success overlay is showing. */
  sent: boolean;
}

export interface NotePayload {
  studentId: string;
  coachId: string;
  content: string;
  priority: NotePriority;
  pageContext: string;
}

export interface NotePanelDeps {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  alert(message: string): void;
  logger: Pick<Console, 'error'>;
  /**
   * The advisor's last choice of minimised (true) or expanded (false), kept across pages and visits; null
   * when they never chose. Absent: no memory.
   */
  minimizedChoice?: { read(): boolean | null; write(minimized: boolean): void };
}

export interface NotePanelStore extends Store<NotePanelState> {
  /**
   * Sets the student and/or the coach (pages select as the advisor works); a new student clears nothing else.
   * A panel that was hidden appears as the advisor last left it (collapsed when they never chose);
   * `startMinimized` makes it appear minimised regardless (a page that selects by itself on a phone, where
   * the open panel would cover what the advisor came to read).
   */
  select(selection: Partial<NoteSelection>, options?: { startMinimized?: boolean }): void;
  /** The advisor asked to write about this student ("Not yaz"): selected and expanded. */
  open(selection: Partial<NoteSelection>): void;
  setText(text: string): void;
  setPriority(priority: NotePriority): void;
  toggleMinimized(): void;
  /** Empties the draft: text and priority back to NORMAL. */
  clear(): void;
  /** Leaving the student pages: hidden and back to its first state. */
  reset(): void;
  send(
    pageContext: string | null | undefined,
    call: (payload: NotePayload) => Promise<unknown>,
  ): Promise<boolean>;
  /**
   * A note went through outside `send`: a failed send retried from the „Tekrar dene" toast. If the draft
   * is still that note, the panel ends it as an answered send would (overlay, then an empty draft); left
   * as it was, a second „Notu gönder" would be a new action and store the note twice.
   */
  delivered(payload: NotePayload): void;
}

export const EMPTY_SELECTION: NoteSelection = {
  studentId: null,
  studentName: null,
  coachId: null,
  coachName: null,
};
const INITIAL: NotePanelState = {
  ...EMPTY_SELECTION,
  // Collapsed until the advisor opens it: expanded, it covers stat cards, calendar columns and chart legends.
  minimized: true,
  text: '',
  priority: 'NORMAL',
  sending: false,
  sent: false,
};

/** Shown only when a student and a coach are selected. */
export function isVisible(state: NoteSelection): boolean {
  return Boolean(state.studentId && state.coachId);
}

/** Spec §5: trimmed text, coach, student and page present, and not while sending. */
export function canSend(state: NotePanelState, pageContext: string | null | undefined): boolean {
  return Boolean(
    state.text.trim() &&
      state.coachId &&
      state.studentId &&
      pageContext?.trim() &&
      !state.sending &&
      !state.sent,
  );
}

export function createNotePanelStore(deps: NotePanelDeps): NotePanelStore {
  const store = createStore<NotePanelState>(INITIAL);
  let overlay: unknown;
  const patch = (p: Partial<NotePanelState>) => store.set({ ...store.get(), ...p });
  const select: NotePanelStore['select'] = (selection, options) => {
    const prev = store.get();
    const next = { ...prev, ...selection };
    // A panel that appears takes the advisor's last choice, collapsed when there is none (on every width).
    if (!isVisible(prev) && isVisible(next))
      next.minimized = options?.startMinimized === true || (deps.minimizedChoice?.read() ?? true);
    if (
      next.studentId !== prev.studentId ||
      next.coachId !== prev.coachId ||
      next.studentName !== prev.studentName ||
      next.coachName !== prev.coachName ||
      next.minimized !== prev.minimized
    )
      store.set(next);
  };
  const stopOverlay = () => {
    if (overlay !== undefined) deps.clearTimeout(overlay);
    overlay = undefined;
  };
  const showSent = () => {
    patch({ sending: false, sent: true });
    stopOverlay();
    overlay = deps.setTimeout(() => {
      overlay = undefined;
      patch({ sent: false, text: '', priority: 'NORMAL' });
    }, TIMINGS_MS.noteSuccessOverlay);
  };

  return {
    ...store,
    select,
    open(selection) {
      select(selection);
      if (store.get().minimized) patch({ minimized: false });
    },
    setText(text) {
      patch({ text });
    },
    setPriority(priority) {
      patch({ priority });
    },
    toggleMinimized() {
      const minimized = !store.get().minimized;
      patch({ minimized });
      deps.minimizedChoice?.write(minimized);
    },
    clear() {
      if (store.get().sending) return;
      patch({ text: '', priority: 'NORMAL' });
    },
    reset() {
      stopOverlay();
      store.set(INITIAL);
    },
    async send(pageContext, call) {
      const state = store.get();
      if (!canSend(state, pageContext)) return false;
      patch({ sending: true });
      try {
        await call({
          studentId: state.studentId!,
          coachId: state.coachId!,
          content: state.text.trim(),
          priority: state.priority,
          pageContext: pageContext!.trim(),
        });
      } catch (error) {
        deps.logger.error(m.sendFailed, error);
        patch({ sending: false });
        deps.alert(m.sendFailed);
        return false;
      }
      showSent();
      return true;
    },
    delivered(payload) {
      const state = store.get();
      // A send under way ends by itself; a draft changed or moved to another student is another note.
      if (state.sending || state.sent) return;
      const same =
        state.studentId === payload.studentId &&
        state.coachId === payload.coachId &&
        state.text.trim() === payload.content &&
        state.priority === payload.priority;
      if (same) showSent();
    },
  };
}
