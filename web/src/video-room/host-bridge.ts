import {
  FRAME_MESSAGE_SOURCE,
  type FrameCommand,
  type FrameState,
  isHostToFrameMessage,
} from '@pusula/contracts/video/signalling';

/** True when the page runs inside the host page's frame (not opened on its own). */
export const embedded = () => window.parent !== window;

/**
 * Commands from the host page: only from our own origin and only from the window that embeds us; anything
 * else (another site framing us, a browser extension posting messages) is ignored.
 */
export function listenToHost(onCommand: (command: FrameCommand) => void): () => void {
  const listener = (event: MessageEvent) => {
    if (event.origin !== location.origin || event.source !== window.parent) return;
    if (isHostToFrameMessage(event.data)) onCommand(event.data.command);
  };
  window.addEventListener('message', listener);
  return () => window.removeEventListener('message', listener);
}

export function reportState(state: FrameState) {
  if (embedded())
    window.parent.postMessage({ source: FRAME_MESSAGE_SOURCE, type: 'state', state }, location.origin);
}

export function reportHungUp(reason: string | null) {
  if (embedded())
    window.parent.postMessage({ source: FRAME_MESSAGE_SOURCE, type: 'hungup', reason }, location.origin);
}
