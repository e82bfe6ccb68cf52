/**
 * The price freeze's fee (issue 17): a capped call on the fare over the freeze's length, priced
 * from the daily lowest prices observed for the same search, and loaded so that payouts come to
 * about two thirds of fees. Pure: time comes in as dates; prices are minor units of one currency.
 * Method, calibration and measured loss ratios: docs/price-freeze-pricing.md.
 */

export interface FreezeFeeInput {
  /** Observed daily lowest prices (oldest first or any order), one per day, for the same search: per passenger (flights) or per room for the stay (hotels). */
  history: readonly { observedOn: string /* YYYY-MM-DD */; lowestMinor: number }[];
  /** Today's price per passenger (or per room), the price being frozen. */
  currentMinor: number;
  today: string; // YYYY-MM-DD
  departureDate: string; // YYYY-MM-DD (check-in date for hotels)
  durationHours: number; // the freeze's length
  capMinor: number; // the cap per passenger / room
  bounds: { min: number; max: number }; // fee bounds per passenger / room (from the terms)
  product: 'flight' | 'hotel';
}

export interface FreezeFeeQuote {
  /** The fee per passenger or room, whole minor units, within bounds, rounded up to a whole major unit (100 minor units) before clamping. */
  feeMinor: number;
  /** The model's expected payout per passenger/room (minor units) before loading. */
  expectedPayoutMinor: number;
  /** The daily volatility the model estimated from the history (fraction, e.g. 0.03). */
  dailyVolatility: number;
  /**
   * False when the risk fee (`riskFeeMinor`) is above `bounds.max`: `feeMinor` is then the
   * maximum, which is expected to pay out more than it takes in. Offer a shorter length, or no
   * freeze, rather than sell it.
   */
  isOffered: boolean;
  /** The fee the risk asks before the bounds: expected payout over the target loss ratio, rounded up to a whole major unit. */
  riskFeeMinor: number;
  /** Whether the dynamics came from the history (false: too few observations, the defaults). */
  isFromHistory: boolean;
}

/** What the model reads off a history: the noise and walk variances per day, drift, today's deviation. */
export interface FareDynamics {
  /** Variance of a day's log price around its level (the day-to-day scatter that reverts). */
  noiseVariance: number;
  /** Variance per day of the level's random walk (moves that persist). */
  walkVariance: number;
  /** How strongly this search's log price follows the product's horizon curve (1: as the mean). */
  horizonSensitivity: number;
  /** Log drift per day beyond the product's horizon curve, as the history's trend shows it. */
  excessDrift: number;
  /** Today's log price less the history's trend line today (negative: cheaper than the trend). */
  todayDeviation: number;
  isFromHistory: boolean;
}

/**
 * Payouts over fees the risk fee aims at. The fee floor and rounding up to a whole unit take the
 * realised ratio a few points below it: 0.71 lands the bench's near two thirds (60–75 wanted).
 */
export const TARGET_LOSS_RATIO = 0.71;
/** Fewer observations than this and the history says too little: the defaults below apply. */
export const MIN_OBSERVATIONS = 7;
/** Observations older than this many days before today are not read. */
export const HISTORY_WINDOW_DAYS = 45;
/** A freeze is usable until the day before departure (check-in), and for at least this long. */
const MIN_WINDOW_DAYS = 0.25;
const MAX_LAG_DAYS = 5;
/**
 * Weight of the prior β = 1, in units of the curve's squared spread over the window: a window
 * near departure (the curve rising by 0.3 over it) outweighs it; one far out does not.
 */
const HORIZON_PRIOR_WEIGHT = 0.05;
const MAX_HORIZON_SENSITIVITY = 2;
const DAY_MS = 86_400_000;
const MAJOR_UNIT = 100;

