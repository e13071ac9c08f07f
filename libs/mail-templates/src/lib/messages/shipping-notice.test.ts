import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '@nordshop/locale-config';
import { renderShippingNotice } from '../../index';
import { aShippingNoticeView } from '../../testing/mail-fixtures';
import {
  expectInBoth,
  expectLinkInBoth,
  expectRowInBoth,
  hrefsOf,
} from '../../testing/mail-assertions';
import { mailDateRange } from '../mail-format';
import { MAIL_STRINGS } from '../mail-strings-table';

describe('renderShippingNotice', () => {
  it.each(LOCALE_CODES)(
    'gives in %s the carrier, the tracking number, the tracking link, the delivery estimate and the order link',
    async (locale) => {
      const view = aShippingNoticeView(locale);
      const strings = MAIL_STRINGS[locale];
      const mail = await renderShippingNotice(view);

      expect(mail.subject).toBe(strings.shippedSubject('104233'));
      expectRowInBoth(mail, strings.carrier, view.carrier);
      expectRowInBoth(mail, strings.trackingNumber, view.trackingNumber);
      expectInBoth(mail, [
        strings.trackParcel,
        mailDateRange('2026-12-02', '2026-12-04', locale),
        strings.shippedText('104233', view.carrier),
      ]);
      expectLinkInBoth(mail, view.trackingUrl ?? '');
      expectLinkInBoth(mail, view.links.order);
    },
  );

  it('keeps the tracking number but shows no tracking button when the carrier has no tracking page', async () => {
    const mail = await renderShippingNotice(aShippingNoticeView('no', { trackingUrl: null }));
    expectRowInBoth(mail, 'Sporingsnummer', '00370712345678901234');
    expect(mail.text).not.toContain('Spor pakken');
    expect(hrefsOf(mail.html).some((href) => href.includes('tracking'))).toBe(false);
  });
});
