import { STAFF_SCOPES } from '@nordshop/api-contract';
import { isLocaleCode, type LocaleCode } from '@nordshop/locale-config';
import * as z from 'zod';
import { parsePickupPointCarriers } from './shipping/parse-pickup-point-carriers';
import type { CarrierId } from './shipping/pickup-point-carrier';
import { parseTrustedProxies, type TrustedProxies } from './platform/http/client-key';
import { LOG_LEVELS } from './platform/telemetry/log';

const localeDomains = z
  .string()
  .default('')
  .transform((value, ctx) => {
    const pairs: [string, string][] = [];
    for (const entry of value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const [locale, host, ...rest] = entry.split('=');
      if (!locale || !host || rest.length > 0 || !isLocaleCode(locale.trim())) {
        ctx.addIssue({
          code: 'custom',
          message: `"${entry}" is not locale=host (locale one of sv, no, da, fi, nl)`,
        });
        continue;
      }
      pairs.push([locale.trim(), host.trim().toLowerCase()]);
    }
    const domains: Partial<Record<'sv' | 'no' | 'da' | 'fi' | 'nl', string>> =
      Object.fromEntries(pairs);
    return domains;
  });

const trustProxy = z
  .string()
  .default('')
  .transform((value, ctx): TrustedProxies => {
    const parsed = parseTrustedProxies(value);
    if ('problems' in parsed) {
      for (const problem of parsed.problems) ctx.addIssue({ code: 'custom', message: problem });
      return { isTrusted: () => false };
    }
    return parsed;
  });

const pickupPointCarriers = z
  .string()
  .default('')
  .transform((value, ctx): Partial<Record<LocaleCode, CarrierId>> => {
    const { carriers, problems } = parsePickupPointCarriers(value);
    for (const problem of problems) ctx.addIssue({ code: 'custom', message: problem });
    return carriers;
  });

/** A From header with an address: `Nordshop <order@nordshop.se>` or `order@nordshop.se`. */
const FROM_HEADER = /^(?:[^<>\r\n,=]{1,100}\s)?<?[^\s<>@,=]{1,64}@[a-z0-9.-]{1,190}\.[a-z]{2,}>?$/i;

const mailFrom = z
  .string()
  .default('')
  .transform((value, ctx) => {
    const from: Partial<Record<LocaleCode, string>> = {};
    const entries = value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    for (const entry of entries) {
      const [locale, header, ...rest] = entry.split('=');
      const address = header?.trim() ?? '';
      if (
        !locale ||
        rest.length > 0 ||
        !isLocaleCode(locale.trim()) ||
        !FROM_HEADER.test(address)
      ) {
        ctx.addIssue({
          code: 'custom',
          message: `"${entry}" is not locale=Name <address> (locale one of sv, no, da, fi, nl)`,
        });
        continue;
      }
      from[locale.trim() as LocaleCode] = address;
    }
    return from;
  });

/** One staff key provisioned by configuration (STAFF_KEY_HASHES). */
export interface ConfiguredStaffKey {
  readonly name: string;
  readonly keyHash: string;
  readonly scopes: readonly string[];
}

const staffKeyHashes = z
  .string()
  .default('')
  .transform((value, ctx): ConfiguredStaffKey[] => {
    const keys: ConfiguredStaffKey[] = [];
    for (const entry of value
      .split(';')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const match = /^([\w .-]{1,100}):([0-9a-f]{64}):([a-z:,]+)$/.exec(entry);
      const scopes = match?.[3]?.split(',') ?? [];
      if (!match || scopes.some((scope) => !(STAFF_SCOPES as readonly string[]).includes(scope))) {
        ctx.addIssue({
          code: 'custom',
          message: `"${entry.slice(0, 120)}" is not name:<SHA-256 of the key, hex>:scope,scope`,
        });
        continue;
      }
      keys.push({ name: match[1]!, keyHash: match[2]!, scopes });
    }
    return keys;
  });

/** An API's origin (http or https), without a trailing slash. */
const apiOrigin = (fallback: string) =>
  z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL like https://api.example.com' })
    .default(fallback)
    .transform((value) => value.replace(/\/+$/, ''));

/** The variables a carrier cannot be called without. */
const CARRIER_CREDENTIALS = {
  postnord: ['POSTNORD_API_KEY'],
  bring: ['BRING_API_UID', 'BRING_API_KEY'],
  postnl: ['POSTNL_API_KEY'],
} as const satisfies Record<CarrierId, readonly string[]>;

