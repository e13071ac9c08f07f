import type { LocaleCode } from './storefronts';

/**
 * The names of the shop's screens (spec section 2). The router, links and redirects refer to a
 * screen by one of these names, never by its path.
 */
export const ROUTE_NAMES = [
  'index',
  'christmas-calendar',
  'my-account',
  'my-account-orders',
  'my-account-overview',
  'my-account-profile',
  'my-account-profile-edit',
  'my-account-returns',
  'my-account-subscriptions',
  'my-account-orders-return',
  'my-order',
  'my-order-return',
  'page-preview',
  'search',
  'unsubscribe',
  'checkout-id',
  'checkout-confirmation',
  'checkout-failed',
  'track-order',
  'brand',
  'product',
  'product-tag',
  'product-category-all',
  'legacy-discount',
  'cms',
] as const;

/** The name of one screen of the shop, e.g. 'product'. */
export type RouteName = (typeof ROUTE_NAMES)[number];

/** One pattern for every storefront. */
function everyLocale<P extends string>(pattern: P): Readonly<Record<LocaleCode, P>> {
  return { sv: pattern, no: pattern, da: pattern, fi: pattern, nl: pattern };
}

/**
 * The path of every screen in every storefront, after the locale prefix (spec section 2).
 *
 * Pattern syntax, one segment at a time:
 * - a word (`produkt`) matches itself exactly;
 * - `:name` is a required parameter, one non-empty segment;
 * - `:name?` is an optional parameter;
 * - `*` (last segment only) is the splat: one or more segments, read as the parameter `_splat`
 *   with its slashes kept (`'phones/apple/iphone-15'`).
 *
 * Every locale of a route has the same parameters. When several routes match a path, the one
 * with more fixed words early in the path wins, so `cms` (`/*`) is matched last.
 */
export const ROUTE_TABLE = {
  index: everyLocale('/'),
  'christmas-calendar': {
    sv: '/julkalender',
    no: '/julekalender',
    da: '/julekalender',
    fi: '/joulukalenteri',
    nl: '/kerstkalender',
  },
  'my-account': everyLocale('/my-account'),
  'my-account-orders': everyLocale('/my-account/orders'),
  'my-account-overview': everyLocale('/my-account/overview'),
  'my-account-profile': everyLocale('/my-account/profile'),
  'my-account-profile-edit': everyLocale('/my-account/profile/edit'),
  'my-account-returns': everyLocale('/my-account/returns'),
  'my-account-subscriptions': everyLocale('/my-account/subscriptions'),
  'my-account-orders-return': everyLocale('/my-account/orders/return/:id?'),
  'my-order': everyLocale('/my-order/:id?'),
  'my-order-return': everyLocale('/my-order/return/:id'),
  'page-preview': everyLocale('/page-preview'),
  search: {
    sv: '/sok',
    no: '/searchresults',
    da: '/searchresults',
    fi: '/searchresults',
    nl: '/searchresults',
  },
  unsubscribe: everyLocale('/unsubscribe'),
  'checkout-id': everyLocale('/checkout/:id?'),
  'checkout-confirmation': everyLocale('/checkout/confirmation/:id?'),
  'checkout-failed': everyLocale('/checkout/failed/:id?'),
  'track-order': everyLocale('/track-order/:id?'),
  brand: {
    sv: '/varumarke/:slug',
    no: '/varumarke/:slug',
    da: '/maerke/:slug',
    fi: '/tavaramerkki/:slug',
    nl: '/merk/:slug',
  },
  product: {
    sv: '/produkt/:slug',
    no: '/produkt/:slug',
    da: '/produkt/:slug',
    fi: '/tuote/:slug',
    nl: '/product/:slug',
  },
  'product-tag': {
    sv: '/produkt-tagg/:slug',
    no: '/produkt-stikkord/:slug',
    da: '/produkt-tagg/:slug',
    fi: '/produkt-tagg/:slug',
    nl: '/product-tag/:slug',
  },
  'product-category-all': {
    sv: '/kategori/*',
    no: '/kategori/*',
    da: '/kategori/*',
    fi: '/kategoria/*',
    nl: '/categorie/*',
  },
  'legacy-discount': everyLocale('/rabatt/:category?/:code'),
  cms: everyLocale('/*'),
} as const satisfies Readonly<Record<RouteName, Readonly<Record<LocaleCode, string>>>>;

/** A route pattern of {@link ROUTE_TABLE}, e.g. '/produkt/:slug'. */
export type RoutePattern = (typeof ROUTE_TABLE)[RouteName][LocaleCode];

type PatternSegment<P extends string> = P extends `/${infer Head}/${infer Rest}`
  ? Head | PatternSegment<`/${Rest}`>
  : P extends `/${infer Last}`
    ? Last
    : never;

type RequiredParamName<S> = S extends '*'
  ? '_splat'
  : S extends `:${string}?`
    ? never
    : S extends `:${infer Name}`
      ? Name
      : never;

type OptionalParamName<S> = S extends `:${infer Name}?` ? Name : never;

type Simplify<T> = { [K in keyof T]: T[K] };

/** The parameters of a pattern: required ones as strings, optional ones as optional strings. */
export type PatternParams<P extends string> = Simplify<
  { readonly [K in RequiredParamName<PatternSegment<P>>]: string } & {
    readonly [K in OptionalParamName<PatternSegment<P>>]?: string;
  }
>;

/**
 * The parameters of a route, decoded (not URL-encoded), e.g. `{ slug: string }` for 'product',
 * `{ id?: string }` for 'checkout-id', `{ _splat: string }` for 'product-category-all'.
 */
export type RouteParams<N extends RouteName> = PatternParams<(typeof ROUTE_TABLE)[N][LocaleCode]>;
