import type {
  HomeAvailability,
  HomeDiscount,
  HomeFee,
  HomeQuote,
  HomeStayRequest,
  HomeTax,
} from '@wayfare/contracts/homes';
import type {
  CancellationPolicy,
  NightPrice,
  UnavailabilityReason,
} from '@wayfare/contracts/lodging';
import type { SupplyFailure } from '@wayfare/contracts/places';
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

/** Every rule of spec §4 the stay breaks, not just the first. */
/** Whether the portal already sold this home for the night starting on `day`. */
export type BookedNightLookup = (listingId: string, day: number) => boolean;

export function findUnavailabilityReasons(
  world: HomeWorld,
  s: HomeStay,
  booked: BookedNightLookup = () => false,
): { reasons: UnavailabilityReason[]; blockedDates: string[] } {
  const { home } = s;
  const reasons: UnavailabilityReason[] = [];
  if (s.nights < home.minStay) reasons.push('MinStayViolation');
  if (s.nights > home.maxStay) reasons.push('MaxStayViolation');
  if (s.guests > home.maxGuests) reasons.push('OccupancyViolation');
  if (s.pets > 0 && (!home.petsAllowed || s.pets > home.maxPets))
    reasons.push('PetPolicyViolation');
  if ((home.checkInMask & (1 << getWeekday(s.checkIn))) === 0) reasons.push('CheckInNotAllowed');
  if ((home.checkOutMask & (1 << getWeekday(s.checkOut))) === 0) reasons.push('CheckOutNotAllowed');
  const blockedDates: string[] = [];
  for (let d = s.checkIn; d < s.checkOut; d++)
    if (isHomeNightBlocked(world, home, d) || booked(home.listingId, d))
      blockedDates.push(formatIsoDate(d));
  if (blockedDates.length > 0) reasons.push('BlockedDates');
  if (s.leadDays < home.minBookingWindowDays) reasons.push('MinBookingWindowViolation');
  return { reasons, blockedDates };
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
          penalty: money(Math.round(totalMinor / 2)),
        },
        { ...full, fromHoursBeforeCheckIn: 168 },
      ],
      refundPercent: null,
    };
  const hours = home.cancellation === 'Flexible' ? 24 : 120;
  const after =
    home.cancellation === 'Flexible'
      ? {
          kind: 'FirstNight' as const,
          percent: Math.round(100 / nights),
          amount: Math.round(totalMinor / nights),
        }
      : { kind: 'Percent' as const, percent: 50, amount: Math.round(totalMinor / 2) };
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

/** Discounts that apply to a stay, each with who funds it; together at most half the rent. */
export function listHomeDiscounts(s: HomeStay, rentMinor: number): HomeDiscount[] {
  const { home } = s;
  const picks: [HomeDiscount['type'], HomeDiscount['funding'], number][] = [];
  if (s.nights >= 28) picks.push(['Monthly', 'HostFunded', 25]);
  else if (s.nights >= 7) picks.push(['Weekly', 'HostFunded', 10]);
  if (s.nights >= 14 && home.hasLongStayDiscount) picks.push(['LongStay', 'JointFunded', 5]);
  if (s.leadDays <= 7 && home.lastMinutePercent > 0)
    picks.push(['LastMinute', 'HostFunded', home.lastMinutePercent]);
  if (s.leadDays >= 90 && home.hasEarlyBirdDiscount) picks.push(['EarlyBird', 'JointFunded', 8]);
  if (home.reviews < 3) picks.push(['FirstBookings', 'ProductFunded', 15]);
  const month = getMonthDay(s.checkIn).month;
  if (home.hasCalendarPricing && (MONTH_DEMAND[month] ?? 1) < 0.95)
    picks.push(['BasicCalendar', 'Empty', 10]);
  let budget = Math.floor(rentMinor / 2);
  return picks.map(([type, funding, percent]) => {
    const amountMinor = Math.min(budget, Math.round((rentMinor * percent) / 100));
    budget -= amountMinor;
    return { type, funding, percent, amount: { amountMinor, currency: 'USD' } };
  });
}

/** Prices an available stay: nightly rent, discounts, fees and taxes, and the cancellation terms. */
export function priceHomeStay(world: HomeWorld, s: HomeStay, req: HomeStayRequest): HomeQuote {
  const { home } = s;
  const usd = (amountMinor: number) => ({
    amountMinor: Math.round(amountMinor),
    currency: 'USD' as const,
  });
  const nightly: NightPrice[] = [];
  for (let d = s.checkIn; d < s.checkOut; d++)
    nightly.push({
      date: formatIsoDate(d),
      sellRate: usd(computeHomeNightlyMinor(world, home, d)),
    });
  const rent = nightly.reduce((sum, n) => sum + n.sellRate.amountMinor, 0);
  const discounts = listHomeDiscounts(s, rent);
  const netRent = rent - discounts.reduce((sum, d) => sum + d.amount.amountMinor, 0);
  const cost = COST_FACTORS[home.city.countryCode] ?? 0.7;
  const fees: HomeFee[] = [
    {
      type: 'Cleaning',
      name: 'Cleaning fee',
      amount: usd(Math.round(((4000 + home.bedrooms * 2500) * cost) / 100) * 100),
      basis: 'PerStay',
    },
  ];
  if (s.pets > 0)
    fees.push({ type: 'Pet', name: 'Pet fee', amount: usd(3500 * s.pets), basis: 'PerPet' });
  if (home.hasPropertyFee)
    fees.push({
      type: 'Property',
      name: 'Property management fee',
      amount: usd(3000),
      basis: 'PerStay',
    });
  if (home.hasResortFee)
    fees.push({
      type: 'Resort',
      name: 'Resort fee',
      amount: usd(2500 * s.nights),
      basis: 'PerNight',
    });
  const hostFees = fees.reduce((sum, f) => sum + f.amount.amountMinor, 0);
  const service = Math.round((netRent + hostFees) * 0.1);
  fees.push({
    type: 'TravelerService',
    name: 'Traveler service fee',
    amount: usd(service),
    basis: 'Percent',
  });
  const taxable = netRent + hostFees;
  const occupancyPercent = 6 + (home.hash % 9);
  const taxes: HomeTax[] = [
    {
      type: 'Occupancy',
      name: `Occupancy tax (${occupancyPercent}%)`,
      amount: usd((taxable * occupancyPercent) / 100),
    },
  ];
  const sales = SALES_TAX_PERCENT[home.city.countryCode];
  if (sales)
    taxes.push({
      type: 'Sales',
      name: `Sales tax (${sales}%)`,
      amount: usd((taxable * sales) / 100),
    });
  if (CITY_TAX_COUNTRIES.has(home.city.countryCode))
    taxes.push({ type: 'City', name: 'City tourist tax', amount: usd(300 * s.adults * s.nights) });
  taxes.push({ type: 'Recovery', name: 'Tax recovery charge', amount: usd(service * 0.1) });
  const total =
    netRent +
    fees.reduce((sum, f) => sum + f.amount.amountMinor, 0) +
    taxes.reduce((sum, t) => sum + t.amount.amountMinor, 0);
  return {
    listingId: home.listingId,
    stay: req,
    nights: s.nights,
    nightly,
    rent: usd(rent),
    discounts,
    fees,
    taxes,
    total: usd(total),
    cancellationPolicy: buildHomeCancellationPolicy(home, s.checkIn, s.nights, total),
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
