import type { TopicItemDto, TopicState } from '@pusula/contracts';

/** The checklist's filter: every topic, or those in one state. */
export type TopicFilter = TopicState | 'ALL';

export interface TopicGroup {
  /** The catalogue's shared heading; null for topics without one. */
  heading: string | null;
  topics: TopicItemDto[];
}

/**
 * A course's topics kept in catalogue order, filtered by state, and cut into runs under their `group`
 * heading: a heading starts a new run only where it changes, so the catalogue's order is never reshuffled.
 */
export function groupTopics(topics: readonly TopicItemDto[], filter: TopicFilter): TopicGroup[] {
  const groups: TopicGroup[] = [];
  for (const topic of topics) {
    if (filter !== 'ALL' && topic.state !== filter) continue;
    const last = groups.at(-1);
    if (last && last.heading === topic.group) last.topics.push(topic);
    else groups.push({ heading: topic.group, topics: [topic] });
  }
  return groups;
}
