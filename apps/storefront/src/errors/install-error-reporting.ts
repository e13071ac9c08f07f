import type { ErrorReportRequest } from '@nordshop/api-contract';
import { ReportBudget, errorReportOf } from './client-error-report';

const budget = new ReportBudget();

/** The path of the error-reporting endpoint (spec section 7). */
export const ERROR_REPORT_PATH = '/captuerr';

/**
 * Sends an error report to /captuerr, never throwing: reporting must not fail the page. Uses
 * keepalive so a report made just before the page goes away still arrives.
 */
export function reportClientError(
  error: unknown,
  level: ErrorReportRequest['level'] = 'error',
): void {
  if (typeof window === 'undefined') return;
  const report = errorReportOf(error, level, {
    userAgent: navigator.userAgent,
    url: window.location.href,
  });
  if (!budget.take(report)) return;
  try {
    void fetch(ERROR_REPORT_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(report),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // No network, no report.
  }
}

/** Reports every uncaught error and unhandled promise rejection of the page (spec section 8). */
export function installErrorReporting(): void {
  window.addEventListener('error', (event) =>
    reportClientError(event.error ?? event.message, 'error'),
  );
  window.addEventListener('unhandledrejection', (event) =>
    reportClientError(event.reason, 'error'),
  );
}
