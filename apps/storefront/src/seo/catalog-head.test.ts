import type {
  BrandListingResponse,
  CategoryListingResponse,
  TagListingResponse,
} from '@nordshop/api-contract';
import { aProductDetail } from '@nordshop/catalog-ui/testing';
import { describe, expect, it } from 'vitest';
import {
  brandHead,
  categoryHead,
  homeHead,
  productHead,
  screenHead,
  searchHead,
  storefrontHead,
  tagHead,
  type HeadEnv,
} from './catalog-head';
import { META_DESCRIPTION_MAX_LENGTH } from './meta-description';
import type { RouteHead } from './page-head';

const env: HeadEnv = {
  locale: 'sv',
  siteName: 'Nordshop Sverige',
  strings: {
    'home.title': 'Tillbehör och reservdelar till din mobil',
    'general.home': 'Hem',
    'general.search_results_for': 'Sökresultat för "{{query}}"',
    'listing.page_n': 'Sida {{page}}',
    'seo.home_description': 'Mobilskal och laddare – {{name}} levererar snabbt.',
    'seo.product_description': 'Köp {{product}} hos {{name}}.',
    'seo.category_description': '{{category}} hos {{name}}.',
    'seo.brand_description': 'Alla produkter från {{brand}} hos {{name}}.',
    'seo.tag_description': '{{tag}} hos {{name}}.',
  },
  site: {
    origin: 'http://localhost:3000',
    host: 'localhost:3000',
    protocol: 'http:',
    localeDomains: {},
  },
};

const titleOf = (head: Partial<RouteHead>) => head.meta?.find((meta) => 'title' in meta);
const metaOf = (head: Partial<RouteHead>, name: string) =>
  head.meta?.find((meta) => 'name' in meta && meta.name === name);
const canonicalOf = (head: Partial<RouteHead>) =>
  head.links?.find((link) => link.rel === 'canonical')?.href;

const listingPage = { products: [], total: 0, page: 1, per_page: 24 };

const category: CategoryListingResponse = {
  ...listingPage,
  category: {
    id: 2,
    parent_id: 1,
    slug: 'planboksfodral',
    name: 'Plånboksfodral',
    thumb: { url: '/media/c.svg', width: 1, height: 1 },
    show_in_menu: true,
    show_in_main_menu: false,
    hierarchy: [
      { id: 1, slug: 'mobilskal', name: 'Mobilskal' },
      { id: 2, slug: 'planboksfodral', name: 'Plånboksfodral' },
    ],
    uri: '/kategori/mobilskal/planboksfodral',
    kind: 'type',
    description: '',
  },
  children: [],
  phone_models: [],
  alternates: {
    sv: '/kategori/mobilskal/planboksfodral',
    fi: '/kategoria/puhelinkotelot/lompakkokotelot',
  },
};

describe('titles and descriptions of each page', () => {
  it.each([
    {
      name: 'home',
      head: homeHead(env),
      title: 'Tillbehör och reservdelar till din mobil | Nordshop Sverige',
      description: 'Mobilskal och laddare – Nordshop Sverige levererar snabbt.',
    },
    {
      name: 'storefront default',
      head: storefrontHead(env),
      title: 'Nordshop Sverige',
      description: 'Mobilskal och laddare – Nordshop Sverige levererar snabbt.',
    },
    {
      name: 'product',
      head: productHead(aProductDetail(), env),
      title: 'Nordshop Plånboksfodral iPhone 15 | Nordshop Sverige',
      description: 'Ett tunt fodral med plats för tre kort.',
    },
    {
      name: 'product without description',
      head: productHead(aProductDetail({ description: '' }), env),
      title: 'Nordshop Plånboksfodral iPhone 15 | Nordshop Sverige',
      description: 'Köp Nordshop Plånboksfodral iPhone 15 hos Nordshop Sverige.',
    },
    {
      name: 'category (template)',
      head: categoryHead(category, env),
      title: 'Plånboksfodral | Nordshop Sverige',
      description: 'Plånboksfodral hos Nordshop Sverige.',
    },
    {
      name: 'category with its own description',
      head: categoryHead(
        { ...category, category: { ...category.category, description: 'Egna ord.' } },
        env,
      ),
      title: 'Plånboksfodral | Nordshop Sverige',
      description: 'Egna ord.',
    },
    {
      name: 'category page 2',
      head: categoryHead({ ...category, page: 2 }, env),
      title: 'Plånboksfodral – Sida 2 | Nordshop Sverige',
      description: 'Plånboksfodral hos Nordshop Sverige.',
    },
  ])('$name', ({ head, title, description }) => {
    expect(titleOf(head)).toEqual({ title });
    expect(metaOf(head, 'description')).toEqual({ name: 'description', content: description });
  });

  it('cuts a long product description to a snippet', () => {
    const head = productHead(
      aProductDetail({ description: `<p>${'Tunt och starkt skal. '.repeat(20)}</p>` }),
      env,
    );
    const content = (metaOf(head, 'description') as { content: string }).content;
    expect(content.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX_LENGTH);
    expect(content).toMatch(/^Tunt och starkt skal\..*…$/);
  });

  it('leaves the description out when the storefront lacks the template string', () => {
    expect(metaOf(categoryHead(category, { ...env, strings: {} }), 'description')).toBeUndefined();
  });
});

