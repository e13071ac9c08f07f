import { STOREFRONTS, type LocaleCode } from '@nordshop/locale-config';
import { describe, expect, it } from 'vitest';
import { productViewUrl, sendProductViewBeacon } from './product-view-beacon';
import { ProductViewRequestSchema } from './social-proof';

describe('productViewUrl', () => {
  it.each(Object.keys(STOREFRONTS) as LocaleCode[])(
    'carries the locale and sid of %s',
    (locale) => {
      const url = new URL(productViewUrl({ baseUrl: 'https://shop.example', locale }));
      expect(url.pathname).toBe('/api/product-views');
      expect(url.searchParams.get('locale')).toBe(locale);
      expect(url.searchParams.get('sid')).toBe(String(STOREFRONTS[locale].storeID));
    },
  );
});

describe('sendProductViewBeacon', () => {
  it('sends a JSON body that the API schema accepts, and answers what the browser answered', async () => {
    const sent: { url: string; body: Blob }[] = [];
    const queued = sendProductViewBeacon(
      { baseUrl: 'https://shop.example', locale: 'fi' },
      11522,
      (url, body) => {
        sent.push({ url, body });
        return true;
      },
    );
    expect(queued).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body.type).toBe('application/json');
    expect(
      ProductViewRequestSchema.parse(JSON.parse((await sent[0]?.body.text()) ?? 'null')),
    ).toEqual({ product_id: 11522 });
    expect(
      sendProductViewBeacon({ baseUrl: 'https://shop.example', locale: 'fi' }, 1, () => false),
    ).toBe(false);
  });
});
