import { CmsPageResponseSchema, StaffPageSchema } from '@nordshop/api-contract';
import { STOREFRONTS, type LocaleCode } from '@nordshop/locale-config';
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sanitizeContentHtml } from '../content/sanitize-html';
import { sharedApi } from '../../testing/shared-api';
import { staffCall } from '../../testing/staff-calls';
import { staffKey } from '../../testing/staff-keys';

const api = sharedApi();
let contentKey: { id: number; authorization: string };
let couponsKey: { authorization: string };

beforeAll(async () => {
  contentKey = await staffKey(api, ['content:write'], 'cms');
  couponsKey = await staffKey(api, ['coupons:write'], 'coupon system');
});

const newSlug = () => `kampanj-${randomBytes(4).toString('hex')}`;
const put = (locale: LocaleCode, slug: string, body: unknown, key = contentKey.authorization) =>
  staffCall(api.baseUrl, key, 'PUT', `/api/staff/pages/${locale}/${slug}`, body);
const remove = (locale: LocaleCode, slug: string) =>
  staffCall(api.baseUrl, contentKey.authorization, 'DELETE', `/api/staff/pages/${locale}/${slug}`);

/** The shop's own answer for a page: its status and the page. */
async function shopPage(locale: LocaleCode, slug: string) {
  const response = await api.get(
    `/api/page-by-slug/${slug}?locale=${locale}&sid=${STOREFRONTS[locale].storeID}`,
  );
  return response.status === 200
    ? { status: 200, page: CmsPageResponseSchema.parse(await response.json()) }
    : { status: response.status };
}

const HOSTILE =
  '<h2>Sommarrea</h2><p onclick="steal()">Allt <script>alert(1)</script>billigare</p>';

describe('CMS pages through the staff API', () => {
  it('creates a page that the shop shows, changes it, then deletes it', async () => {
    const slug = newSlug();
    expect((await shopPage('sv', slug)).status).toBe(404);

    const created = await put('sv', slug, { title: 'Sommarrea', content: HOSTILE });
    expect(created.status).toBe(200);
    expect(StaffPageSchema.parse(created.body)).toMatchObject({
      locale: 'sv',
      slug,
      title: 'Sommarrea',
      content: sanitizeContentHtml(HOSTILE),
      translation_key: null,
    });
    await expect
      .poll(() => shopPage('sv', slug), { timeout: 2_000 })
      .toMatchObject({
        status: 200,
        page: { title: 'Sommarrea', content: '<h2>Sommarrea</h2><p>Allt billigare</p>' },
      });

    await put('sv', slug, { title: 'Sommarrea förlängd', content: '<p>En vecka till</p>' });
    await expect
      .poll(() => shopPage('sv', slug), { timeout: 2_000 })
      .toMatchObject({ page: { title: 'Sommarrea förlängd', content: '<p>En vecka till</p>' } });

    expect((await remove('sv', slug)).status).toBe(204);
    await expect.poll(() => shopPage('sv', slug), { timeout: 2_000 }).toEqual({ status: 404 });
    expect((await remove('sv', slug)).status).toBe(404);
  });

  it('ties pages of two storefronts together by their translation key', async () => {
    const [sv, fi, key] = [newSlug(), newSlug(), `kesa-${randomBytes(4).toString('hex')}`];
    await put('sv', sv, { title: 'Sommarrea', content: '<p>Rea</p>', translation_key: key });
    await put('fi', fi, { title: 'Kesäale', content: '<p>Ale</p>', translation_key: key });
    await expect
      .poll(async () => (await shopPage('fi', fi)).page?.alternates)
      .toEqual({ sv: `/${sv}`, fi: `/${fi}` });
    const clash = await put('sv', newSlug(), { title: 'Annan', content: '', translation_key: key });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({
      fields: { translation_key: `is the key of the page ${sv}` },
    });
    await remove('sv', sv);
    await remove('fi', fi);
  });

  it('audits each change, and nothing when the page is put again as it is', async () => {
    const slug = newSlug();
    const page = { title: 'Öppettider', content: '<p>Vardagar 9–17</p>' };
    await put('da', slug, page);
    await put('da', slug, page);
    await put('da', slug, { ...page, title: 'Åbningstider' });
    await remove('da', slug);
    const rows = await api.sql<{ action: string; key_id: number; before: unknown; after: unknown }>(
      `select action, key_id, before, after from staff_audit where subject = 'page:da/${slug}' order by id`,
    );
    expect(rows.map((r) => r.action)).toEqual(['page.put', 'page.put', 'page.delete']);
    expect(rows.every((r) => r.key_id === contentKey.id)).toBe(true);
    expect(rows[1]).toMatchObject({
      before: { title: 'Öppettider' },
      after: { title: 'Åbningstider' },
    });
    expect(rows[2]).toMatchObject({ before: { title: 'Åbningstider' }, after: null });
  });

  it("refuses a slug that is another screen's address in the storefront", async () => {
    const answer = await put('sv', 'sok', { title: 'Sök', content: '<p>x</p>' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ fields: { slug: expect.any(String) as string } });
  });

  it('names every bad field at once', async () => {
    const answer = await put('nl', 'Not A Slug', { title: '', content: 'a\u0000b' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ fields: { slug: expect.any(String) as string } });
    const body = await put('nl', newSlug(), {
      title: ' ',
      content: 'a\u0000b',
      translation_key: 'X',
    });
    expect(Object.keys((body.body as { fields: object }).fields).sort()).toEqual([
      'content',
      'title',
      'translation_key',
    ]);
  });

  it('takes a page of 60,000 characters', async () => {
    const slug = newSlug();
    const content = `<p>${'å'.repeat(59_993)}</p>`;
    expect(content).toHaveLength(60_000);
    expect((await put('no', slug, { title: 'Lang side', content })).status).toBe(200);
    await remove('no', slug);
  });

  it('refuses a key without content:write with 403', async () => {
    const slug = newSlug();
    const answer = await put('sv', slug, { title: 'X', content: '' }, couponsKey.authorization);
    expect(answer.status).toBe(403);
    expect((await shopPage('sv', slug)).status).toBe(404);
  });
});
