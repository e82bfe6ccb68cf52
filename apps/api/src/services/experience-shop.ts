import type { ActivityAvailability, ActivityDetail } from '@wayfare/contracts/activities';
import type {
  ExperienceAutocompleteResponse,
  ExperienceAvailabilityRequest,
  ExperienceSearchRequest,
  ExperienceShopResponse,
} from '@wayfare/contracts/experiences';
import { ExperienceSearchRequestSchema } from '@wayfare/contracts/experiences';
import type { SupplyFailure } from '@wayfare/contracts/places';
import type { Tenant } from '@wayfare/contracts/tenant';
import { checkActivityParty } from '@wayfare/domain/activity-tickets';
import { listCardEarns, type EarnCardAccount } from '@wayfare/domain/earn';
import type { ActivityBookingsRepository } from '@wayfare/store/repositories/activity-bookings-repository';
import { formatActivityImagePath } from '@wayfare/supply/activities/activity-detail';
import { MIN_ACTIVITY_CITY_POPULATION } from '@wayfare/supply/activities/activity-search';
import { searchPlaces } from '@wayfare/supply/places/place-autocomplete';
import { AppError } from '../app-error';
import type { Clock } from '../clock';
import { prepareJson, type PrecompressedJson } from './precompressed-json';
import type { SearchCache } from './search-cache';
import type { SupplierPorts } from './supplier-ports';
import type { SupplyService } from './supply';

/**
 * Experience shopping (issue 22): city suggestions, search, the activity page and a day's time
 * slots. The operator's availability leaves out the spots the portal sold, counted in the
 * database (`activity_slot_sales`).
 */
export interface ExperienceShopPorts {
  clock: Clock;
  travelClock: Clock;
  supply: Pick<SupplyService, 'getWorld'>;
  suppliers: Pick<SupplierPorts, 'activities'>;
  repos: { activityBookings: Pick<ActivityBookingsRepository, 'listSoldSpots'> };
  /** A search's answer, encoded once, for a minute (it depends only on the search). */
  experienceSearchCache: SearchCache<PrecompressedJson>;
}

export const EXPERIENCE_SEARCH_CACHE_MS = 60_000;
const SUGGESTION_LIMIT = 8;
/** Experiences earn at the card's general travel rate (its flights rate): no card has an experiences rate. */
export const EXPERIENCE_EARN_CATEGORY = 'flights' as const;

/** POST /autocomplete/experiences: cities big enough to run activities, best match first. */
export function suggestExperiencePlaces(
  ports: Pick<ExperienceShopPorts, 'supply'>,
  query: string,
): ExperienceAutocompleteResponse['suggestions'] {
  const text = query.trim();
  if (text.length < 2) return [];
  const world = ports.supply.getWorld();
  const found = searchPlaces(world, text, { kinds: ['city'], limit: SUGGESTION_LIMIT * 2 });
  if (!found.ok) return [];
  const out: ExperienceAutocompleteResponse['suggestions'] = [];
  for (const place of found.value) {
    const m = /^C(\d+)$/.exec(place.cityCode ?? place.code);
    const city = m ? world.activities.cityByGeonameId.get(Number(m[1])) : undefined;
    if (!city || city.population < MIN_ACTIVITY_CITY_POPULATION) continue;
    out.push({ ...place, cityCode: `C${city.geonameId}` });
    if (out.length === SUGGESTION_LIMIT) break;
  }
  return out;
}

/** A supplier's refusal of a search or a day: 400 at the field with `details.reason`. */
export function toExperienceError(failure: SupplyFailure, dateField = 'fromDate'): AppError {
  switch (failure.code) {
    case 'UnknownLocation':
      return new AppError('BadRequest', failure.message, 'cityCode', {
        reason: 'UnknownLocation',
      });
    case 'DateOutsideHorizon':
      return new AppError('BadRequest', failure.message, dateField, {
        reason: 'DateOutsideHorizon',
      });
    case 'InvalidDate':
      return new AppError('BadRequest', failure.message, dateField, { reason: 'InvalidDate' });
    case 'NotFound':
      return new AppError('NotFound', failure.message, 'activityId');
    case 'InvalidPassengers':
      return new AppError('InvalidPassengers', failure.message, 'travelers');
    default:
      return new AppError('ProviderError', failure.message);
  }
}

