import { createRng } from '@wayfare/supply/random/prng';
import {
  percentile,
  readServerNow,
  runLoad,
  signInSearcher,
  type Searcher,
} from './flight-search-load';

const DAY_MS = 86_400_000;
const AVAILABILITY_PATH = '/api/v0/hotels/availability';
/** Cities people book hotels in, resolved through the lodging autocomplete like the search page. */
const CITIES = [
  'New York City',
  'Paris',
  'London',
  'Chicago',
  'Toronto',
  'Tokyo',
  'Los Angeles',
  'Miami',
  'San Francisco',
  'Montreal',
  'Barcelona',
  'Las Vegas',
];
const STAYS_PER_CITY = 4;
const SEARCHERS = [
  'sandbox|usr_ada',
  'sandbox|usr_marcus',
  'sandbox|usr_priya',
  'sandbox|usr_sofia',
];

async function resolveCity(origin: string, searcher: Searcher, name: string): Promise<string> {
  const res = await fetch(
    `${origin}/api/v0/autocomplete/lodging?query=${encodeURIComponent(name)}`,
    { headers: { cookie: searcher.cookie } },
  );
  const body = (await res.json()) as {
    suggestions: { kind: string; label: string; location: { kind: string; cityCode?: string } }[];
  };
  const city = body.suggestions.find((s) => s.kind === 'city' && s.location.cityCode);
  if (!city?.location.cityCode) throw new Error(`no city found for ${name}`);
  return city.location.cityCode;
}

/** One room, two adults, 1–4 nights starting 14–56 days after the server's clock; seeded. */
function buildBodies(cityCodes: string[], serverNow: number): string[] {
  const rng = createRng(2027);
  return cityCodes.flatMap((cityCode) =>
    Array.from({ length: STAYS_PER_CITY }, () => {
      const checkIn = serverNow + (14 + rng.nextInt(43)) * DAY_MS;
      const checkOut = checkIn + (1 + rng.nextInt(4)) * DAY_MS;
      return JSON.stringify({
        location: { kind: 'city', cityCode },
        checkInDate: new Date(checkIn).toISOString().slice(0, 10),
        checkOutDate: new Date(checkOut).toISOString().slice(0, 10),
        rooms: 1,
        adults: 2,
        children: 0,
      });
    }),
  );
}

/**
 * Hotel availability over HTTP (issue 6): signed-in `POST /api/v0/hotels/availability` (a first
 * page of 50 hotels) from 10 connections over 48 seeded city stays, the full generated hotel set
 * behind it. Repeats answer from the 60-second supplier cache, as a shopping front end would.
 */
export async function measureHotelSearch(
  origin: string,
  log: (line: string) => void,
): Promise<Record<string, number>> {
  const searchers: Searcher[] = [];
  for (const subject of SEARCHERS) searchers.push(await signInSearcher(origin, subject));
  const first = searchers[0] as Searcher;
  const cityCodes: string[] = [];
  for (const name of CITIES) cityCodes.push(await resolveCity(origin, first, name));
  const bodies = buildBodies(cityCodes, await readServerNow(origin));
  let bytes = 0;
  for (const body of bodies) {
    const res = await fetch(`${origin}${AVAILABILITY_PATH}`, {
      method: 'POST',
      headers: {
        cookie: first.cookie,
        'x-csrf-token': first.csrfToken,
        'content-type': 'application/json',
      },
      body,
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`hotel search ${body} answered ${res.status}: ${text}`);
    const hotels = (JSON.parse(text) as { hotels: unknown[] }).hotels.length;
    if (hotels === 0) throw new Error(`hotel search ${body} found no hotels`);
    bytes += text.length;
  }
  await runLoad(origin, AVAILABILITY_PATH, searchers, bodies, 3);
  const { result, latenciesMs } = await runLoad(origin, AVAILABILITY_PATH, searchers, bodies, 10);
  const p95 = Math.round(percentile(latenciesMs, 95) * 10) / 10;
  log(
    `hotel availability over HTTP: ${bodies.length} stays in ${CITIES.length} cities, mean ${Math.round(bytes / bodies.length / 1024)} KB per answer; p50 ${percentile(latenciesMs, 50)} ms, p95 ${p95} ms over ${latenciesMs.length} requests`,
  );
  return {
    api_hotel_search_p95_ms: p95,
    api_hotel_search_rps: Math.round(result.requests.average),
  };
}
