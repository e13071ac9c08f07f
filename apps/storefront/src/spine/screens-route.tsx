import { createRoute, notFound } from '@tanstack/react-router';
import { NotFoundPage } from '../components/not-found-page';
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
  notFoundComponent: NotFoundPage,
});
