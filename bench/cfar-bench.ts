import type { FlightFare, FlightItinerary, FlightSearchRequest } from '@wayfare/contracts/flights';
import {
  cfarHorizonDays,
  listCfarOptions,
  portalCreditShare,
  priceCfarPremium,
  strictestFareRule,
  type CfarFareRule,
} from '@wayfare/domain/cancel-for-any-reason';
import { PROTECTION_TERMS } from '@wayfare/domain/protection-terms';
import type { FlightWorld } from '@wayfare/supply/flights/flight-world';
import { searchFlights } from '@wayfare/supply/flights/flight-search';
import { createRng, type Rng } from '@wayfare/supply/random/prng';
import { formatIsoDate, MS_PER_DAY } from '@wayfare/supply/reference/calendar';
import { buildSandboxWorld } from '@wayfare/supply/world/sandbox-world';
import { classifyRoute, createPairPicker } from './freeze-bench';

/**
 * Cancel for any reason's loss ratio (issue 18; docs/decisions/010-cancel-for-any-reason.md).
 * Bookings are drawn on sandbox routes and fares as the supplier prices them, the premium is what
 * `priceCfarPremium` asks under the card holders' terms, and each traveller then behaves as stated
 * below, which the pricing model does not see booking by booking (it prices from horizon, route
 * and fare alone). Refunds are what the portal pays: the cash refund, or the part of an airline
 * credit the airline's own fare rule would not have given.
 *
 * Stated behaviour: plans change at a daily hazard of 0.0009 + 0.0035·e^(−d/25) with d days before
 * departure (changes pile up as the trip nears), ×1.15 on international trips, ×1.25 on fares the
 * airline would not credit, ×0.7 on fares it credits in full, times a per-traveller factor
 * (log-normal, σ 0.5, mean 1); 2 % of protections end early (airline cancellation, an alert at the
 * destination, a change made with the airline) and pay nothing; a traveller who cancels takes the
 * cash refund with probability 0.85 when the airline would have credited the fare anyway, else
 * 0.6 (the rest take the credit).
 */

const FIRST_PURCHASE_MS = Date.parse('2026-03-02T15:00:00Z');
const PURCHASE_SPREAD_DAYS = 60;
const WANTED = 12_000;
/** Days from booking to departure: four bands, equally likely. */
const HORIZON_BANDS: readonly (readonly [number, number])[] = [
  [2, 13],
  [14, 44],
  [45, 119],
  [120, 300],
];
const EARLY_END_SHARE = 0.02;
/** A bucket needs this many protections sold before its ratio is read as the worst. */
const MIN_BUCKET_SOLD = 150;

interface Tally {
  quoted: number;
  sold: number;
  premiums: number;
  payouts: number;
  used: number;
}

const emptyTally = (): Tally => ({ quoted: 0, sold: 0, premiums: 0, payouts: 0, used: 0 });
const lossRatioPercent = (t: Tally) => (100 * t.payouts) / Math.max(1, t.premiums);
const round1 = (n: number) => Math.round(n * 10) / 10;

/** The stated chance that the traveller's plans change before the deadline. */
function stateCancelChance(horizonDays: number, isInternational: boolean, rule: CfarFareRule) {
  const h = Math.max(0, horizonDays);
  const integral = 0.0009 * h + 0.0035 * 25 * (1 - Math.exp(-h / 25));
  const fare = rule === 'NotPossible' || rule === 'Unknown' ? 1.25 : rule === 'NoPenalty' ? 0.7 : 1;
  const hazard = integral * (isInternational ? 1.15 : 1) * fare;
  return 1 - Math.exp(-hazard);
}

/** A log-normal factor of mean 1 (σ 0.5): travellers differ. */
function travellerFactor(rng: Rng): number {
  const sigma = 0.5;
  return Math.exp(sigma * rng.nextNormal() - (sigma * sigma) / 2);
}

