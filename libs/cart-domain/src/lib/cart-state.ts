import { CouponEntryInputSchema, deferred } from '@nordshop/api-contract';
import type { CouponEntry } from '@nordshop/coupon-engine';
import * as z from 'zod';
import { CampaignDataSchema } from './campaign-data';
import { CartLineItemSchema, isSyncableLine } from './cart-line-item';

/**
 * The six checkout providers whose order or session id the cart holds (spec section 3): the first
 * card and bank payment provider, the shipping provider, the second card payment provider, the
 * invoice provider, and the business-to-consumer and business-to-business instalment providers.
 */
export const CHECKOUT_PROVIDERS = [
  'cardAndBankPayment',
  'shipping',
  'cardPayment',
  'invoice',
  'instalmentB2C',
  'instalmentB2B',
] as const;

/** One of {@link CHECKOUT_PROVIDERS}. */
export type CheckoutProvider = (typeof CHECKOUT_PROVIDERS)[number];

/** A provider's order or session id and the locale it was opened in; both null when none. */
export const ProviderSessionSchema = deferred(() =>
  z.object({
    id: z.string().nullable(),
    locale: z.string().nullable(),
  }),
);
/** See {@link ProviderSessionSchema}. */
export type ProviderSession = z.infer<typeof ProviderSessionSchema>;

const noSession = (): ProviderSession => ({ id: null, locale: null });
const session = () => ProviderSessionSchema.catch(noSession);

/** The provider sessions of a cart, one per {@link CHECKOUT_PROVIDERS} entry. */
export const ProviderSessionsSchema = deferred(() =>
  z.object({
    cardAndBankPayment: session(),
    shipping: session(),
    cardPayment: session(),
    invoice: session(),
    instalmentB2C: session(),
    instalmentB2B: session(),
  } satisfies Record<CheckoutProvider, unknown>),
);
/** See {@link ProviderSessionsSchema}. */
export type ProviderSessions = z.infer<typeof ProviderSessionsSchema>;

/** A chosen pickup point of the shipping provider: its id, plus whatever the provider sent. */
export const ServicePointSchema = deferred(() => z.looseObject({ id: z.string().min(1) }));
/** See {@link ServicePointSchema}. */
export type ServicePoint = z.infer<typeof ServicePointSchema>;

/** The elements of an array that `schema` accepts; anything else (or a non-array) gives []. */
function validEntries<T extends z.ZodType>(schema: T) {
  return z
    .array(z.unknown())
    .catch([])
    .transform((values) =>
      values.flatMap((value) => {
        const parsed = schema.safeParse(value);
        return parsed.success ? [parsed.data] : [];
      }),
    );
}

const CouponEntrySchema = deferred(() =>
  CouponEntryInputSchema.transform((entry): CouponEntry => ({
    code: entry.code,
    ...(entry.fixed_amount === undefined ? {} : { fixed_amount: entry.fixed_amount }),
    applied: entry.applied ?? false,
    failed_minimum_spend: entry.failed_minimum_spend ?? false,
  })),
);

const text = () => z.string().min(1).max(200).nullable().catch(null);

/**
 * The cart state of spec section 3, as kept in local storage. Parsing never fails on an object:
 * every invalid field falls back to its initial value, invalid lines (also lines the server would
 * refuse in a sync) and coupon entries are dropped, and of two lines with one `uuid` (or two coupons with one code) the first is kept. Parsing `{}` gives the empty cart.
 */
export const CartStateSchema = deferred(() =>
  z.object({
    /** Prices are shown including VAT (true) or excluding it (false). */
    vat: z.boolean().catch(true),
    /** The cart drawer is open. */
    open: z.boolean().catch(false),
    /** The item of the last single add, with the added quantity. */
    lastAddedToCart: CartLineItemSchema.nullable().catch(null),
    items: validEntries(CartLineItemSchema).transform((lines) =>
      lines.filter(
        (line, i) =>
          isSyncableLine(line) && lines.findIndex((other) => other.uuid === line.uuid) === i,
      ),
    ),
    postalCode: text(),
    shippingProcessor: text(),
    shippingMethod: text(),
    shippingMethodCE: z.boolean().catch(false),
    paymentMethod: text(),
    servicePoint: ServicePointSchema.nullable().catch(null),
    checkoutID: text(),
    campaignData: CampaignDataSchema.nullable().catch(null),
    /** The upselling drawer is open (it shows upsells of `lastAddedToCart`). */
    openUpselling: z.boolean().catch(false),
    consentGranted: z.boolean().catch(false),
    hasGrants: z.boolean().catch(false),
    /** The last sync's response header x-be-internal was 1: a member of staff. */
    internal: z.boolean().catch(false),
    providers: ProviderSessionsSchema.catch(() => ProviderSessionsSchema.parse({})),
    /** The coupon entries (spec section 3, Coupon entry), in the order they were added. */
    coupons: validEntries(CouponEntrySchema).transform((entries) =>
      entries.filter((entry, i) => entries.findIndex((other) => other.code === entry.code) === i),
    ),
  }),
);
/** See {@link CartStateSchema}. */
export type CartState = z.infer<typeof CartStateSchema>;

/** The state of a new, empty cart: prices including VAT, drawers closed, nothing chosen. */
export function initialCartState(): CartState {
  return CartStateSchema.parse({});
}
