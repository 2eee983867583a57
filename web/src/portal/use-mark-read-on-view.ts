import { useEffect, useRef } from 'react';

/**
 * Marks a thread read up to its newest message once it is on screen with something unread, and again only
 * when a newer message arrives (not on every render or refetch).
 */
export function useMarkReadOnView(
  lastMessageId: string | undefined,
  unreadCount: number,
  markRead: (throughMessageId: string) => void,
) {
  const marked = useRef<string | null>(null);
  useEffect(() => {
    if (!lastMessageId || unreadCount === 0 || marked.current === lastMessageId) return;
    marked.current = lastMessageId;
    markRead(lastMessageId);
  }, [lastMessageId, unreadCount, markRead]);
}
