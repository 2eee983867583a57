export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms).unref?.());

/** Sleepers woken together by one cause (an append, a lock let go, a stop), or each by its own timeout. */
export class WakeUps {
  private readonly sleepers = new Set<() => void>();

  /** Resolves on the first of a wake-up or the timeout. */
  wait(timeoutMs: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, timeoutMs);
      timer.unref?.();
      this.sleepers.add(wake);
    });
  }

  wakeAll(): void {
    for (const wake of [...this.sleepers]) wake();
  }
}
