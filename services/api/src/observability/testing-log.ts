import { createLogger, type Logger } from './logger';

export interface LogLine {
  level: string;
  msg: string;
  [field: string]: unknown;
}

/** A logger whose JSON lines a test reads back, at `debug` so that probes' lines are kept too. */
export function capturedLog(): { logger: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const logger = createLogger({
    level: 'debug',
    destination: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
  });
  return { logger, lines };
}
