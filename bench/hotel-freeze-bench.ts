import { priceFreezeFee } from '@wayfare/domain/freeze-pricing';
import { PROTECTION_TERMS } from '@wayfare/domain/protection-terms';
import { getObservationDay } from '@wayfare/supply/lodging/hotel-rate-dynamics';
import { listRatePlans, type RatePlan } from '@wayfare/supply/lodging/hotel-rate-plans';
import { priceRoomStayMinor } from '@wayfare/supply/lodging/hotel-room-rate';
import {
  buildHotelWorld,
  DEFAULT_HOTEL_TARGET,
  type HotelWorld,
} from '@wayfare/supply/lodging/hotel-world';
import { createRng, type Rng } from '@wayfare/supply/random/prng';
import { formatIsoDate, MS_PER_DAY } from '@wayfare/supply/reference/calendar';
import { loadReferenceData } from '@wayfare/supply/world/reference-data';
import { createHorizonTally, logCurveKnots, type HorizonPoint } from './horizon-curve';

/**
 * Hotel freezes (issue 17; method in docs/price-freeze-pricing.md): a room rate for a stay, its
 * per-room price observed on each of the 45 days before the purchase (what `pastHotelRates`
 * backfills), frozen at the fee `priceFreezeFee` asks, and settled on the price the sandbox shows
 * at the exercise, which the model never saw. The hotel horizon curve was measured on another
 * world (HOTEL_CALIBRATION_SEED) and other dates.
 */

export const HOTEL_CALIBRATION_SEED = 1;
/** Days of the room's price the tracker has seen when the freeze is bought. */
const HISTORY_DAYS = 45;
/** Purchases fall on one of this many days from the first, at the first's hour. */
const PURCHASE_SPREAD_DAYS = 60;
const HOUR_MS = 3_600_000;
/** The traveller exercises in the last hour of the window. */
const EXERCISE_BEFORE_END_MS = HOUR_MS;
const MAX_NIGHTS = 6;
/** Days to check-in at the purchase: four bands, equally likely (as for flights). */
export const HOTEL_HORIZON_BANDS: readonly (readonly [number, number])[] = [
  [7, 20],
  [21, 44],
  [45, 89],
  [90, 170],
];

/** A stay someone could freeze: one room rate (standard room) of one hotel for some nights. */
interface StayPath {
  hotel: number;
  plan: RatePlan;
  checkIn: number;
  nights: number;
}

/** The per-room price of the stay on an observation day (null: not for sale that day). */
function observeStay(world: HotelWorld, path: StayPath, observedDay: number): number | null {
  return priceRoomStayMinor(world, { ...path, template: 0 }, observedDay);
}

function drawStayPath(world: HotelWorld, rng: Rng, checkIn: number): StayPath {
  const hotel = rng.nextInt(world.count);
  return {
    hotel,
    plan: rng.pick(listRatePlans(world, hotel)),
    checkIn,
    nights: 1 + rng.nextInt(MAX_NIGHTS),
  };
}

export interface HotelOutcome {
  durationHours: number;
  horizonDays: number;
  nights: number;
  expectedPayoutMinor: number;
  feeMinor: number;
  payoutMinor: number;
  refundMinor: number;
  /** The payout had the traveller exercised on the dearest daily check of the window (hindsight). */
  bestDayPayoutMinor: number;
  isOffered: boolean;
}

/**
 * Draws stays (random hotel, rate plan, 1–6 nights, check-in in a horizon band from a purchase
 * day) until `wanted` freezes are sold, each stay quoted at every consumer length.
 */
