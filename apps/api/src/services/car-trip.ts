import type { CarPriceBreakdown } from '@wayfare/contracts/cars';
import type { PayTiming } from '@wayfare/contracts/lodging';
import { CurrencySchema, type Currency } from '@wayfare/contracts/money';
import type { CarTripDetail, ReceiptLine } from '@wayfare/contracts/trips';
import { selectTripTimeStatus } from '@wayfare/domain/trip-time-status';
import type { CarBookingRecord } from '@wayfare/store/repositories/car-bookings-repository';
import { toCarBookingView } from './car-booking-records';
import { decideTripCancellation } from './trip-cancel-policy';
import type { TripDetailPorts } from './trip-detail';
import { readCarFacts } from './trip-facts';
import { buildCancellation, describeSources, listPaidSources, money } from './trip-receipt';
import { toTripStatus, tripConfirmationCode } from './trips';

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
  const now = ctx.travelClock.now();
  const view = toCarBookingView(booking);
  if (booking.status === 'Cancelled') view.confirmationCode = tripConfirmationCode(booking);
  const facts = readCarFacts(booking);
  const currency = CurrencySchema.parse(booking.currency);
  const label = await describeSources(ctx, booking);
  const cancellation = await buildCancellation(
    ctx,
    await ctx.repos.trips.findCancellation(booking.id),
    label,
  );
  const isOpen = booking.status === 'Confirmed' && cancellation === null && now < facts.startsAt;
  const terms = isOpen ? decideTripCancellation({ product: 'car', booking }, now) : null;
  return {
    type: 'Car',
    timeStatus: selectTripTimeStatus(
      { ...facts, isCancelled: booking.status === 'Cancelled' },
      now,
    ),
    tripStatus: toTripStatus(booking.status),
    receipt: {
      lines: listCarReceiptLines(view.pricing, view.payTiming, currency),
      total: money(booking.totalMinor, currency),
      payments: listPaidSources(booking).map((s) => label(s.source, s.paidMinor)),
      refunds: cancellation?.status === 'Cancelled' ? cancellation.refunds : [],
    },
    cancellation,
    canCancel: access === 'owner' && terms !== null && terms.cancellable,
    cancelTerms: terms && { outcome: terms.outcome, cancellableOnline: terms.cancellable },
    access,
    booking: view,
    cancelForAnyReason: null,
    priceMatch: null,
    priceDropProtection: null,
  };
}
