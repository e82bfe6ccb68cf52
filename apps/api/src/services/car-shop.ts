import type {
  CarAutocompleteResponse,
  CarResultsResponse,
  CarSearchRejection,
  CarSearchRequest,
  CarShopRequest,
  CarShopResponse,
} from '@wayfare/contracts/cars';
import type { SupplyFailure } from '@wayfare/contracts/places';
import type { Tenant } from '@wayfare/contracts/tenant';
import type { EarnCardAccount } from '@wayfare/domain/earn';
import { listCardEarns } from '@wayfare/domain/earn';
import { judgeCarOffer } from '@wayfare/domain/car-rental';
import { summarizeRatePolicyStatus } from '@wayfare/domain/travel-policy';
import { searchPlaces } from '@wayfare/supply/places/place-autocomplete';
import { AppError } from '../app-error';
import type { Clock } from '../clock';
import { prepareJson, type PrecompressedJson } from './precompressed-json';
import type { SearchCache } from './search-cache';
import type { SupplierPorts } from './supplier-ports';
import type { SupplyService } from './supply';
import type { BookerPolicy } from './travel-policy';

/**
 * Car shopping (issue 21): rental place suggestions, search with each offer judged under the
 * booker's tier (spec §5 cars.maxPricePerDay), and the shop page's rental priced again.
 */
export interface CarShopPorts {
  clock: Clock;
  /** Pick-up times are checked and priced on the travel clock. */
  travelClock: Clock;
  supply: Pick<SupplyService, 'getWorld'>;
  suppliers: Pick<SupplierPorts, 'cars'>;
  /** A search's answer for a tenant and tier, encoded once, for a minute. */
  carSearchCache: SearchCache<PrecompressedJson>;
}

/** Who shops: the tenant, the policy tier that judges each car, and the cards that earn. */
export interface CarShopper {
  tenant: Tenant;
  policy: BookerPolicy | null;
  earnCards: readonly EarnCardAccount[];
}

export const CAR_SEARCH_CACHE_MS = 60_000;
const CAR_SUGGESTION_LIMIT = 10;

/** GET /autocomplete/cars: airports and cities with rental counters, best first. */
export function suggestCarPlaces(
  ports: Pick<CarShopPorts, 'supply'>,
  query: string,
): CarAutocompleteResponse['suggestions'] {
  const text = query.trim();
  if (text.length < 2) return [];
  const world = ports.supply.getWorld();
  const found = searchPlaces(world, text, {
    kinds: ['airport', 'city'],
    limit: CAR_SUGGESTION_LIMIT * 2,
  });
  if (!found.ok) return [];
  const suggestions: CarAutocompleteResponse['suggestions'] = [];
  for (const place of found.value) {
    if (place.kind !== 'airport' && place.kind !== 'city') continue;
    if (!world.cars.byCode.has(place.code)) continue;
    suggestions.push({ ...place, kind: place.kind, rentalCode: place.code });
    if (suggestions.length === CAR_SUGGESTION_LIMIT) break;
  }
  return suggestions;
}

/** Each supplier refusal of a search: the field it is about and the reason the web words. */
const REJECTIONS: Partial<
  Record<SupplyFailure['code'], { field: keyof CarSearchRequest; reason: CarSearchRejection }>
> = {
  UnknownLocation: { field: 'pickUp', reason: 'UnknownLocation' },
  InvalidDate: { field: 'pickUpAt', reason: 'InvalidDate' },
  DropOffBeforePickUp: { field: 'dropOffAt', reason: 'DropOffBeforePickUp' },
  PickUpInPast: { field: 'pickUpAt', reason: 'PickUpInPast' },
  DateOutsideHorizon: { field: 'pickUpAt', reason: 'PickUpTooFarAhead' },
  RentalTooLong: { field: 'dropOffAt', reason: 'RentalTooLong' },
  DriverAgeNotAllowed: { field: 'driverAge', reason: 'DriverAgeNotAllowed' },
  CrossBorderOneWay: { field: 'dropOff', reason: 'CrossBorderOneWay' },
  CounterClosed: { field: 'pickUpAt', reason: 'CounterClosed' },
  InvalidRequest: { field: 'pickUp', reason: 'UnknownLocation' },
};

/**
 * A search the supplier refused: 400 BadRequest at its field with `details.reason`. A drop-off
 * place, date or counter hour is told from the pick-up's by the value the supplier names.
 */
