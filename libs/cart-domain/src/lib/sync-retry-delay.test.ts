import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SYNC_RETRY, isRetryableSyncError, syncRetryDelay } from '../index';

describe('syncRetryDelay', () => {
  it.each([
    { failures: 0, ms: 1_000 },
    { failures: 1, ms: 1_000 },
    { failures: 2, ms: 2_000 },
    { failures: 3, ms: 4_000 },
    { failures: 5, ms: 16_000 },
    { failures: 6, ms: SYNC_RETRY.maxMs },
    { failures: 1_000, ms: SYNC_RETRY.maxMs },
  ])('waits $ms ms after $failures failures', ({ failures, ms }) => {
    expect(syncRetryDelay(failures)).toBe(ms);
  });

  it('never shrinks as failures grow and stays within 1 s..30 s', () => {
    fc.assert(
      fc.property(fc.nat(10_000), (failures) => {
        const delay = syncRetryDelay(failures);
        return (
          delay <= syncRetryDelay(failures + 1) &&
          delay >= SYNC_RETRY.firstMs &&
          delay <= SYNC_RETRY.maxMs
        );
      }),
    );
  });
});

describe('isRetryableSyncError', () => {
  it.each([
    { error: new TypeError('Failed to fetch'), retry: true },
    { error: { status: 0 }, retry: true },
    { error: { status: 400 }, retry: false },
    { error: { status: 404 }, retry: false },
    { error: { status: 408 }, retry: true },
    { error: { status: 425 }, retry: true },
    { error: { status: 429 }, retry: true },
    { error: { status: 499 }, retry: false },
    { error: { status: 500 }, retry: true },
    { error: { status: 503 }, retry: true },
    { error: { status: '400' }, retry: true },
    { error: undefined, retry: true },
  ])('$error → retry $retry', ({ error, retry }) => {
    expect(isRetryableSyncError(error)).toBe(retry);
  });
});
