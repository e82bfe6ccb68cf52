import type { HomePriceBreakdown, HomeViolation } from '@wayfare/contracts/home-booking';
import type {
  HomeAvailability,
  HomeDiscount,
  HomeFee,
  HomeQuote,
  HomeStayRequest,
  HomeTax,
} from '@wayfare/contracts/homes';
import type { CancellationPolicy, UnavailabilityReason } from '@wayfare/contracts/lodging';
import type { SupplyFailure } from '@wayfare/contracts/places';
import {
  findHomeViolations,
  listHomeCancellationSteps,
  priceHomeStay as priceStay,
  type HomeDiscountInput,
  type HomeFeeInput,
  type HomePriceInput,
  type HomeStayRules,
} from '@wayfare/domain/home-stay';
import { COST_FACTORS } from '../lodging/hotel-world';
import { buildFreeThenPenaltyTiers } from '../lodging/hotel-cancellation';
import { validateStayDates } from '../lodging/hotel-stay';
import { hash3, toUnit } from '../random/prng';
import {
  formatIsoDate,
  formatLocalDateTime,
  getMonthDay,
  getWeekday,
  MINUTES_PER_DAY,
  toEpochMinute,
  type Instant,
} from '../reference/calendar';
import { fail } from '../supply-result';
import {
  findHomeListing,
  isHomeNightBlocked,
  listWeekdays,
  type HomeListing,
  type HomeWorld,
} from './home-listings';

export const HOME_HORIZON_DAYS = 330;
export const MAX_HOME_STAY_NIGHTS = 90;
const HOME_CHECK_IN_MINUTE = 16 * 60;
const MONTH_DEMAND = [0.82, 0.85, 0.93, 1.0, 1.06, 1.18, 1.3, 1.28, 1.05, 0.97, 0.86, 1.08];
const SALES_TAX_PERCENT: Record<string, number> = { US: 6, CA: 5, AU: 10, NZ: 15, MX: 16, IN: 12 };
const CITY_TAX_COUNTRIES = new Set([
  'FR',
  'IT',
  'ES',
  'DE',
  'NL',
  'AT',
  'PT',
  'BE',
  'CZ',
  'HU',
  'GR',
  'HR',
  'CH',
]);

export interface HomeStay {
  home: HomeListing;
  checkIn: number;
  checkOut: number;
  nights: number;
  guests: number;
  adults: number;
  pets: number;
  /** Days from today (UTC) to check-in. */
  leadDays: number;
}

type HomeDates = Omit<HomeStay, 'home'>;

/** Dates and party shared by home search, availability and quotes; typed errors, never throws. */
export function validateHomeDates(
  req: Omit<HomeStayRequest, 'listingId'>,
  now: Instant,
): { ok: true; dates: HomeDates } | SupplyFailure {
  const dates = validateStayDates(req, now, {
    maxNights: MAX_HOME_STAY_NIGHTS,
    horizonDays: HOME_HORIZON_DAYS,
  });
  if (!dates.ok) return dates;
  const { checkIn, checkOut } = dates;
  if (req.adults < 1) return fail('InvalidRequest', 'At least one adult is needed.');
  if (req.children < 0 || req.pets < 0)
    return fail('InvalidRequest', 'Children and pets cannot be negative.');
  return {
    ok: true,
    dates: {
      checkIn,
      checkOut,
      nights: checkOut - checkIn,
      guests: req.adults + req.children,
      adults: req.adults,
      pets: req.pets,
      leadDays: checkIn - Math.floor(toEpochMinute(now) / MINUTES_PER_DAY),
    },
  };
}

export function validateHomeStay(
  world: HomeWorld,
  req: HomeStayRequest,
  now: Instant,
): { ok: true; stay: HomeStay } | SupplyFailure {
  const home = findHomeListing(world, req.listingId);
  if (!home) return fail('NotFound', `Unknown home "${req.listingId}".`);
  const valid = validateHomeDates(req, now);
  return valid.ok ? { ok: true, stay: { home, ...valid.dates } } : valid;
}

/** Whether the portal already sold this home for the night starting on `day`. */
export type BookedNightLookup = (listingId: string, day: number) => boolean;

export function homeRulesOf(home: HomeListing): HomeStayRules {
  return {
    minStayNights: home.minStay,
    maxStayNights: home.maxStay,
    maxGuests: home.maxGuests,
    petsAllowed: home.petsAllowed,
    maxPets: home.maxPets,
    checkInDays: listWeekdays(home.checkInMask),
    checkOutDays: listWeekdays(home.checkOutMask),
    minBookingWindowDays: home.minBookingWindowDays,
  };
}

/** Every rule of spec §4 the stay breaks, not just the first, each with its parameters (domain). */
export function findHomeStayViolations(
  world: HomeWorld,
  s: HomeStay,
  booked: BookedNightLookup = () => false,
): HomeViolation[] {
  const { home } = s;
  const blockedNights: number[] = [];
  for (let d = s.checkIn; d < s.checkOut; d++)
    if (isHomeNightBlocked(world, home, d) || booked(home.listingId, d)) blockedNights.push(d);
  return findHomeViolations(homeRulesOf(home), {
    checkInDay: s.checkIn,
    checkOutDay: s.checkOut,
    guests: s.guests,
    pets: s.pets,
    today: s.checkIn - s.leadDays,
    blockedNights,
  });
}

