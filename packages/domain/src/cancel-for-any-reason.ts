/**
 * Cancel for any reason (CFAR) for flights (spec §4 protection life cycles, §5, §9; issue 18), with
 * no I/O: the premium priced from the risk of cancellation, the deadline, what each choice gives
 * back and which life-cycle moves are allowed. Amounts are minor units of one currency; time comes
 * in as dates from the caller's (travel) clock. Method and measured loss ratios:
 * docs/decisions/010-cancel-for-any-reason.md.
 */

/** Spec §9: exercisable until 3 hours before the first departure. */
export const CFAR_DEADLINE_HOURS = 3;
/** Spec §9: the refund percent when a tenant's terms name none. */
export const DEFAULT_CFAR_REFUND_PERCENT = 80;

/**
 * Spec §4 CFAR states, plus `Expired` for a protection whose deadline passed or that an early-expiry
 * event ended (the trip's "cancel for any reason expired" modal).
 */
export type CfarState =
  | 'CfarRefundable'
  | 'Pending'
  | 'Canceled'
  | 'CancellationFailure'
  | 'ContactCustomerService'
  | 'Expired';

/** Why a protection ended before use: its deadline, or one of spec §4's early-expiry events. */
export type CfarExpiryReason =
  | 'Deadline'
  | 'AirlineCancellation'
  | 'VoluntaryChange'
  | 'GovernmentAlert'
  | 'HealthDesignation'
  | 'TripCancelled';

/** Spec §3 cancel outcomes of an exercise. */
export type CfarChoice = 'cfar_cash' | 'cfar_ftc' | 'cfar_ftc_with_penalty';

/** The fare rule that decides what the airline gives back on its own (contracts PenaltyKind). */
export type CfarFareRule = 'NoPenalty' | 'WithFee' | 'NotPossible' | 'Unknown';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const MAJOR_UNIT = 100;

/** The last instant a protection can be used: 3 hours before the first departure. */
export function cfarDeadline(firstDepartureAt: Date): Date {
  return new Date(firstDepartureAt.getTime() - CFAR_DEADLINE_HOURS * HOUR_MS);
}

/**
 * A stay's last usable instant (spec §4: exercisable before check-in time): check-in at the hotel,
 * or the tenant's hours before it.
 */
export function hotelCfarDeadline(checkInAt: Date, hoursBeforeCheckIn: number): Date {
  return new Date(checkInAt.getTime() - hoursBeforeCheckIn * HOUR_MS);
}

/** "Until 3 hours before": usable at exactly the deadline, expired from the next instant. */
export function isBeforeCfarDeadline(now: Date, deadline: Date): boolean {
  return now.getTime() <= deadline.getTime();
}

/** Spec §9: the premium as a percent of the total, premium ÷ total × 100, rounded. */
export function cfarPremiumPercent(premiumMinor: number, totalMinor: number): number {
  if (totalMinor <= 0) return 0;
  return Math.round((premiumMinor / totalMinor) * 100);
}

/** Spec §9: a stay's premium a night, premium ÷ nights, rounded up. */
export function cfarNightlyPremium(premiumMinor: number, nights: number): number {
  if (!Number.isInteger(nights) || nights < 1) throw new RangeError('nights must be 1 or more');
  return Math.ceil(premiumMinor / nights);
}

export interface CfarRiskInput {
  /** Days from the purchase to the first departure (fractions allowed). */
  horizonDays: number;
  /** Any segment crosses a border. */
  isInternational: boolean;
  /** The strictest cancel rule among the slices' fares. */
  fareRule: CfarFareRule;
}

/**
 * The model's chance that a traveller holding the protection uses it: plans change more the
 * further out a trip is bought (about 4 % a week out, 16 % three months out, 25 % at ten months),
 * international trips a little more, and travellers on fares the airline would not credit use it
 * more than those whose fare already gives a full credit.
 */
export function estimateCfarExerciseRate(input: CfarRiskInput): number {
  const h = Math.max(0, input.horizonDays);
  const base = 0.02 + 0.24 * (1 - Math.exp(-h / 100));
  const route = input.isInternational ? 1.15 : 1;
  const fare = FARE_RISK[input.fareRule];
  return Math.min(0.6, base * route * fare);
}

const FARE_RISK: Record<CfarFareRule, number> = {
  NotPossible: 1.25,
  Unknown: 1.1,
  WithFee: 1,
  NoPenalty: 0.7,
};

/**
 * The share of exercising travellers the model expects to take the cash refund over a credit: most
 * when the airline would have credited the fare anyway (the credit adds nothing), fewer when the
 * credit is worth the whole fare against the refund percent in cash.
 */
export function expectedCashShare(fareRule: CfarFareRule): number {
  return portalCreditShare(fareRule) > 0 ? 0.6 : 0.85;
}
/**
 * Payouts over premiums the premium aims at; the rounding up to a whole unit and the minimum
 * premium take the realised ratio well below it: 0.78 lands the bench at about 62 % (60–75
 * wanted), its worst bucket near 90 % (at most 100 wanted).
 */
export const CFAR_TARGET_LOSS_RATIO = 0.78;

/**
 * What a credit costs the portal, as a share of the credit: nothing where the airline's own rule
 * would have credited the fare anyway, the whole credit where the fare gives nothing back.
 */
export function portalCreditShare(fareRule: CfarFareRule): number {
  return fareRule === 'NotPossible' || fareRule === 'Unknown' ? 1 : 0;
}

export interface CfarPremiumInput extends CfarRiskInput {
  /** The fares' total for every passenger (what the protection covers; the premium excluded). */
  totalMinor: number;
  refundPercent: number;
  /** The tenant's bounds on the premium as a percent of the total, and its smallest premium. */
  premiumPercent: { min: number; max: number };
  minPremiumMinor: number;
}

