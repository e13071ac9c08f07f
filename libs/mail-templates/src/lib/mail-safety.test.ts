import { describe, expect, it } from 'vitest';
import { LOCALE_CODES, type LocaleCode } from '@nordshop/locale-config';
import {
  renderLoginLink,
  renderOrderConfirmation,
  renderPasswordChanged,
  renderPaymentFailed,
  renderRefundMade,
  renderReturnReceived,
  renderShippingNotice,
} from '../index';
import {
  aLoginLinkView,
  aMailBrand,
  aMailOrder,
  aMailOrderLine,
  aPasswordChangedView,
  aPaymentFailedView,
  aRefundMadeView,
  aReturnReceivedView,
  aShippingNoticeView,
  anOrderConfirmationView,
} from '../testing/mail-fixtures';
import { hrefsOf } from '../testing/mail-assertions';
import { SAMPLE_MAILS } from '../testing/sample-mails';
import type { RenderedMail } from './mail-view';

/** Every URL a storefront's fixtures hand to the messages. */
function givenUrls(locale: LocaleCode): Set<string> {
  const views = [
    anOrderConfirmationView(locale),
    aShippingNoticeView(locale),
    aLoginLinkView(locale),
    aPasswordChangedView(locale),
  ];
  const brand = aMailBrand(locale);
  // The storefront's start page (a failed payment's "try again").
  const urls = new Set<string>([`mailto:${brand.supportEmail}`, `${brand.origin}/${locale}`]);
  const collect = (value: unknown): void => {
    if (typeof value === 'string' && /^https?:\/\//.test(value)) urls.add(value);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(collect);
  };
  views.forEach(collect);
  return urls;
}

const XHTML_DOCTYPE_URL = 'http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd';

const samples = LOCALE_CODES.flatMap((locale) =>
  SAMPLE_MAILS.map((sample) => ({ locale, name: sample.name, render: sample.render })),
);

describe('every message', () => {
  it.each(samples)(
    '$name in $locale loads nothing and links only where it was told to',
    async ({ locale, render }) => {
      const mail = await render(locale);
      expect(mail.html).not.toMatch(/<img/i);
      expect(mail.html).not.toMatch(/\ssrc=/i);
      expect(mail.html).not.toMatch(/<link|<script|@import|url\(/i);
      expect(mail.html.replace(XHTML_DOCTYPE_URL, '')).not.toContain('http://');
      const allowed = givenUrls(locale);
      for (const href of hrefsOf(mail.html)) expect(allowed).toContain(href);
      expect(mail.html).toMatch(/<html[^>]*\slang="(sv|nb|da|fi|nl)"/);
      expect(mail.subject.length).toBeGreaterThan(0);
      expect(mail.text.length).toBeGreaterThan(0);
    },
  );

  it('links to a local shop’s http:// addresses when those are the URLs it is given', async () => {
    const origin = 'http://localhost:3000';
    const links = {
      order: `${origin}/sv/order/1?t=x`,
      returns: `${origin}/sv/order/1?t=x#returns`,
      terms: `${origin}/sv/kopvillkor`,
    };
    const mail = await renderOrderConfirmation(
      anOrderConfirmationView('sv', {
        brand: aMailBrand('sv', { origin }),
        links,
        accountLink: null,
      }),
    );
    expect(new Set(hrefsOf(mail.html))).toEqual(
      new Set([...Object.values(links), origin, 'mailto:kundservice@nordshop.se']),
    );
  });
});

const SCRIPT = '<script>alert("x")</script>';

describe('text from shoppers and the catalog', () => {
  const renders: readonly (readonly [string, () => Promise<RenderedMail>])[] = [
    [
      'order confirmation',
      () => {
        const base = aMailOrder('sv');
        const line = aMailOrderLine({
          name: `Skal ${SCRIPT}`,
          sku: `SKU${SCRIPT}`,
          quantity: 1,
          unitPrice: 100,
          discount: 0,
          vatRate: 25,
        });
        const order = aMailOrder('sv', {
          customerName: SCRIPT,
          companyName: SCRIPT,
          lines: [line, ...base.lines],
          address: [SCRIPT],
          servicePoint: SCRIPT,
          coupons: [SCRIPT],
          shippingName: SCRIPT,
          paymentName: SCRIPT,
        });
        return renderOrderConfirmation(anOrderConfirmationView('sv', { order }));
      },
    ],
    [
      'payment failed',
      () =>
        renderPaymentFailed(
          aPaymentFailedView('sv', { order: aMailOrder('sv', { customerName: SCRIPT }) }),
        ),
    ],
    [
      'shipping notice',
      () =>
        renderShippingNotice(
          aShippingNoticeView('fi', { carrier: SCRIPT, trackingNumber: SCRIPT }),
        ),
    ],
    [
      'return received',
      () =>
        renderReturnReceived(
          aReturnReceivedView('da', { lines: [{ name: SCRIPT, sku: SCRIPT, quantity: 1 }] }),
        ),
    ],
    ['refund made', () => renderRefundMade(aRefundMadeView('nl', { paymentName: SCRIPT }))],
    ['login link', () => renderLoginLink(aLoginLinkView('no', { name: SCRIPT }))],
    ['password changed', () => renderPasswordChanged(aPasswordChangedView('sv', { name: SCRIPT }))],
  ];

  it.each(renders)('is escaped in the %s', async (_name, render) => {
    const mail = await render();
    expect(mail.html).not.toMatch(/<script/i);
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.text).toContain(SCRIPT);
  });
});
