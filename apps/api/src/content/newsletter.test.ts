import { ApiErrorSchema, UnsubscribeResponseSchema } from '@nordshop/api-contract';
import { STOREFRONTS, type LocaleCode } from '@nordshop/locale-config';
import { describe, expect, it } from 'vitest';
import { signContentToken } from './content-token';
import { DEMO_CUSTOMER } from '../../seed/demo-accounts';
import { NEWSLETTER_SUBSCRIBERS } from '../../seed/data/newsletter-subscribers';
import { contentToken } from '../../testing/content-tokens';
import { sharedApi, STOREFRONT_CASES } from '../../testing/shared-api';

const api = sharedApi();
const query = (locale: LocaleCode) => `locale=${locale}&sid=${STOREFRONTS[locale].storeID}`;
const unsubscribe = (locale: LocaleCode, body: unknown) =>
  api.post(`/api/newsletter/unsubscribe?${query(locale)}`, body);
const unsubscribeToken = (
  locale: LocaleCode,
  email: string,
  options?: Parameters<typeof contentToken>[2],
) => contentToken(api, { purpose: 'unsubscribe', locale, email }, options);

/** A subscriber of this test alone, on one storefront's list. */
async function newSubscriber(locale: LocaleCode): Promise<string> {
  const email = `nyhetsbrev-${crypto.randomUUID().slice(0, 8)}@nordshop.example`;
  await api.sql(
    `insert into newsletter_subscribers (email, locale) values ('${email}', '${locale}')`,
  );
  return email;
}

const unsubscribedAt = async (locale: LocaleCode, email: string) =>
  (
    await api.sql<{ at: string | null }>(
      `select unsubscribed_at::text as at from newsletter_subscribers where locale = '${locale}' and email = '${email}'`,
    )
  )[0]?.at;

async function tokenProblem(response: Response): Promise<string | undefined> {
  expect(response.status).toBe(400);
  const error = ApiErrorSchema.parse(await response.json());
  expect(Object.keys(error.fields ?? {})).toEqual(['token']);
  return error.fields?.['token'];
}

describe('POST /api/newsletter/unsubscribe', () => {
  it.each(STOREFRONT_CASES)('has the demo customer on the list of $locale', async ({ locale }) => {
    expect(NEWSLETTER_SUBSCRIBERS[locale].map((s) => s.email)).toContain(DEMO_CUSTOMER.email);
    const rows = await api.sql<{ n: number }>(
      `select count(*)::int as n from newsletter_subscribers where locale = '${locale}' and email = '${DEMO_CUSTOMER.email}'`,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('takes the address off the list and answers it masked', async () => {
    const email = await newSubscriber('sv');
    const response = await unsubscribe('sv', { token: await unsubscribeToken('sv', email) });
    expect(response.status).toBe(200);
    expect(UnsubscribeResponseSchema.parse(await response.json())).toEqual({
      email: 'n***@nordshop.example',
      unsubscribed: true,
    });
    expect(await unsubscribedAt('sv', email)).toBeTruthy();
  });

  it('answers a second call with the same link the same, keeping the first time', async () => {
    const email = await newSubscriber('fi');
    const token = await unsubscribeToken('fi', email);
    const first = await api.client('fi').unsubscribe(token);
    const at = await unsubscribedAt('fi', email);
    const second = await api.client('fi').unsubscribe(token);
    expect(second).toEqual(first);
    expect(await unsubscribedAt('fi', email)).toBe(at);
  });

  it('finds the address whatever its case in the link', async () => {
    const email = await newSubscriber('nl');
    const response = await unsubscribe('nl', {
      token: await unsubscribeToken('nl', email.toUpperCase()),
    });
    expect(response.status).toBe(200);
    expect(await unsubscribedAt('nl', email)).toBeTruthy();
  });

  it('takes the address off one storefront only', async () => {
    const email = await newSubscriber('da');
    await api.sql(`insert into newsletter_subscribers (email, locale) values ('${email}', 'no')`);
    expect((await unsubscribe('da', { token: await unsubscribeToken('da', email) })).status).toBe(
      200,
    );
    expect(await unsubscribedAt('no', email)).toBeNull();
  });

  it('takes a link without an expiry signed long ago, and one that has not expired yet', async () => {
    const old = await newSubscriber('sv');
    expect(
      (
        await unsubscribe('sv', {
          token: await unsubscribeToken('sv', old, { now: new Date('2024-01-01T00:00:00Z') }),
        })
      ).status,
    ).toBe(200);
    const recent = await newSubscriber('sv');
    expect(
      (
        await unsubscribe('sv', {
          token: await unsubscribeToken('sv', recent, { expiresInSeconds: 30 * 86_400 }),
        })
      ).status,
    ).toBe(200);
  });

  it.each([
    { name: 'no body field', body: {} },
    { name: 'an empty token', body: { token: '' } },
    { name: 'a token that is not a string', body: { token: 42 } },
  ])('answers 400 naming token for $name', async ({ body }) => {
    await tokenProblem(await unsubscribe('sv', body));
  });

  it.each([
    {
      name: 'a token that is not a JWT',
      make: () => Promise.resolve('not.a.token'),
      problem: 'is not a valid unsubscribe link',
    },
    {
      name: 'a token signed with another secret',
      make: () =>
        signContentToken(
          { purpose: 'unsubscribe', locale: 'sv', email: DEMO_CUSTOMER.email },
          'a-secret-the-api-does-not-know-at-all',
        ),
      problem: 'is not a valid unsubscribe link',
    },
    {
      name: 'an expired link',
      make: () =>
        unsubscribeToken('sv', DEMO_CUSTOMER.email, {
          now: new Date(Date.now() - 2 * 86_400_000),
          expiresInSeconds: 86_400,
        }),
      problem: 'has expired',
    },
    {
      name: 'a page-preview token',
      make: () => contentToken(api, { purpose: 'page-preview', locale: 'sv', slug: 'kopvillkor' }),
      problem: 'is not an unsubscribe link',
    },
    {
      name: "another storefront's link",
      make: () => unsubscribeToken('fi', DEMO_CUSTOMER.email),
      problem: 'is an unsubscribe link of the fi storefront',
    },
  ])('answers 400 naming token for $name, and unsubscribes nobody', async ({ make, problem }) => {
    expect(await tokenProblem(await unsubscribe('sv', { token: await make() }))).toBe(problem);
    expect(await unsubscribedAt('sv', DEMO_CUSTOMER.email)).toBeNull();
  });

  it('answers 404 for an address that is not on the list of that storefront', async () => {
    const email = await newSubscriber('no');
    const response = await unsubscribe('sv', { token: await unsubscribeToken('sv', email) });
    expect(response.status).toBe(404);
    expect(ApiErrorSchema.parse(await response.json()).error).toBe('not_found');
  });

  it('answers 400 naming body for malformed JSON', async () => {
    const response = await unsubscribe('sv', '{"token":');
    expect(response.status).toBe(400);
    expect(ApiErrorSchema.parse(await response.json()).fields).toEqual({ body: 'must be JSON' });
  });
});
