import { describe, expect, it } from 'vitest';
import { durationErrors } from './duration-errors';

describe('focus duration errors', () => {
  it('accepts whole minutes inside each phase limit', () => {
    expect(durationErrors({ work: '25', shortBreak: '5', longBreak: '15' })).toEqual({});
    expect(durationErrors({ work: '90', shortBreak: '1', longBreak: '60' })).toEqual({});
  });

  it('names every wrong field at once, each with its own Turkish message', () => {
    expect(durationErrors({ work: '200', shortBreak: '', longBreak: '7.5' })).toEqual({
      work: 'Odak süresi 5 ile 90 dakika arasında bir tam sayı olmalı.',
      shortBreak: 'Kısa mola için dakika girin.',
      longBreak: 'Uzun mola 5 ile 60 dakika arasında bir tam sayı olmalı.',
    });
  });

  it('refuses a value under the minimum', () => {
    expect(durationErrors({ work: '4', shortBreak: '0', longBreak: '5' })).toEqual({
      work: 'Odak süresi 5 ile 90 dakika arasında bir tam sayı olmalı.',
      shortBreak: 'Kısa mola 1 ile 30 dakika arasında bir tam sayı olmalı.',
    });
  });
});