export function findUnavailabilityReasons(
  world: HomeWorld,
  s: HomeStay,
  booked: BookedNightLookup = () => false,
): { reasons: UnavailabilityReason[]; blockedDates: string[] } {
  const violations = findHomeStayViolations(world, s, booked);
  const blocked = violations.find((v) => v.reason === 'BlockedDates');
  return {
    reasons: violations.map((v) => v.reason),
    blockedDates: blocked?.reason === 'BlockedDates' ? blocked.blockedNights : [],
  };
}

export function checkHomeAvailability(
  world: HomeWorld,
  req: HomeStayRequest,
  now: Instant,
  booked: BookedNightLookup = () => false,
): { ok: true; value: HomeAvailability } | SupplyFailure {
  const valid = validateHomeStay(world, req, now);
  if (!valid.ok) return valid;
  const { reasons, blockedDates } = findUnavailabilityReasons(world, valid.stay, booked);
  return {
    ok: true,
    value: {
      listingId: req.listingId,
      availability: reasons.length === 0 ? 'Available' : 'Unavailable',
      reasons,
      blockedDates,
    },
  };
}

export function computeHomeNightlyMinor(world: HomeWorld, home: HomeListing, day: number): number {
  const { month } = getMonthDay(day);
  const season = MONTH_DEMAND[home.lat < -10 ? (month + 6) % 12 : month] ?? 1;
  const weekday = getWeekday(day);
  const weekend = weekday === 5 || weekday === 6 ? 1.15 : 1;
  const noise = 0.92 + 0.16 * toUnit(hash3(world.seed, home.hash, day + 500_000));
  return Math.round((home.baseNightlyMinor * season * weekend * noise) / 100) * 100;
}

function buildHomeCancellationPolicy(
  home: HomeListing,
  checkIn: number,
  nights: number,
  totalMinor: number,
): CancellationPolicy {
  const at = (hours: number) =>
    formatLocalDateTime(checkIn * MINUTES_PER_DAY + HOME_CHECK_IN_MINUTE - hours * 60);
  const money = (amountMinor: number) => ({ amountMinor, currency: 'USD' as const });
  const full = {
    fromHoursBeforeCheckIn: 0,
    untilHoursBeforeCheckIn: null,
    untilLocal: null,
    penaltyKind: 'FullStay' as const,
    penaltyPercent: 100,
    penalty: money(totalMinor),
  };
  if (home.cancellation === 'NonRefundable')
    return {
      terms: 'NonRefundable',
      refundability: 'NonRefundable',
      freeCancellationUntil: null,
      freeCancellationHoursBeforeCheckIn: null,
      tiers: [{ ...full, fromHoursBeforeCheckIn: null }],
      refundPercent: null,
    };
  const steps = listHomeCancellationSteps(home.cancellation, totalMinor, nights);
  const penaltyAt = (i: number) => steps[i]?.penaltyMinor ?? totalMinor;
  if (home.cancellation === 'Strict')
    return {
      terms: 'PartialRefundBeforeDeadline',
      refundability: 'PartiallyRefundable',
      freeCancellationUntil: null,
      freeCancellationHoursBeforeCheckIn: null,
      tiers: [
        {
          fromHoursBeforeCheckIn: null,
          untilHoursBeforeCheckIn: 168,
          untilLocal: at(168),
          penaltyKind: 'Percent',
          penaltyPercent: 50,
          penalty: money(penaltyAt(0)),
        },
        { ...full, fromHoursBeforeCheckIn: 168 },
      ],
      refundPercent: null,
    };
  const hours = steps[0]?.untilHoursBeforeCheckIn ?? 24;
  const after =
    home.cancellation === 'Flexible'
      ? { kind: 'FirstNight' as const, percent: Math.round(100 / nights), amount: penaltyAt(1) }
      : { kind: 'Percent' as const, percent: 50, amount: penaltyAt(1) };
  return {
    terms: 'FreeCancellation',
    refundability: 'FullyRefundable',
    freeCancellationUntil: at(hours),
    freeCancellationHoursBeforeCheckIn: hours,
    tiers: [
      ...buildFreeThenPenaltyTiers(hours, at, money(0), {
        penaltyKind: after.kind,
        penaltyPercent: after.percent,
        penalty: money(after.amount),
      }),
      full,
    ],
    refundPercent: null,
  };
}

