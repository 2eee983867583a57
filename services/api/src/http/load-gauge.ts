import { monitorEventLoopDelay } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';

/** When a process counts as overloaded (`OVERLOAD_MAX_LOOP_DELAY_MS`, `OVERLOAD_MAX_HEAP_SHARE`). */
export interface OverloadLimits {
  /** Mean event-loop delay over one sample above this: requests wait this long before any work starts. */
  maxEventLoopDelayMs: number;
  /** Heap in use above this share of V8's heap limit: the next allocations head for an out-of-memory crash. */
  maxHeapShare: number;
  /** How often the gauge samples. */
  sampleMs: number;
}

export const DEFAULT_OVERLOAD_LIMITS: OverloadLimits = {
  maxEventLoopDelayMs: 1_000,
  maxHeapShare: 0.9,
  sampleMs: 500,
};

export type OverloadCause = 'event-loop' | 'memory';

export interface LoadGauge {
  /** Why the process is overloaded now, or null. */
  overload(): OverloadCause | null;
  stop(): void;
}

/** Samples in a row over a limit before the process counts as overloaded. */
const SUSTAINED_SAMPLES = 2;

/**
 * Watches the event loop and the heap of this process, so it can refuse work (503) before either runs away
 * and serve again once the load is gone. Only a sustained overload counts (two samples in a row over a
 * limit): one slow query on the embedded database or one long GC pause is not a reason to turn users away.
 * A sample that finds the limits kept clears the state: recovery needs no operator.
 */
export function startLoadGauge(
  limits: OverloadLimits,
  onChange: (cause: OverloadCause | null, figures: { eventLoopDelayMs: number; heapShare: number }) => void,
): LoadGauge {
  const delay = monitorEventLoopDelay({ resolution: 20 });
  delay.enable();
  const heapLimit = getHeapStatistics().heap_size_limit;
  let cause: OverloadCause | null = null;
  let over: { cause: OverloadCause; samples: number } | null = null;
  let lastSample = performance.now();

  const timer = setInterval(() => {
    const now = performance.now();
    // Two views of one delay: this timer's own lateness (one long block) and the mean of the histogram's
    // ticks since the last sample (many short ones); the histogram's mean includes its own resolution.
    const late = now - lastSample - limits.sampleMs;
    lastSample = now;
    // A window with no tick recorded has a NaN mean: the lateness alone speaks then.
    const ticksMs = delay.count > 0 ? delay.mean / 1e6 - 20 : 0;
    const eventLoopDelayMs = Math.max(0, late, ticksMs);
    delay.reset();
    const heapShare = process.memoryUsage().heapUsed / heapLimit;
    const found: OverloadCause | null =
      eventLoopDelayMs > limits.maxEventLoopDelayMs
        ? 'event-loop'
        : heapShare > limits.maxHeapShare
          ? 'memory'
          : null;
    over = found ? { cause: found, samples: over?.cause === found ? over.samples + 1 : 1 } : null;
    const next = over && over.samples >= SUSTAINED_SAMPLES ? over.cause : cause && found ? found : null;
    if (next !== cause) {
      cause = next;
      onChange(cause, { eventLoopDelayMs: Math.round(eventLoopDelayMs), heapShare });
    }
  }, limits.sampleMs);
  timer.unref();

  return {
    overload() {
      return cause;
    },
    stop() {
      clearInterval(timer);
      delay.disable();
    },
  };
}
