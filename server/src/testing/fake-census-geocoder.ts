import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One address the fake knows, as the Census spells it. */
export type CensusAddress = {
  houseNumber: string;
  /** 'W BELMONT AVE'. */
  street: string;
  city: string;
  state: string;
  zip: string;
  latitude: number;
  longitude: number;
};

export type FakeCensusGeocoder = {
  /** The base URL to configure (GEOCODER_URL): `/locations/onelineaddress` is below it. */
  url: string;
  /** Every `address` parameter asked, in order. */
  queries: string[];
  /** Answer every request with this HTTP status (an outage), or undefined to answer normally. */
  failWith: (status: number | undefined) => void;
  close: () => Promise<void>;
};

/** A few real addresses, with their points to about a metre. */
export const KNOWN_CENSUS_ADDRESSES: CensusAddress[] = [
  {
    houseNumber: '1510',
    street: 'W BELMONT AVE',
    city: 'CHICAGO',
    state: 'IL',
    zip: '60657',
    latitude: 41.93986,
    longitude: -87.66724,
  },
  {
    houseNumber: '4600',
    street: 'SILVER HILL RD',
    city: 'WASHINGTON',
    state: 'DC',
    zip: '20233',
    latitude: 38.84602,
    longitude: -76.92749,
  },
];

const normalise = (text: string) =>
  text
    .toUpperCase()
    .replace(/[.,#]/g, ' ')
    .replace(/\bAVENUE\b/g, 'AVE')
    .replace(/\bROAD\b/g, 'RD')
    .replace(/\bSTREET\b/g, 'ST')
    .replace(/\bWEST\b/g, 'W')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * A local HTTP server that speaks the Census geocoder's `locations/onelineaddress` protocol: the same
 * parameters, the same errors for a missing address or benchmark, and the same JSON reply
 * (result.addressMatches[] with matchedAddress, coordinates {x, y}, tigerLine and addressComponents).
 * Like the real one, it matches a house number and street only with a city or ZIP beside them, and
 * forgives a missing street suffix ('1510 W Belmont, Chicago').
 */
export async function startFakeCensusGeocoder(
  addresses: CensusAddress[] = KNOWN_CENSUS_ADDRESSES,
  { port = 0 }: { port?: number } = {},
): Promise<FakeCensusGeocoder> {
  const queries: string[] = [];
  let failure: number | undefined;

  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname !== '/geocoder/locations/onelineaddress') return send(404, { errors: ['Not found'] });
    const address = url.searchParams.get('address') ?? '';
    queries.push(address);
    if (failure !== undefined) return send(failure, { errors: ['Service unavailable'], status: failure });
    if (address.trim() === '' || address.length > 100) {
      return send(400, {
        errors: ['Address cannot be empty and cannot exceed 100 characters'],
        status: '400',
      });
    }
    const benchmark = url.searchParams.get('benchmark');
    if (!benchmark) return send(400, { errors: ['Benchmark cannot be empty'], status: '400' });
    if (url.searchParams.get('format') !== 'json')
      return send(200, 'not JSON: the caller forgot format=json');

    const typed = normalise(address);
    const matches = addresses
      .filter((known) => {
        const street = normalise(`${known.houseNumber} ${known.street}`);
        const streetWithoutSuffix = street.replace(/ \S+$/, '');
        const hasStreet = typed.startsWith(street) || typed.startsWith(`${streetWithoutSuffix} `);
        const hasPlace = typed.includes(known.zip) || typed.includes(normalise(known.city));
        return hasStreet && hasPlace;
      })
      .map((known, index) => {
        const [preDirection, ...rest] = known.street.split(' ');
        const isDirection = /^[NSEW]{1,2}$/.test(preDirection ?? '');
        const words = isDirection ? rest : known.street.split(' ');
        return {
          tigerLine: { side: index % 2 === 0 ? 'L' : 'R', tigerLineId: String(100000 + index) },
          coordinates: { x: known.longitude, y: known.latitude },
          addressComponents: {
            zip: known.zip,
            streetName: words.slice(0, -1).join(' '),
            preType: '',
            city: known.city,
            preDirection: isDirection ? preDirection : '',
            suffixDirection: '',
            fromAddress: known.houseNumber,
            state: known.state,
            suffixType: words[words.length - 1] ?? '',
            toAddress: String(Number(known.houseNumber) + 98),
            suffixQualifier: '',
            preQualifier: '',
          },
          matchedAddress: `${known.houseNumber} ${known.street}, ${known.city}, ${known.state}, ${known.zip}`,
        };
      });
    send(200, {
      result: {
        input: {
          address: { address },
          benchmark: {
            isDefault: true,
            benchmarkDescription: 'Public Address Ranges - Current Benchmark',
            id: '4',
            benchmarkName: benchmark,
          },
        },
        addressMatches: matches,
      },
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: boundPort } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${boundPort}/geocoder`,
    queries,
    failWith: (status) => {
      failure = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
