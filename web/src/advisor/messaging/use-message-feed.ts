import type { AppRouter } from '@pusula/api/trpc/router';
import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import { useEffect, useRef } from 'react';
import type { Message } from '../api';

/**
 * The `messages.live` subscription over tRPC's WebSocket (signed in by `connectionParams`). The portal's
 * client speaks HTTP only, so the messages page opens this one socket while it is shown. A reconnect resumes
 * after the last message seen (`lastEventId` is the log position), so nothing is missed or seen twice.
 */
export function useMessageFeed(token: string, onMessage: (message: Message) => void): void {
  const handler = useRef(onMessage);
  handler.current = onMessage;

  useEffect(() => {
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    const wsClient = createWSClient({
      url: `${scheme}://${window.location.host}/trpc`,
      connectionParams: () => ({ token }),
    });
    const client = createTRPCClient<AppRouter>({ links: [wsLink({ client: wsClient })] });
    const subscription = client.messages.live.subscribe(undefined, {
      onData: (event) => handler.current(event.data as Message),
      onError: (error) => console.warn('Mesaj akışı kesildi', error.message),
    });
    return () => {
      subscription.unsubscribe();
      void wsClient.close();
    };
  }, [token]);
}
