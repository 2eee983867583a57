import { useEffect, useState } from 'react';

export type AsyncState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; data: T }
  | { status: 'error'; message: string };

/**
 * Runs `load` whenever `key` changes (null: nothing to load) and keeps the latest answer; an answer that
 * arrives after the key moved on is dropped. The catalogue client caches and shares requests itself.
 */
export function useAsync<T>(key: string | null, load: () => Promise<T>): AsyncState<T> {
  const [state, setState] = useState<AsyncState<T>>({ status: 'idle' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names everything `load` depends on.
  useEffect(() => {
    if (key === null) {
      setState({ status: 'idle' });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (data) => current && setState({ status: 'done', data }),
      (error: unknown) => current && setState({ status: 'error', message: (error as Error).message }),
    );
    return () => {
      current = false;
    };
  }, [key]);
  return state;
}
