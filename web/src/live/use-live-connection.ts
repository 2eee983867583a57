import { useEffect, useRef, useState } from 'react';
import { createLiveConnection, type LiveState, type SocketLike } from './live-connection';

/** The /live address of this page's server (ws: or wss: like the page). */
export function liveUrl(): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/live`;
}

/**
 * Keeps one live connection open while there is a session token; hands every NOTIFICATION to the latest
 * `onNotification` and returns the state a status indicator shows. An open socket counts as connected
 * only once the server has signed it in: before that, what is raised reaches the bell but not this page,
 * so "Canlı bağlantı açık" would promise more than is true.
 */
export function useLiveConnection(token: string | null, onNotification: (data: unknown) => void): LiveState {
  const [state, setState] = useState<LiveState>('disconnected');
  const [signedIn, setSignedIn] = useState(false);
  const handler = useRef(onNotification);
  handler.current = onNotification;

  useEffect(() => {
    if (!token) return;
    const live = createLiveConnection({
      url: liveUrl(),
      getToken: () => localStorage.getItem('token'),
      createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
      setTimeout: (run, ms) => setTimeout(run, ms),
      clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
      logger: console,
    });
    const offState = live.onState(setState);
    const offSignedIn = live.onSignedIn(setSignedIn);
    const offNotification = live.onNotification((data) => handler.current(data));
    live.connect();
    setState(live.getState());
    setSignedIn(live.isSignedIn());
    return () => {
      offState();
      offSignedIn();
      offNotification();
      live.disconnect();
    };
  }, [token]);

  return state === 'connected' && !signedIn ? 'connecting' : state;
}
