import type { BreadcrumbItem } from './breadcrumbs';
import { absoluteUrl, type JsonLd } from './json-ld';

/**
 * The schema.org BreadcrumbList of a breadcrumb trail: one ListItem per step, positions from 1,
 * each with its absolute URL on `origin` (e.g. https://nordshop.se).
 */
export function breadcrumbJsonLd(items: readonly BreadcrumbItem[], origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.href, origin),
    })),
  };
}
