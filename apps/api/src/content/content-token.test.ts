import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  PAGE_PREVIEW_MAX_AGE_SECONDS,
  signContentToken,
  verifyContentToken,
  type ContentTokenClaims,
  type SignContentTokenOptions,
} from './content-token';

const SECRET = 'a-content-token-secret-of-32-chars!';
const NOW = new Date('2026-12-01T08:00:00Z');
const HOUR = 3600;
const preview: ContentTokenClaims = { purpose: 'page-preview', locale: 'sv', slug: 'kopvillkor' };
const unsubscribe: ContentTokenClaims = {
  purpose: 'unsubscribe',
  locale: 'fi',
  email: 'demo@nordshop.example',
};

describe('signContentToken and verifyContentToken', () => {
  it('reads back the claims of a preview token signed now for the next 24 hours', async () => {
    const token = await signContentToken(preview, SECRET, { now: NOW });
    expect(await verifyContentToken(token, SECRET, 'page-preview', NOW)).toEqual({
      ok: true,
      claims: preview,
    });
  });

  it('signs an unsubscribe token without an expiry that holds years later', async () => {
    const token = await signContentToken(unsubscribe, SECRET, { now: NOW });
    expect(
      JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()),
    ).not.toHaveProperty('exp');
    expect(
      await verifyContentToken(token, SECRET, 'unsubscribe', new Date('2031-01-01T00:00:00Z')),
    ).toEqual({ ok: true, claims: unsubscribe });
  });

  it.each<{
    name: string;
    claims: ContentTokenClaims;
    options: SignContentTokenOptions;
    purpose: 'page-preview' | 'unsubscribe';
    at: Date;
    reason: string;
    secret?: string;
  }>([
    {
      name: 'a preview token after its expiry',
      claims: preview,
      options: { now: NOW, expiresInSeconds: HOUR },
      purpose: 'page-preview',
      at: new Date(NOW.getTime() + HOUR * 1000),
      reason: 'expired',
    },
    {
      name: 'an unsubscribe token given an expiry, after it',
      claims: unsubscribe,
      options: { now: NOW, expiresInSeconds: HOUR },
      purpose: 'unsubscribe',
      at: new Date(NOW.getTime() + 2 * HOUR * 1000),
      reason: 'expired',
    },
    {
      name: 'a preview token without an expiry',
      claims: preview,
      options: { now: NOW, expiresInSeconds: null },
      purpose: 'page-preview',
      at: NOW,
      reason: 'invalid',
    },
    {
      name: 'a preview token expiring more than 24 hours ahead',
      claims: preview,
      options: { now: NOW, expiresInSeconds: PAGE_PREVIEW_MAX_AGE_SECONDS + 60 },
      purpose: 'page-preview',
      at: NOW,
      reason: 'expires_too_late',
    },
    {
      name: 'an unsubscribe token used as a preview',
      claims: unsubscribe,
      options: { now: NOW, expiresInSeconds: HOUR },
      purpose: 'page-preview',
      at: NOW,
      reason: 'wrong_purpose',
    },
    {
      name: 'a preview token used to unsubscribe',
      claims: preview,
      options: { now: NOW },
      purpose: 'unsubscribe',
      at: NOW,
      reason: 'wrong_purpose',
    },
    {
      name: 'a token signed with another secret',
      claims: preview,
      options: { now: NOW },
      purpose: 'page-preview',
      at: NOW,
      reason: 'invalid',
      secret: 'another-secret-that-is-32-chars-long',
    },
  ])('refuses $name ($reason)', async ({ claims, options, purpose, at, reason, secret }) => {
    const token = await signContentToken(claims, secret ?? SECRET, options);
    expect(await verifyContentToken(token, SECRET, purpose, at)).toEqual({ ok: false, reason });
  });

  it('accepts a preview token expiring exactly 24 hours ahead', async () => {
    const token = await signContentToken(preview, SECRET, {
      now: NOW,
      expiresInSeconds: PAGE_PREVIEW_MAX_AGE_SECONDS,
    });
    expect((await verifyContentToken(token, SECRET, 'page-preview', NOW)).ok).toBe(true);
  });

  it.each([
    { name: 'garbage', token: 'not-a-jwt' },
    {
      name: 'an unsigned token',
      token: `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"purpose":"page-preview","locale":"sv","slug":"x"}').toString('base64url')}.`,
    },
  ])('refuses $name as invalid', async ({ token }) => {
    expect(await verifyContentToken(token, SECRET, 'page-preview', NOW)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it.each([
    { name: 'an unknown locale', payload: { purpose: 'page-preview', locale: 'de', slug: 'agb' } },
    {
      name: 'a slug that is not a page slug',
      payload: { purpose: 'page-preview', locale: 'sv', slug: '../admin' },
    },
    { name: 'no slug', payload: { purpose: 'page-preview', locale: 'sv' } },
  ])('refuses a well-signed token with $name', async ({ payload }) => {
    const token = await new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(NOW.getTime() / 1000) + HOUR)
      .sign(new TextEncoder().encode(SECRET));
    expect(await verifyContentToken(token, SECRET, 'page-preview', NOW)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });
});
