import { STOREFRONTS, vatInAmount, type LocaleCode } from '@nordshop/locale-config';
import type {
  LoginLinkView,
  MailBrand,
  MailOrder,
  MailOrderLine,
  MailOrderLinks,
  OrderConfirmationView,
  PasswordChangedView,
  PaymentFailedView,
  RefundMadeView,
  ReturnReceivedView,
  ShippingNoticeView,
} from '../lib/mail-view';
import { SAMPLE } from './sample-words';

/**
 * A reduced VAT rate per storefront for a fixture's second line (percent). Denmark has none: its
 * zero rate (newspapers) stands in.
 */
export const REDUCED_VAT_RATE: Readonly<Record<LocaleCode, number>> = {
  sv: 12,
  no: 15,
  da: 0,
  fi: 14,
  nl: 9,
};

const DOMAIN: Readonly<Record<LocaleCode, string>> = {
  sv: 'nordshop.se',
  no: 'nordshop.no',
  da: 'nordshop.dk',
  fi: 'nordshop.fi',
  nl: 'nordshop.nl',
};

/** The brand of a storefront as the API passes it. */
export function aMailBrand(locale: LocaleCode, overrides: Partial<MailBrand> = {}): MailBrand {
  return {
    locale,
    origin: `https://${DOMAIN[locale]}`,
    shopName: STOREFRONTS[locale].brand,
    supportEmail: `kundservice@${DOMAIN[locale]}`,
    ...overrides,
  };
}

/** The three links of an order message. */
export function aMailOrderLinks(locale: LocaleCode, orderId = 104_233): MailOrderLinks {
  const origin = `https://${DOMAIN[locale]}`;
  return {
    order: `${origin}/${locale}/order/${orderId}?t=sig-${orderId}`,
    returns: `${origin}/${locale}/order/${orderId}?t=sig-${orderId}#returns`,
    terms: `${origin}/${locale}/terms`,
  };
}

/** A line at `rate` %: `quantity` × `unitPrice` less `discount` (minor units). */
export function aMailOrderLine(
  fields: Pick<MailOrderLine, 'name' | 'sku' | 'quantity' | 'unitPrice' | 'discount' | 'vatRate'>,
): MailOrderLine {
  return { ...fields, total: fields.unitPrice * fields.quantity - fields.discount };
}

/** Whether a currency is written with decimals (EUR) or in whole units (SEK, NOK, DKK). */
const inCents = (locale: LocaleCode) => STOREFRONTS[locale].currency === 'EUR';

/**
 * A stored order of a storefront in its currency, consistent as the API stores one: two lines at
 * the standard and a reduced VAT rate, a coupon's discount, paid shipping and a payment fee, VAT
 * per rate (shipping and fee at the standard rate) adding up to the VAT total.
 */
export function aMailOrder(locale: LocaleCode, overrides: Partial<MailOrder> = {}): MailOrder {
  const standard = STOREFRONTS[locale].standardVatRate;
  const cents = inCents(locale);
  const lines = overrides.lines ?? [
    aMailOrderLine({
      name: SAMPLE[locale].caseName,
      sku: 'NS-IP16-MS-BLK',
      quantity: 2,
      unitPrice: cents ? 2_495 : 24_900,
      discount: cents ? 499 : 4_980,
      vatRate: standard,
    }),
    aMailOrderLine({
      name: SAMPLE[locale].kitName,
      sku: 'NS-CLEAN-KIT',
      quantity: 1,
      unitPrice: cents ? 1_295 : 12_900,
      discount: cents ? 130 : 1_290,
      vatRate: REDUCED_VAT_RATE[locale],
    }),
  ];
  const shippingPrice = overrides.shippingPrice ?? (cents ? 590 : 4_900);
  const paymentFee = overrides.paymentFee ?? (cents ? 195 : 2_900);
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const discount = lines.reduce((sum, line) => sum + line.discount, 0);
  const byRate = new Map<number, number>([[standard, shippingPrice + paymentFee]]);
  for (const line of lines) byRate.set(line.vatRate, (byRate.get(line.vatRate) ?? 0) + line.total);
  const vat = [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, amount]) => ({ rate, amount: vatInAmount(amount, rate) }));
  return {
    id: 104_233,
    placedAt: '2026-11-29T12:05:00Z',
    currency: STOREFRONTS[locale].currency,
    customerName: 'Alex Berg',
    companyName: null,
    lines,
    subtotal,
    discount,
    coupons: ['VINTER10'],
    shippingName: SAMPLE[locale].shipping,
    shippingPrice,
    paymentName: SAMPLE[locale].payment,
    paymentFee,
    total: subtotal - discount + shippingPrice + paymentFee,
    vatTotal: vat.reduce((sum, line) => sum + line.amount, 0),
    vat,
    address: SAMPLE[locale].address,
    servicePoint: null,
    delivery: { from: '2026-12-02', to: '2026-12-04' },
    ...overrides,
  };
}

