import { StorefrontResponseSchema } from '@nordshop/api-contract';
import { LOCALE_CODES, STOREFRONTS } from '@nordshop/locale-config';
import { afterEach, describe, expect, it } from 'vitest';
import { DISPLAY_SETTINGS } from '../../seed/data/display-settings';
import { sharedApi } from '../../testing/shared-api';

const api = sharedApi();
afterEach(async () => {
  await api.sql(
    `update storefronts set name = 'Nordshop Suomi', view_threshold = 10, items_bought_today = true where code = 'fi'`,
  );
});

describe('GET /api/storefront', () => {
  it.each(LOCALE_CODES.map((code) => ({ code, storeID: STOREFRONTS[code].storeID })))(
    'returns the seeded $code storefront',
    async ({ code, storeID }) => {
      const response = await api.get(`/api/storefront?locale=${code}&sid=${storeID}`);
      expect(response.status).toBe(200);
      const body = StorefrontResponseSchema.parse(await response.json());
      expect(body).toMatchObject({
        code,
        storeID,
        name: STOREFRONTS[code].name,
        currency: STOREFRONTS[code].currency,
        free_shipping_from: STOREFRONTS[code].freeShippingFrom,
      });
    },
  );

  it('reads the name from the database, not from code', async () => {
    // A shop owner renames the Finnish storefront; the API shows the new name.
    await api.sql(`update storefronts set name = 'Nordshop Suomi Oy' where code = 'fi'`);
    const body = StorefrontResponseSchema.parse(
      await (await api.get('/api/storefront?locale=fi&sid=4')).json(),
    );
    expect(body.name).toBe('Nordshop Suomi Oy');
  });

  it.each(LOCALE_CODES.map((code) => ({ code, storeID: STOREFRONTS[code].storeID })))(
    'answers the seeded display settings of $code',
    async ({ code, storeID }) => {
      const body = StorefrontResponseSchema.parse(
        await (await api.get(`/api/storefront?locale=${code}&sid=${storeID}`)).json(),
      );
      const seeded = DISPLAY_SETTINGS[code];
      expect(body.display_settings).toEqual({
        recent_product_views: seeded.recentProductViews,
        items_bought_today: seeded.itemsBoughtToday,
        stock_status_dates: seeded.stockStatusDates,
        view_threshold: seeded.viewThreshold,
        purchase_threshold: seeded.purchaseThreshold,
        hidden_waiting_times: seeded.hiddenWaitingTimes,
      });
      expect(body.display_settings).toMatchObject({
        recent_product_views: true,
        items_bought_today: true,
        view_threshold: 10,
        purchase_threshold: 3,
      });
    },
  );

  it('reads the display settings from the database, per storefront', async () => {
    await api.sql(
      `update storefronts set view_threshold = 25, items_bought_today = false where code = 'fi'`,
    );
    const fi = StorefrontResponseSchema.parse(
      await (await api.get('/api/storefront?locale=fi&sid=4')).json(),
    );
    const sv = StorefrontResponseSchema.parse(
      await (await api.get('/api/storefront?locale=sv&sid=1')).json(),
    );
    expect(fi.display_settings).toMatchObject({ view_threshold: 25, items_bought_today: false });
    expect(sv.display_settings).toMatchObject({ view_threshold: 10, items_bought_today: true });
  });

  it('keeps the thresholds from going negative in the database', async () => {
    const checks = await api.sql<{ name: string }>(
      `select conname as name from pg_constraint where conrelid = 'storefronts'::regclass and contype = 'c' order by conname`,
    );
    expect(checks.map((c) => c.name)).toEqual([
      'storefronts_purchase_threshold_check',
      'storefronts_view_threshold_check',
    ]);
  });
});
