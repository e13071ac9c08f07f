import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '@nordshop/locale-config';
import { renderPaymentFailed } from '../../index';
import { aPaymentFailedView } from '../../testing/mail-fixtures';
import { expectInBoth, expectLinkInBoth, expectRowInBoth } from '../../testing/mail-assertions';
import { mailMoney } from '../mail-format';
import { MAIL_STRINGS } from '../mail-strings-table';

describe('renderPaymentFailed', () => {
  it.each(LOCALE_CODES)(
    'says in %s that the payment failed, that the order is not sent, its lines and total, and the way back to the shop',
    async (locale) => {
      const view = aPaymentFailedView(locale);
      const strings = MAIL_STRINGS[locale];
      const money = (amount: number) => mailMoney(amount, locale, view.order.currency);
      const mail = await renderPaymentFailed(view);

      expect(mail.subject).toBe(strings.paymentFailedSubject('104233'));
      expectInBoth(mail, [
        strings.paymentFailedHeading,
        strings.paymentFailedText('104233'),
        strings.notShipped,
        ...view.order.lines.flatMap((line) => [line.name, money(line.total)]),
      ]);
      expectRowInBoth(mail, strings.total, money(view.order.total));
      expectLinkInBoth(mail, view.brand.origin);
    },
  );

  it.each(LOCALE_CODES)('says in %s when the shopper cancelled the payment', async (locale) => {
    const strings = MAIL_STRINGS[locale];
    const mail = await renderPaymentFailed(aPaymentFailedView(locale, { reason: 'cancelled' }));
    expect(mail.subject).toBe(strings.paymentCancelledSubject('104233'));
    expect(mail.subject).not.toBe(strings.paymentFailedSubject('104233'));
    expectInBoth(mail, [strings.paymentCancelledHeading, strings.paymentCancelledText('104233')]);
    expect(mail.text).not.toContain(strings.paymentFailedHeading);
  });
});
