import type { FlightSearchRequest } from '@wayfare/contracts/flights';
import type { HotelSearchRequest, HotelSort } from '@wayfare/contracts/lodging';
import { searchFlights } from '@wayfare/supply/flights/flight-search';
import { searchHotels } from '@wayfare/supply/lodging/hotel-search';
import { createRng } from '@wayfare/supply/random/prng';
import { formatIsoDate, MINUTES_PER_DAY } from '@wayfare/supply/reference/calendar';
import { buildSandboxWorld, type SandboxWorld } from '@wayfare/supply/world/sandbox-world';

const NOW = Date.parse('2026-01-10T15:00:00Z');
const TODAY = Math.floor(NOW / 60_000 / MINUTES_PER_DAY);
const QUERIES = 1000;
const WARM_UP = 150;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function round(n: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

/** Origin–destination pairs people search: busy airports, their neighbours and 2–3 hop destinations. */
function createPairPicker(world: SandboxWorld): () => [string, string] {
  const net = world.flights.net;
  const degree = (a: number) => (net.outStart[a + 1] ?? 0) - (net.outStart[a] ?? 0);
  const busiest = net.airports
    .map((a) => a.index)
    .sort((a, b) => degree(b) - degree(a))
    .slice(0, 300);
  const rng = createRng(2024);
  const hop = (a: number) =>
    net.eDest[(net.outStart[a] ?? 0) + rng.nextInt(Math.max(1, degree(a)))] ?? a;
  return () => {
    const o = rng.pick(busiest);
    const kind = rng.nextInt(3);
    let d = kind === 0 ? rng.pick(busiest) : kind === 1 ? hop(hop(o)) : hop(hop(hop(o)));
    if (d === o) d = busiest[(busiest.indexOf(o) + 1) % busiest.length] ?? 0;
    return [net.airports[o]?.iata ?? 'JFK', net.airports[d]?.iata ?? 'LAX'];
  };
}

function timeEach<T>(inputs: T[], run: (input: T) => void): number[] {
  return inputs.map((input) => {
    const t = performance.now();
    run(input);
    return performance.now() - t;
  });
}

/** Builds the sandbox world and measures search latency (in process, after warm-up). */
export async function runSupplyBench(log: (line: string) => void): Promise<Record<string, number>> {
  const t0 = performance.now();
  const world = buildSandboxWorld();
  const buildSeconds = (performance.now() - t0) / 1000;
  const rssMb = process.memoryUsage().rss / 1e6;
  log(
    `supply: world built in ${round(buildSeconds)} s, RSS ${Math.round(rssMb)} MB, ${world.flights.net.flightsPerDay} flights/day, ${world.flights.net.airports.length} airports, ${world.hotels.count} hotels`,
  );
  const nextPair = createPairPicker(world);
  const rng = createRng(77);
  const passengers = { ADT: 1, CNN: 0, INS: 0, INF: 0 };
  const oneWays: FlightSearchRequest[] = [];
  const roundTrips: FlightSearchRequest[] = [];
  for (let i = 0; i < QUERIES + WARM_UP; i++) {
    const [o, d] = nextPair();
    const day = TODAY + 1 + rng.nextInt(300);
    oneWays.push({
      tripType: 'one_way',
      slices: [{ origin: o, destination: d, departureDate: formatIsoDate(day) }],
      passengers,
      maxStops: 2,
      excludeLowCostCarriers: false,
    });
    const [ro, rd] = nextPair();
    const back = day + 2 + rng.nextInt(12);
    roundTrips.push({
      tripType: 'round_trip',
      slices: [
        { origin: ro, destination: rd, departureDate: formatIsoDate(day) },
        { origin: rd, destination: ro, departureDate: formatIsoDate(back) },
      ],
      passengers,
      maxStops: 2,
      excludeLowCostCarriers: false,
    });
  }
  const sorts: HotelSort[] = [
    'DistanceAscending',
    'MostRecommended',
    'Price',
    'StarRating',
    'UserRating',
  ];
  const cities = world.reference.cities.slice(0, 2000);
  const hotelQueries: HotelSearchRequest[] = [];
  for (let i = 0; i < QUERIES + WARM_UP; i++) {
    const c = rng.pick(cities);
    const day = TODAY + 1 + rng.nextInt(300);
    hotelQueries.push({
      location:
        i % 2 === 0
          ? {
              kind: 'point',
              coordinates: { lat: c.lat, lon: c.lon },
              radiusKm: 3 + rng.nextInt(20),
            }
          : {
              kind: 'bbox',
              minLat: c.lat - 0.1,
              maxLat: c.lat + 0.1,
              minLon: c.lon - 0.15,
              maxLon: c.lon + 0.15,
            },
      checkInDate: formatIsoDate(day),
      checkOutDate: formatIsoDate(day + 1 + rng.nextInt(6)),
      rooms: 1,
      adults: 2,
      children: 0,
      filters: { starRatings: [3, 4, 5], minUserRating: 3.5, amenities: ['FreeWifi'] },
      sort: rng.pick(sorts),
      offset: 0,
      limit: 50,
    });
  }
  let itineraries = 0;
  const runFlight = (req: FlightSearchRequest) => {
    const r = searchFlights(world.flights, req, NOW);
    if (!r.ok) throw new Error(`bench query failed: ${r.code} ${r.message}`);
    for (const s of r.value.slices) itineraries += s.itineraries.length;
  };
  let hotelsReturned = 0;
  const runHotel = (req: HotelSearchRequest) => {
    const r = searchHotels(world.hotels, req, NOW);
    if (!r.ok) throw new Error(`bench hotel query failed: ${r.code} ${r.message}`);
    hotelsReturned += r.value.hotels.length;
  };
  timeEach(oneWays.slice(0, WARM_UP), runFlight);
  timeEach(roundTrips.slice(0, WARM_UP), runFlight);
  timeEach(hotelQueries.slice(0, WARM_UP), runHotel);
  itineraries = 0;
  hotelsReturned = 0;
  const oneWayMs = timeEach(oneWays.slice(WARM_UP), runFlight);
  const oneWayItineraries = itineraries;
  itineraries = 0;
  const roundTripMs = timeEach(roundTrips.slice(WARM_UP), runFlight);
  const hotelMs = timeEach(hotelQueries.slice(WARM_UP), runHotel);
  const figures = {
    world_build_s: round(buildSeconds),
    world_rss_mb: Math.round(rssMb),
    flights_per_day: world.flights.net.flightsPerDay,
    airports_count: world.flights.net.airports.length,
    hotels_count: world.hotels.count,
    flight_search_oneway_p95_ms: round(percentile(oneWayMs, 95)),
    flight_search_roundtrip_p95_ms: round(percentile(roundTripMs, 95)),
    hotel_search_p95_ms: round(percentile(hotelMs, 95)),
  };
  log(
    `supply: one-way p50 ${round(percentile(oneWayMs, 50))} ms p95 ${figures.flight_search_oneway_p95_ms} ms (${Math.round(oneWayItineraries / QUERIES)} itineraries/query); round trip p95 ${figures.flight_search_roundtrip_p95_ms} ms; hotel p95 ${figures.hotel_search_p95_ms} ms (${Math.round(hotelsReturned / QUERIES)} hotels/page)`,
  );
  await Promise.resolve();
  return figures;
}
