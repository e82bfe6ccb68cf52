import type {
  HomeCancellationPolicy,
  HomeDiscountLine,
  HomeFeeLine,
  HomePolicyStatus,
  HomePriceBreakdown,
  HomeRefundKind,
  HomeTaxLine,
  HomeViolation,
} from '@wayfare/contracts/home-booking';
import type {
  DiscountFunding,
  DiscountType,
  HomeCancellationKind,
  HomeFeeBasis,
} from '@wayfare/contracts/homes';
import type { FeeType, TaxType, UnavailabilityReason } from '@wayfare/contracts/lodging';
import type { TravelPolicy } from '@wayfare/contracts/policy';
import type { Tenant } from '@wayfare/contracts/tenant';
import { isPolicyActive } from './travel-policy';

/**
 * Vacation rental stays (issue 22; docs/decisions/017-homes.md). Pure: the listing's rules and
 * prices and the travel clock's day or moment in, the verdict out. The sandbox supplier prices
 * and checks availability with these functions, and the portal judges, refunds and shows them.
 */

const MS_PER_DAY = 86_400_000;
const MS_PER_HOUR = 3_600_000;

/** Epoch day (days since 1970-01-01) of `YYYY-MM-DD`. */
export function toEpochDay(isoDate: string): number {
  return Math.round(Date.parse(`${isoDate}T00:00:00Z`) / MS_PER_DAY);
}

