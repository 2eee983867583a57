import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

const LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

/** LOG_LEVEL as pino knows it; anything else is `info` (a typo must not silence a production server). */
export function logLevelOf(value: string | undefined): string {
  const level = value?.trim().toLowerCase();
  return level && LEVELS.has(level) ? level : 'info';
}

/**
 * One JSON object a line on stdout (or `destination`: tests read the lines back): ISO time, the level by
 * name and the process id, so lines of several replicas collected in one place can be told apart. These
 * lines are for operators: users never see them, and they carry no passwords, tokens or message texts.
 */
export function createLogger(options: { level?: string; destination?: DestinationStream } = {}): Logger {
  return pino(
    {
      level: logLevelOf(options.level ?? process.env.LOG_LEVEL),
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    options.destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

/**
 * The process's logger, for code that runs outside a request and has no `deps.log` at hand (timers,
 * workers). A server started with a logger of its own (tests) writes its request and lock lines there.
 */
export const log: Logger = createLogger();
