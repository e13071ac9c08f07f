/** The three kinds of single-use login link (LoginLinkView['purpose']). */
export type LoginPurpose = 'password-reset' | 'welcome' | 'existing-account';

/** What a login link's message says for one purpose. */
export interface LoginPurposeStrings {
  readonly subject: (shopName: string) => string;
  readonly heading: string;
  readonly text: (shopName: string) => string;
  readonly button: string;
}

/**
 * Every word of the shop's e-mails in one storefront's language. Amounts, dates and durations
 * arrive already formatted for the storefront; functions take them as strings. Every locale's
 * table has this type, so a missing text is a compile error.
 */
export interface MailStrings {
  // Every message
  /** The opening line, with the shopper's name or without one (`name` may be empty). */
  readonly greeting: (name: string) => string;
  readonly contactUs: string;
  readonly footerNote: (shopName: string) => string;
  /** Shown under a button: the same link written out, for mail programs that hide buttons. */
  readonly buttonFallback: string;
  /** How long a link works, e.g. "Länken fungerar i 30 minuter och kan bara användas en gång." */
  readonly linkValidity: (duration: string) => string;

  // An order's parts
  readonly orderNumber: string;
  readonly orderDate: string;
  readonly yourOrder: string;
  readonly sku: string;
  /** "2 st à 129 kr". */
  readonly quantityTimesPrice: (quantity: number, unitPrice: string) => string;
  readonly quantityOnly: (quantity: number) => string;
  readonly lineDiscount: string;
  readonly subtotal: string;
  readonly discount: string;
  /** The coupon codes behind the discount, e.g. "kod SOMMAR" or "koder A, B". */
  readonly couponCodes: (codes: readonly string[]) => string;
  readonly shipping: string;
  readonly free: string;
  readonly payment: string;
  readonly total: string;
  /** "varav moms 25 %" (the rate arrives formatted). */
  readonly vatAtRate: (rate: string) => string;
  readonly vatTotal: string;
  readonly delivery: string;
  readonly deliveryAddress: string;
  readonly servicePoint: string;
  readonly deliveryEstimate: string;
  readonly followOrder: string;
  readonly viewOrder: string;
  readonly terms: string;
  readonly withdrawalHeading: string;
  /** The consumer's right of withdrawal in one sentence (days: WITHDRAWAL_DAYS). */
  readonly withdrawal: (days: number) => string;
  readonly startReturn: string;

  // Order confirmation
  readonly confirmationSubject: (orderNumber: string) => string;
  readonly confirmationPreview: (orderNumber: string, total: string) => string;
  readonly confirmationHeading: string;
  readonly confirmationIntro: string;
  readonly accountHeading: string;
  readonly accountText: string;
  readonly accountButton: string;

  // Payment failed or cancelled
  readonly paymentFailedSubject: (orderNumber: string) => string;
  readonly paymentCancelledSubject: (orderNumber: string) => string;
  readonly paymentFailedHeading: string;
  readonly paymentCancelledHeading: string;
  readonly paymentFailedText: (orderNumber: string) => string;
  readonly paymentCancelledText: (orderNumber: string) => string;
  readonly notShipped: string;
  readonly tryAgainText: string;
  readonly tryAgainButton: string;

  // Shipping notice
  readonly shippedSubject: (orderNumber: string) => string;
  readonly shippedPreview: (carrier: string) => string;
  readonly shippedHeading: string;
  readonly shippedText: (orderNumber: string, carrier: string) => string;
  readonly carrier: string;
  readonly trackingNumber: string;
  readonly trackParcel: string;

  // Return received
  readonly returnSubject: (orderNumber: string) => string;
  readonly returnHeading: string;
  readonly returnText: (orderNumber: string) => string;
  readonly returnedItems: string;
  readonly returnNextHeading: string;
  readonly returnNext: string;
  readonly viewReturn: string;

  // Refund made
  readonly refundSubject: (orderNumber: string) => string;
  readonly refundHeading: string;
  readonly refundText: (amount: string, paymentName: string, orderNumber: string) => string;
  readonly refundAmount: string;
  readonly refundTiming: string;
  readonly refundedItems: string;

  // Login links
  readonly login: Readonly<Record<LoginPurpose, LoginPurposeStrings>>;
  readonly notRequested: string;

  // Password changed
  readonly passwordChangedSubject: (shopName: string) => string;
  readonly passwordChangedHeading: string;
  readonly passwordChangedText: (shopName: string, when: string) => string;
  readonly passwordNotYou: string;
  readonly passwordNotYouButton: string;
}