interface ProductModel {
  /**
   * Mean log price by days to departure (knots, linear between, flat beyond the last): how fares
   * rise as departure nears. Non-increasing in days; only differences are used.
   */
  horizonCurve: readonly (readonly [days: number, logLevel: number])[];
  /** Relative spread between searches of the horizon curve's rise over a freeze (calibration). */
  horizonSpread: number;
  /**
   * Conservative dynamics for a history of fewer than MIN_OBSERVATIONS days, with no excess drift
   * and the horizon curve as it is: a noise of 5% (flights) or 3% (hotels) and a walk of 2% or
   * 1.5% a day. Sandbox flight histories show a median noise of 1.3% and walk of 0.2%.
   */
  defaultNoiseVariance: number;
  defaultWalkVariance: number;
  noiseFloorVariance: number;
  walkFloorVariance: number;
  /**
   * The frozen offer is the cheapest of many, picked on a day its price was low: later it is
   * dearer than the search's lowest by about this many daily noise deviations (tuned on the
   * calibration world, never on the bench's).
   */
  selectionPremium: number;
  /**
   * Realised payouts over the model's expected payouts on the calibration world (never the
   * bench's): the noise-and-walk dynamics extrapolate a linear walk, which overstates the spread of
   * prices that revert within days or a fortnight, as fares' market moves and hotel rates do. The
   * expected payout is scaled by it.
   */
  payoutScale: number;
}

/**
 * Estimated from observed daily lowest fares only (bench/freeze-bench.ts `measureHorizonCurve`,
 * 600 searches of the calibration world, seed 1, departures from October 2025): the mean log
 * of each day's lowest fare less its mean 240 days out, made non-increasing in days.
 */
const FLIGHT_HORIZON_CURVE: readonly (readonly [number, number])[] = [
  [0, 0.491],
  [1, 0.487],
  [2, 0.482],
  [3, 0.411],
  [4, 0.403],
  [5, 0.402],
  [6, 0.392],
  [7, 0.274],
  [8, 0.27],
  [9, 0.27],
  [10, 0.269],
  [11, 0.268],
  [12, 0.265],
  [13, 0.259],
  [14, 0.165],
  [15, 0.16],
  [16, 0.16],
  [17, 0.158],
  [18, 0.158],
  [19, 0.157],
  [20, 0.157],
  [21, 0.082],
  [22, 0.081],
  [23, 0.079],
  [24, 0.079],
  [25, 0.079],
  [26, 0.079],
  [27, 0.079],
  [28, 0.048],
  [29, 0.048],
  [30, 0.045],
  [35, 0.026],
  [40, 0.026],
  [45, 0.005],
  [50, 0],
  [60, 0],
  [70, 0],
  [80, 0],
  [90, 0],
  [100, 0],
  [110, 0],
  [120, 0],
  [150, 0],
  [180, 0],
  [210, 0],
  [240, 0],
];

/**
 * Estimated the same way from observed per-room stay prices (bench/hotel-freeze-bench.ts
 * `measureHotelHorizonCurve`, 4,000 stays of the calibration world, seed 1, check-ins from
 * October 2025): prices a little lower far out, climbing over the last three weeks.
 */
const HOTEL_HORIZON_CURVE: readonly (readonly [number, number])[] = [
  [0, 0.229],
  [1, 0.222],
  [2, 0.214],
  [3, 0.211],
  [4, 0.2],
  [5, 0.189],
  [6, 0.178],
  [7, 0.168],
  [8, 0.158],
  [9, 0.15],
  [10, 0.142],
  [11, 0.135],
  [12, 0.129],
  [13, 0.124],
  [14, 0.119],
  [15, 0.114],
  [16, 0.111],
  [17, 0.108],
  [18, 0.107],
  [19, 0.106],
  [20, 0.106],
  [21, 0.105],
  [22, 0.104],
  [23, 0.103],
  [24, 0.102],
  [25, 0.101],
  [26, 0.1],
  [27, 0.098],
  [28, 0.097],
  [29, 0.096],
  [30, 0.095],
  [35, 0.09],
  [40, 0.085],
  [45, 0.08],
  [50, 0.074],
  [60, 0.064],
  [70, 0.053],
  [80, 0.043],
  [90, 0.033],
  [100, 0.022],
  [110, 0.011],
  [120, 0.002],
  [150, 0.001],
  [180, 0.001],
  [210, 0.001],
  [240, 0],
];

