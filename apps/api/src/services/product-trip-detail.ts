import { CurrencySchema } from '@wayfare/contracts/money';
import type { ReceiptLine } from '@wayfare/contracts/trips';
import { selectTripTimeStatus } from '@wayfare/domain/trip-time-status';
import type { TripBooking } from '@wayfare/store/repositories/trips-repository';
import { decideTripCancellation } from './trip-cancel-policy';
import type { TripDetailPorts } from './trip-detail';
import type { TripFacts } from './trip-facts';
import { buildCancellation, describeSources, listPaidSources, money } from './trip-receipt';
import { toTripStatus } from './trips';

/**
 * GET /trips/:bookingId for a product booked through the shared saga with nothing sold beside it
 * (cars, homes): its view, its receipt, and what cancelling now would do (the same decision as
 * the cancel quote), while it is confirmed and before it starts.
 */
export async function buildProductTripDetail<T extends 'Car' | 'Home', V>(
  ctx: TripDetailPorts,
  trip: Extract<TripBooking, { product: 'car' | 'home' }>,
  input: { type: T; view: V; facts: TripFacts; lines: ReceiptLine[]; access: 'owner' | 'lookup' },
) {
  const { booking } = trip;
  const now = ctx.travelClock.now();
  const currency = CurrencySchema.parse(booking.currency);
  const label = await describeSources(ctx, booking);
  const cancellation = await buildCancellation(
    ctx,
    await ctx.repos.trips.findCancellation(booking.id),
    label,
  );
  const isOpen =
    booking.status === 'Confirmed' && cancellation === null && now < input.facts.startsAt;
  const terms = isOpen ? decideTripCancellation(trip, now) : null;
  return {
    type: input.type,
    timeStatus: selectTripTimeStatus(
      { ...input.facts, isCancelled: booking.status === 'Cancelled' },
      now,
    ),
    tripStatus: toTripStatus(booking.status),
    receipt: {
      lines: input.lines,
      total: money(booking.totalMinor, currency),
      payments: listPaidSources(booking).map((s) => label(s.source, s.paidMinor)),
      refunds: cancellation?.status === 'Cancelled' ? cancellation.refunds : [],
    },
    cancellation,
    canCancel: input.access === 'owner' && terms !== null && terms.cancellable,
    cancelTerms: terms && { outcome: terms.outcome, cancellableOnline: terms.cancellable },
    access: input.access,
    booking: input.view,
    // Not sold with these products (kept so every trip detail has the protections' fields).
    cancelForAnyReason: null,
    priceMatch: null,
    priceDropProtection: null,
  };
}