/** Each variable on its own; ConfigSchema adds the checks between them. */
const ConfigFields = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { message: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  LOCALE_DOMAINS: localeDomains,
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /** Secret that signs login tokens; when absent one is generated and kept in the database. */
  JWT_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  /**
   * Secret shared with the CMS and the newsletter tool: it signs and checks the page-preview and
   * unsubscribe links (content tokens); when absent one is generated and kept in the database.
   */
  CONTENT_TOKEN_SECRET: z
    .string()
    .min(32, { message: 'must be at least 32 characters' })
    .optional(),
  /**
   * The shop's public origin (https://shop.example), the base of canonical, hreflang, og:url,
   * robots.txt and sitemap links on any host that is not a storefront domain (LOCALE_DOMAINS,
   * whose links stay on their domain, with this origin's protocol). Default http://localhost:PORT.
   */
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) origin like https://shop.example' })
    .refine((value) => new URL(value).pathname === '/' && !new URL(value).search, {
      error: 'must be an origin without a path, like https://shop.example',
    })
    .transform((value) => new URL(value).origin)
    .optional(),
  /** Demo data size of `seed` and of the first start: default (~2,000 products) or large (~100,000). */
  SEED_SIZE: z.enum(['default', 'large']).default('default'),
  /** Connections of the PostgreSQL pool. */
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * The reverse proxies in front of the shop (addresses, CIDR ranges, `loopback`, `private`):
   * their X-Forwarded-For names the client whose address the rate limits count. Empty: none.
   */
  TRUST_PROXY: trustProxy,
  /**
   * How long one request may wait for the database (ms): for a free connection and for each
   * statement. Past it the request answers 503, so a frozen database never holds the shop.
   */
  DB_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(1_500),
  /**
   * Worker processes that serve the shop (node:cluster), with DATABASE_URL only; default one per
   * core. The embedded database belongs to one process, so without DATABASE_URL it is always one.
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /**
   * Port of the Prometheus metrics (GET /metrics), for the monitoring network only: never route
   * it through the proxy. 0 turns it off. With workers, the primary process serves their sum.
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  /**
   * Interface of the metrics port: loopback by default, so that only this machine (a Prometheus
   * agent beside the shop) reads them; `0.0.0.0` or an address of the monitoring network to share
   * them there.
   */
  METRICS_HOST: z.string().min(1).max(255).default('127.0.0.1'),
  /** The least serious log level written (one JSON line per request at info). */
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /**
   * The carrier whose pick-up points each storefront shows, e.g. `sv=postnord,no=bring,nl=postnl`
   * (decision 025); a storefront without one shows the built-in directory's points.
   */
  PICKUP_POINT_CARRIERS: pickupPointCarriers,
  /** PostNord's Business Location API key, needed when a storefront uses postnord. */
  POSTNORD_API_KEY: z.string().optional(),
  POSTNORD_BASE_URL: apiOrigin('https://api2.postnord.com'),
  /** The Mybring user's e-mail address and API key, needed when a storefront uses bring. */
  BRING_API_UID: z.email({ error: 'must be the Mybring user’s e-mail address' }).optional(),
  BRING_API_KEY: z.string().optional(),
  BRING_BASE_URL: apiOrigin('https://api.bring.com'),
  /** PostNL's API key (Location webservice), needed when a storefront uses postnl. */
  POSTNL_API_KEY: z.string().optional(),
  POSTNL_BASE_URL: apiOrigin('https://api.postnl.nl'),
  /**
   * The HMAC key (hex) Adyen signs its webhooks with (Customer Area, webhook settings); with it
   * POST /api/payments/adyen/webhook counts Adyen's payment reports (decision 026). Two keys
   * separated by a comma are both accepted while a key is rotated.
   */
  ADYEN_HMAC_KEY: z
    .string()
    .regex(/^(?:[0-9A-Fa-f]{2}){16,64}(?:,(?:[0-9A-Fa-f]{2}){16,64})?$/, {
      error: 'must be the hex HMAC key Adyen shows, or two of them separated by a comma',
    })
    .optional(),
  /** How long one call to a carrier may take (ms); past it the pick-up points answer 503. */
  CARRIER_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3_000),
  /**
   * Adyen's API key (Customer Area, API credentials): with it checkout offers cards with 3-D
   * Secure and the storefront's wallet or bank (Swish, Vipps, MobilePay, iDEAL) on Adyen's hosted
   * page (decision 026). Needs ADYEN_MERCHANT_ACCOUNT and ADYEN_HMAC_KEY.
   */
  ADYEN_API_KEY: z.string().optional(),
  ADYEN_MERCHANT_ACCOUNT: z.string().optional(),
  /** Adyen's Checkout API with its version; the default is the test environment. */
  ADYEN_CHECKOUT_URL: apiOrigin('https://checkout-test.adyen.com/v71'),
  /**
   * How the Adyen merchant account captures cards, Vipps and MobilePay: `automatic` (Adyen's
   * default: right after the authorization; the account's capture delay at "immediate"), or
   * `manual` (the shop asks for manual capture on every payment and captures on shipment). iDEAL
   * and Swish are taken with the authorization either way.
   */
  ADYEN_CAPTURE: z.enum(['automatic', 'manual']).default('automatic'),
  /**
   * Klarna's API credentials (Merchant portal): with them checkout offers Klarna's invoice and
   * instalments to private shoppers and companies on Klarna's hosted page (decision 026).
   */
  KLARNA_API_USERNAME: z.string().optional(),
  KLARNA_API_PASSWORD: z.string().optional(),
  /** Klarna's API; the default is the playground (test) environment of Europe. */
  KLARNA_API_URL: apiOrigin('https://api.playground.klarna.com'),
  /** How long one call to a payment provider may take (ms); past it the order answers 503 and is not placed. */
  PAYMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /**
   * The SMTP server that sends the shop's e-mail (decision 037), as nodemailer reads it:
   * `smtp://user:password@smtp.example:587` (STARTTLS when offered) or `smtps://…:465`. Without it
   * every message is kept as a `.eml` file in MAIL_DIR and nothing is sent.
   */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  /**
   * The sender of each storefront's e-mail, e.g. `sv=Nordshop <order@nordshop.se>,no=Nordshop
   * <ordre@nordshop.no>`; a storefront left out sends from `Nordshop <order@its host>`.
   */
  MAIL_FROM: mailFrom,
  /**
   * Where messages are kept without SMTP_URL; default DATA_DIR's `mail` folder (the system's
   * temporary folder with the in-memory database).
   */
  MAIL_DIR: z.string().min(1).optional(),
  /**
   * Staff API keys provisioned by the deployment rather than `npm run staff-key` (decision 038):
   * `name:<SHA-256 of the key, hex>:scope,scope;…`. Written at start; take one out of the list and
   * revoke it with `npm run staff-key -- revoke <id>`.
   */
  STAFF_KEY_HASHES: staffKeyHashes,
  // Webhooks of the orders' events (order.placed, order.paid…): where they go and how they are signed.
  /**
   * The endpoints every order event is posted to, comma-separated http(s) URLs (e.g.
   * `https://erp.example/hooks`); empty: events wait in the outbox and only the order feed serves them.
   */
  WEBHOOK_URLS: z
    .string()
    .default('')
    .transform((value, ctx) => {
      const urls = [
        ...new Set(
          value
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ];
      for (const url of urls)
        if (
          !z
            .url({ protocol: /^https?$/ })
            .max(2000)
            .safeParse(url).success
        )
          ctx.addIssue({ code: 'custom', message: `"${url}" is not an http(s) URL` });
      return urls;
    }),
  /** The secret the deliveries are signed with (HMAC-SHA256), shared with the receivers. */
  WEBHOOK_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  /** How long an endpoint may take to answer one delivery (ms); past it the delivery is tried again later. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
});

/** The variables a payment provider cannot be called without, by the variable that switches it on. */
const PAYMENT_CREDENTIALS = {
  ADYEN_API_KEY: ['ADYEN_MERCHANT_ACCOUNT', 'ADYEN_HMAC_KEY'],
  KLARNA_API_USERNAME: ['KLARNA_API_PASSWORD'],
} as const;

/**
 * The server's environment variables (README, Configuration). A carrier named without its
 * credentials is reported even when another variable is bad, so one start reports every problem.
 */
export const ConfigSchema = ConfigFields.superRefine(
  (config, ctx) => {
    for (const [key, needed] of Object.entries(PAYMENT_CREDENTIALS))
      if (config[key as keyof typeof PAYMENT_CREDENTIALS] !== undefined)
        for (const missing of needed.filter((k) => config[k] === undefined))
          ctx.addIssue({ code: 'custom', path: [missing], message: `is required with ${key}` });
    if (config.WEBHOOK_URLS.length > 0 && config.WEBHOOK_SECRET === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['WEBHOOK_SECRET'],
        message: 'is required with WEBHOOK_URLS',
      });
    for (const carrier of new Set(Object.values(config.PICKUP_POINT_CARRIERS)))
      for (const key of CARRIER_CREDENTIALS[carrier].filter((k) => config[k] === undefined))
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `is required when PICKUP_POINT_CARRIERS names ${carrier}`,
        });
  },
  { when: () => true },
);

