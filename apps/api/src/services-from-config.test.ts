import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { databaseOptionsFromConfig, servicesFromConfig } from './services-from-config';

describe('servicesFromConfig', () => {
  it('leaves every service at its default for an empty environment', () => {
    const options = servicesFromConfig(loadConfig({}));
    expect(options).toMatchObject({
      jwtSecret: undefined,
      contentTokenSecret: undefined,
      pickupPointCarriers: {},
      paymentGateways: [],
      publicOrigin: 'http://localhost:3000',
      localeDomains: {},
    });
    expect(options.trustedProxies.isTrusted('127.0.0.1')).toBe(false);
  });

  it('wires the secrets, proxies, carriers, payment providers, origin and domains', () => {
    const hmacKey = '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056';
    const options = servicesFromConfig(
      loadConfig({
        JWT_SECRET: 'j'.repeat(32),
        CONTENT_TOKEN_SECRET: 'c'.repeat(32),
        TRUST_PROXY: 'loopback',
        PICKUP_POINT_CARRIERS: 'sv=postnord,no=bring',
        POSTNORD_API_KEY: 'pn-key',
        BRING_API_UID: 'shop@nordshop.example',
        BRING_API_KEY: 'bring-key',
        ADYEN_API_KEY: 'key',
        ADYEN_MERCHANT_ACCOUNT: 'NordshopECOM',
        ADYEN_HMAC_KEY: hmacKey,
        KLARNA_API_USERNAME: 'PK_1',
        KLARNA_API_PASSWORD: 'secret',
        PUBLIC_ORIGIN: 'https://nordshop.example',
        LOCALE_DOMAINS: 'fi=nordshop.fi',
      }),
    );
    expect(options).toMatchObject({
      jwtSecret: 'j'.repeat(32),
      contentTokenSecret: 'c'.repeat(32),
      publicOrigin: 'https://nordshop.example',
      localeDomains: { fi: 'nordshop.fi' },
    });
    expect(options.trustedProxies.isTrusted('127.0.0.1')).toBe(true);
    expect(Object.keys(options.pickupPointCarriers).sort()).toEqual(['no', 'sv']);
    expect(options.paymentGateways.map((gateway) => gateway.provider)).toEqual(['adyen', 'klarna']);
  });
});

describe('databaseOptionsFromConfig', () => {
  it.each([
    {
      name: 'the embedded database by default, with the request timeout',
      env: {},
      options: {
        databaseUrl: undefined,
        dataDir: './.data',
        poolSize: 10,
        seedSize: 'default',
        timeoutMs: 1_500,
      },
    },
    {
      name: 'PostgreSQL with its pool, demo data size and timeout',
      env: {
        DATABASE_URL: 'postgres://shop@db/nordshop',
        DB_POOL_SIZE: '20',
        SEED_SIZE: 'large',
        DB_TIMEOUT_MS: '800',
      },
      options: {
        databaseUrl: 'postgres://shop@db/nordshop',
        dataDir: './.data',
        poolSize: 20,
        seedSize: 'large',
        timeoutMs: 800,
      },
    },
  ])('$name', ({ env, options }) => {
    expect(databaseOptionsFromConfig(loadConfig(env))).toEqual(options);
  });
});