/** The fare a traveller picks on an itinerary: mostly the cheapest, sometimes a better brand. */
function pickFare(rng: Rng, itinerary: FlightItinerary): FlightFare | undefined {
  const fares = itinerary.fares;
  return rng.isChance(0.55) ? fares[0] : fares[rng.nextInt(fares.length)];
}

interface Booking {
  bucket: string;
  fareTotalMinor: number;
  horizonDays: number;
  isInternational: boolean;
  rule: CfarFareRule;
  changeFeeMinor: number;
  travelers: number;
}

function drawBooking(
  world: FlightWorld,
  rng: Rng,
  nextPair: () => [number, number],
  purchaseMs: number,
): Booking | null {
  const [lo, hi] = HORIZON_BANDS[rng.nextInt(HORIZON_BANDS.length)] ?? [14, 44];
  const days = lo + rng.nextInt(hi - lo + 1);
  const departureDay = Math.floor(purchaseMs / MS_PER_DAY) + days;
  for (let attempt = 0; attempt < 50; attempt++) {
    const [o, d] = nextPair();
    const origin = world.net.airports[o]?.iata;
    const destination = world.net.airports[d]?.iata;
    if (o === d || !origin || !destination) continue;
    const travelers = rng.isChance(0.3) ? 2 : 1;
    const isRoundTrip = rng.isChance(0.4);
    const request: FlightSearchRequest = {
      tripType: isRoundTrip ? 'round_trip' : 'one_way',
      slices: [
        { origin, destination, departureDate: formatIsoDate(departureDay) },
        ...(isRoundTrip
          ? [
              {
                origin: destination,
                destination: origin,
                departureDate: formatIsoDate(departureDay + 2 + rng.nextInt(10)),
              },
            ]
          : []),
      ],
      passengers: { ADT: travelers, CNN: 0, INS: 0, INF: 0 },
      maxStops: 1,
      excludeLowCostCarriers: false,
    };
    const found = searchFlights(world, request, purchaseMs);
    if (!found.ok) continue;
    const chosen = found.value.slices.map((s) =>
      s.itineraries.length > 0
        ? s.itineraries[rng.nextInt(Math.min(5, s.itineraries.length))]
        : undefined,
    );
    const fares = chosen.map((it) => (it ? pickFare(rng, it) : undefined));
    if (chosen.some((it) => !it) || fares.some((f) => !f)) continue;
    const segments = chosen.flatMap((it) => it?.segments ?? []);
    const first = segments[0];
    if (!first) continue;
    const isInternational =
      new Set(segments.flatMap((g) => [g.origin.countryCode, g.destination.countryCode])).size > 1;
    const rule = strictestFareRule(
      fares.map((f) => f?.penaltiesInfo.cancelPenalty.kind ?? 'Unknown'),
    );
    const changeFeeMinor = Math.max(
      0,
      ...fares.map((f) =>
        f?.penaltiesInfo.cancelPenalty.kind === 'WithFee'
          ? (f.penaltiesInfo.cancelPenalty.fee?.amountMinor ?? 0)
          : 0,
      ),
    );
    const fareTotalMinor = fares.reduce((s, f) => s + (f?.pricing.grandTotal.amountMinor ?? 0), 0);
    const horizonDays = cfarHorizonDays(new Date(purchaseMs), new Date(first.zonedDepartureTime));
    const band = HORIZON_BANDS.findIndex(([a, b]) => horizonDays >= a - 1 && horizonDays <= b + 1);
    const group = classifyRoute(world, o, d);
    return {
      bucket: `${group} · ${HORIZON_BANDS[Math.max(0, band)]?.join('–') ?? '?'} days · ${rule}`,
      fareTotalMinor,
      horizonDays,
      isInternational,
      rule,
      changeFeeMinor,
      travelers,
    };
  }
  return null;
}

