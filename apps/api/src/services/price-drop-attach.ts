import { FlightOfferSchema } from '@wayfare/contracts/flights';
import { TenantSchema } from '@wayfare/contracts/tenant';
import {
  decidePriceDropCheck,
  decidePriceDropEligibility,
  hotelCreditFrom,
  nextPriceDropCheckAt,
  priceDropMonitorUntil,
} from '@wayfare/domain/price-drop-protection';
import { protectionTermsFor } from '@wayfare/domain/protection-terms';
import type { FlightBookingRecord } from '@wayfare/store/repositories/flight-bookings-repository';
import type { HotelBookingRecord } from '@wayfare/store/repositories/hotel-bookings-repository';
import type {
  PriceDropProtectionInsert,
  PriceDropProtectionRecord,
  PriceDropProtectionsRepository,
} from '@wayfare/store/repositories/price-drop-protections-repository';
import type { Clock } from '../clock';
import { readHotelQuote } from './hotel-booking-records';
import type { JobRunner } from './job-runner';
import { readFlightFacts, readHotelFacts } from './trip-facts';

/*
 * Price drop protection's start and stop (issue 19; services/price-drop-protection.ts runs the
 * checks): attached to every flight booking and to stays at Premier or Lifestyle hotels when the
 * booking confirms (the sagas' `beforeConfirm`, repeated after a crash: once per booking), and
 * ended, with a logged check, when the trip is cancelled. Kept apart from the checks, which price
 * stays through the hotel booking path that the sagas are part of.
 */

/** One check of one protection, due on the travel clock at the protection's `nextCheckAt`. */
export const PRICE_DROP_CHECK_JOB = 'price-drop-check';

export interface PriceDropAttachPorts {
  travelClock: Clock;
  repos: { priceDropProtections: PriceDropProtectionsRepository };
  jobRunner: Pick<JobRunner, 'schedule'>;
}

/**
 * Schedules the check due at `at` (a job per due instant: the check writes the next instant and
 * its job before it commits, and a job whose instant is no longer the row's does nothing).
 */
export async function schedulePriceDropCheck(
  ports: Pick<PriceDropAttachPorts, 'jobRunner'>,
  bookingId: string,
  at: Date,
): Promise<void> {
  await ports.jobRunner.schedule({
    kind: PRICE_DROP_CHECK_JOB,
    key: `${PRICE_DROP_CHECK_JOB}:${bookingId}:${String(at.getTime())}`,
    payload: { bookingId, dueAt: at.toISOString() },
    runAt: at,
    clock: 'travel',
  });
}

async function attach(
  ports: PriceDropAttachPorts,
  row: PriceDropProtectionInsert,
  notEligible: { reason: string } | null,
): Promise<PriceDropProtectionRecord> {
  const { protection } = await ports.repos.priceDropProtections.attach(row, notEligible);
  if (protection.status === 'Monitoring' && protection.nextCheckAt)
    await schedulePriceDropCheck(ports, protection.bookingId, protection.nextCheckAt);
  return protection;
}

/** A confirmed flight booking: the itinerary it paid for is watched for 10 calendar days. */
export async function attachFlightPriceDrop(
  ports: PriceDropAttachPorts,
  booking: FlightBookingRecord,
): Promise<void> {
  const terms = protectionTermsFor(TenantSchema.parse(booking.tenant));
  const pdp = terms.priceDropProtection;
  const now = ports.travelClock.now();
  const { startsAt } = readFlightFacts(FlightOfferSchema.parse(booking.offer));
  // What the itinerary cost: the booking's total less the protections bought with it.
  const paidMinor = booking.totalMinor - booking.cfarPremiumMinor - booking.chfarPremiumMinor;
  const monitorUntil = priceDropMonitorUntil('flight', now, startsAt, pdp);
  const verdict = decidePriceDropEligibility(
    { product: 'flight', currency: booking.currency },
    pdp,
    terms.currency,
    now,
  );
  await attach(
    ports,
    {
      bookingId: booking.id,
      product: 'flight',
      userId: booking.userId,
      tenant: booking.tenant,
      status: 'Monitoring',
      paidMinor,
      currency: booking.currency,
      lowestSeenMinor: paidMinor,
      capMinor: pdp.flight.capMinor,
      monitorUntil,
      creditFrom: null,
      nextCheckAt: nextPriceDropCheckAt(now, { monitorUntil, creditFrom: null }, pdp),
      createdAt: now,
    },
    verdict.eligible ? null : { reason: verdict.reason },
  );
}

/**
 * A confirmed stay: at a Premier or Lifestyle hotel, the room is watched until the terms' days
 * after booking (never past check-in) and drops are credited from day five; elsewhere the stay
 * gets an ended protection whose one check says why it is not covered.
 */
export async function attachHotelPriceDrop(
  ports: PriceDropAttachPorts,
  booking: HotelBookingRecord,
): Promise<void> {
  const terms = protectionTermsFor(TenantSchema.parse(booking.tenant));
  const pdp = terms.priceDropProtection;
  const now = ports.travelClock.now();
  const quote = readHotelQuote(booking);
  const { startsAt } = readHotelFacts(booking);
  // The room's price as sold (taxes in, the complimentary night out), without the refundable
  // room's premium: a re-priced room is measured the same way.
  const paidMinor = quote.pricing.totalDiscountAware.amountMinor;
  const verdict = decidePriceDropEligibility(
    {
      product: 'hotel',
      currency: quote.pricing.totalDiscountAware.currency,
      collection: quote.hotel.collection,
      checkInAt: startsAt,
    },
    pdp,
    terms.currency,
    now,
  );
  const monitorUntil = priceDropMonitorUntil('hotel', now, startsAt, pdp);
  const creditFrom = hotelCreditFrom(now, pdp);
  await attach(
    ports,
    {
      bookingId: booking.id,
      product: 'hotel',
      userId: booking.userId,
      tenant: booking.tenant,
      status: 'Monitoring',
      paidMinor,
      currency: quote.pricing.totalDiscountAware.currency,
      lowestSeenMinor: paidMinor,
      capMinor: pdp.hotel.capMinor,
      monitorUntil,
      creditFrom,
      nextCheckAt: nextPriceDropCheckAt(now, { monitorUntil, creditFrom }, pdp),
      createdAt: now,
    },
    verdict.eligible ? null : { reason: verdict.reason },
  );
}

/**
 * A cancelled trip (the cancellation's last step, trip-cancel-steps.ts): monitoring ends with a
 * logged check saying so; nothing once it already ended.
 */
export async function endPriceDropOnCancellation(
  ports: Pick<PriceDropAttachPorts, 'travelClock' | 'repos'>,
  bookingId: string,
): Promise<void> {
  const now = ports.travelClock.now();
  await ports.repos.priceDropProtections.recordCheck({
    bookingId,
    checkedAt: now,
    priceSeenMinor: null,
    nextCheckAt: null,
    decide: (row, pendingLowestMinor) =>
      decidePriceDropCheck(row, {
        now,
        priceSeenMinor: null,
        pendingLowestMinor,
        stopReason: 'TripCancelled',
      }),
    grant: null,
  });
}
