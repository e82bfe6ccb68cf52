import type { CarPriceBreakdown } from '@wayfare/contracts/cars';
import type { PayTiming } from '@wayfare/contracts/lodging';
import { CurrencySchema, type Currency } from '@wayfare/contracts/money';
import type { CarTripDetail, ReceiptLine } from '@wayfare/contracts/trips';
import type { CarBookingRecord } from '@wayfare/store/repositories/car-bookings-repository';
import { toCarBookingView } from './car-booking-records';
import type { TripDetailPorts } from './trip-detail';
import { readCarFacts } from './trip-facts';
import { buildProductTripDetail } from './product-trip-detail';
import { money } from './trip-receipt';
import { tripConfirmationCode } from './trips';

/**
 * A rental's receipt lines: the base rental, its fees (young driver, one-way, airport), the tax,
 * the extras, and what is left to pay at the counter.
 */
export function listCarReceiptLines(
  pricing: CarPriceBreakdown,
  payTiming: PayTiming,
  currency: Currency,
): ReceiptLine[] {
  const total = (types: readonly string[]) =>
    money(
      pricing.charges
        .filter((c) => types.includes(c.type))
        .reduce((s, c) => s + c.amount.amountMinor, 0),
      currency,
    );
  const fees = total(['YoungDriver', 'OneWay', 'AirportConcession']);
  return [
    { kind: 'base', amount: total(['Base']) },
    ...(fees.amountMinor > 0 ? [{ kind: 'fees' as const, amount: fees }] : []),
    { kind: 'taxes', amount: total(['Tax']) },
    ...(pricing.extras.amountMinor > 0
      ? [{ kind: 'carExtras' as const, amount: pricing.extras }]
      : []),
    ...(payTiming === 'PayLater'
      ? [{ kind: 'dueAtCounter' as const, amount: pricing.payAtCounterTotal }]
      : []),
  ];
}

/**
 * GET /trips/:bookingId for a car: the booking (car, company, counters with hours and
 * instructions, drivers, extras, terms), its receipt, and what cancelling now would do under the
 * rental's terms (the same decision as the cancel quote).
 */
export async function buildCarDetail(
  ctx: TripDetailPorts,
  booking: CarBookingRecord,
  access: 'owner' | 'lookup',
): Promise<CarTripDetail> {
  const view = toCarBookingView(booking);
  if (booking.status === 'Cancelled') view.confirmationCode = tripConfirmationCode(booking);
  return buildProductTripDetail(
    ctx,
    { product: 'car', booking },
    {
      type: 'Car',
      view,
      facts: readCarFacts(booking),
      lines: listCarReceiptLines(
        view.pricing,
        view.payTiming,
        CurrencySchema.parse(booking.currency),
      ),
      access,
    },
  );
}
