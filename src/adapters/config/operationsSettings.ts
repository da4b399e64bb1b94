import { err, ok, type Result } from '../../domain/shared/result';

/** The environment variables of the server's logs and metrics (docs/configuration.md). */
export interface OperationsEnvironment {
  /** The bearer token `GET /metrics` asks for; unset: `/metrics` answers 404. */
  readonly METRICS_TOKEN?: string;
  /** The lowest level of the JSON log lines written: `debug`, `info` (default), `warn`, `error` or `silent`. */
  readonly LOG_LEVEL?: string;
}

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface OperationsSettings {
  readonly metricsToken: string | null;
  readonly logLevel: LogLevel;
}

/** A metrics token is a secret: at least 16 characters, printable ASCII without spaces (it travels in a header). */
const METRICS_TOKEN_PATTERN = /^[\x21-\x7e]{16,256}$/;

/** The logs' and metrics' settings, or the variable that is malformed. */
export function resolveOperationsSettings(env: OperationsEnvironment): Result<OperationsSettings, { variable: keyof OperationsEnvironment; message: string }> {
  const token = env.METRICS_TOKEN?.trim() ?? '';
  if (token !== '' && !METRICS_TOKEN_PATTERN.test(token)) {
    return err({ variable: 'METRICS_TOKEN', message: 'must be 16 to 256 printable characters without spaces' });
  }
  const level = env.LOG_LEVEL?.trim().toLowerCase() ?? '';
  if (level !== '' && !(LOG_LEVELS as readonly string[]).includes(level)) {
    return err({ variable: 'LOG_LEVEL', message: `must be one of ${LOG_LEVELS.join(', ')}` });
  }
  return ok({ metricsToken: token === '' ? null : token, logLevel: level === '' ? 'info' : (level as LogLevel) });
}
