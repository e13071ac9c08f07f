import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives the defaults of an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DB_TIMEOUT_MS: 1_500,
      PUBLIC_ORIGIN: 'http://localhost:3000',
      METRICS_PORT: 9464,
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

  it('reads WEB_CONCURRENCY, METRICS_PORT and LOG_LEVEL', () => {
    expect(
      loadConfig({ WEB_CONCURRENCY: '4', METRICS_PORT: '0', LOG_LEVEL: 'warn' }),
    ).toMatchObject({ WEB_CONCURRENCY: 4, METRICS_PORT: 0, LOG_LEVEL: 'warn' });
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
});
