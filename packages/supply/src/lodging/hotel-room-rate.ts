import type { FeeLine, HotelRoomRate, NightPrice } from '@wayfare/contracts/lodging';
import { hash3 } from '../random/prng';
import { formatIsoDate, type Instant } from '../reference/calendar';
import { formatLodgingId } from './hotel-describe';
import { buildCancellationPolicy } from './hotel-cancellation';
import {
  computeBoardSupplementMinor,
  describePlan,
  formatRateId,
  getMealPlan,
  getPayTiming,
  getRefundability,
  PARTIALLY_REFUNDABLE_DISCOUNT_PERCENT,
  type RateKey,
} from './hotel-rate-plans';
import { getObservationDay } from './hotel-rate-dynamics';
import {
  applyNonRefundableDiscount,
  computeHotelTaxMinor,
  computeNightlyRateMinor,
  computeStayDiscountPercent,
} from './hotel-rates';
import {
  computeRoomAllotment,
  formatRoomTypeId,
  isRoomNightAvailable,
  ROOM_TEMPLATES,
} from './hotel-room-types';
import { HOTEL_HORIZON_DAYS, type Stay } from './hotel-stay';
import { getAmenityBit, type HotelWorld } from './hotel-world';

/** Rooms of a type already sold through the portal on a night (`YYYY-MM-DD`). */
export type SoldRoomLookup = (roomTypeId: string, date: string) => number;

export const OCCUPANCY_TAX_PERCENT = 8;

export interface PricedRoomRate {
  rate: HotelRoomRate;
  /** Nights of the stay on which this room type is sold out. */
  soldOutDates: string[];
}

/** Resort fees at beach resorts and "destination" hotel fees at some US 4–5 star hotels, per room-night. */
export function computeHotelFeePerNight(
  world: HotelWorld,
  hotel: number,
): { type: 'Resort' | 'Hotel'; amountMinor: number } | null {
  const stars = world.stars[hotel] ?? 3;
  const isBeach = ((world.amenities[hotel] ?? 0) & getAmenityBit('Beachfront')) !== 0;
  if (isBeach && stars >= 4) return { type: 'Resort', amountMinor: 2500 + stars * 500 };
  const country = world.reference.cities[world.city[hotel] ?? 0]?.countryCode;
  if (country === 'US' && stars >= 4 && hash3(world.seed, hotel, 618) % 3 === 0)
    return { type: 'Hotel', amountMinor: 1500 + stars * 300 };
  return null;
}

/** A night's rate for a room type: the hotel's nightly rate × the room's factor, whole dollars. */
function computeRoomNightMinor(
  world: HotelWorld,
  hotel: number,
  factor: number,
  day: number,
  observedDay: number,
): number {
  const raw = computeNightlyRateMinor(world, hotel, day, observedDay);
  return factor === 1 ? raw : Math.round((raw * factor) / 100) * 100;
}

/** One room's charge for the nights under a rate plan: length-of-stay, then the plan's discount. */
function applyRoomDiscounts(
  sumMinor: number,
  nights: number,
  terms: RateKey['plan']['terms'],
): number {
  let roomSell = Math.round((sumMinor * (100 - computeStayDiscountPercent(nights))) / 10_000) * 100;
  if (terms === 'N') roomSell = applyNonRefundableDiscount(roomSell);
  if (terms === 'P')
    roomSell =
      Math.round((roomSell * (100 - PARTIALLY_REFUNDABLE_DISCOUNT_PERCENT)) / 10_000) * 100;
  return roomSell;
}

/**
 * Prices one rate plan of one room type for a stay as sold on `observedDay` (the UTC day it is
 * looked at): nightly rates by date × room factor, the length-of-stay discount, the plan
 * discount, board supplements, taxes and property fees. Standard-room rates equal the search lead
 * rate for the same plan and day.
 */
