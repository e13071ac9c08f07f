// The mobile side menu in a chunk of its own: it opens only when a shopper on a phone taps the
// menu button, so the first load does not carry it (layout/lazy-mobile-menu.tsx loads it).
export { MobileMenu } from '@nordshop/catalog-ui';
