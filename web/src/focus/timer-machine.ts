/**
 * The focus timer as a pure state machine over timestamps: a running phase stores when it ends, never a
 * tick count, so the timer stays right when the tab sleeps, the page changes or the browser throttles.
 */
export type Phase = 'work' | 'shortBreak' | 'longBreak';
export type TimerStatus = 'idle' | 'running' | 'paused';

export interface Durations {
  /** Minutes of each phase. */
  work: number;
  shortBreak: number;
  longBreak: number;
  /** A long break follows every this many work periods. */
  longBreakEvery: number;
}

export const DEFAULT_DURATIONS: Durations = { work: 25, shortBreak: 5, longBreak: 15, longBreakEvery: 4 };

/** Allowed minutes per phase: short enough to start, long enough for a full mock-exam section. */
export const DURATION_LIMITS: Record<
  Exclude<keyof Durations, 'longBreakEvery'>,
  { min: number; max: number }
> = {
  work: { min: 5, max: 90 },
  shortBreak: { min: 1, max: 30 },
  longBreak: { min: 5, max: 60 },
};

export interface TimerState {
  phase: Phase;
  status: TimerStatus;
  /** While running: the epoch millisecond at which the current phase ends. */
  endsAt: number | null;
  /** While idle or paused: what is left of the current phase. */
  remainingMs: number;
  /** Work periods finished since the timer was last reset. */
  completedWork: number;
  durations: Durations;
  /**
   * When the current phase began: its first start (pauses do not move it), or the end of the phase before
   * it. Null until it first runs. A finished focus phase is logged with it.
   */
  phaseStartedAt: number | null;
}

/** A phase that ran to its end (not skipped): what a signed-in student's focus log records. */
export interface FinishedPhase {
  phase: Phase;
  startedAt: number;
  endedAt: number;
  /** Whole minutes of the phase, at most its span (a length changed mid-phase applies to the next one). */
  minutes: number;
}

const MINUTE = 60_000;

export function phaseMs(phase: Phase, d: Durations): number {
  return (phase === 'work' ? d.work : phase === 'shortBreak' ? d.shortBreak : d.longBreak) * MINUTE;
}

export function initialState(durations: Durations = DEFAULT_DURATIONS): TimerState {
  return {
    phase: 'work',
    status: 'idle',
    endsAt: null,
    remainingMs: phaseMs('work', durations),
    completedWork: 0,
    durations,
    phaseStartedAt: null,
  };
}

/** The phase after `phase`, and the work count once it is over. */
export function following(
  phase: Phase,
  completedWork: number,
  d: Durations,
): { phase: Phase; completedWork: number } {
  if (phase !== 'work') return { phase: 'work', completedWork };
  const done = completedWork + 1;
  return { phase: done % d.longBreakEvery === 0 ? 'longBreak' : 'shortBreak', completedWork: done };
}

export function remainingMs(s: TimerState, now: number): number {
  return s.status === 'running' && s.endsAt !== null ? Math.max(0, s.endsAt - now) : s.remainingMs;
}

export interface Advanced {
  state: TimerState;
  /** Phases that began, in order (several if the page slept through more than one). */
  started: Phase[];
  /** Phases that ended, in order: one before each started phase. */
  finished: FinishedPhase[];
}

function finishedPhase(s: TimerState, endedAt: number): FinishedPhase {
  const length = phaseMs(s.phase, s.durations);
  const startedAt = s.phaseStartedAt ?? endedAt - length;
  const minutes = Math.max(1, Math.round(Math.min(length, endedAt - startedAt) / MINUTE));
  return { phase: s.phase, startedAt, endedAt, minutes };
}

