/**
 * When a message that could not be sent is tried again (decision 037): 30 s after the first try,
 * then twice as long after each further one, at most an hour apart; after
 * {@link MAIL_MAX_ATTEMPTS} tries (about 17 hours) it is given up as `failed`. A mail server's
 * permanent refusal (a 5xx reply: no such mailbox, refused as spam) is not tried again.
 */
export const MAIL_MAX_ATTEMPTS = 24;

const FIRST_DELAY_MS = 30_000;
const MAX_DELAY_MS = 60 * 60_000;

/** The wait before the next try after `attempts` failed tries (1 or more). */
export function mailRetryDelayMs(attempts: number): number {
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, attempts - 1));
}

/**
 * Whether a send error is a mail server's permanent refusal (SMTP reply 5xx, RFC 5321 section
 * 4.2.1): trying again gives the same answer. Connection failures, timeouts and 4xx replies are
 * transient.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** A short, address-free description of a send error for the outbox and the log. */
export function sendErrorSummary(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  if (typeof responseCode === 'number') return `SMTP ${responseCode}`;
  if (typeof code === 'string') return code;
  return error instanceof Error ? error.name : 'error';
}