/** Discounts that apply to a stay, each with who funds it, in the order they are taken. */
export function listHomeDiscountInputs(s: HomeStay): HomeDiscountInput[] {
  const { home } = s;
  const picks: HomeDiscountInput[] = [];
  const pick = (type: HomeDiscount['type'], funding: HomeDiscount['funding'], percent: number) =>
    picks.push({ type, funding, percent });
  if (s.nights >= 28) pick('Monthly', 'HostFunded', 25);
  else if (s.nights >= 7) pick('Weekly', 'HostFunded', 10);
  if (s.nights >= 14 && home.hasLongStayDiscount) pick('LongStay', 'JointFunded', 5);
  if (s.leadDays <= 7 && home.lastMinutePercent > 0)
    pick('LastMinute', 'HostFunded', home.lastMinutePercent);
  if (s.leadDays >= 90 && home.hasEarlyBirdDiscount) pick('EarlyBird', 'JointFunded', 8);
  if (home.reviews < 3) pick('FirstBookings', 'ProductFunded', 15);
  const month = getMonthDay(s.checkIn).month;
  if (home.hasCalendarPricing && (MONTH_DEMAND[month] ?? 1) < 0.95)
    pick('BasicCalendar', 'Empty', 10);
  return picks;
}

/** The listing's prices and the place's taxes for a stay, as the domain prices them. */
export function buildHomePriceInput(world: HomeWorld, s: HomeStay): HomePriceInput {
  const { home } = s;
  const cost = COST_FACTORS[home.city.countryCode] ?? 0.7;
  const nightlyMinor: number[] = [];
  const dates: string[] = [];
  for (let d = s.checkIn; d < s.checkOut; d++) {
    nightlyMinor.push(computeHomeNightlyMinor(world, home, d));
    dates.push(formatIsoDate(d));
  }
  const hostFees: HomeFeeInput[] = [
    {
      type: 'Cleaning',
      basis: 'PerStay',
      unitMinor: Math.round(((4000 + home.bedrooms * 2500) * cost) / 100) * 100,
    },
  ];
  if (s.pets > 0) hostFees.push({ type: 'Pet', basis: 'PerPet', unitMinor: 3500 });
  if (home.hasPropertyFee) hostFees.push({ type: 'Property', basis: 'PerStay', unitMinor: 3000 });
  if (home.hasResortFee) hostFees.push({ type: 'Resort', basis: 'PerNight', unitMinor: 2500 });
  return {
    currency: 'USD',
    nightlyMinor,
    dates,
    adults: s.adults,
    pets: s.pets,
    discounts: listHomeDiscountInputs(s),
    hostFees,
    servicePercent: 10,
    occupancyPercent: 6 + (home.hash % 9),
    salesPercent: SALES_TAX_PERCENT[home.city.countryCode] ?? null,
    cityTaxPerAdultNightMinor: CITY_TAX_COUNTRIES.has(home.city.countryCode) ? 300 : null,
    recoveryPercent: 10,
  };
}

/** The stay's price broken down (domain `priceHomeStay`: one source for the arithmetic). */
export function priceHomeBreakdown(world: HomeWorld, s: HomeStay): HomePriceBreakdown {
  return priceStay(buildHomePriceInput(world, s));
}

const FEE_NAMES: Record<HomeFee['type'], string> = {
  Cleaning: 'Cleaning fee',
  Pet: 'Pet fee',
  Property: 'Property management fee',
  Resort: 'Resort fee',
  TravelerService: 'Traveler service fee',
  Hotel: 'Hotel fee',
};

/** Prices an available stay: nightly rent, discounts, fees and taxes, and the cancellation terms. */
export function priceHomeStay(world: HomeWorld, s: HomeStay, req: HomeStayRequest): HomeQuote {
  const { home } = s;
  const p = priceHomeBreakdown(world, s);
  const fees: HomeFee[] = p.fees.map((f) => ({
    type: f.type,
    name: FEE_NAMES[f.type],
    amount: f.amount,
    basis: f.basis,
  }));
  const taxes: HomeTax[] = p.taxes.map((t) => ({
    type: t.type,
    name:
      t.type === 'Occupancy'
        ? `Occupancy tax (${t.percent ?? 0}%)`
        : t.type === 'Sales'
          ? `Sales tax (${t.percent ?? 0}%)`
          : t.type === 'City'
            ? 'City tourist tax'
            : 'Tax recovery charge',
    amount: t.amount,
  }));
  return {
    listingId: home.listingId,
    stay: req,
    nights: s.nights,
    nightly: p.nightly,
    rent: p.rent,
    discounts: p.discounts,
    fees,
    taxes,
    total: p.total,
    cancellationPolicy: buildHomeCancellationPolicy(home, s.checkIn, s.nights, p.total.amountMinor),
  };
}

/** A quote for a stay; NotAvailable (naming every broken rule) when the home cannot host it. */
export function quoteHome(
  world: HomeWorld,
  req: HomeStayRequest,
  now: Instant,
  booked: BookedNightLookup = () => false,
): { ok: true; value: HomeQuote } | SupplyFailure {
  const valid = validateHomeStay(world, req, now);
  if (!valid.ok) return valid;
  const { reasons } = findUnavailabilityReasons(world, valid.stay, booked);
  if (reasons.length > 0)
    return fail('NotAvailable', `This home is not available for that stay: ${reasons.join(', ')}.`);
  return { ok: true, value: priceHomeStay(world, valid.stay, req) };
}
