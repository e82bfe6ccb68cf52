import type { FeeLine, HotelRoomRate, NightPrice } from '@wayfare/contracts/lodging';
import { hash3 } from '../random/prng';
import { formatIsoDate } from '../reference/calendar';
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
import type { Stay } from './hotel-stay';
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

/**
 * Prices one rate plan of one room type for a stay: nightly rates by date × room factor, the
 * length-of-stay discount, the plan discount, board supplements, taxes and property fees.
 * Standard-room rates equal the search lead rate for the same plan.
 */
export function priceRoomRate(
  world: HotelWorld,
  key: RateKey,
  stay: Stay,
  sold: SoldRoomLookup,
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
    const raw = computeNightlyRateMinor(world, hotel, day);
    const amountMinor = factor === 1 ? raw : Math.round((raw * factor) / 100) * 100;
    nightly.push({ date, sellRate: { amountMinor, currency: 'USD' } });
    sum += amountMinor;
    if (!isRoomNightAvailable(world, hotel, template, day)) soldOutDates.push(date);
    const left = computeRoomAllotment(world, hotel, template, day) - sold(roomTypeId, date);
    roomsLeft = Math.min(roomsLeft, Math.max(0, left));
  }
  const losPercent = computeStayDiscountPercent(stay.nights);
  let roomSell = Math.round((sum * (100 - losPercent)) / 10_000) * 100;
  if (plan.terms === 'N') roomSell = applyNonRefundableDiscount(roomSell);
  if (plan.terms === 'P')
    roomSell =
      Math.round((roomSell * (100 - PARTIALLY_REFUNDABLE_DISCOUNT_PERCENT)) / 10_000) * 100;
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
 * A rate's per-room nightly prices by date (what `HotelRoomRate.nightly` lists), from its rate id
 * alone: search lead rates carry no nightly breakdown, and the portal's complimentary night needs
 * the fourth night’s share.
 */
export function listRateNightlyPrices(
  world: HotelWorld,
  key: Pick<RateKey, 'hotel' | 'template' | 'checkIn' | 'nights'>,
): NightPrice[] {
  const factor = ROOM_TEMPLATES[key.template]?.priceFactor ?? 1;
  const out: NightPrice[] = [];
  for (let day = key.checkIn; day < key.checkIn + key.nights; day++) {
    const raw = computeNightlyRateMinor(world, key.hotel, day);
    const amountMinor = factor === 1 ? raw : Math.round((raw * factor) / 100) * 100;
    out.push({ date: formatIsoDate(day), sellRate: { amountMinor, currency: 'USD' } });
  }
  return out;
}
