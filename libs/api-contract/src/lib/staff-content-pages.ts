import { LOCALE_CODES } from '@nordshop/locale-config';
import * as z from 'zod';
import { boundedInt, storableText } from './bounded';
import { PageSlugParamSchema } from './content';
import { CouponSkuSchema, localizedTextSchema } from './staff-content-coupons';

/** The longest HTML body of a CMS page, in characters. */
export const STAFF_PAGE_CONTENT_MAX = 60_000;

/** The longest title of a CMS page. */
export const STAFF_PAGE_TITLE_MAX = 200;

/** The longest store message, in characters of HTML. */
export const STAFF_STORE_MESSAGE_MAX = 1_000;

/** The longest title of the deal in one language. */
export const STAFF_DEAL_TITLE_MAX = 100;

/** Path parameter `{locale}`: a storefront. */
export const StaffLocaleParamSchema = z.object({ locale: z.enum(LOCALE_CODES) });

/** Path parameters of PUT and DELETE /api/staff/pages/{locale}/{slug}. */
export const StaffPageParamsSchema = StaffLocaleParamSchema.extend(PageSlugParamSchema.shape);

/** A translation key: the pages of several storefronts that share it are one page in each language. */
export const TranslationKeySchema = z
  .string()
  .regex(/^[a-z0-9-]{1,60}$/, { error: 'must be 1 to 60 of a-z, 0-9 and -' });

/**
 * PUT /api/staff/pages/{locale}/{slug} body: the page's published title and HTML body (sanitized
 * as every CMS page is before it is stored), and its translation key (null: a page of this
 * storefront only). An unpublished draft of the page is left as it is.
 */
export const StaffPageRequestSchema = z.object({
  title: storableText(STAFF_PAGE_TITLE_MAX).trim().min(1, { error: 'is required' }),
  content: storableText(STAFF_PAGE_CONTENT_MAX),
  translation_key: TranslationKeySchema.nullable().default(null),
});
export type StaffPageRequest = z.infer<typeof StaffPageRequestSchema>;

/** A CMS page as stored: `content` is the sanitized HTML shoppers get. */
export const StaffPageSchema = z.object({
  locale: z.enum(LOCALE_CODES),
  slug: z.string(),
  title: z.string(),
  content: z.string(),
  translation_key: z.string().nullable(),
  updated_at: z.iso.datetime(),
});
export type StaffPage = z.infer<typeof StaffPageSchema>;

/**
 * PUT /api/staff/store-message/{locale} body: the message the header shows (HTML, sanitized before
 * it is stored; `{{free_shipping_from}}` is filled in when served) and whether it is hidden.
 */
export const StaffStoreMessageRequestSchema = z.object({
  content: storableText(STAFF_STORE_MESSAGE_MAX).trim().min(1, { error: 'is required' }),
  hidden: z.boolean().default(false),
});
export type StaffStoreMessageRequest = z.infer<typeof StaffStoreMessageRequestSchema>;

/** A storefront's store message as stored. */
export const StaffStoreMessageSchema = z.object({
  locale: z.enum(LOCALE_CODES),
  content: z.string(),
  hidden: z.boolean(),
});
export type StaffStoreMessage = z.infer<typeof StaffStoreMessageSchema>;

const dealTitle = storableText(STAFF_DEAL_TITLE_MAX).trim().min(1, { error: 'is required' });

const DealWindowSchema = z.object({
  starts_at: z.iso.datetime({ offset: true }),
  expires_at: z.iso.datetime({ offset: true }),
});

/** Whether the window's times parsed: its rules are checked then, also when other fields are bad. */
const windowParses = (payload: { value: unknown }) =>
  DealWindowSchema.safeParse(payload.value).success;

/**
 * PUT /api/staff/deal body: a main product (by SKU) at `discount` percent off from `starts_at`
 * until `expires_at` (ISO 8601, ending in the future), titled in every storefront's language.
 * It is the deal of its whole window: deals planned in that window give way to it.
 */
export const StaffDealRequestSchema = z
  .object({
    sku: CouponSkuSchema,
    discount: boundedInt(1, 99),
    title: z.object(
      Object.fromEntries(LOCALE_CODES.map((locale) => [locale, dealTitle])) as {
        [L in (typeof LOCALE_CODES)[number]]: typeof dealTitle;
      },
    ),
    ...DealWindowSchema.shape,
  })
  .refine((deal) => Date.parse(deal.expires_at) > Date.parse(deal.starts_at), {
    path: ['expires_at'],
    error: 'must be after starts_at',
    when: windowParses,
  });
export type StaffDealRequest = z.infer<typeof StaffDealRequestSchema>;

/** The deal as stored. */
export const StaffDealSchema = z.object({
  sku: z.string(),
  discount: z.number().int(),
  title: localizedTextSchema(STAFF_DEAL_TITLE_MAX),
  starts_at: z.iso.datetime(),
  expires_at: z.iso.datetime(),
});
export type StaffDeal = z.infer<typeof StaffDealSchema>;
