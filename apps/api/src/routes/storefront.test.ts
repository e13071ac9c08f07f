import { StorefrontResponseSchema } from '@nordshop/api-contract';
import { LOCALE_CODES, STOREFRONTS } from '@nordshop/locale-config';
import { afterEach, describe, expect, it } from 'vitest';
import { sharedApi } from '../testing/shared-api';

const api = sharedApi();
afterEach(async () => {
  await api.sql(`update storefronts set name = 'Nordshop Suomi' where code = 'fi'`);
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
      });
    },
  );

  it('reads the name from the database, not from code', async () => {
    // A shop owner renames the Finnish storefront; the API shows the new name.
    await api.sql(`update storefronts set name = 'Nordshop Suomi Oy' where code = 'fi'`);
    const body = StorefrontResponseSchema.parse(await (await api.get('/api/storefront?locale=fi&sid=4')).json());
    expect(body.name).toBe('Nordshop Suomi Oy');
  });
});
