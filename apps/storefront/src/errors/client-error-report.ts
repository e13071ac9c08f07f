import type { ErrorReportRequest } from '@nordshop/api-contract';

/** Reports one page sends at most (the API also limits each client to 10 a minute). */
export const MAX_REPORTS_PER_PAGE = 10;

/** What the browser knows when a report is made. */
export interface ReportContext {
  readonly userAgent: string;
  readonly url: string;
}

function textOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (value instanceof Error) return value.message || value.name;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return value.toString();
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/**
 * The POST /captuerr body of an uncaught error (spec section 7: error, level, stack, userAgent,
 * url), cut to the API's limits. A thrown non-Error (a string, an object) keeps its text.
 */
export function errorReportOf(
  error: unknown,
  level: ErrorReportRequest['level'],
  context: ReportContext,
): ErrorReportRequest {
  const message = textOf(error).trim() || 'Unknown client error';
  const stack = error instanceof Error && typeof error.stack === 'string' ? error.stack : undefined;
  return {
    error: message.slice(0, 2_000),
    level,
    ...(stack ? { stack: stack.slice(0, 20_000) } : {}),
    userAgent: context.userAgent.slice(0, 500),
    url: context.url.slice(0, 2_000),
  };
}

/**
 * Which reports a page sends: each distinct error once, at most MAX_REPORTS_PER_PAGE in all, so a
 * render loop cannot flood the endpoint.
 */
export class ReportBudget {
  private readonly seen = new Set<string>();

  /** Whether to send this report; remembers it. */
  take(report: ErrorReportRequest): boolean {
    const key = `${report.level}\u0000${report.error}\u0000${report.stack ?? ''}`;
    if (this.seen.has(key) || this.seen.size >= MAX_REPORTS_PER_PAGE) return false;
    this.seen.add(key);
    return true;
  }
}
