import type { CourseRef, ExamTypeCode, Topic, TopicSearchHit } from '@pusula/contracts/education';
import { compareTurkish, foldForSearch } from '@pusula/contracts/text/index';

/**
 * Folds a topic name or a query into the form both are matched in. Apostrophes join ("Dünya'nın"
 * matches "dunyanin"); other punctuation separates words ("Kâr-Zarar" matches "kar zarar").
 */
export function searchKey(s: string): string {
  return foldForSearch(s.replace(/['’`]/g, ''))
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export interface SearchableTopic {
  readonly topic: Topic;
  readonly course: CourseRef;
  readonly courseOrder: number;
  readonly examType: ExamTypeCode | null;
}

interface Entry extends SearchableTopic {
  readonly key: string;
}

export interface TopicSearchIndex {
  /** Prefix hits (of the name or of a word in it) before infix hits; each group in Turkish order. */
  search(query: string, limit: number): TopicSearchHit[];
}

export function buildTopicSearchIndex(topics: readonly SearchableTopic[]): TopicSearchIndex {
  // Sorted once, so a search is one scan that keeps the collation order without sorting hits.
  const entries: readonly Entry[] = topics
    .map((entry) => ({ ...entry, key: searchKey(entry.topic.name) }))
    .sort(
      (a, b) =>
        compareTurkish(a.topic.name, b.topic.name) ||
        a.courseOrder - b.courseOrder ||
        a.topic.order - b.topic.order,
    );

  return {
    search(query, limit) {
      const needle = searchKey(query);
      if (needle === '' || limit < 1) return [];
      const wordStart = ` ${needle}`;
      const prefix: TopicSearchHit[] = [];
      const infix: TopicSearchHit[] = [];
      for (const { key, topic, course, examType } of entries) {
        if (!key.includes(needle)) continue;
        if (key.startsWith(needle) || key.includes(wordStart)) {
          prefix.push({ topic, course, examType, match: 'prefix' });
          if (prefix.length >= limit) break;
        } else if (infix.length < limit) {
          infix.push({ topic, course, examType, match: 'infix' });
        }
      }
      return [...prefix, ...infix].slice(0, limit);
    },
  };
}
