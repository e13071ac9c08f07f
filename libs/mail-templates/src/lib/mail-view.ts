import type { CurrencyCode, LocaleCode } from '@nordshop/locale-config';

/**
 * What every message shows of the storefront that sends it: its language, brand and public
 * address (links in the message start with `origin`).
 */
export interface MailBrand {
  readonly locale: LocaleCode;
  /** The storefront's public origin, e.g. https://nordshop.se (no trailing slash). */
  readonly origin: string;
  /** The shop's name as the shopper knows it (STOREFRONTS[locale].brand). */
  readonly shopName: string;
  /** Where a shopper writes to the shop (the sender address of the storefront). */
  readonly supportEmail: string;
}

/** A finished message: what the outbox hands to the mail transport. */
export interface RenderedMail {
  readonly subject: string;
  readonly html: string;
  readonly text: string;
}

/** A line of an order as it was sold (order_lines). Amounts in minor units incl. VAT. */
export interface MailOrderLine {
  readonly name: string;
  readonly sku: string;
  readonly quantity: number;
  /** Unit price of the tier reached (campaign included), before discounts. */
  readonly unitPrice: number;
  /** What coupons, customer discounts and credit took off the line (0 when nothing). */
  readonly discount: number;
  /** unitPrice × quantity − discount. */
  readonly total: number;
  /** VAT rate, percent (25 means 25 %). */
  readonly vatRate: number;
}

/** The VAT an order holds at one rate (minor units). The amounts add up to the order's vatTotal. */
export interface MailVatLine {
  readonly rate: number;
  readonly amount: number;
}

/** An order as its messages show it: the stored order, never re-priced. */
export interface MailOrder {
  readonly id: number;
  /** When it was placed (ISO 8601). */
  readonly placedAt: string;
  /** The currency it was placed in: every amount below is in it. */
  readonly currency: CurrencyCode;
  readonly customerName: string;
  readonly companyName: string | null;
  readonly lines: readonly MailOrderLine[];
  /** Σ unitPrice × quantity. */
  readonly subtotal: number;
  /** Σ line discounts. */
  readonly discount: number;
  /** The codes that gave the order something. */
  readonly coupons: readonly string[];
  readonly shippingName: string;
  readonly shippingPrice: number;
  readonly paymentName: string;
  readonly paymentFee: number;
  /** subtotal − discount + shippingPrice + paymentFee. */
  readonly total: number;
  readonly vatTotal: number;
  /** VAT per rate, highest rate first; the amounts add up to vatTotal. */
  readonly vat: readonly MailVatLine[];
  /** Delivery address lines (name, street, postal code and city). */
  readonly address: readonly string[];
  /** The pick-up point's name and address, when the order goes to one. */
  readonly servicePoint: string | null;
  /** Expected delivery, first and last day (ISO dates), or null when unknown. */
  readonly delivery: { readonly from: string; readonly to: string } | null;
}

/** Links every order message carries. */
export interface MailOrderLinks {
  /** The signed my-order link: shows the order without a login. */
  readonly order: string;
  /** Where the shopper starts a return (the same order page, its returns part). */
  readonly returns: string;
  /** The shop's terms page. */
  readonly terms: string;
}

/** Days a consumer may withdraw from a distance contract (EU Directive 2011/83/EU, article 9). */
export const WITHDRAWAL_DAYS = 14;

/** The order confirmation: the order was placed and (for a paying method) paid or authorized. */
export interface OrderConfirmationView {
  readonly brand: MailBrand;
  readonly order: MailOrder;
  readonly links: MailOrderLinks;
  /**
   * Set when the shopper asked for an account at checkout: the link that confirms the address
   * and sets a password (single use, `linkMinutes` minutes).
   */
  readonly accountLink: { readonly url: string; readonly linkMinutes: number } | null;
}

/** The payment of an order failed or was cancelled: the order will not ship. */
export interface PaymentFailedView {
  readonly brand: MailBrand;
  readonly order: MailOrder;
  readonly links: MailOrderLinks;
  readonly reason: 'failed' | 'cancelled';
}

/** The order left the warehouse. */
export interface ShippingNoticeView {
  readonly brand: MailBrand;
  readonly order: MailOrder;
  readonly links: MailOrderLinks;
  /** The carrier's name as shoppers know it (PostNord, Bring, PostNL…). */
  readonly carrier: string;
  readonly trackingNumber: string;
  /** The carrier's tracking page for the parcel, or null when the carrier has none. */
  readonly trackingUrl: string | null;
}

/** A returned line (or part of one). Amounts in minor units incl. VAT. */
export interface MailReturnLine {
  readonly name: string;
  readonly sku: string;
  readonly quantity: number;
}

/** The shop received the shopper's return request (or the parcel). */
export interface ReturnReceivedView {
  readonly brand: MailBrand;
  readonly orderId: number;
  readonly currency: CurrencyCode;
  readonly lines: readonly MailReturnLine[];
  readonly links: MailOrderLinks;
}

/** Money went back to the shopper for returned lines. */
export interface RefundMadeView {
  readonly brand: MailBrand;
  readonly orderId: number;
  readonly currency: CurrencyCode;
  readonly lines: readonly MailReturnLine[];
  /** The amount refunded, minor units incl. VAT, in `currency`. */
  readonly amount: number;
  /** The payment method the money goes back to. */
  readonly paymentName: string;
  readonly links: MailOrderLinks;
}

/**
 * A single-use login link. `purpose`: `password-reset` (asked for with "forgot password"),
 * `welcome` (a new account: confirms the address and sets a password), `existing-account` (someone
 * asked to create an account for an address that has one: log in instead).
 */
export interface LoginLinkView {
  readonly brand: MailBrand;
  readonly purpose: 'password-reset' | 'welcome' | 'existing-account';
  /** The account's name; empty when not known. */
  readonly name: string;
  readonly url: string;
  /** How long the link works, minutes. */
  readonly linkMinutes: number;
}

/** The account's password was changed (a notice, with what to do when it was not the owner). */
export interface PasswordChangedView {
  readonly brand: MailBrand;
  readonly name: string;
  /** When it changed (ISO 8601). */
  readonly changedAt: string;
  /** Where the owner asks for a new password (the storefront's forgot-password link). */
  readonly forgotPasswordUrl: string;
}