/** One booking's premium and, as the stated behaviour plays out, what the portal pays. */
function settle(rng: Rng, b: Booking): { premium: number; payout: number; used: boolean } | null {
  const terms = PROTECTION_TERMS.capone.cancelForAnyReason;
  const quote = priceCfarPremium({
    totalMinor: b.fareTotalMinor,
    horizonDays: b.horizonDays,
    isInternational: b.isInternational,
    fareRule: b.rule,
    refundPercent: terms.refundPercent,
    premiumPercent: terms.premiumPercent,
    minPremiumMinor: terms.minPremiumMinor,
  });
  if (!quote.isOffered) return null;
  const chance = Math.min(
    0.95,
    stateCancelChance(b.horizonDays, b.isInternational, b.rule) * travellerFactor(rng),
  );
  const endedEarly = rng.isChance(EARLY_END_SHARE);
  if (endedEarly || !rng.isChance(chance))
    return { premium: quote.premiumMinor, payout: 0, used: false };
  const [cash, credit] = listCfarOptions({
    fareTotalMinor: b.fareTotalMinor,
    refundPercent: terms.refundPercent,
    fareRule: b.rule,
    changeFeePerTicketMinor: b.changeFeeMinor,
    ticketedTravelers: b.travelers,
  });
  // As stated above (the model assumes the same shares: domain expectedCashShare).
  const takesCash = rng.isChance(portalCreditShare(b.rule) > 0 ? 0.6 : 0.85);
  const payout = takesCash
    ? cash.refundMinor
    : Math.round(credit.airlineCreditMinor * portalCreditShare(b.rule));
  return { premium: quote.premiumMinor, payout, used: true };
}

export function simulateCfar(world: FlightWorld, seed: number, wanted: number) {
  const rng = createRng(seed);
  const nextPair = createPairPicker(world, rng);
  const overall = emptyTally();
  const buckets = new Map<string, Tally>();
  let drawn = 0;
  while (overall.sold < wanted && drawn < wanted * 3) {
    drawn++;
    const purchaseMs = FIRST_PURCHASE_MS + rng.nextInt(PURCHASE_SPREAD_DAYS) * MS_PER_DAY;
    const booking = drawBooking(world, rng, nextPair, purchaseMs);
    if (!booking) continue;
    const bucket = buckets.get(booking.bucket) ?? emptyTally();
    buckets.set(booking.bucket, bucket);
    for (const t of [overall, bucket]) t.quoted++;
    const outcome = settle(rng, booking);
    if (!outcome) continue;
    for (const t of [overall, bucket]) {
      t.sold++;
      t.premiums += outcome.premium;
      t.payouts += outcome.payout;
      if (outcome.used) t.used++;
    }
  }
  return { overall, buckets };
}

const describe = (t: Tally) =>
  `${t.sold} sold of ${t.quoted} quoted, ${round1((100 * t.used) / Math.max(1, t.sold))} % used, premiums $${Math.round(t.premiums / 100)}, paid $${Math.round(t.payouts / 100)}, loss ratio ${round1(lossRatioPercent(t))} %`;

export async function runCfarBench(log: (line: string) => void): Promise<Record<string, number>> {
  const t0 = performance.now();
  const world = buildSandboxWorld();
  const { overall, buckets } = simulateCfar(world.flights, 1818, WANTED);
  let worst = 0;
  for (const [key, t] of [...buckets].sort(([a], [b]) => a.localeCompare(b))) {
    if (t.sold < MIN_BUCKET_SOLD) continue;
    log(`cfar: ${key}: ${describe(t)}`);
    worst = Math.max(worst, lossRatioPercent(t));
  }
  log(`cfar: all: ${describe(overall)} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  await Promise.resolve();
  return {
    cfar_loss_ratio_pct: round1(lossRatioPercent(overall)),
    cfar_worst_bucket_loss_ratio_pct: round1(worst),
    cfar_offered_pct: round1((100 * overall.sold) / Math.max(1, overall.quoted)),
    cfar_simulated_count: overall.sold,
  };
}
