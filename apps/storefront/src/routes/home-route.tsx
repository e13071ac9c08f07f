import type { HeroSlide as HeroSlideData, ProductsResponse } from '@nordshop/api-contract';
import { HeroSlider, mainMenuCategories, type HeroSlide } from '@nordshop/catalog-ui';
import type { LocaleCode } from '@nordshop/locale-config';
import { createRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { StorefrontProductGrid } from '../pages/storefront-product-grid';
import { useLayoutData, useRouteData } from '../routing/hooks';
import { RouterLink, catalogLinks, pathOfUri } from '../routing/use-links';
import { homeHead } from '../seo/catalog-head';
import { screenSeoHead } from '../seo/route-head';
import { screensRoute } from './screens-route';

/** What the home page loads: its popular products and the hero slides. */
interface HomeData {
  readonly popular: ProductsResponse;
  readonly slides: readonly HeroSlideData[];
}

/** The API's slides with router links. */
function heroSlides(slides: readonly HeroSlideData[], locale: LocaleCode): HeroSlide[] {
  return slides.map((slide) => ({ ...slide, href: pathOfUri(slide.uri, locale) }));
}

/** /{locale}/: the storefront's home page: hero slider, top categories and popular products. */
export const homeRoute = createRoute({
  getParentRoute: () => screensRoute,
  path: '/',
  staticData: { screen: 'index' },
  loader: async ({ context }): Promise<HomeData> => {
    const api = context.apiFor(context.locale);
    // The slider is optional: without slides (or when they fail) the page shows without it.
    const [popular, slides] = await Promise.all([
      api.popularProducts({ limit: 8, in_stock: true }),
      api.heroSlides().catch((): HeroSlideData[] => []),
    ]);
    return { popular, slides };
  },
  head: screenSeoHead((env) => homeHead(env)),
  component: HomePage,
});

function HomePage() {
  const { t } = useTranslation();
  const { storefront, categories } = useLayoutData();
  const { popular, slides } = useRouteData<HomeData>(homeRoute);
  const locale = storefront.code;
  const links = catalogLinks(locale);
  return (
    <main className="home">
      <h1 className="ns-visually-hidden">{t('home.title')}</h1>
      <HeroSlider slides={heroSlides(slides, locale)} linkComponent={RouterLink} />
      <p className="home__lead">{t('home.lead', { name: storefront.name })}</p>
      <section className="home__categories" aria-labelledby="home-categories">
        <h2 id="home-categories">{t('general.categories')}</h2>
        <ul>
          {mainMenuCategories(categories).map((category) => (
            <li key={category.id}>
              <RouterLink href={links.category(category)}>
                <img
                  src={category.thumb.url}
                  width={category.thumb.width}
                  height={category.thumb.height}
                  alt=""
                  loading="lazy"
                />
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
