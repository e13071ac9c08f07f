import * as z from 'zod';
import { deferred } from './deferred-schema';
import { AlternatesSchema } from './alternates';
import { storableText } from './bounded';
import { SlugSchema } from './query-params';

/** The layout widgets of spec section 7. */
export const WIDGET_SLUGS = [
  'cookie-alert',
  'cart-footer',
  'cart-header',
  'footer-columns',
  'store-message',
  'store-message-footer',
] as const;

/** Path parameter of GET /api/widget-by-slug/{slug}: a widget slug (unknown ones answer 404). */
export const WidgetSlugParamSchema = deferred(() => z.object({ slug: SlugSchema }));

/** GET /api/widget-by-slug/{slug}: HTML content and whether it is hidden. */
export const WidgetResponseSchema = deferred(() =>
  z.object({ content: z.string(), hidden: z.boolean() }),
);
export type WidgetResponse = z.infer<typeof WidgetResponseSchema>;

/** GET /api/strings: the locale's interface strings, flat dotted keys (use i18next with keySeparator false). */
export const StringsResponseSchema = deferred(() => z.record(z.string(), z.string()));
export type StringsResponse = z.infer<typeof StringsResponseSchema>;

/** GET /api/current-deal: the deal running now (404 when none). Times are ISO 8601. */
export const DealResponseSchema = deferred(() =>
  z.object({
    title: z.string(),
    product_name: z.string(),
    product_slug: z.string(),
    /** Percent off. */
    discount: z.number().int().min(0).max(100),
    starts_at: z.iso.datetime(),
    expires_at: z.iso.datetime(),
  }),
);
export type DealResponse = z.infer<typeof DealResponseSchema>;

/** Path parameter of GET /api/page-by-slug/{slug}. */
export const PageSlugParamSchema = deferred(() =>
  z.object({
    slug: z.string().regex(/^[a-z0-9-]{1,100}$/, { error: 'must be a page slug (a-z, 0-9, -)' }),
  }),
);

/**
 * GET /api/page-by-slug/{slug}: a CMS page of the locale; content is HTML. `alternates` are the
 * same page in the other storefronts that have it (its translations, this one included), e.g.
 * `{ sv: '/kopvillkor', fi: '/toimitusehdot' }`; a page without translations has only its own.
 */
export const CmsPageResponseSchema = deferred(() =>
  z.object({
    slug: z.string(),
    title: z.string(),
    content: z.string(),
    updated_at: z.iso.datetime(),
    alternates: AlternatesSchema,
  }),
);
export type CmsPageResponse = z.infer<typeof CmsPageResponseSchema>;

/** POST /captuerr body: a client error report. */
export const ErrorReportRequestSchema = deferred(() =>
  z.object({
    error: storableText(2_000).min(1, { error: 'is required' }),
    level: z.enum(['fatal', 'error', 'warning', 'info']),
    stack: storableText(20_000).optional(),
    userAgent: storableText(500).optional(),
    url: storableText(2_000).optional(),
  }),
);
export type ErrorReportRequest = z.infer<typeof ErrorReportRequestSchema>;

/** POST /captuerr answer (202). */
export const ErrorReportResponseSchema = deferred(() => z.object({ received: z.literal(true) }));

/** How many reports GET /api/error-reports answers: the latest ones. */
export const ERROR_REPORTS_LIMIT = 50;

/** A stored client error report as /captuerr kept it (`user_agent` from the report or the request). */
export const ErrorReportSchema = deferred(() =>
  z.object({
    id: z.number().int(),
    error: z.string(),
    level: z.string(),
    stack: z.string(),
    user_agent: z.string(),
    url: z.string(),
    created_at: z.iso.datetime(),
  }),
);
export type ErrorReport = z.infer<typeof ErrorReportSchema>;

/** GET /api/error-reports (staff only): the latest {@link ERROR_REPORTS_LIMIT} reports, newest first. */
export const ErrorReportsResponseSchema = deferred(() =>
  z.object({ reports: z.array(ErrorReportSchema) }),
);
export type ErrorReportsResponse = z.infer<typeof ErrorReportsResponseSchema>;
