import { describe, expect, it } from 'vitest';
import {
  advance,
  DEFAULT_DURATIONS,
  initialState,
  pause,
  remainingMs,
  reviveState,
  setDurations,
  skip,
  start,
} from './timer-machine';

const MIN = 60_000;
const T0 = Date.UTC(2025, 2, 3, 6, 0, 0);

describe('focus timer machine', () => {
  it('starts as a 25-minute work period', () => {
    const s = initialState();
    expect(s.phase).toBe('work');
    expect(remainingMs(s, T0)).toBe(25 * MIN);
  });

  it('counts down from timestamps, not ticks', () => {
    const s = start(initialState(), T0);
    expect(remainingMs(s, T0 + 90_000)).toBe(25 * MIN - 90_000);
  });

  it('moves to a short break when work ends, on time', () => {
    const s = start(initialState(), T0);
    const { state, started } = advance(s, T0 + 25 * MIN);
    expect(started).toEqual(['shortBreak']);
    expect(state.completedWork).toBe(1);
    expect(state.endsAt).toBe(T0 + 30 * MIN);
  });

  it('gives a long break after four work periods', () => {
    let s = start(initialState(), T0);
    const phases: string[] = [];
    for (let minute = 1; minute <= 4 * 25 + 3 * 5; minute++) {
      const r = advance(s, T0 + minute * MIN);
      s = r.state;
      phases.push(...r.started);
    }
    expect(phases).toEqual(['shortBreak', 'work', 'shortBreak', 'work', 'shortBreak', 'work', 'longBreak']);
    expect(s.phase).toBe('longBreak');
  });

  it('catches up over several phases after the page slept', () => {
    const { state, started } = advance(start(initialState(), T0), T0 + 61 * MIN);
    expect(started).toEqual(['shortBreak', 'work', 'shortBreak', 'work']);
    expect(remainingMs(state, T0 + 61 * MIN)).toBe(24 * MIN);
  });

  it('pauses and resumes with the same time left', () => {
    const paused = pause(start(initialState(), T0), T0 + 10 * MIN);
    expect(paused.status).toBe('paused');
    expect(remainingMs(paused, T0 + 99 * MIN)).toBe(15 * MIN);
    const resumed = start(paused, T0 + 100 * MIN);
    expect(resumed.endsAt).toBe(T0 + 115 * MIN);
  });

  it('skips to the next phase', () => {
    const s = skip(start(initialState(), T0), T0 + MIN);
    expect(s.phase).toBe('shortBreak');
    expect(s.endsAt).toBe(T0 + 6 * MIN);
  });

  it('applies new durations at once when idle and clamps them', () => {
    const s = setDurations(initialState(), { ...DEFAULT_DURATIONS, work: 40, shortBreak: 0, longBreak: 500 });
    expect(remainingMs(s, T0)).toBe(40 * MIN);
    expect(s.durations.shortBreak).toBe(1);
    expect(s.durations.longBreak).toBe(60);
  });

  it('keeps the running phase length when durations change mid-phase', () => {
    const s = setDurations(start(initialState(), T0), { ...DEFAULT_DURATIONS, work: 50 });
    expect(s.endsAt).toBe(T0 + 25 * MIN);
    expect(advance(s, T0 + 30 * MIN).state.endsAt).toBe(T0 + 80 * MIN);
  });

  it('revives only well-formed stored state', () => {
    const s = start(initialState(), T0);
    expect(reviveState(JSON.parse(JSON.stringify(s)))).toEqual(s);
    expect(reviveState({ phase: 'nap' })).toBeNull();
    expect(reviveState(null)).toBeNull();
  });

  it('reports each finished phase with when it began and ended; a skipped one is not finished', () => {
    // Paused for 5 minutes: the focus phase began at T0 and ends 30 minutes later, with 25 focused minutes.
    let s = start(initialState(), T0);
    s = start(pause(s, T0 + 10 * MIN), T0 + 15 * MIN);
    const first = advance(s, T0 + 31 * MIN);
    expect(first.finished).toEqual([{ phase: 'work', startedAt: T0, endedAt: T0 + 30 * MIN, minutes: 25 }]);
    expect(first.state.phaseStartedAt).toBe(T0 + 30 * MIN);
    // A page that slept through a break and the next focus phase reports both, each starting on time.
    const slept = advance(first.state, T0 + 61 * MIN);
    expect(slept.finished).toEqual([
      { phase: 'shortBreak', startedAt: T0 + 30 * MIN, endedAt: T0 + 35 * MIN, minutes: 5 },
      { phase: 'work', startedAt: T0 + 35 * MIN, endedAt: T0 + 60 * MIN, minutes: 25 },
    ]);
    const skipped = skip(start(initialState(), T0), T0 + 3 * MIN);
    expect(skipped.phaseStartedAt).toBe(T0 + 3 * MIN);
    expect(advance(skipped, T0 + 4 * MIN).finished).toEqual([]);
  });
});