export interface CfarPremiumQuote {
  premiumMinor: number;
  /** Spec §9's rounded percent of the total. */
  premiumPercent: number;
  /** False when the risk asks more than the tenant's maximum: the protection is not sold. */
  isOffered: boolean;
  /** The model's expected payout (cash refunds and portal-funded credits) for this trip. */
  expectedPayoutMinor: number;
  exerciseRate: number;
}

/**
 * The premium: the expected payout over the target loss ratio, rounded up to a whole unit, at
 * least the tenant's minimum percent and premium; a trip whose risk premium is above the maximum
 * percent is not offered (never sold at a price expected to lose).
 */
export function priceCfarPremium(input: CfarPremiumInput): CfarPremiumQuote {
  if (!Number.isSafeInteger(input.totalMinor) || input.totalMinor <= 0)
    throw new RangeError('totalMinor must be a whole, positive number of minor units');
  const exerciseRate = estimateCfarExerciseRate(input);
  const cashShare = expectedCashShare(input.fareRule);
  const perUse =
    cashShare * (input.refundPercent / 100) + (1 - cashShare) * portalCreditShare(input.fareRule);
  const expectedPayoutMinor = Math.round(input.totalMinor * exerciseRate * perUse);
  const risk =
    Math.ceil(expectedPayoutMinor / CFAR_TARGET_LOSS_RATIO / MAJOR_UNIT) * MAJOR_UNIT || 0;
  const floor = Math.max(
    input.minPremiumMinor,
    Math.ceil((input.totalMinor * input.premiumPercent.min) / 100 / MAJOR_UNIT) * MAJOR_UNIT,
  );
  const ceiling = Math.floor((input.totalMinor * input.premiumPercent.max) / 100);
  const premiumMinor = Math.max(risk, floor);
  return {
    premiumMinor,
    premiumPercent: cfarPremiumPercent(premiumMinor, input.totalMinor),
    isOffered: premiumMinor <= ceiling,
    expectedPayoutMinor,
    exerciseRate,
  };
}

/** The protection's days of horizon, from the purchase to the first departure. */
export function cfarHorizonDays(now: Date, firstDepartureAt: Date): number {
  return Math.max(0, (firstDepartureAt.getTime() - now.getTime()) / DAY_MS);
}

export interface CfarExerciseInput {
  /** What the fares cost (the premium excluded): what the refund percent and the credit are of. */
  fareTotalMinor: number;
  refundPercent: number;
  /** The strictest cancel rule and its fee per ticket (WithFee), over the slices. */
  fareRule: CfarFareRule;
  changeFeePerTicketMinor: number;
  ticketedTravelers: number;
}

export interface CfarOption {
  choice: CfarChoice;
  /** Back to the payment sources, in proportion (cash). */
  refundMinor: number;
  /** Back as an airline travel credit. */
  airlineCreditMinor: number;
  /** Kept: of the fares for cash (the share not refunded), the airline's change fee for a credit. */
  penaltyMinor: number;
}

/** The cash refund: the refund percent of the fares, rounded down to the minor unit. */
export function cfarCashRefund(fareTotalMinor: number, refundPercent: number): number {
  return Math.floor((fareTotalMinor * refundPercent) / 100);
}

/**
 * The two ways to use the protection: the refund percent of the fares in cash (rounded down to the
 * minor unit), or the fares' whole value as an airline travel credit, less the airline's change fee
 * per ticket where the fare has one (`cfar_ftc_with_penalty`).
 */
export function listCfarOptions(input: CfarExerciseInput): [CfarOption, CfarOption] {
  const total = input.fareTotalMinor;
  const refundMinor = cfarCashRefund(total, input.refundPercent);
  const cash: CfarOption = {
    choice: 'cfar_cash',
    refundMinor,
    airlineCreditMinor: 0,
    penaltyMinor: total - refundMinor,
  };
  const fee =
    input.fareRule === 'WithFee'
      ? Math.min(total, input.changeFeePerTicketMinor * Math.max(1, input.ticketedTravelers))
      : 0;
  const credit: CfarOption = {
    choice: fee > 0 ? 'cfar_ftc_with_penalty' : 'cfar_ftc',
    refundMinor: 0,
    airlineCreditMinor: total - fee,
    penaltyMinor: fee,
  };
  return [cash, credit];
}

/** The strictest of the slices' cancel rules (NotPossible over Unknown over WithFee over NoPenalty). */
export function strictestFareRule(rules: readonly CfarFareRule[]): CfarFareRule {
  for (const rule of ['NotPossible', 'Unknown', 'WithFee'] as const)
    if (rules.includes(rule)) return rule;
  return rules.length ? 'NoPenalty' : 'Unknown';
}

/** Which states each state may move to (every move is a compare-and-set on the row). */
export const CFAR_TRANSITIONS: Readonly<Record<CfarState, readonly CfarState[]>> = {
  CfarRefundable: ['Pending', 'Expired', 'ContactCustomerService'],
  Pending: ['Canceled', 'CancellationFailure'],
  CancellationFailure: ['Pending', 'Expired'],
  ContactCustomerService: ['Canceled', 'Expired'],
  Canceled: [],
  Expired: [],
};

export function canMoveCfar(from: CfarState, to: CfarState): boolean {
  return CFAR_TRANSITIONS[from].includes(to);
}

/** The states in which the traveller may still ask to use the protection. */
export function isCfarUsable(state: CfarState): boolean {
  return state === 'CfarRefundable' || state === 'CancellationFailure';
}
