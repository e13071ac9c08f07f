import { describe, expect, it } from 'vitest';
import {
  MAIL_MAX_ATTEMPTS,
  isPermanentRefusal,
  mailRetryDelayMs,
  sendErrorSummary,
} from './mail-retry';

describe('mail retries', () => {
  it.each([
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [7, 1_920_000],
    [8, 3_600_000],
    [MAIL_MAX_ATTEMPTS, 3_600_000],
  ])('waits %i failed tries → %i ms', (attempts, ms) => {
    expect(mailRetryDelayMs(attempts)).toBe(ms);
  });

  it('gives up after about 17 hours of tries', () => {
    const total = Array.from({ length: MAIL_MAX_ATTEMPTS - 1 }, (_, i) =>
      mailRetryDelayMs(i + 1),
    ).reduce((sum, ms) => sum + ms, 0);
    expect(total / 3_600_000).toBeGreaterThan(16);
    expect(total / 3_600_000).toBeLessThan(19);
  });

  it.each([
    [{ responseCode: 550 }, true],
    [{ responseCode: 554 }, true],
    [{ responseCode: 451 }, false],
    [{ responseCode: 421 }, false],
    [Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' }), false],
    [null, false],
  ])('%j is a permanent refusal: %s', (error, permanent) => {
    expect(isPermanentRefusal(error)).toBe(permanent);
  });

  it('sums an error up without its message (which can name the recipient)', () => {
    const error = Object.assign(new Error('550 <anna@example.com>: no such user'), {
      responseCode: 550,
      code: 'EENVELOPE',
    });
    expect(sendErrorSummary(error)).toBe('SMTP 550');
    expect(sendErrorSummary(Object.assign(new Error('x'), { code: 'ETIMEDOUT' }))).toBe(
      'ETIMEDOUT',
    );
    expect(sendErrorSummary(new TypeError('x'))).toBe('TypeError');
  });
});
