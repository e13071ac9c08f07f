import {
  ApiErrorSchema,
  CategoryListingResponseSchema,
  HeroSlidesResponseSchema,
  TagListingResponseSchema,
  type HeroSlide,
} from '@nordshop/api-contract';
import { parsePath, type LocaleCode } from '@nordshop/locale-config';
import { afterEach, describe, expect, it } from 'vitest';
import { HERO_SLIDES } from '../../seed/data/hero-slides';
import { HERO_SLIDES_CACHE_CONTROL } from './hero-slide-routes';
import { CACHE_HIT_POLL, sharedApi, STOREFRONT_CASES } from '../../testing/shared-api';

const api = sharedApi();
const q = (locale: string, sid: number) => `locale=${locale}&sid=${sid}`;
let fresh = 0;

/** The slides of a locale, past the server's response cache (an extra parameter is a new cache key). */
async function slidesOf(locale: LocaleCode, sid: number): Promise<HeroSlide[]> {
  fresh += 1;
  const response = await api.get(`/api/hero-slides?${q(locale, sid)}&fresh=${Date.now()}-${fresh}`);
  expect(response.status).toBe(200);
  return HeroSlidesResponseSchema.parse(await response.json());
}

afterEach(async () => {
  await api.sql(`delete from hero_slides where id >= 1000`);
});

describe('GET /api/hero-slides', () => {
  it.each(STOREFRONT_CASES)(
    'answers the three seeded slides in order in $locale',
    async ({ locale, sid }) => {
      const slides = await slidesOf(locale, sid);
      expect(slides.map((slide) => slide.title)).toEqual(
        HERO_SLIDES.map((seed) => seed.title[locale]),
      );
      expect(slides.map((slide) => slide.cta)).toEqual(HERO_SLIDES.map((seed) => seed.cta[locale]));
      for (const slide of slides) {
        expect(Object.keys(slide).sort()).toEqual([
          'background',
          'cta',
          'id',
          'image',
          'text',
          'title',
          'uri',
        ]);
        expect(slide.text.length).toBeGreaterThan(40);
        expect(slide.image).toMatchObject({ width: 960, height: 640 });
        expect(slide.uri).toMatch(/^\/[a-z-]+\//);
      }
    },
  );

  it('writes every slide in each storefront in its own language', async () => {
    const titles = await Promise.all(
      STOREFRONT_CASES.map(async ({ locale, sid }) => (await slidesOf(locale, sid))[0]!.title),
    );
    expect(new Set(titles).size).toBe(STOREFRONT_CASES.length);
  });

  it.each(STOREFRONT_CASES)(
    'links every slide of $locale to a page of its own with products',
    async ({ locale, sid }) => {
      for (const slide of await slidesOf(locale, sid)) {
        const parsed = parsePath(slide.uri, { locale });
        if (parsed?.name === 'product-category-all') {
          const listing = CategoryListingResponseSchema.parse(
            await api.client(locale).categoryListing({ path: parsed.params._splat }),
          );
          expect(listing.category.uri).toBe(slide.uri);
          expect(listing.total).toBeGreaterThan(0);
        } else if (parsed?.name === 'product-tag') {
          const listing = TagListingResponseSchema.parse(
            await api.client(locale).tagListing(parsed.params.slug),
          );
          expect(listing.tag.slug).toBe(parsed.params.slug);
          expect(listing.total).toBeGreaterThan(0);
        } else {
          expect.fail(`${slide.uri} is neither a category nor a tag page of ${locale}`);
        }
      }
    },
  );

  it('serves every slide picture as an SVG of its stated size', async () => {
    for (const slide of await slidesOf('sv', 1)) {
      const response = await api.get(slide.image.url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/image\/svg\+xml/);
      expect(await response.text()).toMatch(
        new RegExp(`^<svg [^>]*width="${slide.image.width}" height="${slide.image.height}"`),
      );
    }
    expect((await api.get('/media/hero/unknown.svg')).status).toBe(404);
  });

  it('is cacheable by browsers for a minute and served from the response cache the second time', async () => {
    const answers: { first?: Response; second?: Response } = {};
    // A new path each time: a miss, then a hit (unless another file's change came between).
    await expect
      .poll(async () => {
        const path = `/api/hero-slides?${q('da', 5)}&cache-test=${crypto.randomUUID()}`;
        answers.first = await api.get(path);
        answers.second = await api.get(path);
        return [answers.first.headers.get('x-be-cache'), answers.second.headers.get('x-be-cache')];
      }, CACHE_HIT_POLL)
      .toEqual(['miss', 'hit']);
    const { first, second } = answers;
    if (!first || !second) throw new Error('no answer');
    expect(first.headers.get('cache-control')).toBe(HERO_SLIDES_CACHE_CONTROL);
    expect(second.headers.get('cache-control')).toBe(HERO_SLIDES_CACHE_CONTROL);
    expect(await second.json()).toEqual(await first.json());
  });

  it('shows a slide only while now is inside its window, in sort order', async () => {
    const hour = 3_600_000;
    const at = (offset: number) => `'${new Date(Date.now() + offset).toISOString()}'`;
    await api.sql(`insert into hero_slides (id, sort_order, starts_at, expires_at, background, image_url, image_width, image_height) values
      (1001, 15, ${at(-hour)}, ${at(hour)}, '#e4572e', '/media/hero/offers.svg', 960, 640),
      (1002, 15, ${at(-2 * hour)}, ${at(-hour)}, '#e4572e', '/media/hero/offers.svg', 960, 640),
      (1003, 15, ${at(hour)}, null, '#e4572e', '/media/hero/offers.svg', 960, 640),
      (1004, 5, null, ${at(hour)}, '#f5f7f9', '/media/hero/offers.svg', 960, 640)`);
    await api.sql(`insert into hero_slide_texts (slide_id, locale, title, text, cta, uri)
      select id, 'sv', 'Kampanj ' || id, 'Text', 'Köp', '/kategori/laddare' from hero_slides where id >= 1001`);
    const ids = (await slidesOf('sv', 1)).map((slide) => slide.id);
    expect(ids).toEqual([1004, 1, 1001, 2, 3]);
  });

  it('leaves out a slide that has no texts in the locale', async () => {
    await api.sql(
      `insert into hero_slides (id, sort_order, background, image_url, image_width, image_height) values (1005, 1, '#0b3d5c', '/media/hero/offers.svg', 960, 640)`,
    );
    await api.sql(
      `insert into hero_slide_texts (slide_id, locale, title, text, cta, uri) values (1005, 'fi', 'Vain Suomessa', 'Teksti', 'Osta', '/kategoria/laturit')`,
    );
    expect((await slidesOf('fi', 4))[0]!.id).toBe(1005);
    expect((await slidesOf('sv', 1)).map((slide) => slide.id)).not.toContain(1005);
  });

  it('answers 400 naming sid when it does not match the locale', async () => {
    const response = await api.get('/api/hero-slides?locale=sv&sid=4');
    expect(response.status).toBe(400);
    expect(Object.keys(ApiErrorSchema.parse(await response.json()).fields ?? {})).toEqual(['sid']);
  });
});
