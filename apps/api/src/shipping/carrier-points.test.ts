import {
  ApiErrorSchema,
  PlaceOrderResponseSchema,
  ServicePointsResponseSchema,
} from '@nordshop/api-contract';
import { STOREFRONTS, type LocaleCode } from '@nordshop/locale-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchFrom } from '../../testing/from-address';
import { createApiApp } from '../app';
import { pickupPointCarriersOf } from '../carriers-from-config';
import { servicePointsNear } from './service-point-directory';
import { loadConfig } from '../config';
import type { Database } from '../platform/db/database';
import { captureLog } from '../platform/telemetry/log';
import type { FakeCarrier } from '../../testing/fake-carrier-server';
import { FAKE_BRING_KEY, FAKE_BRING_UID, startFakeBring } from '../../testing/fake-bring';
import { FAKE_POSTNL_KEY, startFakePostnl } from '../../testing/fake-postnl';
import { FAKE_POSTNORD_KEY, startFakePostnord } from '../../testing/fake-postnord';
import { newKey, orderRequest } from '../../testing/order-requests';
import { serveOnFreePort } from '../../testing/test-server';
import { openMigratedDatabase } from '../../testing/migrated-database';

// An API of its own, configured as a deployment would be (sv on PostNord, no on Bring, nl on
// PostNL), against the local fakes; its database holds only the schema and the order fixtures.
let postnord: FakeCarrier;
let bring: FakeCarrier;
let postnl: FakeCarrier;
let database: Database;
let api: { baseUrl: string; close: () => Promise<void> };

beforeAll(async () => {
  [postnord, bring, postnl] = await Promise.all([
    startFakePostnord(),
    startFakeBring(),
    startFakePostnl(),
  ]);
  database = await openMigratedDatabase({ orderFixtures: true });
  const config = loadConfig({
    PICKUP_POINT_CARRIERS: 'sv=postnord,no=bring,nl=postnl',
    POSTNORD_API_KEY: FAKE_POSTNORD_KEY,
    POSTNORD_BASE_URL: postnord.baseUrl,
    BRING_API_UID: FAKE_BRING_UID,
    BRING_API_KEY: FAKE_BRING_KEY,
    BRING_BASE_URL: bring.baseUrl,
    POSTNL_API_KEY: FAKE_POSTNL_KEY,
    POSTNL_BASE_URL: postnl.baseUrl,
    CARRIER_TIMEOUT_MS: '500',
    PUBLIC_ORIGIN: 'https://shop.example',
  });
  api = await serveOnFreePort(
    createApiApp({ database, pickupPointCarriers: pickupPointCarriersOf(config) }).fetch,
  );
});
afterAll(async () => {
  await api?.close();
  await database?.close();
  await Promise.all([postnord?.close(), bring?.close(), postnl?.close()]);
});

const query = (locale: LocaleCode) => `locale=${locale}&sid=${STOREFRONTS[locale].storeID}`;

const pointsOf = (locale: LocaleCode, postalCode: string) =>
  fetch(
    `${api.baseUrl}/api/checkout/service-points?${query(locale)}&postal_code=${encodeURIComponent(postalCode)}&method_id=servicepoint:standard`,
  );

const postOrder = (locale: LocaleCode, body: unknown) =>
  fetchFrom()(`${api.baseUrl}/api/orders?${query(locale)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': newKey() },
    body: JSON.stringify(body),
  });

describe('GET /api/checkout/service-points with carriers configured', () => {
  it.each([
    { locale: 'sv', postalCode: '114 55', first: 'postnord-se-020113' },
    { locale: 'no', postalCode: '0150', first: 'bring-no-121345' },
    { locale: 'nl', postalCode: '1012 AB', first: 'postnl-nl-176227' },
  ] as const)('answers $locale from its carrier', async ({ locale, postalCode, first }) => {
    const response = await pointsOf(locale, postalCode);
    expect(response.status).toBe(200);
    const { points } = ServicePointsResponseSchema.parse(await response.json());
    expect(points).toHaveLength(5);
    expect(points[0]?.id).toBe(first);
  });

  it('names the shop to Bring by its PUBLIC_ORIGIN', async () => {
    await pointsOf('no', '0555');
    expect(bring.requests.at(-1)?.headers.get('x-bring-client-url')).toBe('https://shop.example');
  });

  it('asks PostNL for nl’s points, with the postal code without its space', async () => {
    const calls = postnl.requests.length;
    const response = await pointsOf('nl', '3584 cs');
    expect(ServicePointsResponseSchema.parse(await response.json()).points).toEqual([
      expect.objectContaining({ id: 'postnl-nl-209114', postal_code: '3584 CS', city: 'Utrecht' }),
    ]);
    expect(postnl.requests.length).toBe(calls + 1);
    expect(postnl.requests.at(-1)?.url.searchParams.get('PostalCode')).toBe('3584CS');
  });

  it('answers a storefront without a carrier from the built-in directory', async () => {
    const response = await pointsOf('da', '2100');
    expect(ServicePointsResponseSchema.parse(await response.json()).points).toEqual(
      servicePointsNear('da', '2100', 'sp'),
    );
  });

  it('answers 503 carrier_unavailable while the carrier is down, and keeps no failure', async () => {
    postnord.answerWith(503);
    const restore = captureLog(() => undefined);
    try {
      const response = await pointsOf('sv', '413 19');
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).not.toBeNull();
      expect(ApiErrorSchema.parse(await response.json())).toMatchObject({
        error: 'unavailable',
        code: 'carrier_unavailable',
      });
    } finally {
      restore();
      postnord.answerWith('ok');
    }
    expect((await pointsOf('sv', '413 19')).status).toBe(200);
  });
});

describe('POST /api/orders with a carrier’s pick-up point', () => {
  const body = orderRequest('sv', {
    shipping_method_id: 'servicepoint:standard',
    address: { street: 'Karlavägen 12', postal_code: '114 55', city: 'Stockholm' },
  });

  it('accepts a point the carrier answered, checked without a second call', async () => {
    const { points } = ServicePointsResponseSchema.parse(
      await (await pointsOf('sv', '11455')).json(),
    );
    const calls = postnord.requests.length;
    const response = await postOrder('sv', { ...body, service_point_id: points[1]?.id });
    expect(response.status, await response.clone().text()).toBe(201);
    const { order } = PlaceOrderResponseSchema.parse(await response.json());
    expect(order.shipping.service_point).toEqual(points[1]);
    expect(postnord.requests.length).toBe(calls);
  });

  it('refuses a point the carrier did not answer with a 400 naming service_point_id', async () => {
    const response = await postOrder('sv', { ...body, service_point_id: 'postnord-se-999999' });
    expect(response.status).toBe(400);
    expect(Object.keys(ApiErrorSchema.parse(await response.json()).fields ?? {})).toEqual([
      'service_point_id',
    ]);
  });
});
