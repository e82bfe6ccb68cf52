import type { PredictionReason } from '@wayfare/contracts/flight-shop';
import {
  computeFeatures,
  toDayNumber,
  toIsoDate,
  type ObservedPrice,
  type RouteGroup,
} from './price-model/features';
import {
  forecastBand,
  scoreDay,
  shouldWait,
  type GroupBacktest,
  type PriceModel,
} from './price-model/price-model';
import { TRAINED_PRICE_MODEL } from './price-model/trained-price-model';

/*
 * Buy or wait (spec PricePrediction; issue 19; docs/price-prediction.md), from what the portal
 * observed of a search and nothing else: a model trained on observed fare histories
 * (`price-model/`) reads the last 45 days' lowest totals and today's, the days to departure, the
 * departure's weekday and the route group. One scoring gives the advice, the expected change of
 * waiting, the chance that waiting costs more and the forecast band, so they cannot disagree.
 */

/** Fewer daily observations than this and we say so instead of guessing. */
export const MIN_OBSERVATIONS = 7;
/** The day before departure there is nothing left to wait for: buy. */
export const BUY_WINDOW_DAYS = 1;
/** A price at or below this share of what has been seen is "near the low". */
const NEAR_LOW_RANK = 0.25;

export type PriceObservation = ObservedPrice;
export type { RouteGroup } from './price-model/features';

export interface PredictionInput {
  history: readonly PriceObservation[];
  currentLowestMinor: number | null;
  today: string;
  departureDate: string;
  routeGroup: RouteGroup;
  isRoundTrip: boolean;
}

/** One day of the forecast band: the lowest price expected, with a low and a high (10–90 %). */
export interface ForecastDay {
  date: string;
  lowMinor: number;
  midMinor: number;
  highMinor: number;
}

export interface PredictionResult {
  recommendation: 'buy' | 'wait' | 'unknown';
  reason: PredictionReason;
  /**
   * Expected change, in percent to a tenth, of what waiting costs against buying today (negative:
   * waiting is expected to save), waiting meaning following this advice day by day until it says
   * buy, or the day before departure. Null without a model answer.
   */
  expectedChangePercent: number | null;
  /** Chance, in whole percent, that waiting so costs more than buying today. */
  chanceOfRisePercent: number | null;
  /** Today, then each coming day up to 14 (not past the day before departure). */
  forecast: ForecastDay[];
  /** How following the advice did on held-out searches of this route group. */
  backtest: (GroupBacktest & { routeGroup: RouteGroup }) | null;
}

function countObservations(history: readonly PriceObservation[], today: number): number {
  const days = new Set<number>();
  for (const h of history) {
    const day = toDayNumber(h.observedOn);
    if (day < today && h.lowestMinor > 0) days.add(day);
  }
  return days.size;
}

function rankOf(history: readonly PriceObservation[], value: number, today: number): number {
  const values = history
    .filter((h) => toDayNumber(h.observedOn) < today)
    .map((h) => h.lowestMinor)
    .filter((v) => v > 0);
  return values.length === 0 ? 0.5 : values.filter((v) => v < value).length / values.length;
}

const noAnswer = (
  recommendation: 'buy' | 'unknown',
  reason: PredictionReason,
  backtest: PredictionResult['backtest'],
): PredictionResult => ({
  recommendation,
  reason,
  expectedChangePercent: null,
  chanceOfRisePercent: null,
  forecast: [],
  backtest,
});

/**
 * Buy or wait from observed fare history only. Too little history: unknown. The day before
 * departure: buy, with no projection. Otherwise the model's scores decide: wait when waiting is
 * expected to save at least the policy's margin and is unlikely to cost more; the reason says
 * which way the figures lean.
 */
export function predictFlightPrice(
  input: PredictionInput,
  model: PriceModel = TRAINED_PRICE_MODEL,
): PredictionResult {
  const backtest = { routeGroup: input.routeGroup, ...model.backtest[input.routeGroup] };
  const current = input.currentLowestMinor;
  const today = toDayNumber(input.today);
  if (
    current === null ||
    current <= 0 ||
    countObservations(input.history, today) < MIN_OBSERVATIONS
  )
    return noAnswer('unknown', 'NotEnoughHistory', backtest);
  const daysOut = toDayNumber(input.departureDate) - today;
  if (daysOut <= BUY_WINDOW_DAYS) return noAnswer('buy', 'DepartureSoon', backtest);
  const features = computeFeatures({
    history: input.history,
    currentMinor: current,
    today: input.today,
    departureDate: input.departureDate,
    routeGroup: input.routeGroup,
    isRoundTrip: input.isRoundTrip,
  });
  const scores = scoreDay(model, features);
  const wait = shouldWait(scores, model.policy);
  // `|| 0` keeps a rounded -0 out of the answer.
  const expectedChangePercent = Math.round(scores.waitChange * 1000) / 10 || 0;
  const chanceOfRisePercent = Math.round(scores.riseChance * 100);
  const forecast: ForecastDay[] = [
    { date: input.today, lowMinor: current, midMinor: current, highMinor: current },
    ...forecastBand(model, features, daysOut - 1).map((q, k) => ({
      date: toIsoDate(today + k + 1),
      lowMinor: Math.round(current * Math.exp(q.low)),
      midMinor: Math.round(current * Math.exp(q.mid)),
      highMinor: Math.round(current * Math.exp(q.high)),
    })),
  ];
  const reason: PredictionReason = wait
    ? 'PricesLikelyToDrop'
    : scores.riseChance >= 0.5
      ? 'PricesLikelyToRise'
      : rankOf(input.history, current, today) <= NEAR_LOW_RANK
        ? 'PriceNearLow'
        : 'PricesSteady';
  return {
    recommendation: wait ? 'wait' : 'buy',
    reason,
    expectedChangePercent,
    chanceOfRisePercent,
    forecast,
    backtest,
  };
}
