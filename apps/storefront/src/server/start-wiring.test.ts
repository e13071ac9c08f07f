import { loadConfig, servicesFromConfig } from '@nordshop/api';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The shop starts three ways: `npm start` (serve-shop.ts), `npm run dev` (dev-app.ts) and the API
// alone (the API's cli.ts serve). Each builds the API's services and opens its database from the
// configuration through the API's servicesFromConfig and databaseOptionsFromConfig, so an option
// is wired once: no start names a service option or a variable behind one itself.

const STARTS = [
  { start: 'serve-shop.ts', url: new URL('./serve-shop.ts', import.meta.url) },
  { start: 'dev-app.ts', url: new URL('./dev-app.ts', import.meta.url) },
  { start: 'the API’s cli.ts', url: new URL('../../../api/src/cli.ts', import.meta.url) },
];

/** Every option servicesFromConfig sets (jwtSecret, paymentGateways, ...). */
const SERVICE_OPTIONS = Object.keys(servicesFromConfig(loadConfig({})));

/** The variables behind those options and the database's, and the adapters built from them. */
const WIRED_ONCE = [
  'config.JWT_SECRET',
  'config.TRUST_PROXY',
  'config.ADYEN_HMAC_KEY',
  'config.PUBLIC_ORIGIN',
  'config.LOCALE_DOMAINS',
  'config.DATABASE_URL',
  'config.DATA_DIR',
  'config.DB_POOL_SIZE',
  'config.DB_TIMEOUT_MS',
  'pickupPointCarriersOf(',
];

describe('the starts of the shop', () => {
  it('set every service option there is through servicesFromConfig', () => {
    expect(SERVICE_OPTIONS.sort()).toEqual([
      'contentTokenSecret',
      'jwtSecret',
      'localeDomains',
      'mail',
      'paymentGateways',
      'pickupPointCarriers',
      'publicOrigin',
      'trustedProxies',
      'webhooks',
    ]);
  });

  it.each(STARTS)(
    '$start wires its services and database through the API’s one function',
    ({ url }) => {
      const text = readFileSync(url, 'utf8');
      expect(text).toMatch(
        /\.\.\.servicesFromConfig\(config\)|services = servicesFromConfig\(config\)[^]*\.\.\.services,/,
      );
      expect(text).toContain('databaseOptionsFromConfig(config)');
      for (const option of SERVICE_OPTIONS) expect(text).not.toMatch(new RegExp(`\\b${option}:`));
      for (const wiring of WIRED_ONCE) expect(text).not.toContain(wiring);
    },
  );

  it.each(['./main.ts', './dev-app.ts', '../../server/dev.mjs'])(
    '%s reads the storefront’s variables with the API’s, by the one schema',
    (file) => {
      const text = readFileSync(new URL(file, import.meta.url), 'utf8');
      expect(text).toContain('loadShopConfig(');
      expect(text).not.toMatch(/\bloadConfig\(/);
    },
  );

  it('serve-shop.ts reads no variable itself', () => {
    expect(readFileSync(new URL('./serve-shop.ts', import.meta.url), 'utf8')).not.toContain(
      'process.env',
    );
  });
});
