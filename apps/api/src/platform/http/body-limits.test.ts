import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BODY_LIMIT,
  DRAIN_MAX_BYTES,
  bodyLimitOf,
  drainsBeforeRefusal,
} from './body-limits';

describe('bodyLimitOf', () => {
  it.each([
    ['/api/sync-cart', 512 * 1024],
    ['/api/sync-coupons', 512 * 1024],
    ['/api/orders', 512 * 1024],
    ['/captuerr', 96 * 1024],
    ['/api/orders/12/returns', 64 * 1024],
    ['/api/category-children', 32 * 1024],
    ['/api/auth/login', DEFAULT_BODY_LIMIT],
    ['/api/orders/12/returns/extra', DEFAULT_BODY_LIMIT],
  ])('%s takes at most %i bytes', (path, bytes) => {
    expect(bodyLimitOf(path)).toBe(bytes);
  });
});

describe('drainsBeforeRefusal', () => {
  it.each([
    ['0', true],
    ['2097152', true],
    [String(DRAIN_MAX_BYTES), true],
    [String(DRAIN_MAX_BYTES + 1), false],
    ['62914560', false],
    [undefined, false],
    ['', false],
    ['-1', false],
    ['1e3', false],
    ['abc', false],
    ['99999999999999999', false],
  ])('Content-Length %s: read first %s', (header, drains) => {
    expect(drainsBeforeRefusal(header)).toBe(drains);
  });
});
