import type { PredictionReason } from '@wayfare/contracts/flight-shop';

/** Fewer daily observations than this and we say so instead of guessing. */
export const MIN_OBSERVATIONS = 7;
/** Inside this many days of departure, fares rarely fall: buy. */
export const BUY_WINDOW_DAYS = 7;
/** A change smaller than this over the coming week is noise. */
export const MATERIAL_CHANGE_PERCENT = 3;
/** The trend is fitted over the observations of this many days up to today. */
export const TREND_WINDOW_DAYS = 21;
/** The trend is projected this many days ahead: the "expected change" is over this span. */
export const LOOKAHEAD_DAYS = 7;
/** A price at or below this share of what has been seen is "near the low". */
const NEAR_LOW_RANK = 0.25;
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

/**
 * The projection the advice rests on: today's lowest price and the lowest expected
 * LOOKAHEAD_DAYS later. Its change is exactly `expectedChangePercent`, so a chart drawn from it
 * rises, falls or stays flat as the figure says.
 */
export interface PriceForecast {
  fromDate: string;
  fromMinor: number;
  toDate: string;
  toMinor: number;
}

export interface PredictionResult {
  recommendation: 'buy' | 'wait' | 'unknown';
  reason: PredictionReason;
  /** Whole percent over LOOKAHEAD_DAYS (negative = cheaper); null when there is no projection. */
  expectedChangePercent: number | null;
  forecast: PriceForecast | null;
}

const dayNumber = (isoDate: string) => Math.round(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);
const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

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
 * Buy or wait, from observed fare history only (spec PricePrediction). Close to departure: buy,
 * with no projection (late fares follow the departure, not the trend). Otherwise one computation
 * decides everything shown: the trend of the daily lowest fare over the last TREND_WINDOW_DAYS,
 * projected LOOKAHEAD_DAYS ahead, gives the expected change and the forecast; the advice follows
 * its sign. Wait only when a material drop is expected; a material rise says buy; a flat outlook
 * says buy too (waiting is not expected to save anything), near the low or steady. A later model
 * can replace this function whole.
 */
export function predictFlightPrice(input: PredictionInput): PredictionResult {
  const { history, currentLowestMinor } = input;
  if (currentLowestMinor === null || currentLowestMinor <= 0 || history.length < MIN_OBSERVATIONS) {
    return {
      recommendation: 'unknown',
      reason: 'NotEnoughHistory',
      expectedChangePercent: null,
      forecast: null,
    };
  }
  const today = dayNumber(input.today);
  if (dayNumber(input.departureDate) - today <= BUY_WINDOW_DAYS) {
    return {
      recommendation: 'buy',
      reason: 'DepartureSoon',
      expectedChangePercent: null,
      forecast: null,
    };
  }
  const recent = history
    .map((o) => ({ x: dayNumber(o.observedOn), y: o.lowestMinor }))
    .filter((p) => p.x > today - TREND_WINDOW_DAYS && p.x <= today);
  const slope = recent.length >= 3 ? fitSlope(recent) : 0;
  // `|| 0` keeps a rounded -0 out of the answer.
  const expectedChangePercent =
    Math.round(((slope * LOOKAHEAD_DAYS) / currentLowestMinor) * 100) || 0;
  const forecast: PriceForecast = {
    fromDate: input.today,
    fromMinor: currentLowestMinor,
    toDate: isoDay(today + LOOKAHEAD_DAYS),
    toMinor: Math.round(currentLowestMinor * (1 + expectedChangePercent / 100)),
  };
  if (expectedChangePercent <= -MATERIAL_CHANGE_PERCENT) {
    return {
      recommendation: 'wait',
      reason: 'PricesLikelyToDrop',
      expectedChangePercent,
      forecast,
    };
  }
  if (expectedChangePercent >= MATERIAL_CHANGE_PERCENT) {
    return { recommendation: 'buy', reason: 'PricesLikelyToRise', expectedChangePercent, forecast };
  }
  const rank = percentileRank(
    history.map((o) => o.lowestMinor),
    currentLowestMinor,
  );
  return {
    recommendation: 'buy',
    reason: rank <= NEAR_LOW_RANK ? 'PriceNearLow' : 'PricesSteady',
    expectedChangePercent,
    forecast,
  };
}
