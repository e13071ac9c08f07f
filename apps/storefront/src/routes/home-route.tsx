import type { ProductsResponse } from '@nordshop/api-contract';
import { mainMenuCategories } from '@nordshop/catalog-ui';
import { createRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { StorefrontProductGrid } from '../pages/storefront-product-grid';
import { useLayoutData, useRouteData } from '../routing/hooks';
import { RouterLink, catalogLinks } from '../routing/use-links';
import { homeHead } from '../seo/catalog-head';
import { screenSeoHead } from '../seo/route-head';
import { localeRoute } from './locale-route';

/** /{locale}/: the storefront's home page: top categories and popular products. */
export const homeRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: '/',
  staticData: { screen: 'index' },
  loader: ({ context }) => context.apiFor(context.locale).popularProducts({ limit: 8, in_stock: true }),
  head: screenSeoHead((env) => homeHead(env)),
  component: HomePage,
});

function HomePage() {
  const { t } = useTranslation();
  const { storefront, categories } = useLayoutData();
  const popular = useRouteData<ProductsResponse>(homeRoute);
  const locale = storefront.code;
  const links = catalogLinks(locale);
  return (
    <main className="home">
      <section className="home__hero">
        <h1>{t('home.title')}</h1>
        <p>{t('home.lead', { name: storefront.name })}</p>
      </section>
      <section className="home__categories" aria-labelledby="home-categories">
        <h2 id="home-categories">{t('general.categories')}</h2>
        <ul>
          {mainMenuCategories(categories).map((category) => (
            <li key={category.id}>
              <RouterLink href={links.category(category)}>
                <img src={category.thumb.url} width={category.thumb.width} height={category.thumb.height} alt="" loading="lazy" />
                <span>{category.name}</span>
              </RouterLink>
            </li>
          ))}
        </ul>
      </section>
      <section className="home__popular" aria-labelledby="home-popular">
        <h2 id="home-popular">{t('general.popular_products')}</h2>
        <StorefrontProductGrid products={popular.products} placement="home" />
      </section>
    </main>
  );
}
