import { describe, expect, it } from 'vitest';
import { RecentAnswers } from './recent-answers';

describe('RecentAnswers', () => {
  it('keeps at most `capacity` entries, dropping the least recently used', () => {
    const answers = new RecentAnswers<number>(2);
    answers.set('a', 1);
    answers.set('b', 2);
    expect(answers.get('a')).toBe(1); // a is now the most recent
    answers.set('c', 3); // drops b
    expect(answers.size).toBe(2);
    expect(answers.get('b')).toBeUndefined();
    expect(answers.get('a')).toBe(1);
    expect(answers.get('c')).toBe(3);
  });

  it('replaces a key without growing', () => {
    const answers = new RecentAnswers<string>(2);
    answers.set('a', 'x');
    answers.set('a', 'y');
    answers.set('b', 'z');
    expect(answers.size).toBe(2);
    expect(answers.get('a')).toBe('y');
  });
});
