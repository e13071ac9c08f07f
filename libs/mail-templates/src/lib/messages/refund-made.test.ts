import { describe, expect, it } from 'vitest';
import { renderRefundMade } from '../../index';
import { aRefundMadeView } from '../../testing/mail-fixtures';
import { expectInBoth, expectLinkInBoth, expectRowInBoth } from '../../testing/mail-assertions';
import { MAIL_STRINGS } from '../mail-strings-table';

const nbsp = '\u00a0';

// The fixture's refund as each storefront writes it, in the order's currency.
const cases = [
  { locale: 'sv', amount: `199${nbsp}kr` },
  { locale: 'no', amount: `199${nbsp}kr` },
  { locale: 'da', amount: `199${nbsp}kr.` },
  { locale: 'fi', amount: `19,96${nbsp}€` },
  { locale: 'nl', amount: `€${nbsp}19,96` },
] as const;

describe('renderRefundMade', () => {
  it.each(cases)(
    'gives in $locale the amount refunded, where it went and the lines',
    async ({ locale, amount }) => {
      const view = aRefundMadeView(locale);
      const strings = MAIL_STRINGS[locale];
      const mail = await renderRefundMade(view);

      expect(mail.subject).toBe(strings.refundSubject('104233'));
      expectRowInBoth(mail, strings.refundAmount, amount);
      expectInBoth(mail, [
        strings.refundText(amount, view.paymentName, '104233'),
        view.paymentName,
        ...view.lines.flatMap((line) => [line.name, line.sku]),
      ]);
      expectLinkInBoth(mail, view.links.order);
    },
  );

  it('writes a refund in the order’s currency whichever storefront sends it', async () => {
    const mail = await renderRefundMade(aRefundMadeView('nl', { currency: 'SEK', amount: 19_920 }));
    expectRowInBoth(mail, 'Terugbetaald bedrag', `SEK${nbsp}199`);
  });
});
