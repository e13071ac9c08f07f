import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { carrierFailureOf } from '../../testing/carrier-failure';
import type { FakeCarrier } from '../../testing/fake-carrier-server';
import {
  FAKE_POSTNORD_KEY,
  postnordAnswerFor,
  startFakePostnord,
} from '../../testing/fake-postnord';
import { CARRIER_UNAVAILABLE_CODE } from './fetch-carrier-json';
import { PostnordAnswerSchema, postnordCarrier, postnordPoints } from './postnord';

let fake: FakeCarrier;
beforeAll(async () => {
  fake = await startFakePostnord();
});
afterAll(() => fake.close());
afterEach(() => fake.answerWith('ok'));

const carrier = (apiKey = FAKE_POSTNORD_KEY) =>
  postnordCarrier({ apiKey, baseUrl: fake.baseUrl, timeoutMs: 300 });

describe('postnordCarrier', () => {
  it('asks for the nearest service points by postal code, without spaces, with the key', async () => {
    await carrier().pointsNear({ locale: 'sv', postalCode: '114 55' });
    const { url, headers } = fake.requests.at(-1)!;
    expect(url.pathname).toBe('/rest/businesslocation/v5/servicepoints/nearest/byaddress');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      apikey: FAKE_POSTNORD_KEY,
      returnType: 'json',
      countryCode: 'SE',
      postalCode: '11455',
      numberOfServicePoints: '5',
      context: 'optionalservicepoint',
    });
    expect(headers.get('accept')).toBe('application/json');
  });

  it('answers five points nearest first, the visiting address in the storefront’s form', async () => {
    const points = await carrier().pointsNear({ locale: 'sv', postalCode: '114 55' });
    expect(points).toHaveLength(5);
    expect(points[0]).toEqual({
      id: 'postnord-se-020113',
      name: 'ICA Nära Karlaplan',
      street: 'Karlaplan 13',
      postal_code: '114 60',
      city: 'Stockholm',
    });
    expect(points.at(-1)?.id).toBe('postnord-se-022305');
  });

  it('serves the Danish storefront from the same API', async () => {
    const [point] = await carrier().pointsNear({ locale: 'da', postalCode: '2100' });
    expect(fake.requests.at(-1)!.url.searchParams.get('countryCode')).toBe('DK');
    expect(point).toMatchObject({
      id: 'postnord-dk-171234',
      postal_code: '2100',
      city: 'København Ø',
    });
  });

  it('sorts the points by route distance whatever order they come in', () => {
    const answer = PostnordAnswerSchema.parse(postnordAnswerFor('SE', '41319'));
    answer.servicePointInformationResponse.servicePoints.reverse();
    expect(postnordPoints(answer, 'sv').map((p) => p.name)).toEqual([
      'Pressbyrån Järntorget',
      'ICA Nära Linnéstaden',
    ]);
  });

  it.each([
    { name: 'a wrong key', key: 'wrong-key', mode: 'ok', status: 401 },
    { name: 'a 500', key: FAKE_POSTNORD_KEY, mode: 500, status: 500 },
    { name: 'a 503', key: FAKE_POSTNORD_KEY, mode: 503, status: 503 },
    { name: 'no answer in time', key: FAKE_POSTNORD_KEY, mode: 'hang', status: 'timeout' },
    {
      name: 'JSON of another shape',
      key: FAKE_POSTNORD_KEY,
      mode: 'malformed',
      status: 'malformed',
    },
  ] as const)(
    'makes $name a carrier_unavailable, logged without key or postal code',
    async ({ key, mode, status }) => {
      fake.answerWith(mode);
      const { error, lines, text } = await carrierFailureOf(() =>
        carrier(key).pointsNear({ locale: 'sv', postalCode: '114 55' }),
      );
      expect(error).toMatchObject({ kind: 'unavailable', code: CARRIER_UNAVAILABLE_CODE });
      expect(lines).toEqual([
        expect.objectContaining({ level: 'warn', carrier: 'postnord', status }),
      ]);
      expect(text).not.toMatch(new RegExp(`${key}|11455|114 55`));
    },
  );
});
