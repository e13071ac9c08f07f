import { formatMoney, LOCALE_CODES, type LocaleCode } from '@nordshop/locale-config';
import { describe, expect, it } from 'vitest';
import { COMPANY, CUSTOMER_SERVICE_CONTACT } from '../../seed/data/company';
import { CMS_PAGE_KEYS, CMS_PAGES, type CmsPageKey } from '../../seed/data/cms-pages';
import { sharedApi } from '../../testing/shared-api';
import { cmsPagePath } from './cms-pages';
import { PRICE_LIST_POSTAL_CODE } from './shipping-price-table';

const api = sharedApi();

const slugOf = (locale: LocaleCode, key: CmsPageKey) =>
  CMS_PAGES[locale].find((page) => page.key === key)!.slug;

describe('a CMS page knows its counterparts in the other storefronts', () => {
  const cases = LOCALE_CODES.flatMap((locale) => CMS_PAGE_KEYS.map((key) => ({ locale, key })));

  it.each(cases)('the $key page of $locale names its page in every storefront', async (c) => {
    const page = await api.client(c.locale).cmsPage(slugOf(c.locale, c.key));
    expect(page.alternates).toEqual(
      Object.fromEntries(
        LOCALE_CODES.map((locale) => [locale, cmsPagePath(locale, slugOf(locale, c.key))]),
      ),
    );
  });

  it('names only itself when it has no translation key', async () => {
    await api.sql(
      `insert into cms_pages (locale, slug, title, content) values ('fi', 'kesaale', 'Kesäale', '<p>Ale</p>')`,
    );
    try {
      expect((await api.client('fi').cmsPage('kesaale')).alternates).toEqual({ fi: '/kesaale' });
    } finally {
      await api.sql(`delete from cms_pages where locale = 'fi' and slug = 'kesaale'`);
    }
  });

  it('follows a counterpart the CMS renamed', async () => {
    await api.sql(
      `update cms_pages set slug = 'ehdot' where locale = 'fi' and slug = 'toimitusehdot'`,
    );
    try {
      expect((await api.client('sv').cmsPage('kopvillkor')).alternates.fi).toBe('/ehdot');
    } finally {
      await api.sql(
        `update cms_pages set slug = 'toimitusehdot' where locale = 'fi' and slug = 'ehdot'`,
      );
    }
  });
});

describe('the shipping page states the prices checkout charges', () => {
  it.each(LOCALE_CODES)(
    'lists every method checkout offers in %s, at its price',
    async (locale) => {
      const client = api.client(locale);
      const page = await client.cmsPage(slugOf(locale, 'shipping'));
      const offered = await client.shippingMethods({
        postal_code: PRICE_LIST_POSTAL_CODE[locale],
        subtotal: 0,
        processor: '2',
      });
      expect(offered.methods.length).toBeGreaterThan(0);
      const rows = [
        ...page.content.matchAll(/<tr><td>([^<]+)<\/td><td>[^<]+<\/td><td>([^<]+)<\/td><\/tr>/g),
      ];
      expect(
        rows
          .map(([, name, price]) => ({ name, price }))
          .sort((a, b) => a.name!.localeCompare(b.name!)),
      ).toEqual(
        offered.methods
          .map((method) => ({ name: method.name, price: formatMoney(method.price, locale) }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      );
      expect(page.content).not.toContain('{{');
    },
  );
});

describe('the customer-service page names the seller (EU e-commerce rules)', () => {
  it.each(LOCALE_CODES)('%s: company, numbers, address, e-mail and phone', async (locale) => {
    const { content } = await api.client(locale).cmsPage(slugOf(locale, 'customer-service'));
    const contact = CUSTOMER_SERVICE_CONTACT[locale];
    for (const fact of [
      COMPANY.name,
      COMPANY.orgNumber,
      COMPANY.vatNumber,
      COMPANY.street,
      COMPANY.postalCode,
      COMPANY.city,
      `href="mailto:${contact.email}"`,
      `href="tel:${contact.phoneHref}"`,
    ])
      expect(content).toContain(fact);
  });
});

describe('the terms are complete in every language', () => {
  it.each(LOCALE_CODES)(
    '%s: nine sections, the 14-day withdrawal and the seller',
    async (locale) => {
      const { content } = await api.client(locale).cmsPage(slugOf(locale, 'terms'));
      expect(content.match(/<h2>/g)).toHaveLength(9);
      expect(content).toMatch(/14/);
      expect(content).toContain(COMPANY.name);
      expect(content).not.toContain('{{');
    },
  );
});
