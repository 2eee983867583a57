import { NOTE_CONTENT_MAX, NOTE_PRIORITIES } from '@pusula/contracts/constants';
import { useRouterState } from '@tanstack/react-router';
import { CircleCheck, Eraser, Maximize2, Minimize2, NotebookPen, Send } from 'lucide-react';
import { useEffect, useId, useSyncExternalStore } from 'react';
import { Button } from '../design/ui/Button';
import { cx } from '../design/ui/cx';
import { notePriorityLabels } from '../notes/texts';
import { trpc } from '../portal/trpc';
import { isNotePanelPath, notePanel } from './note-panel';
import { canSend, isVisible } from './note-panel-store';
import { notePanelTexts as m } from './texts';

const PRIORITY_TONE = {
  NORMAL: 'peer-checked:border-brand peer-checked:bg-brand-soft peer-checked:text-brand',
  MEDIUM: 'peer-checked:border-accent peer-checked:bg-accent-soft peer-checked:text-accent',
  HIGH: 'peer-checked:border-danger peer-checked:bg-danger-soft peer-checked:text-danger',
} as const;

/**
 * The floating advisor note panel on /advisor/students and /advisor/coaches (and their sub-pages): a note
 * to the selected coach about the selected student, sent with the page it was written on.
 */
export function FloatingNotePanel() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const state = useSyncExternalStore(notePanel.subscribe, notePanel.get, notePanel.get);
  const utils = trpc.useUtils();
  const sendNote = trpc.notes.send.useMutation({
    onSuccess: (_note, payload) => {
      // Also runs when the shared „Tekrar dene" toast re-sent a failed note: the panel then ends that send.
      notePanel.delivered({ ...payload, priority: payload.priority ?? 'NORMAL' });
      void utils.notes.invalidate();
      void utils.advisor.dashboard.invalidate();
    },
  });
  const textId = useId();
  const bodyId = useId();
  const limitId = useId();
  const onPanelPage = isNotePanelPath(pathname);

  // Leaving the student pages hides the panel and forgets its selection and draft.
  useEffect(() => {
    if (!onPanelPage) notePanel.reset();
  }, [onPanelPage]);

  if (!onPanelPage || !isVisible(state)) return null;
  const pageContext = pathname;
  const ready = canSend(state, pageContext);
  const busy = state.sending || state.sent;
  const atLimit = state.text.length >= NOTE_CONTENT_MAX;

  return (
    <section
      aria-label={m.region}
      data-testid="note-panel"
      className="fixed right-2 bottom-2 left-2 z-30 rounded-[var(--radius-card)] border border-line bg-surface text-ink shadow-[0_12px_40px_-12px_rgb(15_23_42/0.45)] sm:left-auto sm:w-96 sm:right-4 sm:bottom-4"
    >
      <header className="flex items-start gap-2 border-b border-line px-4 py-3">
        <NotebookPen aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold">{m.title}</h2>
          <p className="truncate text-sm text-ink-muted">
            {m.about(state.studentName ?? '', state.coachName ?? '')}
          </p>
        </div>
        <button
          type="button"
          onClick={() => notePanel.toggleMinimized()}
          aria-expanded={!state.minimized}
          aria-controls={bodyId}
          aria-label={state.minimized ? m.expand : m.minimize}
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-md text-ink-muted hover:bg-surface-muted hover:text-ink"
        >
          {state.minimized ? (
            <Maximize2 aria-hidden="true" className="size-4" />
          ) : (
            <Minimize2 aria-hidden="true" className="size-4" />
          )}
        </button>
      </header>
      <div id={bodyId} hidden={state.minimized} className="relative">
        <form
          className="space-y-3 p-4"
          onSubmit={(e) => {
            e.preventDefault();
            void notePanel.send(pageContext, (payload) => sendNote.mutateAsync(payload));
          }}
        >
          <div>
            <div className="mb-1.5 flex items-baseline justify-between">
              <label htmlFor={textId} className="text-sm font-semibold">
                {m.text}
              </label>
              <span
                className={cx(
                  'text-xs tabular-nums',
                  atLimit ? 'font-semibold text-danger' : 'text-ink-muted',
                )}
              >
                {m.characters(state.text.length, NOTE_CONTENT_MAX)}
              </span>
            </div>
            <textarea
              id={textId}
              value={state.text}
              maxLength={NOTE_CONTENT_MAX}
              readOnly={busy}
              onChange={(e) => notePanel.setText(e.target.value)}
              placeholder={m.placeholder}
              rows={4}
              aria-describedby={atLimit ? limitId : undefined}
              className="block w-full resize-y rounded-[var(--radius-control)] border border-line bg-surface px-3 py-2 text-base text-ink placeholder:text-ink-muted/80 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30"
            />
            {/* The field stops at the limit (the server refuses longer notes too); say so instead of
                silently dropping what was typed or pasted past it. */}
            {atLimit ? (
              <p id={limitId} role="status" className="mt-1 text-xs text-danger">
                {m.atLimit(NOTE_CONTENT_MAX)}
              </p>
            ) : null}
          </div>
          <fieldset>
            <legend className="mb-1.5 text-sm font-semibold">{m.priority}</legend>
            <div className="grid grid-cols-3 gap-2">
              {NOTE_PRIORITIES.map((p) => (
                <label key={p} className="relative">
                  <input
                    type="radio"
                    name="note-priority"
                    value={p}
                    checked={state.priority === p}
                    disabled={busy}
                    onChange={() => notePanel.setPriority(p)}
                    className="peer sr-only"
                  />
                  <span
                    className={cx(
                      'flex min-h-10 cursor-pointer items-center justify-center rounded-[var(--radius-control)] border border-line px-2 text-sm font-semibold text-ink-muted',
                      'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-[var(--pu-focus)]',
                      PRIORITY_TONE[p],
                    )}
                  >
                    {notePriorityLabels[p]}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <p className="text-xs text-ink-muted">{m.context}</p>
          <div className="flex justify-end gap-2">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => notePanel.clear()}
              disabled={!state.text.trim() || !state.coachId || !state.studentId || !pageContext || busy}
            >
              <Eraser aria-hidden="true" className="size-4" />
              {m.clear}
            </Button>
            <Button type="submit" size="sm" disabled={!ready}>
              <Send aria-hidden="true" className="size-4" />
              {state.sending ? m.sending : m.send}
            </Button>
          </div>
        </form>
        <p role="status" className="sr-only">
          {state.sent ? m.sent : ''}
        </p>
        {state.sent ? (
          <div
            aria-hidden="true"
            data-testid="note-sent-overlay"
            className="absolute inset-0 flex flex-col items-center justify-center gap-2 rounded-b-[var(--radius-card)] bg-surface/95 text-success"
          >
            <CircleCheck aria-hidden="true" className="size-10" />
            <p className="text-lg font-bold">{m.sent}</p>
          </div>
        ) : null}
      </div>
    </section>
  );
}

/** Room under a page's content so the panel never covers its last rows. */
export function NotePanelSpacer() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const state = useSyncExternalStore(notePanel.subscribe, notePanel.get, notePanel.get);
  if (!isNotePanelPath(pathname) || !isVisible(state)) return null;
  return <div aria-hidden="true" className={state.minimized ? 'h-20' : 'h-96 sm:h-80'} />;
}
