/**
 * PGlite on a worker thread of its own (see pglite-thread.ts): the server's thread keeps HTTP, tRPC and
 * JSON, this one runs the embedded PostgreSQL, so the two use both cores. Plain JavaScript, so that it
 * starts under any loader (tsx, vitest). It answers messages in the order they arrive; the caller's
 * mutex decides that order (transactions never interleave).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { namedStatements } from './pglite-named-statements.mjs';
import { PARAMETER_SERIALIZERS } from './pglite-parameters.mjs';

/** What survives the trip back: message, name and the PostgreSQL fields (code, constraint, detail …). */
function plainError(error) {
  const plain = { message: error instanceof Error ? error.message : String(error), name: error?.name };
  for (const [key, value] of Object.entries(error ?? {})) {
    if (value === undefined || typeof value === 'function') continue;
    try {
      plain[key] = structuredClone(value);
    } catch {
      // Not clonable (a native handle): the caller does without it.
    }
  }
  return plain;
}

let db;
let queryNamed;
const unlisten = new Map();

try {
  db = await PGlite.create(workerData.dataDir, {
    postgresqlconf: workerData.postgresqlconf,
    serializers: PARAMETER_SERIALIZERS,
    // An archived data directory to start from (a Blob does not cross to a worker; its bytes do).
    loadDataDir: workerData.loadDataDir ? new Blob([workerData.loadDataDir]) : undefined,
  });
  queryNamed = namedStatements(db);
  parentPort.postMessage({ op: 'ready' });
} catch (error) {
  parentPort.postMessage({ op: 'failed', error: plainError(error) });
}

parentPort.on('message', async (message) => {
  const { id } = message;
  try {
    switch (message.op) {
      case 'query': {
        const result = message.name
          ? await queryNamed(message.name, message.text, message.params)
          : await db.query(message.text, message.params);
        parentPort.postMessage({ id, rows: result.rows, affectedRows: result.affectedRows ?? 0 });
        return;
      }
      case 'listen': {
        const stop = await db.listen(message.channel, () =>
          parentPort.postMessage({ op: 'notify', channel: message.channel }),
        );
        unlisten.set(message.channel, stop);
        parentPort.postMessage({ id });
        return;
      }
      case 'unlisten': {
        await unlisten.get(message.channel)?.();
        unlisten.delete(message.channel);
        parentPort.postMessage({ id });
        return;
      }
      case 'close':
        await db.close();
        parentPort.postMessage({ id });
        return;
    }
  } catch (error) {
    parentPort.postMessage({ id, error: plainError(error) });
  }
});