/**
 * POST /experiences/search: the city's activities open on any day of the range, filtered and
 * sorted. The answer depends only on the search, so it is encoded once per minute and sent as
 * bytes with `searchedAt` appended.
 */
export async function searchExperiences(
  ports: ExperienceShopPorts,
  input: ExperienceSearchRequest,
): Promise<{ body: PrecompressedJson; tailMembers: string }> {
  const request = ExperienceSearchRequestSchema.parse(input);
  const key = JSON.stringify(request);
  const now = ports.clock.now();
  const cached = ports.experienceSearchCache.get(key, now);
  let body = cached;
  if (!body) {
    const found = await ports.suppliers.activities.searchActivities(
      {
        cityCode: request.cityCode,
        date: request.fromDate,
        untilDate: request.untilDate,
        ...(request.categories?.length ? { categories: request.categories } : {}),
        ...(request.durations?.length ? { durations: request.durations } : {}),
        ...(request.maxPriceMinor !== undefined ? { maxPriceMinor: request.maxPriceMinor } : {}),
        ...(request.minRating !== undefined ? { minRating: request.minRating } : {}),
        sort: request.sort,
        offset: request.offset,
        limit: request.limit,
      },
      ports.travelClock.now(),
    );
    if (!found.ok)
      throw toExperienceError(
        found,
        found.message.includes('last day') || found.message.includes(request.untilDate)
          ? 'untilDate'
          : 'fromDate',
      );
    // Pictures are linked, not inline: a page of results stays a few kilobytes.
    const answer = {
      total: found.value.total,
      activities: found.value.activities.map(({ imageSvg: _inline, ...a }) => ({
        ...a,
        imageUrl: formatActivityImagePath(a.activityId),
      })),
    };
    body = prepareJson(JSON.stringify(answer).slice(1, -1));
    ports.experienceSearchCache.set(key, body, now);
  }
  return { body, tailMembers: `"searchedAt":${JSON.stringify(now.toISOString())}` };
}

/** The activity page, or NotFound. */
export async function describeExperience(
  ports: Pick<ExperienceShopPorts, 'suppliers'>,
  activityId: string,
): Promise<ActivityDetail> {
  const found = await ports.suppliers.activities.describeActivity(activityId);
  if (!found.ok) throw new AppError('NotFound', found.message, 'activityId');
  return found.value;
}

/** POST /experiences/shop: the activity page with what its adult ticket would earn. */
export async function shopExperience(
  ports: Pick<ExperienceShopPorts, 'suppliers'>,
  who: { tenant: Tenant; earnCards: readonly EarnCardAccount[] },
  activityId: string,
): Promise<ExperienceShopResponse> {
  const activity = await describeExperience(ports, activityId);
  return {
    activity,
    earn: listCardEarns(activity.fromPrice, who.earnCards, EXPERIENCE_EARN_CATEGORY),
  };
}

/** The party's age rules as an HTTP error at `travelers`, or nothing. */
export function assertParty(
  travelers: ExperienceAvailabilityRequest['travelers'],
  activity: ActivityDetail,
): void {
  const problem = checkActivityParty(travelers, activity.ageBands);
  if (!problem) return;
  const messages = {
    NoTravelers: 'Choose at least one traveller.',
    TooManyTravelers: 'At most 15 travellers per booking.',
    AdultRequired: 'Children must travel with an adult (18 or over).',
    AgeBandNotAllowed: 'This activity does not take travellers of that age.',
  };
  const { code, ...details } = problem;
  throw new AppError('InvalidPassengers', messages[code], 'travelers', {
    reason: code,
    ...details,
  });
}

/**
 * POST /experiences/availability: the day's slots for the party, with the portal's own sales left
 * out of each slot's spots (they are in the database, whatever process sold them).
 */
export async function getExperienceAvailability(
  ports: Pick<ExperienceShopPorts, 'suppliers' | 'repos' | 'travelClock'>,
  request: ExperienceAvailabilityRequest,
): Promise<ActivityAvailability> {
  const activity = await describeExperience(ports, request.activityId);
  assertParty(request.travelers, activity);
  const sold = await ports.repos.activityBookings.listSoldSpots(request.activityId, request.date);
  const found = await ports.suppliers.activities.getAvailability(
    request,
    ports.travelClock.now(),
    (_id, _date, startTime, ticketType) => sold.get(`${startTime}|${ticketType}`) ?? 0,
  );
  if (!found.ok) throw toExperienceError(found, 'date');
  return found.value;
}
