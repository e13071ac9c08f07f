import { createRoute, notFound, redirect } from '@tanstack/react-router';
import { internalRoutePath } from '../routing/internal-path';
import { legacyDiscountTarget } from '../routing/legacy-discount-target';
import { screenPath } from '../routing/screen-path';
import { screensRoute } from '../spine/screens-route';

/** /rabatt/{category?}/{code}: redirects to the category or home page with disc, keeping the query. */
export const legacyDiscountRoute = createRoute({
  getParentRoute: () => screensRoute,
  path: internalRoutePath('legacy-discount'),
  staticData: { screen: 'legacy-discount' },
  beforeLoad: async ({ params, search, context }) => {
    const { locale } = context;
    const { category, code } = params as unknown as { category?: string; code: string };
    const categoryPath = category ? await context.categoryPathOf(locale, category) : undefined;
    const target = legacyDiscountTarget(code, categoryPath);
    if (target.type === 'not-found') throw notFound();
    const query = { ...search, disc: target.disc };
    const to =
      target.type === 'home'
        ? screenPath('index', {}, locale)
        : screenPath('product-category-all', { _splat: target.categoryPath }, locale);
    throw redirect({ to, search: query });
  },
});
