import { ApiErrorSchema, PagePreviewResponseSchema } from '@nordshop/api-contract';
import { STOREFRONTS, fillShopText, type LocaleCode } from '@nordshop/locale-config';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_PREVIEW_MAX_AGE_SECONDS, signContentToken } from './content-token';
import { CMS_DRAFTS } from '../../seed/data/cms-drafts';
import { CMS_LEGACY_BLOCKS } from '../../seed/data/cms-legacy-blocks';
import { contentToken } from '../../testing/content-tokens';
import { sharedApi, STOREFRONT_CASES } from '../../testing/shared-api';
import { PAGE_PREVIEW_HEADERS } from './page-preview-routes';

const api = sharedApi();
const query = (locale: LocaleCode) => `locale=${locale}&sid=${STOREFRONTS[locale].storeID}`;
const preview = (locale: LocaleCode, token: string) =>
  api.get(`/api/page-preview?${query(locale)}&token=${encodeURIComponent(token)}`);
const previewToken = (
  locale: LocaleCode,
  slug: string,
  options?: Parameters<typeof contentToken>[2],
) => contentToken(api, { purpose: 'page-preview', locale, slug }, options);

async function refusal(response: Response, status: number) {
  expect(response.status).toBe(status);
  return ApiErrorSchema.parse(await response.json());
}

// A page of this file's own, so that changing its draft never touches what other files read.
const SLUG = 'forhandsvisning-test';

afterEach(async () => {
  await api.sql(`delete from cms_pages where slug = '${SLUG}'`);
});

describe('GET /api/page-preview', () => {
  it.each(STOREFRONT_CASES)(
    "answers the seeded draft of $locale's shipping page, marked as a preview",
    async ({ locale }) => {
      const draft = CMS_DRAFTS[locale];
      const response = await preview(locale, await previewToken(locale, draft.slug));
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe(PAGE_PREVIEW_HEADERS['cache-control']);
      expect(response.headers.get('x-robots-tag')).toBe('noindex');
      const page = PagePreviewResponseSchema.parse(await response.json());
      expect(page).toMatchObject({
        slug: draft.slug,
        title: draft.title,
        content: fillShopText(draft.content, locale),
        preview: true,
      });
      // The published page is still what shoppers see.
      expect((await api.client(locale).cmsPage(draft.slug)).title).not.toBe(draft.title);
    },
  );

  it('answers the typed client with the draft', async () => {
    const page = await api.client('fi').pagePreview(await previewToken('fi', CMS_DRAFTS.fi.slug));
    expect(page.title).toBe(CMS_DRAFTS.fi.title);
  });

  it('falls back to the published title and content where the page has no draft of them', async () => {
    await api.sql(
      `insert into cms_pages (locale, slug, title, content, draft_title) values ('sv', '${SLUG}', 'Publicerad', '<p>Publicerad text</p>', 'Utkast')`,
    );
    const titleOnly = PagePreviewResponseSchema.parse(
      await (await preview('sv', await previewToken('sv', SLUG))).json(),
    );
    expect(titleOnly).toMatchObject({ title: 'Utkast', content: '<p>Publicerad text</p>' });
    await api.sql(
      `update cms_pages set draft_title = null, draft_content = '<p>Utkastets text</p>' where slug = '${SLUG}'`,
    );
    const contentOnly = PagePreviewResponseSchema.parse(
      await (await preview('sv', await previewToken('sv', SLUG))).json(),
    );
    expect(contentOnly).toMatchObject({ title: 'Publicerad', content: '<p>Utkastets text</p>' });
  });

  it('sanitizes the draft like a published page', async () => {
    const draft = `<h2>Nytt</h2><p onclick="steal()">Text</p><script>alert(1)</script><a href="javascript:alert(1)" target="_blank">x</a><img src="data:image/png;base64,AAAA" onerror="alert(2)">`;
    await api.sql(
      `insert into cms_pages (locale, slug, title, content, draft_content) values ('da', '${SLUG}', 'T', '<p>x</p>', '${draft}')`,
    );
    const page = PagePreviewResponseSchema.parse(
      await (await preview('da', await previewToken('da', SLUG))).json(),
    );
    expect(page.content).toBe(
      '<h2>Nytt</h2><p>Text</p><a target="_blank" rel="noopener noreferrer">x</a><img />',
    );
  });

  it("shows the legacy terms block of the seed without the old shop's script", async () => {
    const legacy = CMS_LEGACY_BLOCKS.nl;
    const page = PagePreviewResponseSchema.parse(
      await (await preview('nl', await previewToken('nl', legacy.slug))).json(),
    );
    expect(page.content).toContain('<h2>Herroepingsrecht en klachten</h2>');
    expect(page.content).not.toMatch(/script|onclick|javascript:/);
  });

  it.each([
    { name: 'without a token', path: '' },
    { name: 'with an empty token', path: '&token=' },
  ])('answers 400 naming token $name', async ({ path }) => {
    const error = await refusal(await api.get(`/api/page-preview?${query('sv')}${path}`), 400);
    expect(Object.keys(error.fields ?? {})).toEqual(['token']);
  });

  it.each([
    { name: 'a token that is not a JWT', make: () => Promise.resolve('not-a-token') },
    {
      name: 'a token signed with another secret',
      make: () =>
        signContentToken(
          { purpose: 'page-preview', locale: 'sv', slug: 'frakt' },
          'a-secret-the-api-does-not-know-at-all',
        ),
    },
    {
      name: 'an expired token',
      make: () =>
        previewToken('sv', 'frakt', {
          now: new Date(Date.now() - 2 * 3600_000),
          expiresInSeconds: 3600,
        }),
    },
    {
      name: 'a token without an expiry',
      make: () => previewToken('sv', 'frakt', { expiresInSeconds: null }),
    },
    {
      name: 'a token expiring more than 24 hours ahead',
      make: () =>
        previewToken('sv', 'frakt', { expiresInSeconds: PAGE_PREVIEW_MAX_AGE_SECONDS + 3600 }),
    },
    {
      name: 'an unsubscribe token',
      make: () =>
        contentToken(
          api,
          { purpose: 'unsubscribe', locale: 'sv', email: 'demo@nordshop.example' },
          { expiresInSeconds: 3600 },
        ),
    },
    { name: "another storefront's token", make: () => previewToken('no', 'frakt') },
  ])('answers 401 for $name', async ({ make }) => {
    const error = await refusal(await preview('sv', await make()), 401);
    expect(error.error).toBe('unauthorized');
  });

  it('answers 404 with the page-not-found message for a page that does not exist', async () => {
    const error = await refusal(await preview('sv', await previewToken('sv', 'finns-inte')), 404);
    expect(error.message).toBe('This page could not be found');
  });
});
