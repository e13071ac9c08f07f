import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { carrierFailureOf } from '../../testing/carrier-failure';
import type { FakeCarrier } from '../../testing/fake-carrier-server';
import { FAKE_POSTNL_KEY, postnlAnswerFor, startFakePostnl } from '../../testing/fake-postnl';
import { CARRIER_UNAVAILABLE_CODE } from './fetch-carrier-json';
import { PostnlAnswerSchema, postnlCarrier, postnlPoints, postnlStreet } from './postnl';

let fake: FakeCarrier;
beforeAll(async () => {
  fake = await startFakePostnl();
});
afterAll(() => fake.close());
afterEach(() => fake.answerWith('ok'));

const carrier = (apiKey = FAKE_POSTNL_KEY) =>
  postnlCarrier({ apiKey, baseUrl: fake.baseUrl, timeoutMs: 300 });

describe('postnlCarrier', () => {
  it('asks for the nearest pick-up locations by postal code, without its space, with the key in a header', async () => {
    await carrier().pointsNear({ locale: 'nl', postalCode: '1012 AB' });
    const { url, headers } = fake.requests.at(-1)!;
    expect(url.pathname).toBe('/shipment/v2_1/locations/nearest');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      CountryCode: 'NL',
      PostalCode: '1012AB',
      DeliveryOptions: 'PG',
    });
    expect({ key: headers.get('apikey'), accept: headers.get('accept') }).toEqual({
      key: FAKE_POSTNL_KEY,
      accept: 'application/json',
    });
  });

  it('answers five points nearest first, the address in the storefront’s form', async () => {
    const points = await carrier().pointsNear({ locale: 'nl', postalCode: '1012 AB' });
    expect(points.map((p) => p.id)).toEqual([
      'postnl-nl-176227',
      'postnl-nl-176384',
      'postnl-nl-176512',
      'postnl-nl-177045',
      'postnl-nl-176903',
    ]);
    expect(points[0]).toEqual({
      id: 'postnl-nl-176227',
      name: 'Primera Damrak',
      street: 'Damrak 12A',
      postal_code: '1012 LG',
      city: 'Amsterdam',
    });
    expect(points[1]?.street).toBe('Nieuwezijds Voorburgwal 226');
  });

  it('reads a lone location sent as an object rather than an array', async () => {
    expect(Array.isArray(postnlAnswerFor('3584CS').GetLocationsResult.ResponseLocation)).toBe(
      false,
    );
    expect(await carrier().pointsNear({ locale: 'nl', postalCode: '3584 CS' })).toEqual([
      {
        id: 'postnl-nl-209114',
        name: 'AH to go Utrecht Science Park',
        street: 'Heidelberglaan 8',
        postal_code: '3584 CS',
        city: 'Utrecht',
      },
    ]);
  });

  it('sorts the points by distance whatever order they come in', () => {
    const answer = PostnlAnswerSchema.parse(postnlAnswerFor('3511AB'));
    answer.GetLocationsResult.ResponseLocation.reverse();
    expect(postnlPoints(answer, 'nl').map((p) => p.name)).toEqual([
      'Primera Vredenburg',
      'Albert Heijn Oudegracht',
    ]);
  });

  it.each([
    { name: 'a letter joined to the number', nr: 12, ext: 'A', street: 'Damrak 12A' },
    { name: 'a number as text', nr: '12', ext: undefined, street: 'Damrak 12' },
    { name: 'a digit after a hyphen', nr: 12, ext: '2', street: 'Damrak 12-2' },
    { name: 'a word after a hyphen', nr: '12', ext: 'hs', street: 'Damrak 12-hs' },
    { name: 'a hyphen sent with it once', nr: 12, ext: '-3', street: 'Damrak 12-3' },
    { name: 'a blank addition left out', nr: 12, ext: ' ', street: 'Damrak 12' },
  ])('writes the house number with $name', ({ nr, ext, street }) => {
    const answer = PostnlAnswerSchema.parse({
      GetLocationsResult: {
        ResponseLocation: {
          LocationCode: 1,
          Name: 'Primera Damrak',
          Address: {
            City: 'AMSTERDAM',
            Countrycode: 'NL',
            Street: 'Damrak',
            HouseNr: nr,
            HouseNrExt: ext,
            Zipcode: '1012LG',
          },
        },
      },
    });
    const [location] = answer.GetLocationsResult.ResponseLocation;
    expect(location && postnlStreet(location.Address)).toBe(street);
  });

  it.each([
    { name: 'a wrong key', key: 'wrong-key', mode: 'ok', code: '1012 AB', status: 401 },
    {
      name: 'an unknown postal code',
      key: FAKE_POSTNL_KEY,
      mode: 'ok',
      code: '9999 ZZ',
      status: 400,
    },
    { name: 'a 500', key: FAKE_POSTNL_KEY, mode: 500, code: '1012 AB', status: 500 },
    { name: 'a 503', key: FAKE_POSTNL_KEY, mode: 503, code: '1012 AB', status: 503 },
    {
      name: 'no answer in time',
      key: FAKE_POSTNL_KEY,
      mode: 'hang',
      code: '1012 AB',
      status: 'timeout',
    },
    {
      name: 'JSON of another shape',
      key: FAKE_POSTNL_KEY,
      mode: 'malformed',
      code: '1012 AB',
      status: 'malformed',
    },
  ] as const)(
    'makes $name a carrier_unavailable, logged without key or postal code',
    async ({ key, mode, code, status }) => {
      fake.answerWith(mode);
      const { error, lines, text } = await carrierFailureOf(() =>
        carrier(key).pointsNear({ locale: 'nl', postalCode: code }),
      );
      expect(error).toMatchObject({ kind: 'unavailable', code: CARRIER_UNAVAILABLE_CODE });
      expect(lines).toEqual([
        expect.objectContaining({ level: 'warn', carrier: 'postnl', status }),
      ]);
      expect(text).not.toMatch(new RegExp(`${key}|${code}|${code.replace(' ', '')}`));
    },
  );
});
