import type { FlightSearchRequest } from '@wayfare/contracts/flights';
import type { HotelSearchRequest, HotelSort } from '@wayfare/contracts/lodging';
import { searchFlights } from '@wayfare/supply/flights/flight-search';
import { measureFlightCalendar } from './flight-calendar-load';
import { searchActivities } from '@wayfare/supply/activities/activity-search';
import { searchCars } from '@wayfare/supply/cars/car-search';
import { searchHomes } from '@wayfare/supply/homes/home-search';
import { getHotelDetail } from '@wayfare/supply/lodging/hotel-detail';
import { searchHotels } from '@wayfare/supply/lodging/hotel-search';
import { searchPlaces } from '@wayfare/supply/places/place-autocomplete';
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
  const more = measureOtherVerticals(world, log);
  const calendar = await measureFlightCalendar(world, log);
  return { ...figures, ...more, ...calendar };
}

/** Latency of place autocomplete, hotel detail, cars, homes and activities (warm, in process). */
function measureOtherVerticals(
  world: SandboxWorld,
  log: (line: string) => void,
): Record<string, number> {
  const rng = createRng(4242);
  const t0 = performance.now();
  searchPlaces(world, 'warm');
  const placeIndexSeconds = (performance.now() - t0) / 1000;
  const names = [
    ...world.reference.cities.slice(0, 5000).map((c) => c.name),
    ...world.reference.airports.map((a) => (rng.next() < 0.5 ? a.iata : a.name)),
  ];
  const placeQueries = Array.from({ length: QUERIES + WARM_UP }, () => {
    const name = rng.pick(names);
    return name.slice(0, 1 + rng.nextInt(Math.min(8, name.length)));
  });
  const big = world.reference.cities.slice(0, 1500);
  const airports = world.reference.airports.filter((a) => a.kind === 'large');
  const days = () => {
    const day = TODAY + 3 + rng.nextInt(300);
    return [day, day + 1 + rng.nextInt(6)] as const;
  };
  const detailQueries = Array.from({ length: QUERIES + WARM_UP }, () => {
    const [a, b] = days();
    return {
      lodgingId: `H${rng.nextInt(world.hotels.count)}`,
      checkInDate: formatIsoDate(a),
      checkOutDate: formatIsoDate(b),
      rooms: 1,
      adults: 2,
      children: 0,
    };
  });
  const carQueries = Array.from({ length: QUERIES + WARM_UP }, () => {
    const [a, b] = days();
    return {
      pickUp: rng.pick(airports).iata,
      pickUpAt: `${formatIsoDate(a)}T10:00`,
      dropOffAt: `${formatIsoDate(b)}T10:00`,
      driverAge: 30 + rng.nextInt(40),
    };
  });
  const homeQueries = Array.from({ length: QUERIES + WARM_UP }, () => {
    const [a, b] = days();
    return {
      cityCode: `C${rng.pick(big.slice(0, 300)).geonameId}`,
      checkInDate: formatIsoDate(a),
      checkOutDate: formatIsoDate(b),
      adults: 2,
      children: 0,
      pets: 0,
      sort: 'Price' as const,
      offset: 0,
      limit: 20,
    };
  });
  // Experience searches cover a range of days (an activity open on any of them is found).
  const activityQueries = Array.from({ length: QUERIES + WARM_UP }, () => {
    const [a, b] = days();
    return {
      cityCode: `C${rng.pick(big).geonameId}`,
      date: formatIsoDate(a),
      untilDate: formatIsoDate(b),
      sort: 'Recommended' as const,
      offset: 0,
      limit: 20,
    };
  });
  const measure = <T>(queries: T[], run: (q: T) => { ok: boolean }) => {
    const check = (q: T) => {
      if (!run(q).ok) throw new Error(`bench query failed: ${JSON.stringify(q)}`);
    };
    timeEach(queries.slice(0, WARM_UP), check);
    return round(percentile(timeEach(queries.slice(WARM_UP), check), 95));
  };
  const figures = {
    place_index_build_s: round(placeIndexSeconds),
    place_autocomplete_p95_ms: measure(placeQueries, (q) => searchPlaces(world, q)),
    hotel_detail_p95_ms: measure(detailQueries, (q) => getHotelDetail(world.hotels, q, NOW)),
    car_search_p95_ms: measure(carQueries, (q) => searchCars(world.cars, q, NOW)),
    home_search_p95_ms: measure(homeQueries, (q) => searchHomes(world.homes, q, NOW)),
    activity_search_p95_ms: measure(activityQueries, (q) =>
      searchActivities(world.activities, q, NOW),
    ),
  };
  log(
    `supply: place index ${figures.place_index_build_s} s; p95 autocomplete ${figures.place_autocomplete_p95_ms} ms, hotel detail ${figures.hotel_detail_p95_ms} ms, cars ${figures.car_search_p95_ms} ms, homes ${figures.home_search_p95_ms} ms, activities ${figures.activity_search_p95_ms} ms`,
  );
  return figures;
}