const MODELS: Record<FreezeFeeInput['product'], ProductModel> = {
  flight: {
    horizonCurve: FLIGHT_HORIZON_CURVE,
    horizonSpread: 0.15,
    defaultNoiseVariance: 0.05 ** 2,
    defaultWalkVariance: 0.02 ** 2,
    noiseFloorVariance: 0.005 ** 2,
    walkFloorVariance: 0.002 ** 2,
    selectionPremium: 0.5,
    // Re-measured for issue 19's fare process, whose market moves revert within days.
    payoutScale: 0.74,
  },
  // A hotel freeze holds one room rate, not the cheapest of many: no selection premium.
  hotel: {
    horizonCurve: HOTEL_HORIZON_CURVE,
    horizonSpread: 0.4,
    defaultNoiseVariance: 0.03 ** 2,
    defaultWalkVariance: 0.015 ** 2,
    noiseFloorVariance: 0.002 ** 2,
    walkFloorVariance: 0.001 ** 2,
    selectionPremium: 0,
    payoutScale: 0.84,
  },
};

function dayNumber(isoDate: string): number {
  const ms = Date.parse(`${isoDate}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate) || Number.isNaN(ms))
    throw new RangeError(`"${isoDate}" is not a YYYY-MM-DD date`);
  return Math.round(ms / DAY_MS);
}

/** The product's mean log price with `days` to departure (the horizon curve, interpolated). */
export function computeHorizonLogLevel(product: FreezeFeeInput['product'], days: number): number {
  const curve = MODELS[product].horizonCurve;
  const first = curve[0];
  if (!first) return 0;
  if (days <= first[0]) return first[1];
  for (let i = 1; i < curve.length; i++) {
    const [d1, g1] = curve[i] ?? first;
    const [d0, g0] = curve[i - 1] ?? first;
    if (days <= d1) return g0 + ((g1 - g0) * (days - d0)) / (d1 - d0);
  }
  return curve[curve.length - 1]?.[1] ?? 0;
}

/** Least squares line through (t, x): slope and intercept. */
function fitLine(points: readonly { t: number; x: number }[]): {
  slope: number;
  intercept: number;
} {
  const n = points.length;
  const meanT = points.reduce((s, p) => s + p.t, 0) / n;
  const meanX = points.reduce((s, p) => s + p.x, 0) / n;
  let num = 0;
  let den = 0;
  for (const p of points) {
    num += (p.t - meanT) * (p.x - meanX);
    den += (p.t - meanT) ** 2;
  }
  const slope = den === 0 ? 0 : num / den;
  return { slope, intercept: meanX - slope * meanT };
}

/**
 * Fits the variogram of detrended log prices, v(k) = 2·noise + k·walk for lags of 1 to
 * MAX_LAG_DAYS days, by weighted least squares with both parts non-negative.
 */
function fitVariogram(residuals: readonly { t: number; e: number }[]): {
  noiseVariance: number;
  walkVariance: number;
} {
  const byDay = new Map(residuals.map((r) => [r.t, r.e]));
  const lags: { k: number; v: number; w: number }[] = [];
  for (let k = 1; k <= MAX_LAG_DAYS; k++) {
    let sum = 0;
    let count = 0;
    for (const r of residuals) {
      const later = byDay.get(r.t + k);
      if (later === undefined) continue;
      sum += (later - r.e) ** 2;
      count += 1;
    }
    if (count > 0) lags.push({ k, v: sum / count, w: count });
  }
  if (lags.length === 0) return { noiseVariance: 0, walkVariance: 0 };
  const sw = lags.reduce((s, l) => s + l.w, 0);
  const meanK = lags.reduce((s, l) => s + l.w * l.k, 0) / sw;
  const meanV = lags.reduce((s, l) => s + l.w * l.v, 0) / sw;
  let num = 0;
  let den = 0;
  for (const l of lags) {
    num += l.w * (l.k - meanK) * (l.v - meanV);
    den += l.w * (l.k - meanK) ** 2;
  }
  let walk = den === 0 ? 0 : num / den;
  let intercept = meanV - walk * meanK;
  if (walk < 0) {
    walk = 0;
    intercept = meanV;
  } else if (intercept < 0) {
    intercept = 0;
    walk =
      lags.reduce((s, l) => s + l.w * l.k * l.v, 0) / lags.reduce((s, l) => s + l.w * l.k * l.k, 0);
  }
  return { noiseVariance: intercept / 2, walkVariance: walk };
}

/**
 * Reads the fare's dynamics off the observed history. Log prices are fitted to the product's
 * horizon curve, x = a + β·g(days to departure), with β (how strongly this search follows the
 * curve: fixed taxes damp a cheap fare's rise) shrunk toward 1 by HORIZON_PRIOR_WEIGHT, as a
 * window far from departure, where the curve is flat, says little about it; what is left has a
 * trend line (the excess drift) and a variogram (noise and walk). Today's price is the last
 * point. With fewer than MIN_OBSERVATIONS past days, the product's conservative defaults.
 */
export function estimateFareDynamics(input: FreezeFeeInput): FareDynamics {
  const model = MODELS[input.product];
  const today = dayNumber(input.today);
  const departure = dayNumber(input.departureDate);
  const byDay = new Map<number, number>();
  for (const o of input.history) {
    const day = dayNumber(o.observedOn);
    if (day >= today || day < today - HISTORY_WINDOW_DAYS) continue;
    if (!Number.isFinite(o.lowestMinor) || o.lowestMinor <= 0) continue;
    byDay.set(day, o.lowestMinor);
  }
  if (byDay.size < MIN_OBSERVATIONS)
    return {
      noiseVariance: model.defaultNoiseVariance,
      walkVariance: model.defaultWalkVariance,
      horizonSensitivity: 1,
      excessDrift: 0,
      todayDeviation: 0,
      isFromHistory: false,
    };
  const points = [...byDay, [today, input.currentMinor] as const].map(([day, price]) => ({
    t: day - today,
    g: computeHorizonLogLevel(input.product, departure - day),
    x: Math.log(price),
  }));
  const n = points.length;
  const meanG = points.reduce((s, p) => s + p.g, 0) / n;
  const meanX = points.reduce((s, p) => s + p.x, 0) / n;
  let sgx = 0;
  let sgg = 0;
  for (const p of points) {
    sgx += (p.g - meanG) * (p.x - meanX);
    sgg += (p.g - meanG) ** 2;
  }
  const beta = Math.min(
    MAX_HORIZON_SENSITIVITY,
    Math.max(0, (sgx + HORIZON_PRIOR_WEIGHT) / (sgg + HORIZON_PRIOR_WEIGHT)),
  );
  const left = points.map((p) => ({ t: p.t, x: p.x - beta * p.g }));
  const { slope, intercept } = fitLine(left);
  const residuals = left.map((p) => ({ t: p.t, e: p.x - (intercept + slope * p.t) }));
  const fitted = fitVariogram(residuals);
  return {
    noiseVariance: Math.max(model.noiseFloorVariance, fitted.noiseVariance),
    walkVariance: Math.max(model.walkFloorVariance, fitted.walkVariance),
    horizonSensitivity: beta,
    excessDrift: slope,
    todayDeviation: residuals[residuals.length - 1]?.e ?? 0,
    isFromHistory: true,
  };
}

/** Standard normal distribution function (erfc after Numerical Recipes, error below 1.2e-7). */
function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.5 * z);
  const erfc =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 +
                            t *
                              (-1.13520398 +
                                t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? 1 - erfc / 2 : erfc / 2;
}

/** E[max(0, e^X − strike)] for X ~ N(mean, sd²). */
function computeCallValue(mean: number, sd: number, strike: number): number {
  if (sd < 1e-9) return Math.max(0, Math.exp(mean) - strike);
  const d2 = (mean - Math.log(strike)) / sd;
  return Math.exp(mean + (sd * sd) / 2) * normalCdf(d2 + sd) - strike * normalCdf(d2);
}

/** E[min(max(0, e^X − 1), cap)] for X ~ N(mean, sd²): the capped rise as a share of the price. */
function computeCappedRise(mean: number, sd: number, capRatio: number): number {
  const value = computeCallValue(mean, sd, 1) - computeCallValue(mean, sd, 1 + capRatio);
  return Math.min(capRatio, Math.max(0, value));
}

const MAX_SD = 3;

/**
 * The expected capped rise as a share of the frozen price, for a log change with mean `mean`
 * and standard deviation up to `sd`: the highest value over deviations up to `sd`. More
 * uncertainty never lowers the price (past a point a wider spread lowers a capped payout's
 * value; we charge for the worst spread we cannot rule out).
 */
export function priceCappedRise(input: { mean: number; sd: number; capRatio: number }): number {
  const { mean, capRatio } = input;
  if (capRatio <= 0) return 0;
  const sd = Math.max(0, input.sd);
  // The value rises with the spread, then falls: find where it peaks (golden section).
  const f = (s: number) => computeCappedRise(mean, s, capRatio);
  let lo = 0;
  let hi = MAX_SD;
  const phi = (Math.sqrt(5) - 1) / 2;
  let a = hi - phi * (hi - lo);
  let b = lo + phi * (hi - lo);
  let fa = f(a);
  let fb = f(b);
  for (let i = 0; i < 60; i++) {
    if (fa < fb) {
      lo = a;
      a = b;
      fa = fb;
      b = lo + phi * (hi - lo);
      fb = f(b);
    } else {
      hi = b;
      b = a;
      fb = fa;
      a = hi - phi * (hi - lo);
      fa = f(a);
    }
  }
  const peak = (lo + hi) / 2;
  return f(Math.min(sd, peak));
}

/**
 * The fee for given dynamics: the log change of the frozen offer's price over the usable window
 * ℓ (the freeze's length, or up to the day before departure) has mean = horizon curve's rise +
 * the trend's excess drift (when positive) + a selection premium − today's deviation's share
 * that reverts, and variance = noise (today's reverting part and the exercise day's) + ℓ·walk +
 * the horizon rise's spread between searches. The capped rise of that, times the price, is the
 * expected payout; over TARGET_LOSS_RATIO, rounded up to a major unit and clamped, the fee.
 */
export function priceFreezeFromDynamics(
  input: FreezeFeeInput,
  dynamics: FareDynamics,
): FreezeFeeQuote {
  const model = MODELS[input.product];
  const daysLeft = dayNumber(input.departureDate) - dayNumber(input.today);
  const window = Math.min(input.durationHours / 24, Math.max(MIN_WINDOW_DAYS, daysLeft - 1));
  const rise =
    dynamics.horizonSensitivity *
    (computeHorizonLogLevel(input.product, daysLeft - window) -
      computeHorizonLogLevel(input.product, daysLeft));
  const { noiseVariance: noise, walkVariance: walk } = dynamics;
  // Of today's deviation from the trend, the noise's share reverts.
  const reverting = noise + walk > 0 ? (2 * noise) / (2 * noise + walk) : 0;
  const mean =
    Math.max(0, rise) +
    Math.max(0, dynamics.excessDrift) * window +
    model.selectionPremium * Math.sqrt(noise) -
    reverting * dynamics.todayDeviation;
  const variance =
    noise * (2 - reverting) + walk * window + (model.horizonSpread * Math.max(0, rise)) ** 2;
  const share = priceCappedRise({
    mean,
    sd: Math.sqrt(variance),
    capRatio: input.capMinor / input.currentMinor,
  });
  const expected = share * input.currentMinor * model.payoutScale;
  const riskFeeMinor = Math.ceil(expected / TARGET_LOSS_RATIO / MAJOR_UNIT - 1e-9) * MAJOR_UNIT;
  return {
    feeMinor: Math.min(input.bounds.max, Math.max(input.bounds.min, riskFeeMinor)),
    expectedPayoutMinor: Math.round(expected),
    dailyVolatility: Math.sqrt(2 * noise + walk),
    isOffered: riskFeeMinor <= input.bounds.max,
    riskFeeMinor,
    isFromHistory: dynamics.isFromHistory,
  };
}

function assertInput(input: FreezeFeeInput): void {
  const whole = (name: string, value: number, min: number) => {
    if (!Number.isSafeInteger(value) || value < min)
      throw new RangeError(`${name} must be a whole number of at least ${min}`);
  };
  whole('currentMinor', input.currentMinor, 1);
  whole('durationHours', input.durationHours, 1);
  whole('capMinor', input.capMinor, 0);
  whole('bounds.min', input.bounds.min, 0);
  whole('bounds.max', input.bounds.max, input.bounds.min);
}

/**
 * The freeze's fee per passenger (or room): see `estimateFareDynamics` and
 * `priceFreezeFromDynamics`. Deterministic: the same input gives the same quote.
 */
export function priceFreezeFee(input: FreezeFeeInput): FreezeFeeQuote {
  assertInput(input);
  return priceFreezeFromDynamics(input, estimateFareDynamics(input));
}
