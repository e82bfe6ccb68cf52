import type {
  HotelDetail,
  HotelReviews,
  HotelRoom,
  HotelStayRequest,
  ReviewCategory,
} from '@wayfare/contracts/lodging';
import type { SupplyFailure } from '@wayfare/contracts/places';
import {
  renderHotelSvg,
  renderLandscapeSvg,
  renderRoomSvg,
  toSvgDataUri,
} from '../imagery/svg-illustrations';
import { hash3, pickByHash } from '../random/prng';
import type { Instant } from '../reference/calendar';
import { fail } from '../supply-result';
import { getHotelTimeZone } from './hotel-cancellation';
import { describeHotel, parseLodgingId } from './hotel-describe';
import { getRateLoadDay, listRatePlans } from './hotel-rate-plans';
import { priceRoomRate, type SoldRoomLookup } from './hotel-room-rate';
import {
  DEFAULT_SUPPLY_LOCALE,
  sayHotelDescription,
  sayPhotoCaption,
  sayReviewSummary,
  sayRoomSize,
  type SupplyLocale,
} from './hotel-locale';
import {
  describeRoomTemplate,
  formatRoomTypeId,
  listAccessibilityFeatures,
  listRoomTemplates,
  ROOM_TEMPLATES,
} from './hotel-room-types';
import { validateStay, type Stay } from './hotel-stay';
import { getAmenityBit, type HotelWorld } from './hotel-world';

export const DEFAULT_MINIMUM_CHECK_IN_AGE = 18;
/** Sandbox rule: every hotel whose id ends in 7 (H…7) only checks in guests aged 21 or over. */
export const STRICT_MINIMUM_CHECK_IN_AGE = 21;

export function getMinimumCheckInAge(hotel: number): number {
  return hotel % 10 === 7 ? STRICT_MINIMUM_CHECK_IN_AGE : DEFAULT_MINIMUM_CHECK_IN_AGE;
}

const STREETS = [
  'Main Street',
  'Harbour Road',
  'Park Avenue',
  'King Street',
  'Station Road',
  'Market Square',
  'River Walk',
  'Church Lane',
  'High Street',
  'Garden Row',
];
const CATEGORIES: ReviewCategory[] = ['Cleanliness', 'Location', 'Service', 'Value', 'Rooms'];
/** The amenities a description mentions, in this order. */
const HIGHLIGHT_AMENITIES = ['Pool', 'Spa', 'Restaurant', 'FitnessCenter', 'Beachfront'] as const;

export function describeReviews(
  world: HotelWorld,
  hotel: number,
  locale: SupplyLocale = DEFAULT_SUPPLY_LOCALE,
): HotelReviews {
  const rating = (world.rating10[hotel] ?? 0) / 10;
  const categories = CATEGORIES.map((category, i) => {
    const wobble = ((hash3(world.seed, hotel, 900 + i) % 9) - 4) / 10;
    return { category, score: Math.round(Math.max(1, Math.min(5, rating + wobble)) * 10) / 10 };
  });
  const best = [...categories].sort((a, b) => b.score - a.score)[0];
  return {
    userRating: rating,
    reviewCount: world.reviews[hotel] ?? 0,
    categories,
    summary: sayReviewSummary(rating, best?.category, locale),
  };
}

function listRooms(
  world: HotelWorld,
  hotel: number,
  lodgingId: string,
  stay: Stay,
  now: Instant,
  sold: SoldRoomLookup,
): HotelRoom[] {
  const loadDay = getRateLoadDay(now);
  const plans = listRatePlans(world, hotel);
  const out: HotelRoom[] = [];
  const locale = stay.locale ?? DEFAULT_SUPPLY_LOCALE;
  for (const template of listRoomTemplates(world, hotel)) {
    const room = ROOM_TEMPLATES[template];
    if (!room || room.maxOccupancy < stay.guestsPerRoom) continue;
    const texts = describeRoomTemplate(room, locale);
    const priced = plans.map((plan) =>
      priceRoomRate(
        world,
        { hotel, template, plan, checkIn: stay.checkIn, nights: stay.nights, loadDay },
        stay,
        sold,
        loadDay,
      ),
    );
    const soldOutDates = priced[0]?.soldOutDates ?? [];
    const isAvailable = priced.some((p) => p.rate.roomsLeft >= stay.rooms);
    const roomTypeId = formatRoomTypeId(lodgingId, template);
    out.push({
      roomTypeId,
      name: texts.name,
      description: `${texts.description} ${sayRoomSize(room.sizeSqm, room.maxOccupancy, locale)}`,
      bedTypes: room.bedTypes,
      maxOccupancy: room.maxOccupancy,
      isAccessible: room.isAccessible,
      accessibilityFeatures: room.isAccessible ? listAccessibilityFeatures(locale) : [],
      sizeSqm: room.sizeSqm,
      imageSvg: toSvgDataUri(renderRoomSvg(roomTypeId, room.bedTypes, texts.name)),
      availability: isAvailable ? 'Available' : 'Unavailable',
      soldOutDates,
      rates: isAvailable
        ? priced.map((p) => p.rate).sort((a, b) => a.total.amountMinor - b.total.amountMinor)
        : [],
    });
  }
  return out.sort(
    (a, b) =>
      (a.rates[0]?.total.amountMinor ?? Infinity) - (b.rates[0]?.total.amountMinor ?? Infinity),
  );
}

