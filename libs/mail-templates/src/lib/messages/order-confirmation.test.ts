import { describe, expect, it } from 'vitest';
import type { LocaleCode } from '@nordshop/locale-config';
import { renderOrderConfirmation } from '../../index';
import { aMailOrder, anOrderConfirmationView } from '../../testing/mail-fixtures';
import {
  expectInBoth,
  expectLinkInBoth,
  expectRowInBoth,
  hrefsOf,
} from '../../testing/mail-assertions';
import { mailMoney, mailPercent, mailVatMoney } from '../mail-format';
import { MAIL_STRINGS } from '../mail-strings-table';
import { WITHDRAWAL_DAYS } from '../mail-view';

const nbsp = '\u00a0';

// The fixture's order written by each storefront: what a shopper reads there.
const cases: readonly {
  readonly locale: LocaleCode;
  readonly language: string;
  readonly total: string;
  readonly placed: string;
  readonly delivery: string;
  readonly accountValid: string;
}[] = [
  {
    locale: 'sv',
    language: 'sv',
    total: `642${nbsp}kr`,
    placed: '29 november 2026',
    delivery: '2–4 december',
    accountValid: '24 timmar',
  },
  {
    locale: 'no',
    language: 'nb',
    total: `642${nbsp}kr`,
    placed: '29. november 2026',
    delivery: '2.–4. desember',
    accountValid: '24 timer',
  },
  {
    locale: 'da',
    language: 'da',
    total: `642${nbsp}kr.`,
    placed: '29. november 2026',
    delivery: '2.–4. december',
    accountValid: '24 timer',
  },
  {
    locale: 'fi',
    language: 'fi',
    total: `64,41${nbsp}€`,
    placed: '29. marraskuuta 2026',
    delivery: '2.–4. joulukuuta',
    accountValid: '24 tuntia',
  },
  {
    locale: 'nl',
    language: 'nl',
    total: `€${nbsp}64,41`,
    placed: '29 november 2026',
    delivery: '2–4 december',
    accountValid: '24 uur',
  },
];

describe('renderOrderConfirmation', () => {
  it.each(cases)(
    'writes the whole order in the $locale storefront’s language and currency',
    async ({ locale, language, total, placed, delivery, accountValid }) => {
      const view = anOrderConfirmationView(locale);
      const { order, links } = view;
      const strings = MAIL_STRINGS[locale];
      const money = (amount: number) => mailMoney(amount, locale, order.currency);
      const mail = await renderOrderConfirmation(view);

      expect(mail.subject).toContain('104233');
      expect(mail.html).toMatch(new RegExp(`<html[^>]*\\slang="${language}"`));
      expectInBoth(mail, ['104233', placed, delivery, accountValid, ...order.address]);

      expectRowInBoth(mail, strings.total, total);
      expectRowInBoth(mail, strings.subtotal, money(order.subtotal));
      expectRowInBoth(
        mail,
        `${strings.discount} (${strings.couponCodes(['VINTER10'])})`,
        money(-order.discount),
      );
      expectRowInBoth(
        mail,
        `${strings.shipping}: ${order.shippingName}`,
        money(order.shippingPrice),
      );
      expectRowInBoth(mail, `${strings.payment}: ${order.paymentName}`, money(order.paymentFee));
      expect(order.vat).toHaveLength(2);
      for (const vat of order.vat) {
        expectRowInBoth(
          mail,
          strings.vatAtRate(mailPercent(vat.rate, locale)),
          mailVatMoney(vat.amount, locale, order.currency),
        );
      }
      expectRowInBoth(mail, strings.vatTotal, mailVatMoney(order.vatTotal, locale, order.currency));

      for (const line of order.lines) {
        expectInBoth(mail, [
          line.name,
          line.sku,
          money(line.total),
          strings.quantityTimesPrice(line.quantity, money(line.unitPrice)),
          `${strings.lineDiscount} ${money(-line.discount)}`,
        ]);
        expect(mail.text).toMatch(new RegExp(`^${line.name} +${money(line.total)}$`, 'm'));
      }

      const withdrawal = strings.withdrawal(WITHDRAWAL_DAYS);
      expect(withdrawal).toContain('14');
      expectInBoth(mail, [strings.withdrawalHeading, withdrawal]);
      expectLinkInBoth(mail, links.returns);
      expectLinkInBoth(mail, links.order);
      expectLinkInBoth(mail, links.terms);

      expectInBoth(mail, [strings.accountHeading, strings.accountButton]);
      expectLinkInBoth(mail, view.accountLink?.url ?? '');
    },
  );

  it('names the pick-up point, says free shipping and shows no fee, line discount or account when there are none', async () => {
    const base = aMailOrder('sv');
    const order = aMailOrder('sv', {
      lines: base.lines.map((line) => ({
        ...line,
        discount: 0,
        total: line.unitPrice * line.quantity,
      })),
      discount: 0,
      coupons: [],
      shippingPrice: 0,
      paymentFee: 0,
      servicePoint: 'ICA Nära Storgatan, Storgatan 1, 123 45 Stad',
      delivery: null,
    });
    const mail = await renderOrderConfirmation(
      anOrderConfirmationView('sv', { order, accountLink: null }),
    );
    expectInBoth(mail, ['Utlämningsställe', 'ICA Nära Storgatan, Storgatan 1, 123 45 Stad']);
    expectRowInBoth(mail, `Frakt: ${order.shippingName}`, 'Fri frakt');
    expect(mail.text).toMatch(/^Betalsätt: Faktura *$/m);
    expect(mail.text).not.toContain('Rabatt');
    expect(mail.text).not.toContain('Beräknad leverans');
    expect(mail.text).not.toContain('Ditt konto är klart');
    expect(hrefsOf(mail.html)).not.toContain('https://nordshop.se/sv?token=acc-123');
  });

  it('writes a Swedish order in kronor on the Finnish storefront', async () => {
    const order = aMailOrder('sv');
    const mail = await renderOrderConfirmation(anOrderConfirmationView('fi', { order }));
    expectRowInBoth(mail, 'Yhteensä', `642${nbsp}SEK`);
    expect(mail.html).not.toContain('€');
  });
});
