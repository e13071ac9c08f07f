// First: zod's schemas below are made without code generation (zod-without-eval.ts).
import './platform/http/zod-without-eval';
import { LocaleQuerySchema } from '@nordshop/api-contract';
import { Hono, type MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { ApiEnv } from './platform/http/api-env';
import type { Database } from './platform/db/database';
import { errorResponse, sendError } from './platform/http/errors';
import { accountRoutes } from './account/account-routes';
import { authRoutes } from './auth/auth-routes';
import { linkRoutes } from './auth/link-routes';
import { cartRoutes } from './cart/cart-routes';
import { checkoutRoutes } from './checkout/checkout-routes';
import { catalogRoutes } from './catalog/catalog-routes';
import { calendarRoutes } from './content/calendar-routes';
import { contentRoutes } from './content/content-routes';
import { errorReportListRoutes, errorReportRoutes } from './reports/error-report-routes';
import { healthRoutes } from './platform/http/health';
import { heroSlideRoutes } from './content/hero-slide-routes';
import { createMediaRoutes } from './media/media-routes';
import { FAMILY_OF_CODE } from '../seed/family-of-code';
import { newsletterRoutes } from './content/newsletter-routes';
import { orderRoutes } from './checkout/order-routes';
import { pagePreviewRoutes } from './content/page-preview-routes';
import { openApiRoutes } from './platform/http/openapi-routes';
import { productRoutes } from './catalog/product-routes';
import { searchRoutes } from './search/search-routes';
import { productViewRoutes } from './catalog/product-view-routes';
import { returnRoutes } from './returns/return-routes';
import { sitemapRoutes } from './catalog/sitemap-routes';
import { storefrontRoutes } from './content/storefront-routes';
import { createServices, type ApiServices, type ServiceOptions } from './services';
import { parseOrThrow } from './platform/http/validate';
import { requestIdMiddleware } from './platform/http/request-id';
import { observeRequests } from './platform/http/observe-requests';
import { bodyLimits } from './platform/http/body-limits';
import { clientAddress } from './platform/http/client-key';
import { log, summarizeError } from './platform/telemetry/log';
import { pruneExpired } from './housekeeping';
import { paymentWebhookRoutes } from './payments/payment-webhook-routes';
import { staffRoutes } from './staff/staff-routes';
import { staffOrderRoutes } from './order-feed/staff-order-routes';
import { staffContentRoutes } from './staff-content/staff-content-routes';
import { catalogImportRoutes } from './catalog-import/catalog-import-routes';
import { shopHostsOf, stateChangeGuard } from './platform/http/state-change-guard';

export type { ApiEnv } from './platform/http/api-env';

/** What the API needs to run. */
export interface ApiDependencies extends ServiceOptions {
  readonly database: Database;
}

/**
 * The Nordshop API as a Hono app: /api/*, POST /captuerr and the generated images under /media.
 * Mount it in any server with `app.route('/', createApiApp(deps))` or serve its `fetch` directly.
 * Every /api call (but /api/openapi.json) must carry a valid locale and sid.
 */
export function createApiApp(deps: ApiDependencies) {
  const app = new Hono<ApiEnv<ApiServices>>();
  const services = createServices(deps.database, deps);

  app.use('*', requestIdMiddleware());
  // The route pattern that answered (e.g. /api/products/:slug), never the path itself. Calls a
  // page render makes in-process (no Node request behind them) are measured but not logged: the
  // page's own line stands for them.
  app.use(
    '*',
    observeRequests(
      (c) => routePath(c) || 'unmatched',
      (c) => (c.env as { incoming?: unknown } | undefined)?.incoming !== undefined,
    ),
  );
  app.use('*', bodyLimits());
  app.route('/', openApiRoutes);
  app.route('/', createMediaRoutes(deps.database, FAMILY_OF_CODE));
  const withServices: MiddlewareHandler<ApiEnv<ApiServices>> = async (c, next) => {
    c.set('database', deps.database);
    c.set('services', services);
    c.set('clientAddress', clientAddress(c, services.trustedProxies));
    await next();
    if (services.pruneDue()) {
      // Off the request's path: a failure only leaves expired rows for the next time.
      pruneExpired(deps.database, services, new Date()).catch((err: unknown) =>
        log('warn', 'pruning expired rows failed', { error: summarizeError(err) }),
      );
    }
  };
  app.use('/api/*', withServices);
  // Before the locale check below: a provider calls one URL for every storefront.
  app.route('/', paymentWebhookRoutes);
  // After the webhooks (a provider's server posts those): no other site's page changes anything.
  const guard = stateChangeGuard(
    shopHostsOf(deps.publicOrigin, Object.values(deps.localeDomains ?? {})),
  );
  app.use('/api/*', guard);
  // The staff API (decision 038): a system's key, no storefront; before the locale check below.
  app.use('/api/staff/*', async (c, next) => {
    c.header('cache-control', 'no-store');
    await next();
  });
  app.route('/', staffRoutes);
  app.route('/', staffOrderRoutes);
  app.route('/', staffContentRoutes);
  app.route('/', catalogImportRoutes);
  app.use('/api/*', async (c, next) => {
    c.set(
      'localeQuery',
      parseOrThrow(
        LocaleQuerySchema,
        { locale: c.req.query('locale'), sid: c.req.query('sid') },
        'query',
      ),
    );
    c.header('cache-control', 'no-store');
    await next();
  });
  app.use('/captuerr', withServices, guard);

  // Every route below is an operation declared in @nordshop/api-contract (operations), registered
  // from its declaration with route() (platform/http/route.ts): the JSON API under /api and POST /captuerr,
  // which answers JSON too but sits outside /api (no locale or sid; the error reporter's address).
  // The rule: a route is declared when it takes or answers JSON of the contract. The three above
  // are not: /media/* answers generated SVG images, /api/openapi.json is the document that lists
  // the declarations, and a payment provider's webhook takes the provider's JSON. test/declared-routes.test.ts holds the app to this.
  app.route('/', healthRoutes);
  app.route('/', storefrontRoutes);
  app.route('/', contentRoutes);
  app.route('/', pagePreviewRoutes);
  app.route('/', newsletterRoutes);
  app.route('/', calendarRoutes);
  app.route('/', heroSlideRoutes);
  app.route('/', catalogRoutes);
  app.route('/', searchRoutes);
  app.route('/', productRoutes);
  app.route('/', productViewRoutes);
  app.route('/', sitemapRoutes);
  app.route('/', cartRoutes);
  app.route('/', authRoutes);
  app.route('/', linkRoutes);
  app.route('/', checkoutRoutes);
  app.route('/', orderRoutes);
  app.route('/', returnRoutes);
  app.route('/', accountRoutes);
  app.route('/', errorReportListRoutes);
  app.route('/', errorReportRoutes);

  // A catch-all rather than notFound(), so an app that mounts this one still answers JSON here.
  app.all('/api/*', (c) =>
    sendError(c, 404, {
      error: 'not_found',
      message: `No API route ${c.req.method} ${c.req.path}`,
    }),
  );
  app.notFound((c) =>
    sendError(c, 404, { error: 'not_found', message: `No route ${c.req.method} ${c.req.path}` }),
  );
  app.onError((err, c) => errorResponse(c, err));
  return app;
}

/** The Hono app type returned by createApiApp. */
export type ApiApp = ReturnType<typeof createApiApp>;
