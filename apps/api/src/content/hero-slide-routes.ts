import { operations } from '@nordshop/api-contract';
import { Hono } from 'hono';
import type { ContentEnv } from './content-services';
import { cachedJson } from '../platform/cache/cached-json';
import { loadHeroSlides } from './load-hero-slides';
import { route } from '../platform/http/route';

/**
 * How long browsers and shared caches may keep the slides: a minute, so a slide whose window
 * opens or closes shows or goes within about a minute (plus the server's 30 s response cache).
 */
export const HERO_SLIDES_CACHE_CONTROL = 'public, max-age=60';

/** GET /api/hero-slides: the home page's slides that run now, in the request's locale. */
export const heroSlideRoutes = new Hono<ContentEnv>();

route(heroSlideRoutes, operations.heroSlides, async (c) => {
  const { locale } = c.get('localeQuery');
  const services = c.get('services');
  return cachedJson(c, async () => ({
    body: await loadHeroSlides(c.get('database'), locale, services.now()),
    headers: { 'cache-control': HERO_SLIDES_CACHE_CONTROL },
  }));
});
