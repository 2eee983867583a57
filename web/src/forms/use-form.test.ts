import { describe, expect, it } from 'vitest';
import { typedBeforeHydration } from './use-form';

/** A prerendered form's fields as the DOM holds them (only what the hook reads). */
const formWith = (fields: Record<string, { type?: string; value?: string; checked?: boolean }>) => ({
  elements: { namedItem: (name: string) => fields[name] ?? null },
});

describe('what was typed before hydration', () => {
  it('adopts the text and the ticks the visitor put into the prerendered fields', () => {
    const form = formWith({
      email: { type: 'email', value: 'koc@pusula.dev' },
      password: { type: 'password', value: 'Pusula.2025' },
      kvkk: { type: 'checkbox', value: 'on', checked: true },
    });
    expect(typedBeforeHydration(form, { email: '', password: '', kvkk: false })).toEqual({
      email: 'koc@pusula.dev',
      password: 'Pusula.2025',
      kvkk: true,
    });
  });

  it('keeps the initial state where there is no form, no such field, a hidden one or another kind of value', () => {
    const initial = { email: '', token: 'abc', count: 3, consent: false };
    expect(typedBeforeHydration(null, initial)).toBe(initial);
    const form = formWith({
      token: { type: 'hidden', value: 'someone-else' },
      count: { type: 'number', value: '9' },
      consent: { type: 'text', value: 'on' },
    });
    expect(typedBeforeHydration(form, initial)).toEqual(initial);
  });
});
