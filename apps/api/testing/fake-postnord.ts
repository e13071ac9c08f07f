import { startFakeCarrier, type FakeCarrier } from './fake-carrier-server';

/** The key the fake accepts (`apikey` in the query). */
export const FAKE_POSTNORD_KEY = 'fake-postnord-key';

/** One service point: id, name, street, number, postal code, city, route distance (metres). */
type Row = readonly [string, string, string, string, string, string, number];

/** Made-up service points of a few postal codes (`{countryCode}:{postalCode}`), nearest first. */
const POINTS: Readonly<Record<string, readonly Row[]>> = {
  'SE:11455': [
    ['020113', 'ICA Nära Karlaplan', 'Karlaplan', '13', '11460', 'STOCKHOLM', 420],
    ['020458', 'Pressbyrån Östermalmstorg', 'Nybrogatan', '12', '11439', 'STOCKHOLM', 640],
    ['021907', 'Coop Valhallavägen', 'Valhallavägen', '148', '11524', 'STOCKHOLM', 910],
    ['020771', 'Hemköp Fältöversten', 'Karlaplan', '3', '11520', 'STOCKHOLM', 1180],
    ['022305', 'Circle K Lidingövägen', 'Lidingövägen', '28', '11433', 'STOCKHOLM', 1530],
    ['023014', 'ICA Supermarket Stureplan', 'Grev Turegatan', '9', '11446', 'STOCKHOLM', 1710],
  ],
  'SE:41319': [
    ['045120', 'Pressbyrån Järntorget', 'Järntorget', '4', '41304', 'GÖTEBORG', 350],
    ['045388', 'ICA Nära Linnéstaden', 'Linnégatan', '21', '41304', 'GÖTEBORG', 780],
  ],
  'DK:2100': [
    ['171234', 'Netto Østerbrogade', 'Østerbrogade', '62', '2100', 'KØBENHAVN Ø', 300],
    ['171876', 'Pakkeshop SuperBrugsen Trianglen', 'Blegdamsvej', '4', '2200', 'KØBENHAVN N', 850],
  ],
};

/** A service point as the Business Location API v5 describes one, opening hours and all. */
function servicePointOf(country: string, row: Row) {
  const [servicePointId, name, streetName, streetNumber, postalCode, city, routeDistance] = row;
  const address = { countryCode: country, city, streetName, streetNumber, postalCode };
  return {
    servicePointId,
    name,
    routeDistance,
    visitingAddress: address,
    deliveryAddress: address,
    coordinates: [{ countryCode: country, northing: 59.34, easting: 18.09, srId: 'EPSG:4326' }],
    openingHours: {
      postalServices: [
        { openDay: 'Monday', openTime: '08:00', closeDay: 'Monday', closeTime: '21:00' },
      ],
    },
    type: { typeId: 25, typeName: 'Servicepoint' },
  };
}

/**
 * The documented answer of GET .../servicepoints/nearest/byaddress for a country and a postal
 * code without spaces: its first `count` points, nearest first (none for an unknown code).
 */
export function postnordAnswerFor(country: string, postalCode: string, count = 5) {
  const rows = (POINTS[`${country}:${postalCode}`] ?? []).slice(0, count);
  return {
    servicePointInformationResponse: {
      customerSupportPhoneNo: '+46771333310',
      servicePoints: rows.map((row) => servicePointOf(country, row)),
    },
  };
}

/**
 * PostNord's Business Location API v5 as a local server (built from its documentation, not
 * recorded from it): the nearest service points by postal code, 401 with a JSON body on a wrong
 * `apikey`, 400 without returnType=json, countryCode or postalCode.
 */
export function startFakePostnord(): Promise<FakeCarrier> {
  return startFakeCarrier((url) => {
    const query = url.searchParams;
    if (url.pathname !== '/rest/businesslocation/v5/servicepoints/nearest/byaddress')
      return Response.json({ message: 'Not found' }, { status: 404 });
    if (query.get('apikey') !== FAKE_POSTNORD_KEY)
      return Response.json({ message: 'Invalid apikey' }, { status: 401 });
    const country = query.get('countryCode');
    const postalCode = query.get('postalCode');
    if (query.get('returnType') !== 'json' || !country || !postalCode)
      return Response.json({ message: 'Bad request' }, { status: 400 });
    const count = Number(query.get('numberOfServicePoints') ?? '5');
    return Response.json(postnordAnswerFor(country, postalCode, count));
  });
}
