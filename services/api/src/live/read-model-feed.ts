import { log } from '../observability/logger';
/**
 * Follows one read-model table in log order and hands each new row to the listeners of the users it is
 * for. Rows appear in position order, a committed batch at a time (one runner per projector), so "rows
 * after the last one seen" never skips a row. Woken by the local runner's commits, and by a slow poll
 * while anyone listens, for the case where another process runs the projector.
 *
 * A listener hears only rows newer than the table's newest row when it subscribed. While nobody listens
 * the feed fetches nothing (a commit costs such a process no query) and its cursor falls behind; the first
 * listener after that moves it to the table's newest row before anything is fetched, so no listener is
 * handed, as news, the rows of the time nobody listened.
 */
export interface FeedSource<Row> {
  /** The projector whose commits make new rows appear. */
  projector: string;
  /** Rows strictly after `last` (all rows when null), in order, at most `limit`. */
  fetchAfter(last: Row | null, limit: number): Promise<Row[]>;
  /** Position of the newest row in the table now (null when empty). */
  newestPosition(): Promise<string | null>;
  /** Who each row is for. */
  recipients(row: Row): readonly string[];
  /** The cursor "past every row up to `position`" (what fetchAfter takes as its `last`). */
  cursorAt(position: string): Row;
}

export type FeedListener<Row> = (row: Row) => void;

/**
 * One subscription: until the table's newest position at subscription time is known, rows wait in
 * `held`; then only rows after `since` reach the listener.
 */
interface Subscription<Row> {
  listener: FeedListener<Row>;
  since: string | null | undefined;
  held: Row[];
}

const PAGE = 1_000;

export class ReadModelFeed<Row extends { position: string }> {
  private readonly listeners = new Map<string, Set<Subscription<Row>>>();
  private readonly everyRow = new Set<FeedListener<Row>>();
  private last: Row | null;
  private running: Promise<void> | null = null;
  private again = false;
  private poller: NodeJS.Timeout | null = null;
  private closed = false;
  /** Commits came while nobody listened: the cursor is behind, and moves to "now" before the next fetch. */
  private behind = false;
  /** The one query for "now" of a feed that is behind, shared by everyone who arrives meanwhile. */
  private catchingUp: Promise<string | null> | null = null;

  /** `start`: the newest row already there (or a synthetic one at the log head): only later rows are news. */
  constructor(
    private readonly source: FeedSource<Row>,
    start: Row | null,
    private readonly options: { pollMs?: number; log?: (message: string, error: unknown) => void } = {},
  ) {
    this.last = start;
  }

  get projector(): string {
    return this.source.projector;
  }

  /**
   * A listener for one user's rows from now on; returns the unsubscribe, whose `ready` resolves once "now"
   * is fixed: every row committed after that reaches the listener (tell the client it is live only then).
   */
  subscribe(userId: string, listener: FeedListener<Row>): (() => void) & { ready: Promise<void> } {
    const set = this.listeners.get(userId) ?? new Set<Subscription<Row>>();
    this.listeners.set(userId, set);
    const subscription: Subscription<Row> = { listener, since: undefined, held: [] };
    set.add(subscription);
    this.updatePolling();
    const open = (since: string | null) => {
      subscription.since = since;
      for (const row of subscription.held.splice(0)) this.hand(subscription, row);
    };
    const ready = this.now().then(open, (error: unknown) => {
      // Without the table's head, the feed's own cursor is the best "now" there is.
      this.log('newest row unknown', error);
      open(this.last?.position ?? null);
    });
    const unsubscribe = () => {
      set.delete(subscription);
      if (set.size === 0) this.listeners.delete(userId);
      this.updatePolling();
    };
    return Object.assign(unsubscribe, { ready });
  }

  /** A listener for every row from now on (web push, on the process that sends). */
  subscribeAll(listener: FeedListener<Row>): () => void {
    this.everyRow.add(listener);
    // Behind: "now" is fixed as the listener arrives, not at the next fetch (rows committed in between are its).
    if (this.behind) void this.now().catch((error: unknown) => this.log('newest row unknown', error));
    return () => this.everyRow.delete(listener);
  }

  listenerCount(): number {
    let n = 0;
    for (const set of this.listeners.values()) n += set.size;
    return n;
  }

  /**
   * New rows may be there: fetch them (coalesced: one fetch at a time, one more if poked meanwhile). With
   * nobody listening, nothing is fetched: the feed only notes that it is behind.
   */
  poke(): void {
    if (this.closed) return;
    if (this.listeners.size === 0 && this.everyRow.size === 0) {
      this.behind = true;
      return;
    }
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        this.poke();
      }
    });
  }

  /** Resolves when the current fetch (if any) is done; for tests and shutdown. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.poller) clearInterval(this.poller);
    this.poller = null;
    await this.idle();
  }

  /**
   * The table's newest position, for a new subscription. A feed that is behind moves its cursor there first
   * (one query, whoever asks meanwhile shares it), so rows from before are never fetched as news.
   */
  private now(): Promise<string | null> {
    if (!this.behind) return this.source.newestPosition();
    this.catchingUp ??= this.source.newestPosition().then(
      (position) => {
        if (position !== null && (this.last === null || position > this.last.position))
          this.last = this.source.cursorAt(position);
        this.behind = false;
        this.catchingUp = null;
        return position;
      },
      (error: unknown) => {
        this.catchingUp = null;
        throw error;
      },
    );
    return this.catchingUp;
  }

  private async drain(): Promise<void> {
    try {
      if (this.behind) await this.now();
      for (;;) {
        const rows = await this.source.fetchAfter(this.last, PAGE);
        for (const row of rows) this.deliver(row);
        if (rows.length > 0) this.last = rows[rows.length - 1]!;
        if (rows.length < PAGE) return;
      }
    } catch (error) {
      this.log('feed failed', error);
    }
  }

  private deliver(row: Row) {
    for (const listener of this.everyRow) this.safely(listener, row);
    for (const userId of this.source.recipients(row)) {
      const set = this.listeners.get(userId);
      if (set) for (const subscription of [...set]) this.hand(subscription, row);
    }
  }

  private hand(subscription: Subscription<Row>, row: Row) {
    if (subscription.since === undefined) subscription.held.push(row);
    else if (subscription.since === null || row.position > subscription.since)
      this.safely(subscription.listener, row);
  }

  private safely(listener: FeedListener<Row>, row: Row) {
    try {
      listener(row);
    } catch (error) {
      this.log('listener failed', error);
    }
  }

  private log(message: string, error: unknown) {
    (this.options.log ?? ((m, e) => log.error({ component: 'live', err: e }, m)))(
      `${this.projector} ${message}`,
      error,
    );
  }

  private updatePolling() {
    const wanted = this.listeners.size > 0 && !this.closed;
    if (wanted && !this.poller) {
      this.poller = setInterval(() => this.poke(), this.options.pollMs ?? 1_000);
      this.poller.unref?.();
    } else if (!wanted && this.poller) {
      clearInterval(this.poller);
      this.poller = null;
    }
  }
}
