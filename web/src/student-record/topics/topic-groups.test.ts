import type { TopicItemDto } from '@pusula/contracts';
import { describe, expect, it } from 'vitest';
import { groupTopics } from './topic-groups';

const topic = (
  topicId: string,
  group: string | null,
  state: TopicItemDto['state'] = 'NOT_STARTED',
): TopicItemDto => ({
  topicId,
  name: topicId,
  group,
  state,
  source: null,
  changedAt: null,
  changedByStudent: false,
  wrong: 0,
  reviewSuggestion: null,
});

describe('groupTopics', () => {
  const topics = [
    topic('a', null),
    topic('b', 'Problemler', 'DONE'),
    topic('c', 'Problemler'),
    topic('d', null, 'DONE'),
  ];

  it('keeps catalogue order and starts a heading only where it changes', () => {
    expect(groupTopics(topics, 'ALL').map((g) => [g.heading, g.topics.map((t) => t.topicId)])).toEqual([
      [null, ['a']],
      ['Problemler', ['b', 'c']],
      [null, ['d']],
    ]);
  });

  it('shows only the chosen state, dropping headings left empty', () => {
    expect(groupTopics(topics, 'DONE').map((g) => [g.heading, g.topics.map((t) => t.topicId)])).toEqual([
      ['Problemler', ['b']],
      [null, ['d']],
    ]);
    expect(groupTopics(topics, 'REVIEW')).toEqual([]);
  });
});
