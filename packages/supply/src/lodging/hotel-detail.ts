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
  ACCESSIBILITY_FEATURES,
  formatRoomTypeId,
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

function summariseRating(rating: number): string {
  if (rating >= 4.5) return 'Exceptional';
  if (rating >= 4) return 'Very good';
  if (rating >= 3.5) return 'Good';
  return 'Fair';
}

export function describeReviews(world: HotelWorld, hotel: number): HotelReviews {
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
    summary: `${summariseRating(rating)}: guests especially praise the ${best?.category.toLowerCase() ?? 'location'}.`,
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
  for (const template of listRoomTemplates(world, hotel)) {
    const room = ROOM_TEMPLATES[template];
    if (!room || room.maxOccupancy < stay.guestsPerRoom) continue;
    const priced = plans.map((plan) =>
      priceRoomRate(
        world,
        { hotel, template, plan, checkIn: stay.checkIn, nights: stay.nights, loadDay },
        stay,
        sold,
      ),
    );
    const soldOutDates = priced[0]?.soldOutDates ?? [];
    const isAvailable = priced.some((p) => p.rate.roomsLeft >= stay.rooms);
    const roomTypeId = formatRoomTypeId(lodgingId, template);
    out.push({
      roomTypeId,
      name: room.name,
      description: `${room.description} ${room.sizeSqm} m², sleeps ${room.maxOccupancy}.`,
      bedTypes: room.bedTypes,
      maxOccupancy: room.maxOccupancy,
      isAccessible: room.isAccessible,
      accessibilityFeatures: room.isAccessible ? ACCESSIBILITY_FEATURES : [],
      sizeSqm: room.sizeSqm,
      imageSvg: toSvgDataUri(renderRoomSvg(roomTypeId, room.bedTypes, room.name)),
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
  const d = describeHotel(world, hotel);
  const stars = world.stars[hotel] ?? 3;
  const mask = world.amenities[hotel] ?? 0;
  const has = (a: Parameters<typeof getAmenityBit>[0]) => (mask & getAmenityBit(a)) !== 0;
  const city = world.reference.cities[world.city[hotel] ?? 0];
  const h = hash3(world.seed, hotel, 4343);
  const highlights = [
    has('Pool') ? 'an outdoor pool' : null,
    has('Spa') ? 'a full-service spa' : null,
    has('Restaurant') ? 'an on-site restaurant' : null,
    has('FitnessCenter') ? 'a 24-hour fitness centre' : null,
    has('Beachfront') ? 'direct beach access' : null,
  ].filter((x): x is string => x !== null);
  const rooms = listRooms(world, hotel, d.lodgingId, stay, now, sold);
  const photos = [
    {
      imageSvg: toSvgDataUri(renderHotelSvg(d.lodgingId, stars, d.name)),
      caption: `${d.name} exterior`,
    },
    ...rooms.slice(0, 2).map((r) => ({ imageSvg: r.imageSvg, caption: r.name })),
    {
      imageSvg: toSvgDataUri(renderLandscapeSvg(`${d.lodgingId}-view`, `${d.city} view`)),
      caption: `${d.neighbourhood}, ${d.city}`,
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
      description: `A ${stars}-star ${d.brand ? `${d.brand} ` : ''}hotel in ${d.neighbourhood}, ${d.city}${highlights.length > 0 ? `, with ${highlights.join(', ')}` : ''}. ${world.roomCount[hotel] ?? 0} rooms${has('FreeWifi') ? ' and free Wi-Fi throughout' : ''}.`,
      address: `${1 + (h % 480)} ${pickByHash(STREETS, h >>> 9)}, ${d.neighbourhood}, ${d.city}, ${city?.countryName ?? d.countryCode}`,
      photos,
      reviews: describeReviews(world, hotel),
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
