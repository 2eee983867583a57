import type { ReadModelFeed } from './read-model-feed';

const BACKLOG_PAGE = 500;

/**
 * One user's rows as an async stream: first every row after `after` from the read model (what a
 * reconnecting client missed), then live rows from the feed. The feed is subscribed before the backlog is
 * read, so nothing falls between the two; rows both return are given once (positions only grow).
 */
export async function* backlogThenLive<Row extends { position: string }>(options: {
  feed: ReadModelFeed<Row>;
  userId: string;
  after: string | null;
  backlog: (after: string, limit: number) => Promise<Row[]>;
  signal?: AbortSignal;
  /** Called once the live rows are fixed to start, before the backlog is read (/live's AUTH_SUCCESS). */
  onLive?: () => void;
}): AsyncGenerator<Row> {
  const { feed, userId, signal } = options;
  const queue: Row[] = [];
  let wake: (() => void) | null = null;
  const unsubscribe = feed.subscribe(userId, (row) => {
    queue.push(row);
    wake?.();
  });
  const onAbort = () => wake?.();
  signal?.addEventListener('abort', onAbort);
  try {
    // Rows after the subscription's start come live; the backlog (read after this) holds the ones before.
    await unsubscribe.ready;
    if (signal?.aborted) return;
    options.onLive?.();
    let last = options.after;
    if (last !== null) {
      for (;;) {
        const rows = await options.backlog(last, BACKLOG_PAGE);
        for (const row of rows) {
          if (signal?.aborted) return;
          yield row;
          last = row.position;
        }
        if (rows.length < BACKLOG_PAGE) break;
      }
    }
    while (!signal?.aborted) {
      const row = queue.shift();
      if (!row) {
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = null;
        continue;
      }
      if (last !== null && row.position <= last) continue; // already in the backlog
      last = row.position;
      yield row;
    }
  } finally {
    signal?.removeEventListener('abort', onAbort);
    unsubscribe();
  }
}
