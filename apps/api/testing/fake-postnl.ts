import { startFakeCarrier, type FakeCarrier } from './fake-carrier-server';

/** The key the fake accepts (the `apikey` header). */
export const FAKE_POSTNL_KEY = 'fake-postnl-key';

/**
 * One location: code, name, street, house number (a number or text, as the API sends either),
 * addition, postal code, city, distance (metres).
 */
type Row = readonly [number, string, string, number | string, string, string, string, number];

/** Made-up locations of a few Dutch postal codes (without the space), nearest first. */
const POINTS: Readonly<Record<string, readonly Row[]>> = {
  '1012AB': [
    [176227, 'Primera Damrak', 'Damrak', 12, 'A', '1012LG', 'AMSTERDAM', 212],
    [
      176384,
      'Albert Heijn Nieuwezijds Voorburgwal',
      'Nieuwezijds Voorburgwal',
      '226',
      '',
      '1012RR',
      'AMSTERDAM',
      405,
    ],
    [176512, 'Bruna Nieuwendijk', 'Nieuwendijk', 144, '', '1012MR', 'AMSTERDAM', 530],
    [177045, 'AKO Amsterdam Centraal', 'Stationsplein', '15', '', '1012AB', 'AMSTERDAM', 610],
    [176903, 'Jumbo Nieuwmarkt', 'Nieuwmarkt', 4, '', '1012CR', 'AMSTERDAM', 880],
    [177218, 'Albert Heijn Koningsplein', 'Koningsplein', 4, '', '1017BB', 'AMSTERDAM', 1340],
  ],
  '3511AB': [
    [204511, 'Primera Vredenburg', 'Vredenburg', 40, '', '3511BD', 'UTRECHT', 310],
    [204873, 'Albert Heijn Oudegracht', 'Oudegracht', '158', '', '3511AZ', 'UTRECHT', 640],
  ],
  // The one code with a single location, which the API sends as an object rather than an array.
  '3584CS': [
    [209114, 'AH to go Utrecht Science Park', 'Heidelberglaan', '8', '', '3584CS', 'UTRECHT', 190],
  ],
};

/** A location as the Location webservice describes one, opening hours and position too. */
function locationOf(row: Row) {
  const [LocationCode, Name, Street, HouseNr, HouseNrExt, Zipcode, City, Distance] = row;
  return {
    LocationCode,
    Name,
    Distance,
    RetailNetworkID: 'PNPNL-01',
    PartnerName: 'PostNL',
    Address: {
      City,
      Countrycode: 'NL',
      HouseNr,
      ...(HouseNrExt ? { HouseNrExt } : {}),
      Street,
      Zipcode,
    },
    DeliveryOptions: { string: ['PG', 'PGE'] },
    OpeningHours: {
      Monday: { string: ['08:00-20:00'] },
      Saturday: { string: ['09:00-18:00'] },
    },
    Latitude: 52.37,
    Longitude: 4.89,
  };
}

/**
 * The documented answer of GET /shipment/v2_1/locations/nearest for a Dutch postal code without
 * its space: every location, nearest first, a lone one as the object itself.
 */
export function postnlAnswerFor(postalCode: string) {
  const locations = (POINTS[postalCode] ?? []).map(locationOf);
  return {
    GetLocationsResult: {
      ResponseLocation: locations.length === 1 ? locations[0] : locations,
    },
  };
}

/** The body of a 400, as the API sends one. */
const badRequest = (message: string) =>
  Response.json({ Errors: [{ ErrorMsg: message, ErrorNumber: 3 }] }, { status: 400 });

/**
 * PostNL's Location webservice as a local server (built from its documentation, not recorded from
 * it): the locations nearest a postal code, 401 with a JSON body on a wrong `apikey` header, 400
 * with an `Errors` array for a country other than NL, a postal code with a space or one it does
 * not know.
 */
export function startFakePostnl(): Promise<FakeCarrier> {
  return startFakeCarrier((url, headers) => {
    const query = url.searchParams;
    if (url.pathname !== '/shipment/v2_1/locations/nearest')
      return Response.json({ message: 'Not found' }, { status: 404 });
    if (headers.get('apikey') !== FAKE_POSTNL_KEY)
      return Response.json(
        { fault: { faultstring: 'Invalid ApiKey', detail: { errorcode: 'InvalidApiKey' } } },
        { status: 401 },
      );
    if (query.get('CountryCode') !== 'NL') return badRequest('CountryCode is invalid');
    const postalCode = query.get('PostalCode') ?? '';
    if (!/^\d{4}[A-Z]{2}$/.test(postalCode) || !POINTS[postalCode])
      return badRequest('PostalCode is invalid');
    return Response.json(postnlAnswerFor(postalCode));
  });
}