/** `YYYY-MM-DD` of an epoch day. */
export function formatEpochDay(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

// ---------------------------------------------------------------------------------------------
// Availability

/** The house rules a stay is checked against (the listing's). */
export interface HomeStayRules {
  minStayNights: number;
  maxStayNights: number;
  maxGuests: number;
  petsAllowed: boolean;
  maxPets: number;
  /** Weekdays (0 = Sunday) a stay may start / end. */
  checkInDays: readonly number[];
  checkOutDays: readonly number[];
  minBookingWindowDays: number;
}

export interface HomeStayAsked {
  checkInDay: number;
  checkOutDay: number;
  guests: number;
  pets: number;
  /** Today on the travel clock (UTC epoch day). */
  today: number;
  /** Nights within the stay blocked by the host or already booked (epoch days). */
  blockedNights: readonly number[];
}

/**
 * Every rule the stay breaks, in the spec's order, each with what the traveller must change. A
 * stay of exactly the minimum or maximum nights, guests or pets, or booked exactly the notice the
 * host needs ahead, is allowed.
 */
export function findHomeViolations(rules: HomeStayRules, s: HomeStayAsked): HomeViolation[] {
  const out: HomeViolation[] = [];
  const nights = s.checkOutDay - s.checkInDay;
  if (nights < rules.minStayNights)
    out.push({ reason: 'MinStayViolation', minNights: rules.minStayNights });
  if (nights > rules.maxStayNights)
    out.push({ reason: 'MaxStayViolation', maxNights: rules.maxStayNights });
  if (s.guests > rules.maxGuests)
    out.push({ reason: 'OccupancyViolation', maxGuests: rules.maxGuests });
  if (s.pets > 0 && (!rules.petsAllowed || s.pets > rules.maxPets))
    out.push({ reason: 'PetPolicyViolation', maxPets: rules.petsAllowed ? rules.maxPets : 0 });
  if (!rules.checkInDays.includes(weekdayOf(s.checkInDay)))
    out.push({ reason: 'CheckInNotAllowed', allowedWeekdays: [...rules.checkInDays] });
  if (!rules.checkOutDays.includes(weekdayOf(s.checkOutDay)))
    out.push({ reason: 'CheckOutNotAllowed', allowedWeekdays: [...rules.checkOutDays] });
  const blocked = [...new Set(s.blockedNights)]
    .filter((d) => d >= s.checkInDay && d < s.checkOutDay)
    .sort((a, b) => a - b);
  if (blocked.length > 0)
    out.push({ reason: 'BlockedDates', blockedNights: blocked.map(formatEpochDay) });
  if (s.checkInDay - s.today < rules.minBookingWindowDays)
    out.push({
      reason: 'MinBookingWindowViolation',
      minDaysNotice: rules.minBookingWindowDays,
      earliestCheckIn: formatEpochDay(s.today + rules.minBookingWindowDays),
    });
  return out;
}

export function listViolationReasons(violations: readonly HomeViolation[]): UnavailabilityReason[] {
  return violations.map((v) => v.reason);
}

// ---------------------------------------------------------------------------------------------
// Price

export interface HomeFeeInput {
  type: FeeType;
  basis: Exclude<HomeFeeBasis, 'Percent'>;
  /** Per stay, per night or per pet, in cents. */
  unitMinor: number;
}

export interface HomeDiscountInput {
  type: DiscountType;
  funding: DiscountFunding;
  percent: number;
}

export interface HomePriceInput {
  currency: 'USD';
  /** Each night's price, in order, in cents. */
  nightlyMinor: readonly number[];
  dates: readonly string[];
  adults: number;
  pets: number;
  /** In the order they are taken; together at most half the rent (`HOME_DISCOUNT_CAP`). */
  discounts: readonly HomeDiscountInput[];
  /** The host's fees (cleaning, pet, property, resort). */
  hostFees: readonly HomeFeeInput[];
  /** The traveller service fee, percent of net rent + host fees. */
  servicePercent: number;
  occupancyPercent: number;
  salesPercent: number | null;
  /** Per adult per night, or null where the city charges none. */
  cityTaxPerAdultNightMinor: number | null;
  /** The tax recovery charge, percent of the service fee. */
  recoveryPercent: number;
}

/** Discounts together take at most this share of the rent. */
export const HOME_DISCOUNT_CAP = 0.5;

/** Cents, rounded half up (amounts are never negative). */
export function roundCents(value: number): number {
  return Math.round(value);
}

function percentOf(baseMinor: number, percent: number): number {
  return roundCents((baseMinor * percent) / 100);
}

/**
 * The stay's price: rent, discounts (each rounded, within the cap), the host's fees by basis, the
 * traveller service fee on net rent + host fees, each tax on its base, and the total — the sum of
 * the lines as shown, so total = rent − discounts + fees + taxes exactly.
 */
export function priceHomeStay(input: HomePriceInput): HomePriceBreakdown {
  const { currency } = input;
  const money = (amountMinor: number) => ({ amountMinor, currency });
  const nights = input.nightlyMinor.length;
  if (nights < 1) throw new RangeError('a stay has at least one night');
  const rent = input.nightlyMinor.reduce((a, b) => a + b, 0);
  let budget = Math.floor(rent * HOME_DISCOUNT_CAP);
  const discounts: HomeDiscountLine[] = input.discounts.map((d) => {
    const amount = Math.min(budget, percentOf(rent, d.percent));
    budget -= amount;
    return { type: d.type, funding: d.funding, percent: d.percent, amount: money(amount) };
  });
  const discountTotal = discounts.reduce((a, d) => a + d.amount.amountMinor, 0);
  const netRent = rent - discountTotal;
  const fees: HomeFeeLine[] = input.hostFees.map((f) => {
    const quantity = f.basis === 'PerNight' ? nights : f.basis === 'PerPet' ? input.pets : 1;
    return {
      type: f.type,
      basis: f.basis,
      unitAmount: money(f.unitMinor),
      quantity,
      percent: null,
      amount: money(f.unitMinor * quantity),
    };
  });
  const hostFees = fees.reduce((a, f) => a + f.amount.amountMinor, 0);
  const taxable = netRent + hostFees;
  const service = percentOf(taxable, input.servicePercent);
  fees.push({
    type: 'TravelerService',
    basis: 'Percent',
    unitAmount: null,
    quantity: 1,
    percent: input.servicePercent,
    amount: money(service),
  });
  const tax = (type: TaxType, percent: number | null, base: number, amount: number) => ({
    type,
    percent,
    base: money(base),
    amount: money(amount),
  });
  const taxes: HomeTaxLine[] = [
    tax('Occupancy', input.occupancyPercent, taxable, percentOf(taxable, input.occupancyPercent)),
  ];
  if (input.salesPercent !== null)
    taxes.push(tax('Sales', input.salesPercent, taxable, percentOf(taxable, input.salesPercent)));
  if (input.cityTaxPerAdultNightMinor !== null)
    taxes.push(tax('City', null, taxable, input.cityTaxPerAdultNightMinor * input.adults * nights));
  taxes.push(
    tax('Recovery', input.recoveryPercent, service, percentOf(service, input.recoveryPercent)),
  );
  const feeTotal = fees.reduce((a, f) => a + f.amount.amountMinor, 0);
  const taxTotal = taxes.reduce((a, t) => a + t.amount.amountMinor, 0);
  return {
    nights,
    nightly: input.nightlyMinor.map((m, i) => ({ date: input.dates[i] ?? '', sellRate: money(m) })),
    rent: money(rent),
    discounts,
    discountTotal: money(discountTotal),
    fees,
    feeTotal: money(feeTotal),
    taxes,
    taxTotal: money(taxTotal),
    total: money(rent - discountTotal + feeTotal + taxTotal),
    averageNightly: money(Math.ceil(netRent / nights)),
  };
}

// ---------------------------------------------------------------------------------------------
// Cancellation

/** Local check-in time of every sandbox home (the house rules say it too). */
export const HOME_CHECK_IN_MINUTE = 16 * 60;

/** One step of a cancellation kind: cancelling at most `hoursBeforeCheckIn` before keeps `penalty`. */
export interface HomeCancellationStep {
  /** The step lasts until this many hours before check-in (inclusive), 0 = check-in. */
  untilHoursBeforeCheckIn: number;
  penaltyMinor: number;
}

/**
 * The host's terms as steps (docs/decisions/017-homes.md): Flexible — free until 24 h before
 * check-in, then the first night (the total over the nights); Moderate — free until 5 days before,
 * then half; Strict — half back until 7 days before, then nothing; NonRefundable — nothing.
 * From check-in on nothing comes back.
 */
export function listHomeCancellationSteps(
  kind: HomeCancellationKind,
  totalMinor: number,
  nights: number,
): HomeCancellationStep[] {
  const half = roundCents(totalMinor / 2);
  switch (kind) {
    case 'Flexible':
      return [
        { untilHoursBeforeCheckIn: 24, penaltyMinor: 0 },
        { untilHoursBeforeCheckIn: 0, penaltyMinor: roundCents(totalMinor / nights) },
      ];
    case 'Moderate':
      return [
        { untilHoursBeforeCheckIn: 120, penaltyMinor: 0 },
        { untilHoursBeforeCheckIn: 0, penaltyMinor: half },
      ];
    case 'Strict':
      return [
        { untilHoursBeforeCheckIn: 168, penaltyMinor: half },
        { untilHoursBeforeCheckIn: 0, penaltyMinor: totalMinor },
      ];
    case 'NonRefundable':
      return [{ untilHoursBeforeCheckIn: 0, penaltyMinor: totalMinor }];
  }
}

export function toRefundKind(refundMinor: number, totalMinor: number): HomeRefundKind {
  if (refundMinor <= 0) return 'NonRefundable';
  return refundMinor >= totalMinor ? 'FullyRefundable' : 'PartiallyRefundable';
}

/** What the kind gives back right after booking. */
export function refundKindOf(kind: HomeCancellationKind): HomeRefundKind {
  if (kind === 'NonRefundable') return 'NonRefundable';
  return kind === 'Strict' ? 'PartiallyRefundable' : 'FullyRefundable';
}

function formatLocal(ms: number): string {
  return new Date(ms).toISOString().slice(0, 16);
}

/**
 * The policy with its deadlines as timestamps. `checkInAt` is check-in (16:00 at the home) in UTC;
 * `utcOffsetMinutes` the home's offset then (local = UTC + offset), for the local wall-clock times.
 */
export function buildHomeCancellationPolicy(input: {
  kind: HomeCancellationKind;
  totalMinor: number;
  nights: number;
  checkInAt: Date;
  utcOffsetMinutes: number;
}): HomeCancellationPolicy {
  const { totalMinor } = input;
  const money = (amountMinor: number) => ({ amountMinor, currency: 'USD' as const });
  const checkInMs = input.checkInAt.getTime();
  const steps = listHomeCancellationSteps(input.kind, totalMinor, input.nights);
  return {
    kind: input.kind,
    refundKind: refundKindOf(input.kind),
    checkInAt: input.checkInAt.toISOString(),
    windows: steps.map((step) => {
      const until = checkInMs - step.untilHoursBeforeCheckIn * MS_PER_HOUR;
      const refund = totalMinor - step.penaltyMinor;
      return {
        until: new Date(until).toISOString(),
        untilLocal: formatLocal(until + input.utcOffsetMinutes * 60_000),
        refundKind: toRefundKind(refund, totalMinor),
        refund: money(refund),
        penalty: money(step.penaltyMinor),
      };
    }),
  };
}

export interface HomeCancellationDecision {
  refundKind: HomeRefundKind;
  refundMinor: number;
  penaltyMinor: number;
}

/**
 * Cancelling at `now`: the first window whose deadline is not yet passed (a deadline is still
 * inside its window); after the last one (check-in) nothing comes back.
 */
export function decideHomeCancellation(
  policy: HomeCancellationPolicy,
  totalMinor: number,
  now: Date,
): HomeCancellationDecision {
  const t = now.getTime();
  for (const w of policy.windows) {
    if (w.until === null || t <= Date.parse(w.until))
      return {
        refundKind: toRefundKind(w.refund.amountMinor, totalMinor),
        refundMinor: w.refund.amountMinor,
        penaltyMinor: w.penalty.amountMinor,
      };
  }
  return { refundKind: 'NonRefundable', refundMinor: 0, penaltyMinor: totalMinor };
}

// ---------------------------------------------------------------------------------------------
// Travel policy

/**
 * A home under the booker's tier (spec §5 via the hotel policy): null on the consumer tenant; on
 * the business tenant out of policy when the business allows no homes, or when the average
 * nightly rent (after discounts, before fees and taxes) is over every hotel policy's nightly cap.
 * A business traveller without a tier, or a tier without hotel policies, is held to nothing.
 */
export function judgeHomeStay(
  tenant: Tenant,
  policy: TravelPolicy | null,
  averageNightlyMinor: number,
  homesAllowed: boolean,
): HomePolicyStatus | null {
  if (tenant !== 'capone-corporate') return null;
  if (!homesAllowed) return { inPolicy: false, violations: [{ code: 'HomesNotAllowed' }] };
  if (!policy || !isPolicyActive(policy) || policy.hotels.policies.length === 0)
    return { inPolicy: true, violations: [] };
  const caps = policy.hotels.policies.map((h) => h.maxPricePerNight);
  if (caps.some((cap) => cap === null || averageNightlyMinor <= cap))
    return { inPolicy: true, violations: [] };
  const highest = Math.max(...caps.filter((c): c is number => c !== null));
  return { inPolicy: false, violations: [{ code: 'NightlyPriceOverCap', capMinor: highest }] };
}
