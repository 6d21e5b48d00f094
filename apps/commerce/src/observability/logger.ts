import { AsyncLocalStorage } from 'node:async_hooks';
import { DrizzleQueryError } from 'drizzle-orm';
import { type DestinationStream, type Logger, pino } from 'pino';

export type { Logger };

/**
 * The `\nparams: ...` that ends a failed query's message, in the error and what it wraps: the
 * parameters are what a caller sent (an email, an API key, a token) and stay out of the log.
 */
function queryParameterTexts(error: unknown, depth = 0): string[] {
  if (!(error instanceof Error) || depth > 4) return [];
  return [
    ...(error instanceof DrizzleQueryError ? [`\nparams: ${error.params}`] : []),
    ...queryParameterTexts(error.cause, depth + 1),
    // A GraphQL error keeps the resolver's error here, and its message and stack.
    ...queryParameterTexts((error as { originalError?: unknown }).originalError, depth + 1),
  ];
}

/** Pino's error serializer (type, message and stack, with those of its causes), without query parameters. */
export function serializeError(error: unknown) {
  const serialized = pino.stdSerializers.err(error as Error);
  const leaks = queryParameterTexts(error);
  if (leaks.length === 0) return serialized;
  const scrub = (text: string) => leaks.reduce((scrubbed, leak) => scrubbed.replaceAll(leak, ''), text);
  return {
    ...serialized,
    params: undefined,
    message: scrub(serialized.message),
    stack: scrub(serialized.stack),
  };
}

/**
 * JSON lines at `level` and above (LOG_LEVEL): ISO time, the level's name, pid, hostname and what
 * the line tells; an error under `err`, always with a message of the line's own (pino would copy
 * the error's). They go to stdout unless a `destination` is given (a test reading them).
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: serializeError },
    },
    destination,
  );
}

const requestLogs = new AsyncLocalStorage<Logger>();

/** Runs a request's handling with its logger (the one that names its request id) as the current one. */
export function withRequestLog<T>(log: Logger, run: () => T): T {
  return requestLogs.run(log, run);
}

type Level = 'debug' | 'info' | 'warn' | 'error';

/**
 * A logger for Yoga, which logs the errors it masks: through the logger of the request they belong
 * to, so that the line names the request id, else through `root`.
 */
export function yogaLogger(root: Logger): Record<Level, (value: unknown) => void> {
  const line = (level: Level) => (value: unknown) => {
    const log = requestLogs.getStore() ?? root;
    if (value instanceof Error) log[level]({ err: value }, 'GraphQL request failed');
    else log[level](value);
  };
  return { debug: line('debug'), info: line('info'), warn: line('warn'), error: line('error') };
}
