import {
  type FrameCommand,
  type FrameToHostMessage,
  HOST_MESSAGE_SOURCE,
  isFrameToHostMessage,
} from '@pusula/contracts/video/signalling';

/** A command to the conference frame; only a frame of our own origin can receive it. */
export function postToFrame(frame: HTMLIFrameElement | null, command: FrameCommand) {
  frame?.contentWindow?.postMessage({ source: HOST_MESSAGE_SOURCE, command }, window.location.origin);
}

/**
 * The frame's reports: only from our origin and from this very frame (not another frame or window).
 * Returns the unsubscribe.
 */
export function listenToFrame(
  frame: () => HTMLIFrameElement | null,
  onMessage: (message: FrameToHostMessage) => void,
): () => void {
  const listener = (event: MessageEvent) => {
    const source = frame()?.contentWindow;
    if (!source || event.source !== source || event.origin !== window.location.origin) return;
    if (isFrameToHostMessage(event.data)) onMessage(event.data);
  };
  window.addEventListener('message', listener);
  return () => window.removeEventListener('message', listener);
}
