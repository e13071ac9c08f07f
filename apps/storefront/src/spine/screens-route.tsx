import { createRoute, notFound } from '@tanstack/react-router';
import { NotFoundPage } from '../components/not-found-page';
import { notFoundHead } from '../seo/catalog-head';
import { headEnvOf } from '../seo/route-head';
import { localeRoute } from './locale-route';

/**
 * The screens of a storefront, below its layout: a screen that is not found (an unknown product,
 * a CMS path without a page, an address without a storefront) shows the 404 page here, inside
 * the header, footer and search of the storefront, in its language.
 */
export const screensRoute = createRoute({
  getParentRoute: () => localeRoute,
  id: 'screens',
  beforeLoad: ({ context }) => {
    if (context.unknownStorefront) throw notFound();
  },
  // A page that is not found is titled by its message (the storefront's name alone said nothing).
  head: (ctx) => {
    const missing = ctx.matches.some((match) => match.status === 'notFound');
    const env = missing ? headEnvOf(ctx) : undefined;
    return env ? notFoundHead(env) : {};
  },
  notFoundComponent: NotFoundPage,
});
