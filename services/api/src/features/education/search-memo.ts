import type { TopicSearchHit } from '@pusula/contracts/education';
import { searchKey } from '@pusula/domain/education/index';
import { RecentAnswers } from '../../infrastructure/recent-answers';

type Search = (query: string, options: { limit: number }) => TopicSearchHit[];

/**
 * Topic search answers kept per folded query and limit, most recently used first. The catalogue never
 * changes while the process runs, so an answer never goes stale; students type the same few prefixes, so
 * most searches skip the scan. Folding first makes "Türev", "TÜREV" and "turev" one entry. Bounded, so
 * random queries only churn it.
 */
export function memoizeSearch(search: Search, capacity = 1000): Search {
  const answers = new RecentAnswers<readonly TopicSearchHit[]>(capacity);
  return (query, { limit }) => {
    const key = `${limit}:${searchKey(query)}`;
    let hits = answers.get(key);
    if (hits === undefined) {
      // Frozen because every caller gets the same array.
      hits = Object.freeze(search(query, { limit }).map((hit) => Object.freeze(hit)));
      answers.set(key, hits);
    }
    return hits as TopicSearchHit[];
  };
}
