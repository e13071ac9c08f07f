import { describe, expect, it } from 'vitest';
import { restartDelayMs, workerCount } from './process-plan';

const PG = 'postgres://shop@db/shop';

describe('workerCount', () => {
  it.each([
    { name: 'embedded database, no setting', config: {}, cores: 8, workers: 1 },
    {
      name: 'embedded database, WEB_CONCURRENCY 4',
      config: { WEB_CONCURRENCY: 4 },
      cores: 8,
      workers: 1,
    },
    {
      name: 'PostgreSQL, no setting: one per core',
      config: { DATABASE_URL: PG },
      cores: 2,
      workers: 2,
    },
    {
      name: 'PostgreSQL, WEB_CONCURRENCY 1',
      config: { DATABASE_URL: PG, WEB_CONCURRENCY: 1 },
      cores: 8,
      workers: 1,
    },
    {
      name: 'PostgreSQL, WEB_CONCURRENCY 3',
      config: { DATABASE_URL: PG, WEB_CONCURRENCY: 3 },
      cores: 2,
      workers: 3,
    },
    { name: 'PostgreSQL, cores unknown', config: { DATABASE_URL: PG }, cores: 0, workers: 1 },
  ])('$name: $workers', ({ config, cores, workers }) => {
    expect(workerCount(config, cores)).toBe(workers);
  });
});

describe('restartDelayMs', () => {
  it.each([
    [1, 1_000],
    [2, 2_000],
    [3, 4_000],
    [5, 16_000],
    [6, 30_000],
    [20, 30_000],
  ])('after %i deaths in a row: %i ms', (deaths, delay) => {
    expect(restartDelayMs(deaths)).toBe(delay);
  });
});
