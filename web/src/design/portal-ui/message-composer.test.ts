import { describe, expect, it } from 'vitest';
import { sendsOnEnter } from './MessageComposer';

const key = (key: string, options: { shiftKey?: boolean; isComposing?: boolean; keyCode?: number } = {}) => ({
  key,
  shiftKey: options.shiftKey ?? false,
  nativeEvent: { isComposing: options.isComposing ?? false, keyCode: options.keyCode ?? 13 } as never,
});

describe('the message box keyboard rule', () => {
  it('Enter sends', () => {
    expect(sendsOnEnter(key('Enter'))).toBe(true);
  });

  it('Shift+Enter is a new line, other keys type', () => {
    expect(sendsOnEnter(key('Enter', { shiftKey: true }))).toBe(false);
    expect(sendsOnEnter(key('a'))).toBe(false);
  });

  it('Enter while an input method composes only confirms the word', () => {
    expect(sendsOnEnter(key('Enter', { isComposing: true }))).toBe(false);
    // Safari ends composition before keydown but still reports the IME's key code.
    expect(sendsOnEnter(key('Enter', { keyCode: 229 }))).toBe(false);
  });
});
