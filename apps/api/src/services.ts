import { COUPON_CACHE_MS, type ServicePointOption } from '@nordshop/api-contract';
import { STOREFRONTS, type LocaleCode, type LocaleDomains } from '@nordshop/locale-config';
import type { MailBrand } from '@nordshop/mail-templates';
import { supportAddressOf, type MailDelivery } from './mail/mail-delivery';
import { shopMailComposer } from './mail-composers';
import { tokenSecret } from './auth/token-secret';
import { TokenService } from './auth/tokens';
import { CARRIER_POINTS_TTL_MS, cachedCarrier } from './shipping/cached-carrier';
import type { PickupPointCarrier, PickupPointCarriers } from './shipping/pickup-point-carrier';
import {
  CATALOG_RESPONSE_ENTRIES,
  CATALOG_RESPONSE_MAX_BYTES,
  CATALOG_RESPONSE_TTL_MS,
  type CachedResponse,
} from './platform/cache/cached-response';
import { TtlCache, textBytes } from './platform/cache/ttl-cache';
import { loadCategoryTree, type CategoryTree } from './catalog/category-tree';
import { findActiveDeal, type ActiveDeal } from './catalog/current-deal';
import type { CouponRow } from './cart/coupon-row';
import type { PaymentProvider } from './payments/payment-provider';
import { paymentProvidersWith } from './payments/payment-providers';
import type { Database } from './platform/db/database';
import type { HostedPaymentGateway } from './payments/hosted-payment';
import { NO_TRUSTED_PROXIES, type TrustedProxies } from './platform/http/client-key';
import type { SearchCaches } from './search/search-products';
import type { WebhookDelivery } from './webhooks/webhook-delivery';

/** Shop-wide helpers shared by the handlers of one app: caches of slow-changing data and tokens. */
export interface ApiServices {
  readonly now: () => Date;
  /** The category tree of a locale (cached 60 s or until the database announces a change). */
  categoryTree(locale: LocaleCode): Promise<CategoryTree>;
  /** The deal running now (cached 30 s; `fresh` reads the database, as an order does). */
  activeDeal(options?: { fresh?: boolean }): Promise<ActiveDeal | null>;
  /** Serialized catalog answers (search, listings, product pages), cached 30 s; see cachedJson. */
  readonly responses: TtlCache<string, CachedResponse>;
  /** Coupon rules by upper-case code, cached 5 minutes (spec section 9). */
  readonly coupons: TtlCache<string, CouponRow | null>;
  /** Search's expanded words and device model names, cached 60 s. */
  readonly search: SearchCaches;
  readonly tokens: TokenService;
  /** The secret of content tokens (page-preview and unsubscribe links): CONTENT_TOKEN_SECRET or the generated one. */
  contentTokenSecret(): Promise<Uint8Array>;
  /** Which peers are the shop's reverse proxies (TRUST_PROXY), for the client's address. */
  readonly trustedProxies: TrustedProxies;
  /**
   * The storefront's pick-up-point carrier (PICKUP_POINT_CARRIERS) with its answers cached 10
   * minutes in this app, or undefined for a storefront that shows the built-in points.
   */
  pickupPointCarrier(locale: LocaleCode): PickupPointCarrier | undefined;
  /** The payment providers checkout offers, in the order their methods are listed (hosted ones first). */
  readonly paymentProviders: readonly PaymentProvider[];
  /** The configured providers with a hosted payment page (paymentGatewaysOf), in checkout's order. */
  readonly paymentGateways: readonly HostedPaymentGateway[];
  /** A configured provider with a hosted payment page, or undefined. */
  paymentGateway(provider: string): HostedPaymentGateway | undefined;
  /**
   * The origin a request is served on, for links that lead back to the shop (a provider's return
   * URL): the request's host when it is a storefront domain (LOCALE_DOMAINS), else PUBLIC_ORIGIN.
   */
  originOf(host: string | undefined): string;
  /** Wakes this process's mail sender after a message was written (nothing without delivery). */
  readonly mail: { nudge(): void };
  /** Wakes this process's webhook sender after an order event was written (nothing without one). */
  readonly webhooks: { nudge(): void };
  /** A storefront as its e-mails show it: language, brand, its public origin and support address. */
  mailBrand(locale: LocaleCode): MailBrand;
  /** The public origin of a storefront: its own domain (LOCALE_DOMAINS) or PUBLIC_ORIGIN. */
  storefrontOrigin(locale: LocaleCode): string;
  /** True at most once per {@link PRUNE_INTERVAL_MS} of wall-clock time per app: time to delete expired rows (housekeeping.ts). */
  pruneDue(): boolean;
}

/** How often one app deletes expired counters, views, reports and sessions. */
export const PRUNE_INTERVAL_MS = 60_000;

