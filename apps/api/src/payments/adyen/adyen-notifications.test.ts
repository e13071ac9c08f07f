import { describe, expect, it } from 'vitest';
import {
  ADYEN_WEBHOOK_EXAMPLES,
  type AdyenExampleCode,
} from '../../../testing/adyen-webhook-examples';
import {
  AdyenNotificationSchema,
  adyenHmacKeys,
  adyenItemSigned,
  adyenReportOf,
  type AdyenItem,
} from './adyen-notifications';

// The example of Adyen's HMAC documentation: this key signs this item to this signature.
const DOCUMENTED_KEY = '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056';
const documented: AdyenItem = {
  pspReference: '7914073381342284',
  originalReference: '',
  merchantAccountCode: 'TestMerchant',
  merchantReference: 'TestPayment-1407325143704',
  amount: { value: 1130, currency: 'EUR' },
  eventCode: 'AUTHORISATION',
  success: 'true',
  additionalData: { hmacSignature: 'coqCmt/IZ4E3CzPvMY8zTjQVL5hYJUiBRg8UU+iCWo0=' },
};
const NEW_KEY = 'B'.repeat(64);

describe('adyenItemSigned', () => {
  it('holds for the documented example, and not for another key, an altered or an unsigned item', async () => {
    expect(await adyenItemSigned(documented, DOCUMENTED_KEY)).toBe(true);
    expect(await adyenItemSigned(documented, NEW_KEY)).toBe(false);
    expect(
      await adyenItemSigned(
        { ...documented, amount: { value: 11300, currency: 'EUR' } },
        DOCUMENTED_KEY,
      ),
    ).toBe(false);
    expect(await adyenItemSigned({ ...documented, additionalData: {} }, DOCUMENTED_KEY)).toBe(
      false,
    );
  });

  it('holds for either of two keys while a key is rotated', async () => {
    expect(adyenHmacKeys(`${NEW_KEY}, ${DOCUMENTED_KEY}`)).toEqual([NEW_KEY, DOCUMENTED_KEY]);
    expect(await adyenItemSigned(documented, `${NEW_KEY},${DOCUMENTED_KEY}`)).toBe(true);
    expect(await adyenItemSigned(documented, `${DOCUMENTED_KEY},${NEW_KEY}`)).toBe(true);
    expect(await adyenItemSigned(documented, `${NEW_KEY},${'C'.repeat(64)}`)).toBe(false);
  });
});

/** The one item of an Adyen example, as the shop's schema reads it. */
const exampleItem = (code: AdyenExampleCode) =>
  AdyenNotificationSchema.parse(ADYEN_WEBHOOK_EXAMPLES[code]).notificationItems[0]!
    .NotificationRequestItem;

describe("Adyen's published webhook examples (Webhooks-v1) through the shop's parser", () => {
  // Each example's report as the shop counts it: the kind, the amount, the payment it names.
  it.each([
    ['AUTHORISATION', 'authorized', 1000, 'QFQTPCQ8HXSKGK82'],
    ['CAPTURE', 'captured', 1000, '9913140798220028'],
    ['CANCELLATION', 'cancelled', 0, '9913140798220028'],
    ['CANCEL_OR_REFUND', 'cancelled', 0, '9913140798220028'],
    ['REFUND', 'refundRefused', 1000, '9913140798220028'],
    ['CAPTURE_FAILED', 'captureFailed', 1000, '9913140798220028'],
    ['REFUND_FAILED', 'refundFailed', 1000, '9913140798220028'],
    ['REFUNDED_REVERSED', 'refundReversed', 1000, '9913140798220028'],
    ['NOTIFICATION_OF_CHARGEBACK', 'disputeNoticed', 1000, '9913140798220028'],
    ['CHARGEBACK', 'chargedBack', 1000, '9913140798220028'],
    ['CHARGEBACK_REVERSED', 'chargebackReversed', 1000, 'QFQTPCQ8HXSKGK82'],
  ] as const)('%s reports %s of %d about %s', (code, kind, amount, reference) => {
    const report = adyenReportOf(exampleItem(code));
    expect(report).toMatchObject({ reference, currency: 'EUR', event: { kind, amount } });
    expect(report?.event.id).toBe(`${code}:QFQTPCQ8HXSKGK82:${exampleItem(code).success}`);
  });

  it('reads the failure reports as Adyen sends them: success "true" after the change was done', () => {
    for (const code of ['CAPTURE_FAILED', 'REFUND_FAILED', 'REFUNDED_REVERSED'] as const)
      expect(exampleItem(code).success).toBe('true');
  });

  it('finds the payment of a dispute step that names none through the dispute’s earlier steps', () => {
    expect(adyenReportOf(exampleItem('CHARGEBACK_REVERSED'))?.sameCaseAs).toContain(
      'CHARGEBACK:QFQTPCQ8HXSKGK82:true',
    );
    expect(adyenReportOf(exampleItem('CHARGEBACK'))?.sameCaseAs).toContain(
      'NOTIFICATION_OF_CHARGEBACK:QFQTPCQ8HXSKGK82:true',
    );
  });

  it.each(['OFFER_CLOSED', 'REPORT_AVAILABLE'] as const)('counts nothing for %s', (code) => {
    expect(adyenReportOf(exampleItem(code))).toBeNull();
  });
});

describe('adyenReportOf', () => {
  const of = (eventCode: string, success: 'true' | 'false', additionalData = {}) =>
    adyenReportOf({
      ...documented,
      eventCode,
      success,
      originalReference: 'AUTH1',
      pspReference: 'MOD1',
      additionalData,
    });

  it.each([
    ['AUTHORISATION', 'true', {}, 'authorized', 1130],
    ['AUTHORISATION', 'false', {}, 'refused', 0],
    ['CAPTURE', 'true', {}, 'captured', 1130],
    ['CAPTURE', 'false', {}, 'captureRefused', 1130],
    ['CANCELLATION', 'true', {}, 'cancelled', 0],
    ['CANCELLATION', 'false', {}, 'cancelRefused', 0],
    ['REFUND', 'true', {}, 'refunded', 1130],
    ['CANCEL_OR_REFUND', 'true', { 'modification.action': 'refund' }, 'refunded', 1130],
    ['CANCEL_OR_REFUND', 'true', { 'modification.action': 'cancel' }, 'cancelled', 0],
    ['CANCEL_OR_REFUND', 'false', { 'modification.action': 'refund' }, 'refundRefused', 1130],
    ['SECOND_CHARGEBACK', 'true', {}, 'chargedBack', 1130],
  ] as const)('%s success=%s %j reports %s of %d', (code, success, data, kind, amount) => {
    expect(of(code, success, data)?.event).toMatchObject({ kind, amount });
  });

  it('names the payment by the authorisation’s reference, and each report by code, reference and outcome', () => {
    expect(of('AUTHORISATION', 'true')).toMatchObject({
      reference: 'MOD1',
      merchantReference: 'TestPayment-1407325143704',
      event: { id: 'AUTHORISATION:MOD1:true' },
    });
    expect(of('CAPTURE', 'true')).toMatchObject({
      reference: 'AUTH1',
      event: { id: 'CAPTURE:MOD1:true' },
    });
  });

  it.each([
    ['CAPTURE_FAILED', 'false'],
    ['REPORT_AVAILABLE', 'true'],
    ['DISPUTE_DEFENSE_PERIOD_ENDED', 'true'],
  ] as const)('reports nothing for %s success=%s', (code, success) => {
    expect(of(code, success)).toBeNull();
  });
});
