import { createNotePanelStore } from './note-panel-store';

/** Where the advisor's minimised/expanded choice is kept between pages and visits. */
const MINIMIZED_KEY = 'pusula.notePanel.minimized';

/** The page's one note panel. */
export const notePanel = createNotePanelStore({
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  alert: (message) => window.alert(message),
  logger: console,
  minimizedChoice: {
    read: () => {
      try {
        const kept = window.localStorage.getItem(MINIMIZED_KEY);
        return kept === null ? null : kept === 'true';
      } catch {
        return null; // storage blocked (private mode): no memory, the panel starts collapsed
      }
    },
    write: (minimized) => {
      try {
        window.localStorage.setItem(MINIMIZED_KEY, String(minimized));
      } catch {
        // storage blocked: the choice lasts for this page only
      }
    },
  },
});

/** The pages the panel lives on (spec §2): the students and coaches pages and their sub-pages. */
export function isNotePanelPath(pathname: string): boolean {
  return /^\/advisor\/(students|coaches)(\/|$)/.test(pathname);
}

/** Below Tailwind's `sm` (640 px): the open panel would cover most of the page. */
export function isSmallScreen(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(max-width: 639.98px)').matches === true;
}