export function priceRoomRate(
  world: HotelWorld,
  key: RateKey,
  stay: Stay,
  sold: SoldRoomLookup,
  observedDay: number,
): PricedRoomRate {
  const { hotel, template, plan } = key;
  const room = ROOM_TEMPLATES[template] ?? ROOM_TEMPLATES[0];
  const factor = room?.priceFactor ?? 1;
  const roomTypeId = formatRoomTypeId(formatLodgingId(hotel), template);
  const nightly: NightPrice[] = [];
  const soldOutDates: string[] = [];
  let sum = 0;
  let roomsLeft = Number.MAX_SAFE_INTEGER;
  for (let day = stay.checkIn; day < stay.checkOut; day++) {
    const date = formatIsoDate(day);
    const amountMinor = computeRoomNightMinor(world, hotel, factor, day, observedDay);
    nightly.push({ date, sellRate: { amountMinor, currency: 'USD' } });
    sum += amountMinor;
    if (!isRoomNightAvailable(world, hotel, template, day, observedDay)) soldOutDates.push(date);
    const left =
      computeRoomAllotment(world, hotel, template, day, observedDay) - sold(roomTypeId, date);
    roomsLeft = Math.min(roomsLeft, Math.max(0, left));
  }
  const losPercent = computeStayDiscountPercent(stay.nights);
  const roomSell = applyRoomDiscounts(sum, stay.nights, plan.terms);
  const board =
    computeBoardSupplementMinor(world, hotel, plan.board) *
    (stay.adults + stay.children) *
    stay.nights;
  const sell = roomSell * stay.rooms + board;
  const taxes = computeHotelTaxMinor(sell);
  const occupancy = Math.round((sell * OCCUPANCY_TAX_PERCENT) / 100);
  const total = sell + taxes;
  const fee = computeHotelFeePerNight(world, hotel);
  const fees: FeeLine[] = fee
    ? [
        {
          type: fee.type,
          amount: { amountMinor: fee.amountMinor * stay.rooms * stay.nights, currency: 'USD' },
          isPaidAtProperty: true,
        },
      ]
    : [];
  const feesAtProperty = fees.reduce((s, f) => s + f.amount.amountMinor, 0);
  const payTiming = getPayTiming(plan);
  const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' as const });
  return {
    soldOutDates,
    rate: {
      rateId: formatRateId(key),
      roomTypeId,
      name: describePlan(world, hotel, plan, stay.guestsPerRoom, stay.locale),
      perNightSellRate: usd(Math.round(sell / stay.rooms / stay.nights)),
      sellRate: usd(sell),
      taxes: usd(taxes),
      total: usd(total),
      payTiming,
      refundability: getRefundability(plan),
      mealPlan: getMealPlan(world, hotel, plan.board, stay.guestsPerRoom),
      cancellationPolicy: buildCancellationPolicy(
        world,
        hotel,
        plan,
        stay.checkIn,
        stay.nights,
        total,
      ),
      roomsLeft: soldOutDates.length > 0 ? 0 : roomsLeft,
      nightly,
      lengthOfStayDiscountPercent: losPercent,
      taxLines: [
        { type: 'Occupancy', amount: usd(occupancy) },
        { type: 'Sales', amount: usd(taxes - occupancy) },
      ],
      fees,
      dueAtProperty: usd(feesAtProperty + (payTiming === 'PayLater' ? total : 0)),
      payNowTotal: usd(payTiming === 'PayLater' ? 0 : total),
    },
  };
}

/**
 * A rate's per-room nightly prices by date as sold at `at` (what `HotelRoomRate.nightly` lists),
 * from its rate id alone: search lead rates carry no nightly breakdown, and the portal's
 * complimentary night needs the fourth night’s share.
 */
export function listRateNightlyPrices(
  world: HotelWorld,
  key: Pick<RateKey, 'hotel' | 'template' | 'checkIn' | 'nights'>,
  at: Instant,
): NightPrice[] {
  const factor = ROOM_TEMPLATES[key.template]?.priceFactor ?? 1;
  const observedDay = getObservationDay(at);
  const out: NightPrice[] = [];
  for (let day = key.checkIn; day < key.checkIn + key.nights; day++) {
    const amountMinor = computeRoomNightMinor(world, key.hotel, factor, day, observedDay);
    out.push({ date: formatIsoDate(day), sellRate: { amountMinor, currency: 'USD' } });
  }
  return out;
}

/**
 * One room's charge for a rate plan's nights as sold on `observedDay` (nightly rates, the
 * length-of-stay and plan discounts; before board, taxes and fees), or null when a night of it is
 * sold out then or has begun: what a price tracker watching the room would have seen that day.
 */
export function priceRoomStayMinor(
  world: HotelWorld,
  key: Pick<RateKey, 'hotel' | 'template' | 'plan' | 'checkIn' | 'nights'>,
  observedDay: number,
): number | null {
  // Sold from yesterday (zones behind UTC) to the horizon, as `validateStayDates` allows.
  const first = observedDay - 1;
  if (key.checkIn < first || key.checkIn > first + HOTEL_HORIZON_DAYS || key.nights < 1)
    return null;
  const factor = ROOM_TEMPLATES[key.template]?.priceFactor ?? 1;
  let sum = 0;
  for (let day = key.checkIn; day < key.checkIn + key.nights; day++) {
    if (!isRoomNightAvailable(world, key.hotel, key.template, day, observedDay)) return null;
    sum += computeRoomNightMinor(world, key.hotel, factor, day, observedDay);
  }
  return applyRoomDiscounts(sum, key.nights, key.plan.terms);
}
