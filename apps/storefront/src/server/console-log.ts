import { log, summarizeError, type LogLevel } from '@nordshop/api';

/** The log level of each console method. */
const LEVELS = {
  debug: 'debug',
  log: 'info',
  info: 'info',
  warn: 'warn',
  error: 'error',
} as const satisfies Record<string, LogLevel>;

type ConsoleMethod = keyof typeof LEVELS;

/** How much of a library's own text a line keeps: its first line, cut to this length. */
const MAX_TEXT = 160;

/**
 * Sends what libraries write to the console (React and the router report render errors there,
 * with multi-line stacks) to the shop's log as one JSON line each: the level of the method, the
 * first line of the library's text (cut short), or an error as its class and code locations,
 * never its message. Returns the function that gives the console back.
 */
export function routeConsoleToLog(target: Console = console): () => void {
  // Kept as they are and put back as they were: never called here, so `this` does not matter.
  const originals = (Object.keys(LEVELS) as ConsoleMethod[]).map(
    // eslint-disable-next-line @typescript-eslint/unbound-method
    (method) => [method, target[method]] as const,
  );
  for (const method of Object.keys(LEVELS) as ConsoleMethod[]) {
    target[method] = (...args: unknown[]) => {
      const error = args.find((arg) => arg instanceof Error);
      // A library's own words (a format string), unless an error came along: its text may hold
      // what a query or a client sent.
      const text =
        !error && typeof args[0] === 'string' ? args[0].split('\n')[0]!.slice(0, MAX_TEXT) : '';
      log(LEVELS[method], 'console', {
        ...(text ? { text } : {}),
        ...(error ? { error: summarizeError(error) } : {}),
      });
    };
  }
  return () => {
    for (const [method, original] of originals) target[method] = original;
  };
}
