/** Signalling and negotiation trace in the console, when `localStorage.pusulaVideoDebug` is set. */
let enabled: boolean | null = null;
export function debug(...args: unknown[]) {
  if (enabled === null) {
    try {
      enabled = Boolean(localStorage.getItem('pusulaVideoDebug'));
    } catch {
      enabled = false;
    }
  }
  if (enabled) console.debug('[video-room]', ...args);
}