export function simulateHotelFreezes(
  world: HotelWorld,
  options: { seed: number; firstPurchaseMs: number; wanted: number },
): HotelOutcome[] {
  const terms = PROTECTION_TERMS.capone.priceFreeze;
  const rng = createRng(options.seed);
  const out: HotelOutcome[] = [];
  let sold = 0;
  while (sold < options.wanted) {
    const purchaseMs = options.firstPurchaseMs + rng.nextInt(PURCHASE_SPREAD_DAYS) * MS_PER_DAY;
    const purchaseDay = getObservationDay(purchaseMs);
    const band = rng.pick(HOTEL_HORIZON_BANDS);
    const horizonDays = band[0] + rng.nextInt(band[1] - band[0] + 1);
    const path = drawStayPath(world, rng, purchaseDay + horizonDays);
    const frozen = observeStay(world, path, purchaseDay);
    if (frozen === null) continue;
    const history: { observedOn: string; lowestMinor: number }[] = [];
    for (let day = purchaseDay - HISTORY_DAYS; day < purchaseDay; day++) {
      const price = observeStay(world, path, day);
      if (price !== null) history.push({ observedOn: formatIsoDate(day), lowestMinor: price });
    }
    const payout = (price: number | null) =>
      price === null ? 0 : Math.min(Math.max(0, price - frozen), terms.hotel.capMinor);
    for (const durationHours of terms.hotel.lengthOptionsHours) {
      const quote = priceFreezeFee({
        history,
        currentMinor: frozen,
        today: formatIsoDate(purchaseDay),
        departureDate: formatIsoDate(path.checkIn),
        durationHours,
        capMinor: terms.hotel.capMinor,
        bounds: terms.hotel.feeMinor,
        product: 'hotel',
      });
      // The freeze can be used until the day before check-in.
      const usableMs = Math.min(durationHours * HOUR_MS, (horizonDays - 1) * MS_PER_DAY);
      const exerciseDay = getObservationDay(purchaseMs + usableMs - EXERCISE_BEFORE_END_MS);
      const exercised = observeStay(world, path, exerciseDay);
      let bestDay = payout(exercised);
      for (let day = purchaseDay + 1; day < exerciseDay; day++)
        bestDay = Math.max(bestDay, payout(observeStay(world, path, day)));
      if (quote.isOffered) sold += 1;
      out.push({
        durationHours,
        horizonDays,
        nights: path.nights,
        expectedPayoutMinor: quote.expectedPayoutMinor,
        feeMinor: quote.feeMinor,
        payoutMinor: payout(exercised),
        // A night sold out by the exercise: the fee goes back (the terms' refund on our failure).
        refundMinor:
          exercised === null
            ? Math.round((quote.feeMinor * terms.refundPercentOnOurFailure) / 100)
            : 0,
        bestDayPayoutMinor: bestDay,
        isOffered: quote.isOffered,
      });
    }
  }
  return out;
}

/**
 * How a stay's per-room price moves with the days left to check-in, from observed prices only:
 * on `paths` stays of a world, the mean log price each day from `maxDays` out to the day before
 * check-in, less its mean at `maxDays`, and its spread between stays.
 */
export function measureHotelHorizonCurve(
  world: HotelWorld,
  options: { seed: number; paths: number; maxDays: number; firstCheckInDay: number },
): HorizonPoint[] {
  const rng = createRng(options.seed);
  const tally = createHorizonTally(options.maxDays);
  for (let i = 0; i < options.paths; i++) {
    const path = drawStayPath(world, rng, options.firstCheckInDay + rng.nextInt(120));
    const far = observeStay(world, path, path.checkIn - options.maxDays);
    if (far === null) continue;
    for (let d = options.maxDays; d >= 1; d--) {
      const v = observeStay(world, path, path.checkIn - d);
      if (v === null) continue;
      tally.add(d, Math.log(v / far));
    }
  }
  return tally.points();
}

/**
 * Re-derives the model's `HOTEL_HORIZON_CURVE` on the calibration world (seed 1, check-ins from
 * October 2025): the measured curve made non-increasing in days, less its far end, at the knots,
 * and the relative spread between stays of the rise over the last 1, 3 and 7 days.
 * Run: `cd bench && npx tsx -e "import('./hotel-freeze-bench.ts').then((m) => m.printHotelHorizonCurve())"`.
 */
export function printHotelHorizonCurve(log: (line: string) => void = console.log): void {
  const world = buildHotelWorld(loadReferenceData(), HOTEL_CALIBRATION_SEED, DEFAULT_HOTEL_TARGET);
  const curve = measureHotelHorizonCurve(world, {
    seed: 99,
    paths: 4000,
    maxDays: 240,
    firstCheckInDay: Math.floor(Date.parse('2025-10-01T00:00:00Z') / MS_PER_DAY),
  });
  logCurveKnots(curve, log);
  log(
    `spread at 1, 7, 21, 60 days: ${[1, 7, 21, 60].map((d) => curve[d - 1]?.spread.toFixed(3)).join(', ')}`,
  );
}

/** The calibration world, for tuning the hotel model's loading without seeing the bench's world. */
export function buildCalibrationHotelWorld(): HotelWorld {
  return buildHotelWorld(loadReferenceData(), HOTEL_CALIBRATION_SEED, DEFAULT_HOTEL_TARGET);
}
