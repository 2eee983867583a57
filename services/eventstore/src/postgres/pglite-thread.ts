import { Worker } from 'node:worker_threads';
import type { SqlResult } from '../sql-client';

/** What the PGlite client needs of the database itself, whether on this thread or on a worker. */
export interface PgliteEngine {
  /** With a name, the statement is prepared once and reused (pglite-named-statements.mjs). */
  query<R>(text: string, params?: readonly unknown[], name?: string): Promise<SqlResult<R>>;
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

type Reply = { id: number; rows?: unknown[]; affectedRows?: number; error?: Record<string, unknown> };

/** An error from the worker, rebuilt with its PostgreSQL fields (the event store reads `code`). */
function rebuiltError(plain: Record<string, unknown>): Error {
  const error = new Error(String(plain.message ?? 'PGlite error'));
  const { message: _message, stack: _stack, ...fields } = plain;
  return Object.assign(error, fields);
}

/**
 * PGlite on a worker thread (pglite-worker.mjs). Every statement is a message; answers come back in
 * order. The worker holds the process open only while a statement is in flight, so a script that is done
 * can end without closing it first.
 */
export async function startPgliteWorker(
  dataDir: string | undefined,
  postgresqlconf: string[],
  loadDataDir?: Blob,
): Promise<PgliteEngine> {
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { dataDir, postgresqlconf, loadDataDir: await loadDataDir?.arrayBuffer() },
  });
  let nextId = 1;
  const pending = new Map<number, { resolve: (reply: Reply) => void; reject: (error: Error) => void }>();
  const listeners = new Map<string, Set<() => void>>();
  let failure: Error | null = null;

  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: Reply & { op?: string; channel?: string }) => {
      if (message.op === 'ready') return resolve();
      if (message.op === 'failed') return reject(rebuiltError(message.error ?? {}));
      if (message.op === 'notify') {
        for (const onNotify of listeners.get(message.channel!) ?? []) onNotify();
        return;
      }
      const waiting = pending.get(message.id);
      if (!waiting) return;
      pending.delete(message.id);
      if (pending.size === 0) worker.unref();
      if (message.error) waiting.reject(rebuiltError(message.error));
      else waiting.resolve(message);
    });
    const fail = (error: Error) => {
      failure = error;
      reject(error);
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`PGlite worker exited (${code})`)));
  });
  await ready;
  worker.unref();

  const call = (message: Record<string, unknown>) =>
    new Promise<Reply>((resolve, reject) => {
      if (failure) return reject(failure);
      const id = nextId++;
      pending.set(id, { resolve, reject });
      if (pending.size === 1) worker.ref();
      worker.postMessage({ ...message, id });
    });

  return {
    async query<R>(text: string, params?: readonly unknown[], name?: string) {
      const reply = await call({ op: 'query', text, params, name });
      return { rows: reply.rows as R[], affectedRows: reply.affectedRows ?? 0 };
    },
    async listen(channel, onNotify) {
      let callbacks = listeners.get(channel);
      if (!callbacks) {
        callbacks = new Set();
        listeners.set(channel, callbacks);
        await call({ op: 'listen', channel });
      }
      callbacks.add(onNotify);
      return async () => {
        callbacks.delete(onNotify);
        if (callbacks.size > 0 || listeners.get(channel) !== callbacks) return;
        listeners.delete(channel);
        await call({ op: 'unlisten', channel });
      };
    },
    async close() {
      await call({ op: 'close' });
      await worker.terminate();
    },
  };
}
