import type {
  ActivityAvailability,
  ActivityAvailabilityRequest,
  ActivityDuration,
  ActivitySearchRequest,
  ActivitySearchResponse,
  ActivitySummary,
  TicketType,
  TimeSlot,
} from '@wayfare/contracts/activities';
import type { SupplyFailure } from '@wayfare/contracts/places';
import { offsetPoint } from '../geo/great-circle';
import { renderLandscapeSvg, toSvgDataUri } from '../imagery/svg-illustrations';
import { COST_FACTORS } from '../lodging/hotel-world';
import { hash3, hash4, toUnit } from '../random/prng';
import type { City } from '../reference/cities';
import {
  formatIsoDate,
  getWeekday,
  MINUTES_PER_DAY,
  parseIsoDate,
  toEpochMinute,
  type Instant,
} from '../reference/calendar';
import { fail } from '../supply-result';
import type { ReferenceData } from '../world/reference-data';
import {
  ACTIVITY_TEMPLATES,
  AGE_BANDS,
  LANGUAGES_BY_COUNTRY,
  TICKET_FACTORS,
  TICKET_NAMES,
  type ActivityTemplate,
} from './activity-catalog';

export const ACTIVITY_HORIZON_DAYS = 330;
export const MIN_ACTIVITY_CITY_POPULATION = 50_000;
export const MAX_ACTIVITY_TRAVELERS = 15;
/** A search covers at most this many days after its first. */
export const MAX_ACTIVITY_SEARCH_DAYS = 30;

export interface ActivityRecord {
  activityId: string;
  template: ActivityTemplate;
  city: City;
  hash: number;
  adultPriceMinor: number;
  rating10: number;
  reviews: number;
  lat: number;
  lon: number;
}

export interface ActivityWorld {
  seed: number;
  cityByGeonameId: Map<number, City>;
  cache: Map<number, ActivityRecord[]>;
}

export function createActivityWorld(reference: ReferenceData, seed: number): ActivityWorld {
  return {
    seed,
    cityByGeonameId: new Map(reference.cities.map((c) => [c.geonameId, c])),
    cache: new Map(),
  };
}

/** Bigger cities run more of the catalogue, and the biggest have two operators per kind. */
function listCityActivities(world: ActivityWorld, city: City): ActivityRecord[] {
  const cached = world.cache.get(city.geonameId);
  if (cached) return cached;
  const out: ActivityRecord[] = [];
  if (city.population >= MIN_ACTIVITY_CITY_POPULATION) {
    const share = Math.min(
      1,
      0.3 + Math.log10(city.population / MIN_ACTIVITY_CITY_POPULATION) * 0.35,
    );
    const operators = city.population >= 2_000_000 ? 2 : 1;
    const cost = Math.pow(COST_FACTORS[city.countryCode] ?? 0.7, 0.7);
    ACTIVITY_TEMPLATES.forEach((template, ti) => {
      for (let op = 0; op < operators; op++) {
        const h = hash4(world.seed, city.geonameId, ti, op);
        if (op === 0 && toUnit(h) > share) continue;
        const p = offsetPoint(
          city.lat,
          city.lon,
          toUnit(hash3(h, 1, 2)) * Math.PI * 2,
          toUnit(hash3(h, 3, 4)) * 4,
        );
        out.push({
          activityId: `A${city.geonameId}-${ti}-${op}`,
          template,
          city,
          hash: h,
          adultPriceMinor:
            Math.round(
              (template.adultPriceMinor * cost * (0.85 + 0.35 * toUnit(hash3(h, 5, 6)))) / 100,
            ) * 100,
          rating10: Math.round((4 + toUnit(hash3(h, 7, 8)) * 0.95) * 10),
          reviews: Math.round(Math.exp(2 + toUnit(hash3(h, 9, 10)) * 6)),
          lat: p.lat,
          lon: p.lon,
        });
      }
    });
  }
  world.cache.set(city.geonameId, out);
  return out;
}

export function findActivity(world: ActivityWorld, activityId: string): ActivityRecord | null {
  const m = /^A(\d+)-\d+-\d+$/.exec(activityId);
  const city = m ? world.cityByGeonameId.get(Number(m[1])) : undefined;
  return city
    ? (listCityActivities(world, city).find((a) => a.activityId === activityId) ?? null)
    : null;
}

function getDurationBucket(minutes: number): ActivityDuration {
  return minutes <= 60
    ? 'UpToOneHour'
    : minutes <= 240
      ? 'OneToFourHours'
      : minutes <= 1440
        ? 'FourHoursToOneDay'
        : 'MultiDay';
}

