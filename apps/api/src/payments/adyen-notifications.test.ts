import { describe, expect, it } from 'vitest';
import { adyenItemSigned, adyenReportOf, type AdyenItem } from './adyen-notifications';

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

describe('adyenItemSigned', () => {
  it('holds for the documented example, and not for another key, an altered or an unsigned item', async () => {
    expect(await adyenItemSigned(documented, DOCUMENTED_KEY)).toBe(true);
    expect(await adyenItemSigned(documented, 'B'.repeat(64))).toBe(false);
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
    ['CANCELLATION', 'true', {}, 'cancelled', 0],
    ['REFUND', 'true', {}, 'refunded', 1130],
    ['CANCEL_OR_REFUND', 'true', { 'modification.action': 'refund' }, 'refunded', 1130],
    ['CANCEL_OR_REFUND', 'true', { 'modification.action': 'cancel' }, 'cancelled', 0],
  ] as const)('%s success=%s %j reports %s of %d', (code, success, data, kind, amount) => {
    expect(of(code, success, data)?.event).toMatchObject({ kind, amount });
  });

  it('names the payment by the authorisation’s reference, and each report by code, reference and outcome', () => {
    expect(of('AUTHORISATION', 'true')).toMatchObject({
      reference: 'MOD1',
      event: { id: 'AUTHORISATION:MOD1:true' },
    });
    expect(of('CAPTURE', 'true')).toMatchObject({
      reference: 'AUTH1',
      event: { id: 'CAPTURE:MOD1:true' },
    });
  });

  it.each([
    ['CAPTURE', 'false'],
    ['REFUND', 'false'],
    ['REPORT_AVAILABLE', 'true'],
    ['CHARGEBACK', 'true'],
  ] as const)('reports nothing for %s success=%s', (code, success) => {
    expect(of(code, success)).toBeNull();
  });
});
