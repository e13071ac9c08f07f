/**
 * The screens whose strings leave the layout (docs/decisions/004, amended): checkout (checkout,
 * confirmation, failed payment) and account (account area, orders, returns, order tracking). Their
 * strings ride in an asset of their own that the screen's route loads; catalog and cart strings stay
 * with the layout, since every page shows the catalog's menus and the cart (header, drawer, an add
 * from any page).
 */
export const STRING_SCREENS = ['checkout', 'account'] as const;
export type StringScreen = (typeof STRING_SCREENS)[number];

export type Strings = Readonly<Record<string, string>>;

/**
 * The checkout form's labels and errors, which the account's profile form and order pages use too
 * (an order's summary shows its shipping and payment the checkout's way).
 */
const CHECKOUT_FORM_KEYS = [
  'checkout.address',
  'checkout.city',
  'checkout.company_name',
  'checkout.customer_type',
  'checkout.error.choose',
  'checkout.error.generic',
  'checkout.error.mobile_number',
  'checkout.error.org_number',
  'checkout.error.out_of_stock',
  'checkout.error.postal_code',
  'checkout.error.terms',
  'checkout.fix_errors',
  'checkout.free',
  'checkout.org_number',
  'checkout.payment',
  'checkout.payment_fee',
  'checkout.phone',
  'checkout.postal_code',
  'checkout.shipping',
  'checkout.shipping_cost',
  'checkout.street',
] as const;

/**
 * The keys only a screen's own code uses, and no code that runs on every page: the login modal,
 * the head of a page and the cart keep theirs in the layout. screen-strings.test.ts reads the
 * storefront's sources and fails when a key here is used outside its screen, or when a screen uses
 * a key that is neither the layout's nor listed here. A key listed nowhere stays in the layout, so
 * a new string is never missing: at worst it rides with every page until it is listed.
 */
export const SCREEN_STRING_KEYS: Readonly<Record<StringScreen, readonly string[]>> = {
  checkout: [
    ...CHECKOUT_FORM_KEYS,
    'checkout.accept_terms',
    'checkout.confirming_payment',
    'checkout.contact',
    'checkout.continue_payment',
    'checkout.create_account',
    'checkout.create_account_hint',
    'checkout.delivery_days',
    'checkout.email',
    'checkout.empty',
    'checkout.first_name',
    'checkout.last_name',
    'checkout.payment_pending',
    'checkout.payment_unavailable',
    'checkout.place_order',
    'checkout.placing',
    'checkout.service_point',
    'checkout.service_points_unavailable',
    'checkout.shipping_needs_postal_code',
    'checkout.start_over',
    'checkout.summary',
    'checkout.title',
    'checkout.try_again',
    'confirmation.hold',
    'confirmation.missing',
    'confirmation.text',
    'confirmation.title',
    'confirmation.track',
    'failed.retry',
    'failed.text',
    'failed.title',
  ],
  account: [
    ...CHECKOUT_FORM_KEYS,
    'account.all_orders',
    'account.cancel',
    'account.edit_profile',
    'account.items',
    'account.latest_orders',
    'account.name',
    'account.next',
    'account.no_orders',
    'account.order_date',
    'account.order_not_found',
    'account.order_number',
    'account.order_title',
    'account.orders_lead',
    'account.page_of',
    'account.pages',
    'account.previous',
    'account.profile_lead',
    'account.profile_not_saved',
    'account.profile_saved',
    'account.returns_lead',
    'account.save',
    'account.saving',
    'account.start_shopping',
    'account.status',
    'account.subscriptions_lead',
    'account.tracking',
    'account.welcome',
    'order.status.authorized',
    'order.status.cancelled',
    'order.status.delivered',
    'order.status.disputed',
    'order.status.paid',
    'order.status.payment_failed',
    'order.status.pending',
    'order.status.refund_failed',
    'order.status.refunded',
    'order.status.shipped',
    'returns.after_shipping',
    'returns.at_most',
    'returns.choose_lines',
    'returns.choose_order',
    'returns.choose_reason',
    'returns.comment',
    'returns.error.choose_line',
    'returns.error.choose_reason',
    'returns.error.generic',
    'returns.error.not_returnable',
    'returns.none',
    'returns.nothing_to_return',
    'returns.of_order',
    'returns.product',
    'returns.quantity',
    'returns.reason',
    'returns.reason.changed_mind',
    'returns.reason.defective',
    'returns.reason.not_as_described',
    'returns.reason.other',
    'returns.reason.wrong_model',
    'returns.sending',
    'returns.sent',
    'returns.start',
    'returns.status.received',
    'returns.status.refunded',
    'returns.status.rejected',
    'returns.status.requested',
    'returns.submit',
    'returns.title',
    'returns.until',
    'returns.window_closed',
    'subscriptions.cancel',
    'subscriptions.confirm_cancel',
    'subscriptions.error',
    'subscriptions.every',
    'subscriptions.next',
    'subscriptions.none',
    'subscriptions.pause',
    'subscriptions.resume',
    'subscriptions.status.active',
    'subscriptions.status.cancelled',
    'subscriptions.status.paused',
    'track.email_or_postal_code',
    'track.error.invalid_link',
    'track.error.order_id',
    'track.error.wrong',
    'track.have_account',
    'track.lead',
    'track.submit',
  ],
};

/** A storefront's strings as its pages load them: the layout's share and each screen's. */
export interface SplitStrings {
  readonly layout: Strings;
  readonly screens: Readonly<Record<StringScreen, Strings>>;
}

/**
 * Splits a storefront's strings (GET /api/strings) by screen: each screen gets the strings of its
 * keys (a key two screens use goes to both), the layout every string no screen lists.
 */
export function splitStrings(
  strings: Strings,
  keysOf: Readonly<Record<StringScreen, readonly string[]>> = SCREEN_STRING_KEYS,
): SplitStrings {
  const listed = new Set(Object.values(keysOf).flat());
  const layout: Record<string, string> = {};
  for (const [key, text] of Object.entries(strings)) if (!listed.has(key)) layout[key] = text;
  const screens = Object.fromEntries(
    STRING_SCREENS.map((screen) => [
      screen,
      Object.fromEntries(
        keysOf[screen].flatMap((key) =>
          Object.hasOwn(strings, key) ? [[key, strings[key] as string]] : [],
        ),
      ),
    ]),
  ) as Record<StringScreen, Strings>;
  return { layout, screens };
}