/** Options of the services: servicesFromConfig sets them from the configuration, tests a clock. */
export interface ServiceOptions {
  readonly now?: () => Date;
  /** JWT_SECRET; when absent a secret is generated and kept in the database. */
  readonly jwtSecret?: string | undefined;
  /** CONTENT_TOKEN_SECRET, shared with the CMS; when absent a secret is generated and kept in the database. */
  readonly contentTokenSecret?: string | undefined;
  /** TRUST_PROXY: the reverse proxies whose X-Forwarded-For names the client (default: none). */
  readonly trustedProxies?: TrustedProxies | undefined;
  /** PICKUP_POINT_CARRIERS as adapters (pickupPointCarriersOf); default none: the built-in points. */
  readonly pickupPointCarriers?: PickupPointCarriers | undefined;
  /** The hosted payment providers configured (paymentGatewaysOf); default none: the offline ones only. */
  readonly paymentGateways?: readonly HostedPaymentGateway[] | undefined;
  /** PUBLIC_ORIGIN; default http://localhost:3000. */
  readonly publicOrigin?: string | undefined;
  /** LOCALE_DOMAINS; default none. */
  readonly localeDomains?: LocaleDomains | undefined;
  /**
   * How this process delivers mail (SMTP_URL or files, MAIL_FROM); the services attach it to the
   * database and the shop's composers. Without it messages wait in the outbox for a process that
   * delivers.
   */
  readonly mail?: MailDelivery | undefined;
  /** How this process delivers webhooks (WEBHOOK_URLS); without it events wait in the outbox. */
  readonly webhooks?: WebhookDelivery | undefined;
}

/** Creates the services of one API app. */
export function createServices(database: Database, options: ServiceOptions = {}): ApiServices {
  const now = options.now ?? (() => new Date());
  const clock = () => now().getTime();
  const trees = new TtlCache<LocaleCode, CategoryTree>(60_000, clock, 1_000, 'category_trees');
  const deals = new TtlCache<'current', ActiveDeal | null>(30_000, clock, 1, 'current_deal');
  const responses = new TtlCache<string, CachedResponse>(
    CATALOG_RESPONSE_TTL_MS,
    clock,
    CATALOG_RESPONSE_ENTRIES,
    'api_responses',
    { weigh: (response) => textBytes(response.body), maxBytes: CATALOG_RESPONSE_MAX_BYTES },
  );
  const coupons = new TtlCache<string, CouponRow | null>(COUPON_CACHE_MS, clock, 1_000, 'coupons');
  const search: SearchCaches = {
    words: new TtlCache(60_000, clock, 5_000, 'search_words'),
    models: new TtlCache(60_000, clock, 10, 'search_models'),
  };
  // Not emptied by the database's changes below: carriers' points do not live in the database.
  const carrierPoints = new TtlCache<string, ServicePointOption[]>(
    CARRIER_POINTS_TTL_MS,
    clock,
    10_000,
    'carrier_points',
  );
  const carriers: PickupPointCarriers = Object.fromEntries(
    Object.entries(options.pickupPointCarriers ?? {}).map(([locale, carrier]) => [
      locale,
      cachedCarrier(carrier, carrierPoints),
    ]),
  );
  // A change of the catalog, prices, stock, coupons or content, committed by any process or by
  // hand, empties every cache of this app (decision 023).
  database.changes.subscribe(() => {
    for (const cache of [trees, deals, responses, coupons, search.words, search.models])
      cache.clear();
  });
  let lastPrune = Date.now();
  const gateways = options.paymentGateways ?? [];
  const publicOrigin = new URL(options.publicOrigin ?? 'http://localhost:3000');
  const domains = new Set(Object.values(options.localeDomains ?? {}).map((d) => d.toLowerCase()));
  const storefrontOrigin = (locale: LocaleCode) => {
    const domain = options.localeDomains?.[locale];
    return domain ? `${publicOrigin.protocol}//${domain.toLowerCase()}` : publicOrigin.origin;
  };
  const mailBrand = (locale: LocaleCode): MailBrand => ({
    locale,
    origin: storefrontOrigin(locale),
    shopName: STOREFRONTS[locale].brand,
    supportEmail: supportAddressOf(options.mail?.from(locale, storefrontOrigin(locale)) ?? ''),
  });
  const tokens = new TokenService(tokenSecret(database.db, options.jwtSecret), now, database.db);
  options.mail?.attach(
    database.db,
    shopMailComposer({ db: database.db, now, tokens, mailBrand }),
    now,
    storefrontOrigin,
  );
  options.webhooks?.attach(database.db, now);
  return {
    now,
    mail: { nudge: () => options.mail?.nudge() },
    webhooks: { nudge: () => options.webhooks?.nudge() },
    mailBrand,
    storefrontOrigin,
    categoryTree: async (locale) =>
      (await trees.get(locale, () => loadCategoryTree(database.db, locale))).value,
    activeDeal: async (options = {}) => {
      const cached = (await deals.get('current', () => findActiveDeal(database.db, now()), options))
        .value;
      if (cached === null || cached.expiresAt > now()) return cached;
      return (await deals.get('current', () => findActiveDeal(database.db, now()), { fresh: true }))
        .value;
    },
    responses,
    coupons,
    search,
    tokens,
    contentTokenSecret: tokenSecret(
      database.db,
      options.contentTokenSecret,
      'content_token_secret',
    ),
    trustedProxies: options.trustedProxies ?? NO_TRUSTED_PROXIES,
    pickupPointCarrier: (locale) => carriers[locale],
    paymentProviders: paymentProvidersWith(gateways),
    paymentGateways: gateways,
    paymentGateway: (provider) => gateways.find((gateway) => gateway.provider === provider),
    originOf: (host) => {
      const name = host?.trim().toLowerCase();
      return name && domains.has(name) ? `${publicOrigin.protocol}//${name}` : publicOrigin.origin;
    },
    pruneDue: () => {
      if (Date.now() - lastPrune < PRUNE_INTERVAL_MS) return false;
      lastPrune = Date.now();
      return true;
    },
  };
}
