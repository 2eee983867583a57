import type { AppDeps } from '../app-deps';

/**
 * Waits until the named read models have applied a write, so the answer to the command, and the caller's
 * next read, see it. `position` is null when the command appended nothing.
 */
export async function awaitProjection(
  deps: AppDeps,
  position: string | null,
  projectors: readonly string[],
): Promise<void> {
  if (position) await deps.runner.waitFor(position, projectors);
}
