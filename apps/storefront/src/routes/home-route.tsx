import type { HeroSlide as HeroSlideData } from '@nordshop/api-contract';
import { HeroSlider, mainMenuCategories, type HeroSlide, useStrings } from '@nordshop/catalog-ui';
import type { LocaleCode } from '@nordshop/locale-config';
import { createRoute } from '@tanstack/react-router';
import { StorefrontProductGrid } from '../pages/storefront-product-grid';
import { useSuspenseQuery } from '@tanstack/react-query';
import { heroSlidesQuery, popularProductsQuery } from '../data/product-queries';
import { useLayoutData, useQueryScope } from '../routing/hooks';
import { loaderScope } from '../routing/route-query';
import { RouterLink, catalogLinks, pathOfUri } from '../routing/use-links';
import { homeHead } from '../seo/catalog-head';
import { screenSeoHead } from '../seo/route-head';
import { screensRoute } from '../spine/screens-route';

/** The API's slides with router links. */
function heroSlides(slides: readonly HeroSlideData[], locale: LocaleCode): HeroSlide[] {
  return slides.map((slide) => ({ ...slide, href: pathOfUri(slide.uri, locale) }));
}

/** /{locale}/: the storefront's home page: hero slider, top categories and popular products. */
export const homeRoute = createRoute({
  getParentRoute: () => screensRoute,
  path: '/',
  staticData: { screen: 'index' },
  loader: async ({ context }) => {
    const scope = loaderScope(context);
    // The slider is optional: without slides (or when they fail) the page shows without it.
    await Promise.all([
      context.queryClient.ensureQueryData(popularProductsQuery(scope)),
      context.queryClient.ensureQueryData(heroSlidesQuery(scope)),
    ]);
  },
  head: screenSeoHead((env) => homeHead(env)),
  component: HomePage,
});

function HomePage() {
  const { t } = useStrings();
  const { storefront, categories } = useLayoutData();
  const scope = useQueryScope();
  const popular = useSuspenseQuery(popularProductsQuery(scope)).data;
  const slides = useSuspenseQuery(heroSlidesQuery(scope)).data;
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