/**
 * The schema of a server's variables: ConfigSchema, or ConfigSchema extended by a server that
 * mounts the API with variables of its own (`ConfigSchema.extend({...})` keeps the checks between
 * the API's variables).
 */
export type ConfigSchemaLike = z.ZodType<z.output<typeof ConfigSchema>> & {
  readonly shape: z.ZodRawShape;
};

/** The configuration validated by `S`; PUBLIC_ORIGIN always set (default http://localhost:PORT). */
export type ConfigOf<S extends ConfigSchemaLike> = z.output<S> & { readonly PUBLIC_ORIGIN: string };

/** The validated configuration of the API's variables. */
export type Config = ConfigOf<typeof ConfigSchema>;

/** Thrown when the environment is invalid; lists every bad variable at once. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Environment = Record<string, string | undefined>;

/**
 * Reads and validates the configuration from an environment (process.env by default), by
 * ConfigSchema or by a schema that extends it; an empty variable counts as unset.
 */
export function loadConfig(env?: Environment): Config;
export function loadConfig<S extends ConfigSchemaLike>(env: Environment, schema: S): ConfigOf<S>;
export function loadConfig(
  env: Environment = process.env,
  schema: ConfigSchemaLike = ConfigSchema,
): Config {
  const input = Object.fromEntries(
    Object.keys(schema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  return {
    ...result.data,
    PUBLIC_ORIGIN: result.data.PUBLIC_ORIGIN ?? `http://localhost:${result.data.PORT}`,
  };
}