/** An order confirmation of a storefront, with a new account's link. */
export function anOrderConfirmationView(
  locale: LocaleCode,
  overrides: Partial<OrderConfirmationView> = {},
): OrderConfirmationView {
  return {
    brand: aMailBrand(locale),
    order: aMailOrder(locale),
    links: aMailOrderLinks(locale),
    accountLink: { url: `https://${DOMAIN[locale]}/${locale}?token=acc-123`, linkMinutes: 1_440 },
    ...overrides,
  };
}

/** A failed payment of a storefront's order. */
export function aPaymentFailedView(
  locale: LocaleCode,
  overrides: Partial<PaymentFailedView> = {},
): PaymentFailedView {
  return {
    brand: aMailBrand(locale),
    order: aMailOrder(locale),
    links: aMailOrderLinks(locale),
    reason: 'failed',
    ...overrides,
  };
}

/** A shipped order of a storefront, with a tracking page. */
export function aShippingNoticeView(
  locale: LocaleCode,
  overrides: Partial<ShippingNoticeView> = {},
): ShippingNoticeView {
  return {
    brand: aMailBrand(locale),
    order: aMailOrder(locale),
    links: aMailOrderLinks(locale),
    carrier: SAMPLE[locale].carrier,
    trackingNumber: '00370712345678901234',
    trackingUrl: `https://tracking.example.com/${locale}/00370712345678901234`,
    ...overrides,
  };
}

const returnLines = (locale: LocaleCode) => [
  { name: SAMPLE[locale].caseName, sku: 'NS-IP16-MS-BLK', quantity: 1 },
];

/** A received return of one line. */
export function aReturnReceivedView(
  locale: LocaleCode,
  overrides: Partial<ReturnReceivedView> = {},
): ReturnReceivedView {
  return {
    brand: aMailBrand(locale),
    orderId: 104_233,
    currency: STOREFRONTS[locale].currency,
    lines: returnLines(locale),
    links: aMailOrderLinks(locale),
    ...overrides,
  };
}

/** A refund of one returned line. */
export function aRefundMadeView(
  locale: LocaleCode,
  overrides: Partial<RefundMadeView> = {},
): RefundMadeView {
  return {
    brand: aMailBrand(locale),
    orderId: 104_233,
    currency: STOREFRONTS[locale].currency,
    lines: returnLines(locale),
    amount: inCents(locale) ? 1_996 : 19_920,
    paymentName: SAMPLE[locale].payment,
    links: aMailOrderLinks(locale),
    ...overrides,
  };
}

/** A login link of a storefront (a password reset unless `purpose` says otherwise). */
export function aLoginLinkView(
  locale: LocaleCode,
  overrides: Partial<LoginLinkView> = {},
): LoginLinkView {
  return {
    brand: aMailBrand(locale),
    purpose: 'password-reset',
    name: 'Alex Berg',
    url: `https://${DOMAIN[locale]}/${locale}?token=login-abc123`,
    linkMinutes: 30,
    ...overrides,
  };
}

/** A changed password of a storefront's account. */
export function aPasswordChangedView(
  locale: LocaleCode,
  overrides: Partial<PasswordChangedView> = {},
): PasswordChangedView {
  return {
    brand: aMailBrand(locale),
    name: 'Alex Berg',
    changedAt: '2026-11-29T12:05:00Z',
    forgotPasswordUrl: `https://${DOMAIN[locale]}/${locale}?login=forgot`,
    ...overrides,
  };
}
