/**
 * The shop's log: one JSON object per line on stderr, with a level, a message, the request id and
 * a few named fields. Nothing a client sent goes into it as it is (no bodies, no query strings,
 * no SQL parameters): personal data (e-mails, names, addresses, phone numbers) stays out.
 */

/** How serious a log line is. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/** The levels from least to most serious (LOG_LEVEL names the least that is written). */
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const satisfies readonly LogLevel[];

/**
 * The least serious level written. A server sets it from LOG_LEVEL (default info, so one line per
 * request); until then, as in tests that build apps of their own, only warnings and errors.
 */
let threshold: number = LOG_LEVELS.indexOf('warn');

/** Writes lines of `level` and more serious ones from now on. */
export function setLogLevel(level: LogLevel): void {
  threshold = LOG_LEVELS.indexOf(level);
}

/** Fields of a log line: short identifiers, statuses, durations, an error summary. */
export type LogFields = Readonly<
  Record<string, string | number | boolean | null | undefined | object>
>;

/** Where log lines go; tests replace it to read them. */
let sink: (line: string) => void = (line) => process.stderr.write(`${line}\n`);

/** Sends log lines to `write` instead of stderr; returns a function that restores stderr. */
export function captureLog(write: (line: string) => void): () => void {
  const previous = sink;
  sink = write;
  return () => {
    sink = previous;
  };
}

/** Writes one log line. */
export function log(level: LogLevel, message: string, fields: LogFields = {}): void {
  if (LOG_LEVELS.indexOf(level) < threshold) return;
  sink(JSON.stringify({ time: new Date().toISOString(), level, message, ...fields }));
}

/** What a log may say about an error: its class, codes and code locations, never its message. */
export interface ErrorSummary {
  readonly name: string;
  /** SQLSTATE of a database error, or a Node error code (ECONNREFUSED). */
  readonly code?: string;
  /** Table, column and constraint of a database error, when it names them. */
  readonly table?: string;
  readonly column?: string;
  readonly constraint?: string;
  /** The stack's code locations (`at fn (file:line:col)`), without the message. */
  readonly frames: readonly string[];
}

const FRAME = /^\s*at /;

/**
 * A summary of a thrown value that is safe to log. An error's message may hold the values of a
 * query (Drizzle puts its parameters there) or what a client sent, so it is left out; the codes
 * of the error and of its causes say what happened.
 */
export function summarizeError(err: unknown): ErrorSummary {
  const chain: Record<string, unknown>[] = [];
  let current: unknown = err;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    chain.push(current as Record<string, unknown>);
    current = (current as { cause?: unknown }).cause;
  }
  const first = <T>(pick: (e: Record<string, unknown>) => unknown): T | undefined =>
    chain.map(pick).find((v) => typeof v === 'string' && v !== '') as T | undefined;
  const stack = typeof chain[0]?.['stack'] === 'string' ? chain[0]['stack'] : '';
  const summary: ErrorSummary = {
    name: typeof chain[0]?.['name'] === 'string' ? chain[0]['name'] : typeof err,
    frames: stack
      .split('\n')
      .filter((line) => FRAME.test(line))
      .slice(0, 8)
      .map((line) => line.trim()),
  };
  const code = first<string>((e) => e['code']);
  const table = first<string>((e) => e['table']);
  const column = first<string>((e) => e['column']);
  const constraint = first<string>((e) => e['constraint']);
  return {
    ...summary,
    ...(code ? { code } : {}),
    ...(table ? { table } : {}),
    ...(column ? { column } : {}),
    ...(constraint ? { constraint } : {}),
  };
}
