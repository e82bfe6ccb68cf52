import type { BedType } from '@wayfare/contracts/lodging';
import { hash3, hash4, toUnit } from '../random/prng';
import {
  computeNightlyRateMinor,
  computeStayDiscountPercent,
  isNightAvailable,
} from './hotel-rates';
import {
  ACCESSIBILITY_FEATURE_TEXTS,
  DEFAULT_SUPPLY_LOCALE,
  ROOM_TYPE_TEXTS,
  type RoomTypeCode,
  type SupplyLocale,
} from './hotel-locale';
import { getAmenityBit, type HotelWorld } from './hotel-world';

export interface RoomTemplate {
  /** The room type's code in the supplier's catalogue (hotel-locale.ts: names in each language). */
  code: RoomTypeCode;
  /** English name and description (the catalogue's). */
  name: string;
  description: string;
  bedTypes: BedType[];
  maxOccupancy: number;
  sizeSqm: number;
  /** Price relative to the hotel's standard room. */
  priceFactor: number;
  isAccessible: boolean;
  /** Most rooms of this type the portal can sell on one night. */
  allotmentMax: number;
}

const t = (
  code: RoomTypeCode,
  bedTypes: BedType[],
  maxOccupancy: number,
  sizeSqm: number,
  priceFactor: number,
  allotmentMax: number,
  isAccessible = false,
): RoomTemplate => ({
  code,
  name: ROOM_TYPE_TEXTS[code].name.en,
  description: ROOM_TYPE_TEXTS[code].description.en,
  bedTypes,
  maxOccupancy,
  sizeSqm,
  priceFactor,
  isAccessible,
  allotmentMax,
});

/** Index 0 is the standard room every hotel sells; search lead rates are its rates. */
export const ROOM_TEMPLATES: readonly RoomTemplate[] = [
  t('Standard', ['Queen'], 2, 20, 1, 9),
  t('StandardTwoDoubles', ['Double', 'Double'], 4, 26, 1.12, 6),
  t('DeluxeKing', ['King'], 2, 30, 1.3, 5),
  t('AccessibleKing', ['King'], 2, 30, 1, 2, true),
  t('Family', ['Queen', 'SofaBed'], 4, 32, 1.35, 3),
  t('JuniorSuite', ['King', 'SofaBed'], 3, 42, 1.8, 3),
  t('ExecutiveSuite', ['King'], 2, 60, 2.6, 2),
  t('EconomySingle', ['Twin'], 1, 12, 0.8, 4),
];

/** A room type's name and description in the language asked for. */
export function describeRoomTemplate(
  template: RoomTemplate,
  locale: SupplyLocale = DEFAULT_SUPPLY_LOCALE,
): { name: string; description: string } {
  const texts = ROOM_TYPE_TEXTS[template.code];
  return { name: texts.name[locale], description: texts.description[locale] };
}

/** An accessible room's features, in the language asked for. */
export function listAccessibilityFeatures(locale: SupplyLocale = DEFAULT_SUPPLY_LOCALE): string[] {
  return ACCESSIBILITY_FEATURE_TEXTS.map((feature) => feature[locale]);
}

export const ACCESSIBILITY_FEATURES = listAccessibilityFeatures('en');

/** Room templates this hotel sells, by star rating, amenities and a per-hotel hash. */
export function listRoomTemplates(world: HotelWorld, hotel: number): number[] {
  const stars = world.stars[hotel] ?? 3;
  const h = hash3(world.seed, hotel, 515);
  const out = [0];
  if (stars <= 3 || h % 3 === 0) out.push(1);
  if (stars >= 3) out.push(2);
  if ((world.amenities[hotel] ?? 0) & getAmenityBit('AccessibleRooms')) out.push(3);
  if (stars >= 2 && (h >>> 4) % 2 === 0) out.push(4);
  if (stars >= 4) out.push(5);
  if (stars >= 5 || (stars === 4 && (h >>> 8) % 3 === 0)) out.push(6);
  if (stars <= 2) out.push(7);
  return out;
}

export function formatRoomTypeId(lodgingId: string, template: number): string {
  return `${lodgingId}-R${template}`;
}

/**
 * The standard room sells out exactly when the hotel does (so search and detail agree); other
 * rooms also sell out on about 8% of nights each. As seen on `observedDay`.
 */
export function isRoomNightAvailable(
  world: HotelWorld,
  hotel: number,
  template: number,
  day: number,
  observedDay: number,
): boolean {
  if (!isNightAvailable(world, hotel, day, observedDay)) return false;
  return template === 0 || toUnit(hash4(world.seed, hotel, day, 7100 + template)) >= 0.08;
}

/** Rooms of a type the portal may sell on a night before counting its own bookings (on `observedDay`). */
export function computeRoomAllotment(
  world: HotelWorld,
  hotel: number,
  template: number,
  day: number,
  observedDay: number,
): number {
  if (!isRoomNightAvailable(world, hotel, template, day, observedDay)) return 0;
  const max = ROOM_TEMPLATES[template]?.allotmentMax ?? 1;
  return 1 + (hash4(world.seed, hotel, day, 7200 + template) % max);
}

/** Room types that sleep 3–4, cheapest first; parties of 3+ per room are priced on these. */
const LARGE_ROOM_TEMPLATES = [1, 4, 5];

/** The room type a search lead rate is for: the standard room, or the cheapest that fits the party. */
export function findLeadRoomTemplate(
  world: HotelWorld,
  hotel: number,
  guestsPerRoom: number,
): number | null {
  if (guestsPerRoom <= (ROOM_TEMPLATES[0]?.maxOccupancy ?? 2)) return 0;
  const sold = listRoomTemplates(world, hotel);
  for (const t of LARGE_ROOM_TEMPLATES)
    if (sold.includes(t) && (ROOM_TEMPLATES[t]?.maxOccupancy ?? 0) >= guestsPerRoom) return t;
  return null;
}

/** Per-room sum of nightly rates for a room type on `observedDay`, or null when any night is sold out. */
export function sumRoomNights(
  world: HotelWorld,
  hotel: number,
  template: number,
  checkIn: number,
  checkOut: number,
  observedDay: number,
): number | null {
  const factor = ROOM_TEMPLATES[template]?.priceFactor ?? 1;
  let sum = 0;
  for (let day = checkIn; day < checkOut; day++) {
    if (!isRoomNightAvailable(world, hotel, template, day, observedDay)) return null;
    const raw = computeNightlyRateMinor(world, hotel, day, observedDay);
    sum += factor === 1 ? raw : Math.round((raw * factor) / 100) * 100;
  }
  return sum;
}

/** Like `priceStay` for a larger room type: the length-of-stay discount applied to its nights. */
export function priceLargeRoomStay(
  world: HotelWorld,
  hotel: number,
  template: number,
  checkIn: number,
  checkOut: number,
  observedDay: number,
): { sellRateMinor: number; isAvailable: boolean } {
  const sum = sumRoomNights(world, hotel, template, checkIn, checkOut, observedDay);
  if (sum === null) return { sellRateMinor: 0, isAvailable: false };
  const discount = computeStayDiscountPercent(checkOut - checkIn);
  return { sellRateMinor: Math.round((sum * (100 - discount)) / 10_000) * 100, isAvailable: true };
}