/** Moves a running timer past every phase that has ended by `now`; each next phase starts on time. */
export function advance(s: TimerState, now: number): Advanced {
  if (s.status !== 'running' || s.endsAt === null) return { state: s, started: [], finished: [] };
  let state = s;
  const started: Phase[] = [];
  const finished: FinishedPhase[] = [];
  while (state.endsAt !== null && now >= state.endsAt) {
    const next = following(state.phase, state.completedWork, state.durations);
    finished.push(finishedPhase(state, state.endsAt));
    state = {
      ...state,
      phase: next.phase,
      completedWork: next.completedWork,
      endsAt: state.endsAt + phaseMs(next.phase, state.durations),
      phaseStartedAt: state.endsAt,
    };
    started.push(next.phase);
  }
  return { state, started, finished };
}

export function start(s: TimerState, now: number): TimerState {
  if (s.status === 'running') return s;
  return { ...s, status: 'running', endsAt: now + s.remainingMs, phaseStartedAt: s.phaseStartedAt ?? now };
}

export function pause(s: TimerState, now: number): TimerState {
  if (s.status !== 'running') return s;
  const { state } = advance(s, now);
  return { ...state, status: 'paused', endsAt: null, remainingMs: remainingMs(state, now) };
}

export function reset(s: TimerState): TimerState {
  return initialState(s.durations);
}

/** Ends the current phase now and starts the next one (running stays running). */
export function skip(s: TimerState, now: number): TimerState {
  const next = following(s.phase, s.completedWork, s.durations);
  const length = phaseMs(next.phase, s.durations);
  return {
    ...s,
    phase: next.phase,
    completedWork: next.completedWork,
    endsAt: s.status === 'running' ? now + length : null,
    remainingMs: length,
    status: s.status === 'idle' ? 'paused' : s.status,
    // A skipped phase is not finished: the next one begins now if the timer runs, else when it starts.
    phaseStartedAt: s.status === 'running' ? now : null,
  };
}

function clampMinutes(value: number, limits: { min: number; max: number }): number {
  if (!Number.isFinite(value)) return limits.min;
  return Math.min(limits.max, Math.max(limits.min, Math.round(value)));
}

export function normaliseDurations(d: Durations): Durations {
  return {
    work: clampMinutes(d.work, DURATION_LIMITS.work),
    shortBreak: clampMinutes(d.shortBreak, DURATION_LIMITS.shortBreak),
    longBreak: clampMinutes(d.longBreak, DURATION_LIMITS.longBreak),
    longBreakEvery: DEFAULT_DURATIONS.longBreakEvery,
  };
}

/**
 * New durations: an idle timer shows the new length at once; a running or paused phase keeps its
 * length and the change applies from the next phase.
 */
export function setDurations(s: TimerState, d: Durations): TimerState {
  const durations = normaliseDurations(d);
  if (s.status === 'idle') return { ...s, durations, remainingMs: phaseMs(s.phase, durations) };
  return { ...s, durations };
}

/** Accepts a stored value only if it has the right shape; anything else starts fresh. */
export function reviveState(value: unknown): TimerState | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Partial<TimerState>;
  const phases: Phase[] = ['work', 'shortBreak', 'longBreak'];
  const statuses: TimerStatus[] = ['idle', 'running', 'paused'];
  if (!phases.includes(v.phase as Phase) || !statuses.includes(v.status as TimerStatus)) return null;
  if (typeof v.remainingMs !== 'number' || typeof v.completedWork !== 'number') return null;
  if (v.status === 'running' && typeof v.endsAt !== 'number') return null;
  const d = v.durations;
  if (!d || typeof d.work !== 'number' || typeof d.shortBreak !== 'number' || typeof d.longBreak !== 'number')
    return null;
  return {
    phase: v.phase as Phase,
    status: v.status as TimerStatus,
    endsAt: v.status === 'running' ? (v.endsAt as number) : null,
    remainingMs: v.remainingMs,
    completedWork: v.completedWork,
    durations: normaliseDurations({ ...d, longBreakEvery: DEFAULT_DURATIONS.longBreakEvery }),
    phaseStartedAt: typeof v.phaseStartedAt === 'number' ? v.phaseStartedAt : null,
  };
}
