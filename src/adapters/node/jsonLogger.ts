import { pino, type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from '../config/operationsSettings';

export type JsonLogger = Logger;

/**
 * The server's log: one JSON object a line (pino), with `time` (ISO 8601), `level` (its name), `pid`, `hostname` and
 * `msg`. Written synchronously to stdout by default, in this thread: no transport, no worker thread (they do not
 * survive the server's bundling, and a crash loses no line). Tests give a stream of their own.
 */
export function jsonLogger(level: LogLevel, destination: DestinationStream = pino.destination({ dest: 1, sync: true })): JsonLogger {
  return pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}
