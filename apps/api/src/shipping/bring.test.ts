import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { carrierFailureOf } from '../../testing/carrier-failure';
import type { FakeCarrier } from '../../testing/fake-carrier-server';
import { FAKE_BRING_KEY, FAKE_BRING_UID, startFakeBring } from '../../testing/fake-bring';
import { CARRIER_UNAVAILABLE_CODE } from './fetch-carrier-json';
import { bringCarrier } from './bring';

let fake: FakeCarrier;
beforeAll(async () => {
  fake = await startFakeBring();
});
afterAll(() => fake.close());
afterEach(() => fake.answerWith('ok'));

const carrier = (apiKey = FAKE_BRING_KEY) =>
  bringCarrier({
    apiUid: FAKE_BRING_UID,
    apiKey,
    baseUrl: fake.baseUrl,
    clientUrl: 'https://shop.example',
    timeoutMs: 300,
  });

describe('bringCarrier', () => {
  it('asks for the pick-up points of a postal code with the Mybring user, key and shop', async () => {
    await carrier().pointsNear({ locale: 'no', postalCode: '0150' });
    const { url, headers } = fake.requests.at(-1)!;
    expect(url.pathname).toBe('/pickuppoint/api/pickuppoint/NO/postalCode/0150.json');
    expect(url.search).toBe('');
    expect({
      uid: headers.get('x-mybring-api-uid'),
      key: headers.get('x-mybring-api-key'),
      client: headers.get('x-bring-client-url'),
      accept: headers.get('accept'),
    }).toEqual({
      uid: FAKE_BRING_UID,
      key: FAKE_BRING_KEY,
      client: 'https://shop.example',
      accept: 'application/json',
    });
  });

  it('answers the five nearest points, nearest first, with their visiting address', async () => {
    const points = await carrier().pointsNear({ locale: 'no', postalCode: '0150' });
    expect(points.map((p) => p.id)).toEqual([
      'bring-no-121345',
      'bring-no-121560',
      'bring-no-121799',
      'bring-no-122013',
      'bring-no-122248',
    ]);
    expect(points[0]).toEqual({
      id: 'bring-no-121345',
      name: 'Posten i Kiwi Dronningens gate',
      street: 'Dronningens gate 23',
      postal_code: '0154',
      city: 'Oslo',
    });
  });

  it('answers no points for a postal code without any', async () => {
    expect(await carrier().pointsNear({ locale: 'no', postalCode: '9999' })).toEqual([]);
  });

  it.each([
    { name: 'a wrong key', key: 'wrong-key', mode: 'ok', status: 401 },
    { name: 'a 500', key: FAKE_BRING_KEY, mode: 500, status: 500 },
    { name: 'a 503', key: FAKE_BRING_KEY, mode: 503, status: 503 },
    { name: 'no answer in time', key: FAKE_BRING_KEY, mode: 'hang', status: 'timeout' },
    { name: 'JSON of another shape', key: FAKE_BRING_KEY, mode: 'malformed', status: 'malformed' },
  ] as const)(
    'makes $name a carrier_unavailable, logged without key or postal code',
    async ({ key, mode, status }) => {
      fake.answerWith(mode);
      const { error, lines, text } = await carrierFailureOf(() =>
        carrier(key).pointsNear({ locale: 'no', postalCode: '0150' }),
      );
      expect(error).toMatchObject({ kind: 'unavailable', code: CARRIER_UNAVAILABLE_CODE });
      expect(lines).toEqual([expect.objectContaining({ level: 'warn', carrier: 'bring', status })]);
      expect(text).not.toMatch(new RegExp(`${key}|0150`));
    },
  );
});
