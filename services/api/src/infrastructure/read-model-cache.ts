import { RecentAnswers } from './recent-answers';

interface CachedAnswer {
  version: number;
  answer: Promise<unknown>;
}

/**
 * Answers of read-model queries, kept while the read models stay as they were. The projection runner's
 * version changes after every commit that may have changed rows, and an answer is served only under the
 * version it was computed under; the version is taken before the query runs, so an answer that raced a
 * commit is recomputed next time, never served stale. Identical reads in flight share one query.
 *
 * Only for queries that read tables written by projectors alone and do not depend on the clock. While a
 * projector runs in another process (PostgreSQL with several servers) the version is unknown and every
 * read goes to the database.
 */
export class ReadModelCache {
  private readonly answers: RecentAnswers<CachedAnswer>;

  constructor(
    /** The runner's readModelVersion: of the named projectors, or of all when none is named. */
    private readonly version: (projectors?: readonly string[]) => number | null,
    capacity = 2_000,
  ) {
    this.answers = new RecentAnswers(capacity);
  }

  /**
   * `projectors`: the projectors whose tables the query reads, when it reads only some; the answer then
   * survives commits of the others. Without it, any commit makes the answer stale.
   */
  read<T>(key: readonly unknown[], query: () => Promise<T>, projectors?: readonly string[]): Promise<T> {
    const version = this.version(projectors);
    if (version === null) return query();
    const id = JSON.stringify(projectors ? [key, projectors] : key);
    const cached = this.answers.get(id);
    if (cached?.version === version) return cached.answer as Promise<T>;
    const answer = query().then(deepFreeze);
    this.answers.set(id, { version, answer });
    answer.catch(() => {
      if (this.answers.get(id)?.answer === answer) this.answers.delete(id);
    });
    return answer;
  }
}

/** A shared answer must not be changed by one of its readers: freezing makes such a change throw. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