export function toCarSearchError(failure: SupplyFailure, request: CarSearchRequest): AppError {
  const rejection = REJECTIONS[failure.code] ?? { field: 'pickUp', reason: 'UnknownLocation' };
  const names = (value: string | undefined) =>
    value !== undefined && failure.message.includes(value);
  let field: string = rejection.field;
  if (rejection.reason === 'UnknownLocation' && request.dropOff && !names(request.pickUp))
    field = 'dropOff';
  if (
    (rejection.reason === 'InvalidDate' || rejection.reason === 'CounterClosed') &&
    !names(request.pickUpAt) &&
    !names(request.pickUpAt.slice(11))
  )
    field = 'dropOffAt';
  return new AppError('BadRequest', failure.message, field, { reason: rejection.reason });
}

function normalizeSearch(request: CarSearchRequest): CarResultsResponse['request'] {
  const code = (c: string) => (/^[a-z]{3}$/i.test(c) ? c.toUpperCase() : c);
  return {
    pickUp: code(request.pickUp),
    dropOff: code(request.dropOff ?? request.pickUp),
    pickUpAt: request.pickUpAt,
    dropOffAt: request.dropOffAt,
    driverAge: request.driverAge,
  };
}

/**
 * POST /cars/search: every brand and class at the counter for the rental, each judged under the
 * booker's tier. The answer depends only on the search, the tenant and the tier, so it is encoded
 * once per minute and sent as bytes (the route appends the policy summary), like hotel search.
 */
export async function searchCarsForShopper(
  ports: CarShopPorts,
  who: Pick<CarShopper, 'tenant' | 'policy'>,
  input: CarSearchRequest,
): Promise<{ body: PrecompressedJson; tailMembers: string }> {
  const request = normalizeSearch(input);
  const key = `${who.tenant}|${who.policy?.tierId ?? '-'}|${JSON.stringify(request)}`;
  const now = ports.clock.now();
  const cached = ports.carSearchCache.get(key, now);
  const body = cached ?? (await buildSearchAnswer(ports, who, request, input));
  if (!cached) ports.carSearchCache.set(key, body, now);
  return { body, tailMembers: `"searchedAt":${JSON.stringify(now.toISOString())}` };
}

async function buildSearchAnswer(
  ports: CarShopPorts,
  who: Pick<CarShopper, 'tenant' | 'policy'>,
  request: CarResultsResponse['request'],
  input: CarSearchRequest,
): Promise<PrecompressedJson> {
  const found = await ports.suppliers.cars.searchCars(request, ports.travelClock.now());
  if (!found.ok) throw toCarSearchError(found, input);
  const tier = who.policy?.policy ?? null;
  const offers = found.value.offers.map((offer) => ({
    ...offer,
    policyStatus: judgeCarOffer(who.tenant, tier, offer.pricePerDay.amountMinor),
  }));
  const answer: Omit<CarResultsResponse, 'searchedAt'> = {
    ...found.value,
    offers,
    request,
    policyStatus: summarizeRatePolicyStatus(
      who.tenant,
      offers.map((o) => o.policyStatus?.inPolicy ?? false),
    ),
  };
  return prepareJson(JSON.stringify(answer).slice(1, -1));
}

/** POST /cars/shop: the offer priced again now with its counters, terms, extras and earn. */
export async function shopCar(
  ports: Pick<CarShopPorts, 'travelClock' | 'suppliers'>,
  who: CarShopper,
  input: CarShopRequest,
): Promise<CarShopResponse> {
  const found = await ports.suppliers.cars.describeRental(input.offerId, ports.travelClock.now());
  if (!found.ok) {
    if (found.code === 'NoAvailability')
      throw new AppError('NoAvailability', found.message, 'offerId');
    if (found.code === 'OfferInvalid') throw new AppError('OfferInvalid', found.message, 'offerId');
    throw new AppError('BadRequest', found.message, 'offerId', {
      reason: REJECTIONS[found.code]?.reason ?? 'UnknownLocation',
    });
  }
  const rental = found.value;
  const { offer } = rental;
  return {
    ...rental,
    total: offer.total,
    policyStatus: judgeCarOffer(
      who.tenant,
      who.policy?.policy ?? null,
      offer.pricePerDay.amountMinor,
    ),
    earn: listCardEarns(offer.total, who.earnCards, 'cars'),
  };
}
