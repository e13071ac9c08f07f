import { startFakeCarrier, type FakeCarrier } from './fake-carrier-server';

/** The Mybring user and key the fake accepts (X-Mybring-API-Uid, X-Mybring-API-Key). */
export const FAKE_BRING_UID = 'shop@nordshop.example';
export const FAKE_BRING_KEY = 'fake-bring-key';

/** One pick-up point: id, name, street and number, postal code, city, distance in km (as text). */
type Row = readonly [string, string, string, string, string, string];

/** Made-up pick-up points of a few postal codes (`{country}:{postalCode}`), nearest first. */
const POINTS: Readonly<Record<string, readonly Row[]>> = {
  'NO:0150': [
    ['121345', 'Posten i Kiwi Dronningens gate', 'Dronningens gate 23', '0154', 'OSLO', '0.2'],
    ['121560', 'Narvesen Oslo S', 'Jernbanetorget 1', '0154', 'OSLO', '0.4'],
    ['121799', 'Posten i Joker Prinsens gate', 'Prinsens gate 6', '0152', 'OSLO', '0.5'],
    ['122013', 'Posten i Rema 1000 Storgata', 'Storgata 14', '0184', 'OSLO', '0.9'],
    ['122248', 'Posten i Coop Extra Grønland', 'Grønlandsleiret 25', '0190', 'OSLO', '1.3'],
    ['122481', 'Posten i Kiwi Tøyen', 'Hagegata 22', '0653', 'OSLO', '1.8'],
  ],
  'NO:0555': [
    ['123456', 'Coop Extra Grünerløkka', 'Thorvald Meyers gate 1', '0555', 'OSLO', '0.4'],
  ],
  'NO:5003': [
    ['131072', 'Posten i Kiwi Torgallmenningen', 'Torgallmenningen 8', '5014', 'BERGEN', '0.7'],
  ],
};

/** A pick-up point as the Pickup Point API describes one, opening hours and position too. */
function pickupPointOf(country: string, row: Row) {
  const [id, name, street, postalCode, city, distanceInKm] = row;
  return {
    id,
    name,
    address: street,
    postalCode,
    city,
    countryCode: country,
    visitingAddress: street,
    visitingPostalCode: postalCode,
    visitingCity: city,
    openingHoursNorwegian: 'Man-Fre: 0700-2300, Lør: 0900-2100',
    distanceInKm,
    latitude: 59.91,
    longitude: 10.75,
  };
}

/** The documented answer of GET .../pickuppoint/{country}/postalCode/{code}.json: every point, nearest first. */
export function bringAnswerFor(country: string, postalCode: string) {
  return {
    pickupPoint: (POINTS[`${country}:${postalCode}`] ?? []).map((row) =>
      pickupPointOf(country, row),
    ),
  };
}

const PATH = /^\/pickuppoint\/api\/pickuppoint\/(NO|DK|SE|FI)\/postalCode\/([0-9A-Za-z]+)\.json$/;

/**
 * Bring's Pickup Point API as a local server (built from its documentation, not recorded from
 * it): the pick-up points near a postal code, 401 with a JSON body on a wrong Mybring user or key,
 * 400 without X-Bring-Client-URL.
 */
export function startFakeBring(): Promise<FakeCarrier> {
  return startFakeCarrier((url, headers) => {
    const match = PATH.exec(url.pathname);
    if (!match) return Response.json({ message: 'Not found' }, { status: 404 });
    if (
      headers.get('x-mybring-api-uid') !== FAKE_BRING_UID ||
      headers.get('x-mybring-api-key') !== FAKE_BRING_KEY
    )
      return Response.json({ message: 'Authentication failed' }, { status: 401 });
    if (!headers.get('x-bring-client-url'))
      return Response.json({ message: 'X-Bring-Client-URL is required' }, { status: 400 });
    return Response.json(bringAnswerFor(match[1] ?? '', match[2] ?? ''));
  });
}
