import type { PredictionReason } from '@wayfare/contracts/flight-shop';

/** Fewer daily observations than this and we say so instead of guessing. */
export const MIN_OBSERVATIONS = 7;
/** Inside this many days of departure, fares rarely fall: buy. */
export const BUY_WINDOW_DAYS = 7;
/** A change smaller than this over the coming week is noise. */
export const MATERIAL_CHANGE_PERCENT = 3;
const TREND_WINDOW_DAYS = 21;
const LOOKAHEAD_DAYS = 7;
const DAY_MS = 86_400_000;

export interface PriceObservation {
  /** YYYY-MM-DD */
  observedOn: string;
  lowestMinor: number;
}

export interface PredictionInput {
  history: readonly PriceObservation[];
  currentLowestMinor: number | null;
  today: string;
  departureDate: string;
}

export interface PredictionResult {
  recommendation: 'buy' | 'wait' | 'unknown';
  reason: PredictionReason;
  expectedChangePercent: number | null;
}

const dayNumber = (isoDate: string) => Math.round(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);

/** Least-squares slope of price against day, in minor units per day. */
function fitSlope(points: readonly { x: number; y: number }[]): number {
  const n = points.length;
  const meanX = points.reduce((s, p) => s + p.x, 0) / n;
  const meanY = points.reduce((s, p) => s + p.y, 0) / n;
  let num = 0;
  let den = 0;
  for (const p of points) {
    num += (p.x - meanX) * (p.y - meanY);
    den += (p.x - meanX) ** 2;
  }
  return den === 0 ? 0 : num / den;
}

function percentileRank(values: readonly number[], value: number): number {
  return values.filter((v) => v < value).length / values.length;
}

/**
 * Buy or wait, from observed fare history only (spec PricePrediction). Close to departure: buy.
 * Otherwise the recent trend of the daily lowest fare is projected a week ahead; a material
 * expected drop says wait, a rise says buy, and a price in the cheapest quarter of what has been
 * seen says buy because it is near its low. A later model can replace this function whole.
 */
export function predictFlightPrice(input: PredictionInput): PredictionResult {
  const { history, currentLowestMinor } = input;
  if (currentLowestMinor === null || history.length < MIN_OBSERVATIONS) {
    return { recommendation: 'unknown', reason: 'NotEnoughHistory', expectedChangePercent: null };
  }
  const today = dayNumber(input.today);
  const daysToDeparture = dayNumber(input.departureDate) - today;
  const recent = history
    .map((o) => ({ x: dayNumber(o.observedOn), y: o.lowestMinor }))
    .filter((p) => p.x > today - TREND_WINDOW_DAYS && p.x <= today);
  const slope = recent.length >= 3 ? fitSlope(recent) : 0;
  const expectedChangePercent = Math.round(((slope * LOOKAHEAD_DAYS) / currentLowestMinor) * 100);
  if (daysToDeparture <= BUY_WINDOW_DAYS) {
    return { recommendation: 'buy', reason: 'DepartureSoon', expectedChangePercent };
  }
  if (expectedChangePercent <= -MATERIAL_CHANGE_PERCENT) {
    return { recommendation: 'wait', reason: 'PricesLikelyToDrop', expectedChangePercent };
  }
  if (expectedChangePercent >= MATERIAL_CHANGE_PERCENT) {
    return { recommendation: 'buy', reason: 'PricesLikelyToRise', expectedChangePercent };
  }
  const rank = percentileRank(
    history.map((o) => o.lowestMinor),
    currentLowestMinor,
  );
  return rank <= 0.25
    ? { recommendation: 'buy', reason: 'PriceNearLow', expectedChangePercent }
    : { recommendation: 'wait', reason: 'PricesLikelyToDrop', expectedChangePercent };
}
