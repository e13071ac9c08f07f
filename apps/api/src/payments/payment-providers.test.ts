import { LOCALE_CODES, STOREFRONTS } from '@nordshop/locale-config';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INVOICE_TERMS, invoiceProvider } from './invoice-provider';
import { findPaymentMethod, paymentMethodsFor } from './payment-providers';
import type { PaymentRequest } from './payment-provider';

const request: PaymentRequest = {
  locale: 'sv',
  methodId: 'invoice:standard',
  customerType: 'private',
  amount: 24_800,
  currency: 'SEK',
  email: 'anna@example.com',
  orgNumber: null,
  companyName: null,
  idempotencyKey: 'attempt-0001',
  attempt: 'attempt-0001:hash',
  lines: [],
  origin: 'https://nordshop.example',
  openAmount: 0,
};

describe('payment providers', () => {
  it.each(LOCALE_CODES)(
    'offers invoice and prepayment to private shoppers on %s',
    async (locale) => {
      const methods = await paymentMethodsFor({ locale, customerType: 'private' });
      expect(methods.map((m) => m.id)).toEqual(['invoice:standard', 'prepayment:bank-transfer']);
      expect(methods[0]!.fee).toBeGreaterThan(0);
    },
  );

  it.each(LOCALE_CODES)(
    'offers the company invoice without a fee and prepayment to companies on %s',
    async (locale) => {
      const methods = await paymentMethodsFor({ locale, customerType: 'company' });
      expect(methods.map((m) => [m.id, m.fee])).toEqual([
        ['invoice:company', 0],
        ['prepayment:bank-transfer', 0],
      ]);
    },
  );

  it('lists every method when no customer type is given', async () => {
    expect((await paymentMethodsFor({ locale: 'fi' })).map((m) => m.id)).toEqual([
      'invoice:standard',
      'invoice:company',
      'prepayment:bank-transfer',
    ]);
  });

  it('does not find a method the customer type may not use', async () => {
    expect(
      await findPaymentMethod('invoice:company', { locale: 'sv', customerType: 'private' }),
    ).toBeUndefined();
    expect(
      await findPaymentMethod('card:visa', { locale: 'sv', customerType: 'private' }),
    ).toBeUndefined();
    expect(
      (await findPaymentMethod('invoice:company', { locale: 'sv', customerType: 'company' }))
        ?.method.fee,
    ).toBe(0);
  });

  it('approves an invoice with the same reference for the same attempt, the order pending', async () => {
    const first = await invoiceProvider.authorize(request);
    expect(first).toMatchObject({ type: 'payment.approved', orderStatus: 'pending' });
    expect(await invoiceProvider.authorize(request)).toEqual(first);
    expect(
      await invoiceProvider.authorize({ ...request, idempotencyKey: 'attempt-0002' }),
    ).not.toEqual(first);
  });

  it('declines a company invoice without an organisation number', async () => {
    expect(
      await invoiceProvider.authorize({
        ...request,
        methodId: 'invoice:company',
        customerType: 'company',
      }),
    ).toEqual({ type: 'payment.declined', reason: 'missingOrgNumber' });
    expect(
      (
        await invoiceProvider.authorize({
          ...request,
          methodId: 'invoice:company',
          customerType: 'company',
          orgNumber: '556677-8899',
        })
      ).type,
    ).toBe('payment.approved');
  });

  it.each(LOCALE_CODES)(
    'declines an invoice that would take what the buyer owes on unshipped invoices past the credit line on %s',
    async (locale) => {
      const line = INVOICE_TERMS[locale].creditLine;
      const ask = (openAmount: number, amount: number) =>
        invoiceProvider.authorize({
          ...request,
          locale,
          currency: STOREFRONTS[locale].currency,
          openAmount,
          amount,
        });
      expect((await ask(0, line)).type).toBe('payment.approved');
      expect((await ask(line - 100, 100)).type).toBe('payment.approved');
      expect(await ask(line - 100, 101)).toEqual({
        type: 'payment.declined',
        reason: 'creditLimit',
      });
      expect(await ask(0, line + 1)).toEqual({ type: 'payment.declined', reason: 'creditLimit' });
    },
  );

  it('approves exactly the invoices that keep what the buyer owes within the credit line', async () => {
    const line = INVOICE_TERMS.sv.creditLine;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 2 * line }),
        fc.integer({ min: 1, max: 2 * line }),
        async (openAmount, amount) => {
          const decision = await invoiceProvider.authorize({ ...request, openAmount, amount });
          expect(decision.type === 'payment.approved').toBe(openAmount + amount <= line);
        },
      ),
    );
  });
});
