import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { paymentGatewaysOf } from './payment-gateways-from-config';
import { ConfigError, ConfigSchema, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives the defaults of an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DB_TIMEOUT_MS: 1_500,
      PUBLIC_ORIGIN: 'http://localhost:3000',
      METRICS_PORT: 9464,
      METRICS_HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
    });
    expect(config.WEB_CONCURRENCY).toBeUndefined();
    expect(config.TRUST_PROXY.isTrusted('127.0.0.1')).toBe(false);
  });

  it('reads TRUST_PROXY, PUBLIC_ORIGIN and DB_TIMEOUT_MS', () => {
    const config = loadConfig({
      TRUST_PROXY: 'loopback, 10.0.0.0/8',
      PUBLIC_ORIGIN: 'https://nordshop.example/',
      DB_TIMEOUT_MS: '800',
    });
    expect(config.TRUST_PROXY.isTrusted('10.1.2.3')).toBe(true);
    expect(config.PUBLIC_ORIGIN).toBe('https://nordshop.example');
    expect(config.DB_TIMEOUT_MS).toBe(800);
  });

  it('reads WEB_CONCURRENCY, METRICS_PORT, METRICS_HOST and LOG_LEVEL', () => {
    expect(
      loadConfig({
        WEB_CONCURRENCY: '4',
        METRICS_PORT: '0',
        METRICS_HOST: '0.0.0.0',
        LOG_LEVEL: 'warn',
      }),
    ).toMatchObject({
      WEB_CONCURRENCY: 4,
      METRICS_PORT: 0,
      METRICS_HOST: '0.0.0.0',
      LOG_LEVEL: 'warn',
    });
  });

  it('reports every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({
        TRUST_PROXY: 'everyone',
        PUBLIC_ORIGIN: 'https://shop.example/sv',
        DB_TIMEOUT_MS: '5',
        PORT: 'x',
        WEB_CONCURRENCY: '0',
        METRICS_PORT: '70000',
        LOG_LEVEL: 'verbose',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of [
      'TRUST_PROXY',
      'PUBLIC_ORIGIN',
      'DB_TIMEOUT_MS',
      'PORT',
      'WEB_CONCURRENCY',
      'METRICS_PORT',
      'LOG_LEVEL',
    ])
      expect(problems).toContain(name);
  });

  it('shows the built-in pick-up points by default and reads the carriers and their settings', () => {
    expect(loadConfig({})).toMatchObject({
      PICKUP_POINT_CARRIERS: {},
      POSTNORD_BASE_URL: 'https://api2.postnord.com',
      BRING_BASE_URL: 'https://api.bring.com',
      POSTNL_BASE_URL: 'https://api.postnl.nl',
      CARRIER_TIMEOUT_MS: 3_000,
    });
    expect(
      loadConfig({
        PICKUP_POINT_CARRIERS: ' sv=postnord, da=postnord,fi=PostNord,no=bring, nl=PostNL ',
        POSTNORD_API_KEY: 'pn-key',
        POSTNORD_BASE_URL: 'http://127.0.0.1:4010/',
        BRING_API_UID: 'shop@nordshop.example',
        BRING_API_KEY: 'bring-key',
        POSTNL_API_KEY: 'postnl-key',
        POSTNL_BASE_URL: 'http://127.0.0.1:4020/',
        CARRIER_TIMEOUT_MS: '1500',
      }),
    ).toMatchObject({
      PICKUP_POINT_CARRIERS: {
        sv: 'postnord',
        da: 'postnord',
        fi: 'postnord',
        no: 'bring',
        nl: 'postnl',
      },
      POSTNORD_BASE_URL: 'http://127.0.0.1:4010',
      POSTNL_API_KEY: 'postnl-key',
      POSTNL_BASE_URL: 'http://127.0.0.1:4020',
      CARRIER_TIMEOUT_MS: 1_500,
    });
  });

  it.each([
    { name: 'an unknown storefront', value: 'se=postnord', problem: 'se is not a storefront' },
    { name: 'an unknown carrier', value: 'sv=dhl', problem: 'dhl is not a carrier' },
    { name: 'a carrier without points in nl', value: 'nl=postnord', problem: 'in Nederland' },
    { name: 'Bring for nl', value: 'nl=bring', problem: 'bring has no pick-up points' },
    {
      name: 'PostNL for sv',
      value: 'sv=postnl',
      problem: 'postnl has no pick-up points in Sverige',
    },
    { name: 'a storefront twice', value: 'sv=postnord,sv=bring', problem: 'has a carrier already' },
    { name: 'an entry without carrier', value: 'sv', problem: 'is not locale=carrier' },
  ])('reports $name in PICKUP_POINT_CARRIERS', ({ value, problem }) => {
    expect(() =>
      loadConfig({
        PICKUP_POINT_CARRIERS: value,
        POSTNORD_API_KEY: 'pn-key',
        BRING_API_UID: 'shop@nordshop.example',
        BRING_API_KEY: 'bring-key',
        POSTNL_API_KEY: 'postnl-key',
      }),
    ).toThrow(new RegExp(`PICKUP_POINT_CARRIERS: .*${problem}`));
  });

  it('reports a named carrier without its credentials, with every other bad variable', () => {
    let error: unknown;
    try {
      loadConfig({
        PICKUP_POINT_CARRIERS: 'sv=postnord,no=bring,nl=bring',
        BRING_API_UID: 'not-an-email',
        CARRIER_TIMEOUT_MS: '0',
        PORT: 'x',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    for (const name of [
      'PICKUP_POINT_CARRIERS',
      'POSTNORD_API_KEY',
      'BRING_API_UID',
      'BRING_API_KEY',
      'CARRIER_TIMEOUT_MS',
      'PORT',
    ])
      expect(
        problems.some((p) => p.startsWith(`${name}:`)),
        name,
      ).toBe(true);
  });

  it('reports PostNL named for nl without its key, and only that', () => {
    let error: unknown;
    try {
      loadConfig({ PICKUP_POINT_CARRIERS: 'nl=postnl' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'POSTNL_API_KEY: is required when PICKUP_POINT_CARRIERS names postnl',
    ]);
  });

  it('reads the Adyen webhook key, and refuses one that is not hex', () => {
    expect(loadConfig({}).ADYEN_HMAC_KEY).toBeUndefined();
    const key = '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056';
    expect(loadConfig({ ADYEN_HMAC_KEY: key }).ADYEN_HMAC_KEY).toBe(key);
    for (const bad of ['not-hex', 'ABC', 'G'.repeat(64)])
      expect(() => loadConfig({ ADYEN_HMAC_KEY: bad })).toThrow(/ADYEN_HMAC_KEY/);
  });
  it.each([
    {
      name: 'Adyen without its merchant account and webhook key',
      env: { ADYEN_API_KEY: 'key' },
      problems: [
        'ADYEN_MERCHANT_ACCOUNT: is required with ADYEN_API_KEY',
        'ADYEN_HMAC_KEY: is required with ADYEN_API_KEY',
      ],
    },
    {
      name: 'Klarna without its password, and a payment timeout out of range',
      env: { KLARNA_API_USERNAME: 'PK_1', PAYMENT_TIMEOUT_MS: '10' },
      problems: ['PAYMENT_TIMEOUT_MS', 'KLARNA_API_PASSWORD: is required with KLARNA_API_USERNAME'],
    },
  ])('reports $name, all at once', ({ env, problems }) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const reported = (error as ConfigError).problems;
    for (const problem of problems) expect(reported.some((p) => p.startsWith(problem))).toBe(true);
    expect(reported).toHaveLength(problems.length);
  });

  it('switches no payment provider on by default and both on with their credentials', () => {
    expect(paymentGatewaysOf(loadConfig({}))).toEqual([]);
    const config = loadConfig({
      ADYEN_API_KEY: 'key',
      ADYEN_MERCHANT_ACCOUNT: 'NordshopECOM',
      ADYEN_HMAC_KEY: '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056',
      KLARNA_API_USERNAME: 'PK_1',
      KLARNA_API_PASSWORD: 'secret',
    });
    expect(config.ADYEN_CHECKOUT_URL).toBe('https://checkout-test.adyen.com/v71');
    expect(config.KLARNA_API_URL).toBe('https://api.playground.klarna.com');
    expect(paymentGatewaysOf(config).map((g) => g.provider)).toEqual(['adyen', 'klarna']);
  });

  describe('with a schema that extends ConfigSchema (a server with variables of its own)', () => {
    const schema = ConfigSchema.extend({
      SHOP_MODE: z.enum(['open', 'closed']).default('open'),
    });

    it('reads its own variables beside the API’s', () => {
      const config = loadConfig({ SHOP_MODE: 'closed', PORT: '3100' }, schema);
      expect(config).toMatchObject({
        SHOP_MODE: 'closed',
        PORT: 3100,
        PUBLIC_ORIGIN: 'http://localhost:3100',
      });
      expect(loadConfig({}, schema).SHOP_MODE).toBe('open');
    });

    it('reports a bad one of its own with every bad one of the API, checks between them too', () => {
      let error: unknown;
      try {
        loadConfig({ SHOP_MODE: 'ajar', PORT: 'x', KLARNA_API_USERNAME: 'PK_1' }, schema);
      } catch (err) {
        error = err;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems.map((p) => p.split(':')[0]).sort()).toEqual([
        'KLARNA_API_PASSWORD',
        'PORT',
        'SHOP_MODE',
      ]);
    });
  });
});