describe('canonical and alternates of each page', () => {
  it('points a product to its page in every storefront, the canonical on this one', () => {
    const head = productHead(
      aProductDetail({ alternates: { sv: '/produkt/skal', fi: '/tuote/kuori' } }),
      env,
    );
    expect(canonicalOf(head)).toBe('http://localhost:3000/sv/produkt/skal');
    expect(
      head.links?.filter((link) => link.rel === 'alternate').map((link) => link.hrefLang),
    ).toEqual(['sv-SE', 'fi-FI', 'x-default']);
    expect(head.meta).toContainEqual({
      property: 'og:image',
      content: 'http://localhost:3000/media/products/101-thumb.webp',
    });
  });

  it('falls back to the product’s own path when the API gave no alternates', () => {
    expect(canonicalOf(productHead(aProductDetail(), env))).toBe(
      'http://localhost:3000/sv/produkt/planboksfodral-iphone-15',
    );
  });

  it('keeps the page number of a listing and gives it a BreadcrumbList', () => {
    const head = categoryHead({ ...category, page: 3 }, env);
    expect(canonicalOf(head)).toBe(
      'http://localhost:3000/sv/kategori/mobilskal/planboksfodral?page=3',
    );
    const crumbs = JSON.parse(head.scripts?.[0]?.children ?? '{}') as {
      '@type': string;
      itemListElement: { name: string; item: string }[];
    };
    expect(crumbs['@type']).toBe('BreadcrumbList');
    expect(crumbs.itemListElement.map((item) => [item.name, item.item])).toEqual([
      ['Hem', 'http://localhost:3000/sv'],
      ['Mobilskal', 'http://localhost:3000/sv/kategori/mobilskal'],
      ['Plånboksfodral', 'http://localhost:3000/sv/kategori/mobilskal/planboksfodral'],
    ]);
  });

  it('gives brand and tag pages their alternates and template descriptions', () => {
    const brand: BrandListingResponse = {
      ...listingPage,
      brand: { id: 1, slug: 'fjallglas', name: 'Fjällglas', description: '' },
      alternates: { sv: '/varumarke/fjallglas', da: '/maerke/fjallglas' },
    };
    const tag: TagListingResponse = {
      ...listingPage,
      tag: { id: 1, slug: 'presenttips', name: 'Presenttips' },
      alternates: { sv: '/produkt-tagg/presenttips', no: '/produkt-stikkord/gavetips' },
    };
    expect(canonicalOf(brandHead(brand, env))).toBe('http://localhost:3000/sv/varumarke/fjallglas');
    expect(metaOf(brandHead(brand, env), 'description')).toEqual({
      name: 'description',
      content: 'Alla produkter från Fjällglas hos Nordshop Sverige.',
    });
    expect(canonicalOf(tagHead(tag, env))).toBe(
      'http://localhost:3000/sv/produkt-tagg/presenttips',
    );
    expect(tagHead(tag, env).links?.find((link) => link.hrefLang === 'nb-NO')?.href).toBe(
      'http://localhost:3000/no/produkt-stikkord/gavetips',
    );
  });

  it('links the home page to every storefront’s home', () => {
    const head = homeHead(env);
    expect(canonicalOf(head)).toBe('http://localhost:3000/sv');
    expect(head.links?.filter((link) => link.rel === 'alternate')).toHaveLength(6);
  });
});

describe('pages that are not indexed', () => {
  it.each([
    {
      name: 'search results',
      head: searchHead('usb', env),
      title: 'Sökresultat för "usb" | Nordshop Sverige',
    },
    { name: 'an empty search', head: searchHead('', env), title: 'Sökresultat | Nordshop Sverige' },
    {
      name: 'checkout',
      head: screenHead('checkout-id', {}, env),
      title: 'Kassa | Nordshop Sverige',
    },
    {
      name: 'my account',
      head: screenHead('my-account-orders', {}, env),
      title: 'Mina ordrar | Nordshop Sverige',
    },
  ])('$name: noindex without canonical', ({ head, title }) => {
    expect(titleOf(head)).toEqual({ title });
    expect(metaOf(head, 'robots')).toEqual({ name: 'robots', content: 'noindex, follow' });
    expect(head.links).toEqual([]);
  });

  it('indexes a public screen such as the Christmas calendar under each storefront’s words', () => {
    const head = screenHead('christmas-calendar', {}, env);
    expect(metaOf(head, 'robots')).toBeUndefined();
    expect(canonicalOf(head)).toBe('http://localhost:3000/sv/julkalender');
    expect(head.links?.find((link) => link.hrefLang === 'fi-FI')?.href).toBe(
      'http://localhost:3000/fi/joulukalenteri',
    );
  });
});