export function describeActivity(a: ActivityRecord): ActivitySummary {
  const t = a.template;
  const usd = (amountMinor: number) => ({
    amountMinor: Math.round(amountMinor / 100) * 100,
    currency: 'USD' as const,
  });
  const bands = AGE_BANDS.filter((b) => b.maxAge >= t.minAge);
  const local = LANGUAGES_BY_COUNTRY[a.city.countryCode];
  const title = t.title.replace('{city}', a.city.name).replace('{country}', a.city.countryName);
  return {
    activityId: a.activityId,
    title,
    description: t.description,
    category: t.category,
    cityCode: `C${a.city.geonameId}`,
    city: a.city.name,
    countryCode: a.city.countryCode,
    coordinates: { lat: a.lat, lon: a.lon },
    durationMinutes: t.durationMinutes,
    duration: getDurationBucket(t.durationMinutes),
    userRating: a.rating10 / 10,
    reviewCount: a.reviews,
    languages: local ? ['English', local] : ['English'],
    ageBands: bands.map((b) => ({
      band: b.band,
      minAge: Math.max(b.minAge, t.minAge),
      maxAge: b.maxAge,
    })),
    tickets: t.tickets.map((ticketType) => ({
      ticketType,
      name: TICKET_NAMES[ticketType],
      prices: bands.map((b) => ({
        band: b.band,
        price: usd(a.adultPriceMinor * b.priceFactor * TICKET_FACTORS[ticketType]),
      })),
    })),
    fromPrice: usd(a.adultPriceMinor),
    cancellationPolicy:
      t.cancellation === 'FullyRefundable'
        ? {
            kind: 'FullyRefundable',
            freeCancellationHoursBefore: 24,
            refundPercentAfterDeadline: 0,
          }
        : t.cancellation === 'PartiallyRefundable'
          ? {
              kind: 'PartiallyRefundable',
              freeCancellationHoursBefore: 72,
              refundPercentAfterDeadline: 50,
            }
          : {
              kind: 'NonRefundable',
              freeCancellationHoursBefore: null,
              refundPercentAfterDeadline: 0,
            },
    imageSvg: toSvgDataUri(renderLandscapeSvg(a.activityId, title)),
  };
}

function validateActivityDate(
  date: string,
  now: Instant,
): { ok: true; day: number } | SupplyFailure {
  const day = parseIsoDate(date);
  if (day === null) return fail('InvalidDate', `"${date}" is not a valid date (YYYY-MM-DD).`);
  const today = Math.floor(toEpochMinute(now) / MINUTES_PER_DAY);
  if (day < today - 1 || day > today + ACTIVITY_HORIZON_DAYS)
    return fail(
      'DateOutsideHorizon',
      `The date must be between ${formatIsoDate(today)} and ${formatIsoDate(today + ACTIVITY_HORIZON_DAYS)}.`,
    );
  return { ok: true, day };
}

/** Sandbox rule: about 3% of days an activity is closed (weather, private hire), besides its weekly day off. */
function isClosed(world: ActivityWorld, a: ActivityRecord, day: number): boolean {
  return (
    getWeekday(day) === a.template.closedWeekday || toUnit(hash3(world.seed, a.hash, day)) < 0.03
  );
}

export function searchActivities(
  world: ActivityWorld,
  req: ActivitySearchRequest,
  now: Instant,
): { ok: true; value: ActivitySearchResponse } | SupplyFailure {
  const m = /^C(\d+)$/.exec(req.cityCode);
  const city = m ? world.cityByGeonameId.get(Number(m[1])) : undefined;
  if (!city) return fail('UnknownLocation', `Unknown city code "${req.cityCode}".`);
  const valid = validateActivityDate(req.date, now);
  if (!valid.ok) return valid;
  const until = req.untilDate === undefined ? valid : validateActivityDate(req.untilDate, now);
  if (!until.ok) return until;
  if (until.day < valid.day) return fail('InvalidDate', 'The last day is before the first day.');
  if (until.day - valid.day > MAX_ACTIVITY_SEARCH_DAYS)
    return fail('InvalidDate', `Search at most ${MAX_ACTIVITY_SEARCH_DAYS + 1} days at a time.`);
  const isOpenInRange = (a: ActivityRecord) => {
    for (let day = valid.day; day <= until.day; day++) if (!isClosed(world, a, day)) return true;
    return false;
  };
  const found = listCityActivities(world, city).filter(
    (a) =>
      (!req.categories || req.categories.includes(a.template.category)) &&
      (!req.durations || req.durations.includes(getDurationBucket(a.template.durationMinutes))) &&
      (req.maxPriceMinor === undefined || a.adultPriceMinor <= req.maxPriceMinor) &&
      (req.minRating === undefined || a.rating10 >= req.minRating * 10) &&
      isOpenInRange(a),
  );
  const score = (a: ActivityRecord) => a.rating10 * 10 + Math.log2(a.reviews + 1) * 5;
  const byId = (x: ActivityRecord, y: ActivityRecord) => (x.activityId < y.activityId ? -1 : 1);
  const compare: Record<
    ActivitySearchRequest['sort'],
    (x: ActivityRecord, y: ActivityRecord) => number
  > = {
    Recommended: (x, y) => score(y) - score(x) || byId(x, y),
    PriceLowToHigh: (x, y) => x.adultPriceMinor - y.adultPriceMinor || byId(x, y),
    PriceHighToLow: (x, y) => y.adultPriceMinor - x.adultPriceMinor || byId(x, y),
    Rating: (x, y) => y.rating10 - x.rating10 || y.reviews - x.reviews || byId(x, y),
    DurationShortest: (x, y) =>
      x.template.durationMinutes - y.template.durationMinutes || byId(x, y),
  };
  found.sort(compare[req.sort]);
  return {
    ok: true,
    value: {
      total: found.length,
      activities: found.slice(req.offset, req.offset + req.limit).map(describeActivity),
    },
  };
}

