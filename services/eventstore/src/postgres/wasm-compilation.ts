import v8 from 'node:v8';

/**
 * Has V8 compile WebAssembly with its optimising compiler up front, instead of its baseline compiler
 * (Liftoff) plus a later tier-up of the functions it finds hot. PGlite's PostgreSQL is one large module
 * whose hot paths tier up late and unevenly: on this 2-core machine, 50,000 raw inserts ran at a median
 * 5,700/s (3,500–8,000 per 5,000) by default against 7,300/s (6,400–9,500) with this, for 1.6–1.9 s more
 * start-up. Process-wide and only for modules compiled afterwards: call it at a server's entry point,
 * before opening PGlite. Tests leave it off — they open many short-lived databases.
 */
export function compileWasmOptimized(): void {
  v8.setFlagsFromString('--no-liftoff');
}
