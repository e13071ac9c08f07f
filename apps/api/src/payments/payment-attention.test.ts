import { describe, expect, it } from 'vitest';
import { attentionReport, WHAT_STAFF_DO, type PaymentNeedingAttention } from './payment-attention';

// What `npm run payments-attention` prints for staff: one line per payment, with what to do.
const payment = (over: Partial<PaymentNeedingAttention> = {}): PaymentNeedingAttention => ({
  order_id: 42,
  status: 'payment_failed',
  provider: 'adyen',
  merchant_reference: 'ADY-0000000000000042',
  reference: 'QFQTPCQ8HXSKGK82',
  attention: 'capture_failed',
  amount: 149900,
  currency: 'SEK',
  updated_at: '2026-11-29 06:00:00+00',
  ...over,
});

describe('attentionReport', () => {
  it('says so when no payment needs attention', () => {
    expect(attentionReport([])).toBe('No payment needs attention.');
  });

  it.each(Object.keys(WHAT_STAFF_DO) as (keyof typeof WHAT_STAFF_DO)[])(
    'names the order, the references, the amount and what to do for %s',
    (attention) => {
      const line = attentionReport([payment({ attention })]);
      expect(line).toBe(
        `order 42 (payment_failed) adyen ADY-0000000000000042 / QFQTPCQ8HXSKGK82 149900 SEK ` +
          `since 2026-11-29 06:00:00+00: ${attention}: ${WHAT_STAFF_DO[attention]}`,
      );
    },
  );

  it('lists one line per payment, and leaves out a reference the provider never gave', () => {
    const report = attentionReport([
      payment(),
      payment({ order_id: 43, reference: null, attention: 'refund_failed' }),
    ]).split('\n');
    expect(report).toHaveLength(2);
    expect(report[1]).toContain('ADY-0000000000000042 149900 SEK');
    expect(report[1]).not.toContain(' / ');
  });
});