/** Time slots for a date and party: spots left per slot and ticket type, priced for the party. */
/** Spots the portal already sold in a slot. */
export type SoldSpotsLookup = (
  activityId: string,
  date: string,
  startTime: string,
  ticketType: TicketType,
) => number;

export function getActivityAvailability(
  world: ActivityWorld,
  req: ActivityAvailabilityRequest,
  now: Instant,
  sold: SoldSpotsLookup = () => 0,
): { ok: true; value: ActivityAvailability } | SupplyFailure {
  const a = findActivity(world, req.activityId);
  if (!a) return fail('NotFound', `Unknown activity "${req.activityId}".`);
  const valid = validateActivityDate(req.date, now);
  if (!valid.ok) return valid;
  const party = AGE_BANDS.map((b) => ({ ...b, count: req.travelers[b.band] ?? 0 }));
  const people = party.reduce((s, b) => s + b.count, 0);
  if (people < 1) return fail('InvalidPassengers', 'Choose at least one traveler.');
  if (people > MAX_ACTIVITY_TRAVELERS)
    return fail('InvalidPassengers', `At most ${MAX_ACTIVITY_TRAVELERS} travelers per booking.`);
  if ((req.travelers.Adult ?? 0) + (req.travelers.Senior ?? 0) < 1)
    return fail('InvalidPassengers', 'Children must travel with an adult.');
  const base = { activityId: a.activityId, date: req.date };
  if (party.some((b) => b.count > 0 && b.maxAge < a.template.minAge))
    return {
      ok: true,
      value: { ...base, availability: 'Unavailable', reason: 'AgeRestriction', timeSlots: [] },
    };
  if (isClosed(world, a, valid.day))
    return {
      ok: true,
      value: { ...base, availability: 'Unavailable', reason: 'Closed', timeSlots: [] },
    };
  const nowMinute = toEpochMinute(now);
  const seats = party.reduce((s, b) => s + (b.band === 'Infant' ? 0 : b.count), 0);
  const weekday = getWeekday(valid.day);
  const weekend = weekday === 0 || weekday === 6 ? 0.15 : 0;
  const soon = Math.max(0, 0.25 - (valid.day * MINUTES_PER_DAY - nowMinute) / MINUTES_PER_DAY / 40);
  // Sandbox rule: about 6% of days a group has booked every slot.
  const isFullyBooked = toUnit(hash3(world.seed, a.hash, valid.day + 7_000_000)) < 0.06;
  const slots: TimeSlot[] = [];
  for (const start of a.template.startMinutes) {
    // Local start times are compared with UTC "now" here: good enough to hide slots already gone.
    if (valid.day * MINUTES_PER_DAY + start <= nowMinute) continue;
    for (const ticketType of a.template.tickets) {
      const capacity = ticketType === 'Private' ? 1 : a.template.capacity;
      const load = isFullyBooked
        ? 1
        : Math.min(
            1,
            0.2 +
              0.7 * toUnit(hash4(world.seed, a.hash, valid.day, start * 8 + ticketType.length)) +
              weekend +
              soon,
          );
      const startTime = `${String(Math.floor(start / 60)).padStart(2, '0')}:${String(start % 60).padStart(2, '0')}`;
      const spotsLeft = Math.max(
        0,
        capacity -
          Math.floor(capacity * load) -
          sold(a.activityId, req.date, startTime, ticketType),
      );
      const isPrivate = ticketType === 'Private';
      const totalMinor = party.reduce(
        (s, b) =>
          s +
          Math.round((a.adultPriceMinor * b.priceFactor * TICKET_FACTORS[ticketType]) / 100) *
            100 *
            b.count,
        0,
      );
      slots.push({
        startTime,
        ticketType,
        spotsLeft,
        isAvailable: isPrivate ? spotsLeft === 1 : spotsLeft >= seats,
        total: { amountMinor: totalMinor, currency: 'USD' },
      });
    }
  }
  const isAvailable = slots.some((s) => s.isAvailable);
  return {
    ok: true,
    value: {
      ...base,
      availability: isAvailable ? 'Available' : slots.length === 0 ? 'Empty' : 'Unavailable',
      reason: isAvailable ? null : 'SoldOut',
      timeSlots: slots,
    },
  };
}
