import type {
  HomeQuote,
  HomeSearchRequest,
  HomeSearchResponse,
  HomeSearchResult,
} from '@wayfare/contracts/homes';
import type { UnavailabilityReason } from '@wayfare/contracts/lodging';
import type { SupplyFailure } from '@wayfare/contracts/places';
import type { Instant } from '../reference/calendar';
import { fail } from '../supply-result';
import { describeHome, listCityHomes, type HomeListing, type HomeWorld } from './home-listings';
import {
  findUnavailabilityReasons,
  priceHomeStay,
  validateHomeDates,
  type BookedNightLookup,
} from './home-quote';

/** Homes in a city that can host the stay, priced in full; the rest are counted by reason. */
export function searchHomes(
  world: HomeWorld,
  req: HomeSearchRequest,
  now: Instant,
  booked: BookedNightLookup = () => false,
): { ok: true; value: HomeSearchResponse } | SupplyFailure {
  const m = /^C(\d+)$/.exec(req.cityCode);
  const city = m ? world.cityByGeonameId.get(Number(m[1])) : undefined;
  if (!city) return fail('UnknownLocation', `Unknown city code "${req.cityCode}".`);
  const valid = validateHomeDates(req, now);
  if (!valid.ok) return valid;
  const unavailableByReason: Partial<Record<UnavailabilityReason, number>> = {};
  const found: { home: HomeListing; quote: HomeQuote }[] = [];
  for (const home of listCityHomes(world, city)) {
    if (req.minBedrooms !== undefined && home.bedrooms < req.minBedrooms) continue;
    if (req.propertyTypes && !req.propertyTypes.includes(home.propertyType)) continue;
    const stay = { home, ...valid.dates };
    const { reasons } = findUnavailabilityReasons(world, stay, booked);
    for (const r of reasons) unavailableByReason[r] = (unavailableByReason[r] ?? 0) + 1;
    if (reasons.length > 0) continue;
    const quote = priceHomeStay(world, stay, {
      listingId: home.listingId,
      checkInDate: req.checkInDate,
      checkOutDate: req.checkOutDate,
      adults: req.adults,
      children: req.children,
      pets: req.pets,
    });
    found.push({ home, quote });
  }
  found.sort((a, b) =>
    req.sort === 'UserRating'
      ? b.home.rating10 - a.home.rating10 ||
        b.home.reviews - a.home.reviews ||
        (a.home.listingId < b.home.listingId ? -1 : 1)
      : a.quote.total.amountMinor - b.quote.total.amountMinor ||
        (a.home.listingId < b.home.listingId ? -1 : 1),
  );
  return {
    ok: true,
    value: {
      total: found.length,
      unavailableByReason,
      homes: found
        .slice(req.offset, req.offset + req.limit)
        .map((f): HomeSearchResult => ({ ...describeHome(f.home), quote: f.quote })),
    },
  };
}
