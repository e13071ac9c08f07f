import { describe, expect, it } from 'vitest';
import { contentLinkPath, parseContentLinkArgs } from './content-link';
import { verifyContentToken } from './content-token';

const SECRET = 'a-content-token-secret-of-32-chars!';

describe('parseContentLinkArgs', () => {
  it.each([
    {
      args: ['preview', 'sv', 'kopvillkor'],
      request: {
        claims: { purpose: 'page-preview', locale: 'sv', slug: 'kopvillkor' },
        expiresInSeconds: 86_400,
      },
    },
    {
      args: ['preview', 'fi', 'toimitus', '--hours', '2'],
      request: {
        claims: { purpose: 'page-preview', locale: 'fi', slug: 'toimitus' },
        expiresInSeconds: 7_200,
      },
    },
    {
      args: ['unsubscribe', 'da', 'Demo@Nordshop.example'],
      request: {
        claims: { purpose: 'unsubscribe', locale: 'da', email: 'demo@nordshop.example' },
        expiresInSeconds: null,
      },
    },
    {
      args: ['unsubscribe', 'nl', 'demo@nordshop.example', '--days', '30'],
      request: {
        claims: { purpose: 'unsubscribe', locale: 'nl', email: 'demo@nordshop.example' },
        expiresInSeconds: 2_592_000,
      },
    },
  ])('reads $args', ({ args, request }) => {
    expect(parseContentLinkArgs(args)).toEqual({ ok: true, request });
  });

  it.each([
    { args: [], problems: ['unknown link kind "" (preview or unsubscribe)'] },
    {
      args: ['login', 'sv', 'x'],
      problems: ['unknown link kind "login" (preview or unsubscribe)'],
    },
    { args: ['preview', 'de', 'Köpvillkor'], count: 2 },
    { args: ['preview', 'sv', 'frakt', '--hours', '48'], problems: ['hours: must be at most 24'] },
    { args: ['preview', 'sv', 'frakt', '--days', '2'], count: 1 },
    { args: ['unsubscribe', 'sv', 'not-an-address'], count: 1 },
    { args: ['unsubscribe', 'sv', 'demo@nordshop.example', '--days'], count: 1 },
  ])('refuses $args, naming every problem', ({ args, problems, count }) => {
    const parsed = parseContentLinkArgs(args);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    if (problems) expect(parsed.problems).toEqual(problems);
    if (count) expect(parsed.problems).toHaveLength(count);
  });
});

describe('contentLinkPath', () => {
  it.each([
    {
      claims: { purpose: 'page-preview', locale: 'sv', slug: 'kopvillkor' },
      path: '/sv/page-preview',
    },
    {
      claims: { purpose: 'unsubscribe', locale: 'nl', email: 'demo@nordshop.example' },
      path: '/nl/unsubscribe',
    },
  ] as const)('makes $path?token= with a token the API accepts', async ({ claims, path }) => {
    const now = new Date('2026-12-01T08:00:00Z');
    const link = await contentLinkPath(claims, SECRET, { now });
    const url = new URL(link, 'https://nordshop.example');
    expect(url.pathname).toBe(path);
    expect(
      await verifyContentToken(url.searchParams.get('token')!, SECRET, claims.purpose, now),
    ).toEqual({ ok: true, claims });
  });
});