/**
 * A hotel page for a stay: description, photos, reviews, policies and every room type with its
 * rates (pay now / later, refundable or not, board), nightly prices and rooms left.
 */
export function getHotelDetail(
  world: HotelWorld,
  req: HotelStayRequest,
  now: Instant,
  sold: SoldRoomLookup = () => 0,
): { ok: true; value: HotelDetail } | SupplyFailure {
  const hotel = parseLodgingId(world, req.lodgingId);
  if (hotel === null) return fail('NotFound', `Unknown hotel "${req.lodgingId}".`);
  const valid = validateStay(req, now);
  if (!valid.ok) return valid;
  const stay = valid.stay;
  const locale = stay.locale ?? DEFAULT_SUPPLY_LOCALE;
  const d = describeHotel(world, hotel, locale);
  const stars = world.stars[hotel] ?? 3;
  const mask = world.amenities[hotel] ?? 0;
  const has = (a: Parameters<typeof getAmenityBit>[0]) => (mask & getAmenityBit(a)) !== 0;
  const city = world.reference.cities[world.city[hotel] ?? 0];
  const h = hash3(world.seed, hotel, 4343);
  const highlights = HIGHLIGHT_AMENITIES.filter((a) => has(a));
  const rooms = listRooms(world, hotel, d.lodgingId, stay, now, sold);
  const photos = [
    {
      imageSvg: toSvgDataUri(renderHotelSvg(d.lodgingId, stars, d.name)),
      caption: sayPhotoCaption('exterior', d, locale),
    },
    ...rooms.slice(0, 2).map((r) => ({ imageSvg: r.imageSvg, caption: r.name })),
    {
      imageSvg: toSvgDataUri(renderLandscapeSvg(`${d.lodgingId}-view`, `${d.city} view`)),
      caption: sayPhotoCaption('view', d, locale),
    },
  ];
  return {
    ok: true,
    value: {
      lodgingId: d.lodgingId,
      name: d.name,
      brand: d.brand,
      chainName: d.chainName,
      loyaltyProgramCode: d.loyaltyProgramCode,
      starRating: stars,
      userRating: (world.rating10[hotel] ?? 0) / 10,
      reviewCount: world.reviews[hotel] ?? 0,
      collection: d.collection,
      amenities: d.amenities,
      coordinates: { lat: world.lat[hotel] ?? 0, lon: world.lon[hotel] ?? 0 },
      city: d.city,
      countryCode: d.countryCode,
      neighbourhood: d.neighbourhood,
      imageSvg: photos[0]?.imageSvg ?? '',
      description: sayHotelDescription(
        {
          stars,
          brand: d.brand,
          neighbourhood: d.neighbourhood,
          city: d.city,
          highlights,
          roomCount: world.roomCount[hotel] ?? 0,
          hasFreeWifi: has('FreeWifi'),
        },
        locale,
      ),
      address: `${1 + (h % 480)} ${pickByHash(STREETS, h >>> 9)}, ${d.neighbourhood}, ${d.city}, ${city?.countryName ?? d.countryCode}`,
      photos,
      reviews: describeReviews(world, hotel, locale),
      policies: {
        checkInTime: '15:00',
        checkOutTime: '11:00',
        minimumCheckInAge: getMinimumCheckInAge(hotel),
        timeZone: getHotelTimeZone(world, hotel),
        petsAllowed: has('PetFriendly'),
      },
      stay: {
        lodgingId: d.lodgingId,
        checkInDate: req.checkInDate,
        checkOutDate: req.checkOutDate,
        rooms: stay.rooms,
        adults: stay.adults,
        children: stay.children,
      },
      nights: stay.nights,
      availability:
        rooms.length === 0
          ? 'Empty'
          : rooms.some((r) => r.availability === 'Available')
            ? 'Available'
            : 'Unavailable',
      rooms,
    },
  };
}
