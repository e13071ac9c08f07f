import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TOKEN_MAX_AGE_SECONDS, issuedTokenExpiresAt, jwtExpiresAt } from '../index';
import { aJwt } from '../testing';

const NOW = Date.UTC(2025, 10, 22, 12, 0, 0);
const b64 = (text: string) => Buffer.from(text).toString('base64url');

describe('jwtExpiresAt', () => {
  it.each([
    {
      name: 'reads exp (seconds) as epoch milliseconds',
      token: aJwt({ exp: 1_700_000_000 }),
      expected: 1_700_000_000_000,
    },
    { name: 'reads a fractional exp', token: aJwt({ exp: 1.5 }), expected: 1500 },
    {
      name: 'reads a payload with base64url characters',
      token: aJwt({ exp: 1_700_000_000, name: '??>>~~ÅÄÖ' }),
      expected: 1_700_000_000_000,
    },
    { name: 'gives null without exp', token: aJwt({ sub: '7' }), expected: null },
    { name: 'gives null for a string exp', token: aJwt({ exp: '1700000000' }), expected: null },
    {
      name: 'gives null for a payload that is not an object',
      token: `${b64('{}')}.${b64('42')}.sig`,
      expected: null,
    },
    {
      name: 'gives null for a payload that is not JSON',
      token: `${b64('{}')}.${b64('{exp:1')}.sig`,
      expected: null,
    },
    {
      name: 'gives null for a payload that is not base64url',
      token: 'a.b+c/d=.sig',
      expected: null,
    },
    { name: 'gives null for two parts', token: `${b64('{}')}.${b64('{"exp":1}')}`, expected: null },
    { name: 'gives null for an empty payload', token: 'a..c', expected: null },
    { name: 'gives null for an opaque token', token: 'opaque-token', expected: null },
  ])('$name', ({ token, expected }) => {
    expect(jwtExpiresAt(token)).toBe(expected);
  });

  it('never throws for any text', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (a, b, c) => {
        const expiry = jwtExpiresAt(`${a}.${b}.${c}`);
        return expiry === null || Number.isFinite(expiry);
      }),
    );
  });
});

describe('issuedTokenExpiresAt', () => {
  it.each([
    {
      name: 'takes expires_in from now',
      issued: { access_token: aJwt({ exp: 1 }), expires_in: 600 },
      expected: NOW + 600_000,
    },
    {
      name: 'falls back to the JWT exp without expires_in',
      issued: { access_token: aJwt({ exp: NOW / 1000 + 90 }) },
      expected: NOW + 90_000,
    },
    {
      name: 'ignores an expires_in of 0',
      issued: { access_token: aJwt({ exp: NOW / 1000 + 90 }), expires_in: 0 },
      expected: NOW + 90_000,
    },
    {
      name: `falls back to ${TOKEN_MAX_AGE_SECONDS} s for an opaque token`,
      issued: { access_token: 'opaque' },
      expected: NOW + TOKEN_MAX_AGE_SECONDS * 1000,
    },
  ])('$name', ({ issued, expected }) => {
    expect(issuedTokenExpiresAt(issued, NOW)).toBe(expected);
  });
});
