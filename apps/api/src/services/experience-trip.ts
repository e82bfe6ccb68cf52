import { CurrencySchema } from '@wayfare/contracts/money';
import { formatActivityImagePath } from '@wayfare/supply/activities/activity-detail';
import type { ExperienceTripDetail, TripSummary } from '@wayfare/contracts/trips';
import { selectTripTimeStatus } from '@wayfare/domain/trip-time-status';
import type { ActivityBookingRecord } from '@wayfare/store/repositories/activity-bookings-repository';
import {
  readExperienceQuote,
  readLeadTraveler,
  toExperienceBookingView,
} from './experience-booking-records';
import { decideExperience } from './trip-cancel-policy';
import type { TripDetailPorts } from './trip-detail';
import type { TripFacts } from './trip-facts';
import { buildCancellation, describeSources, listPaidSources, money } from './trip-receipt';
import { toTripStatus, tripConfirmationCode } from './trips';

/** An experience's start and end: instants kept on the row, local dates from its slot. */
export function readExperienceFacts(booking: ActivityBookingRecord): TripFacts {
  const quote = readExperienceQuote(booking);
  const endsLocal = new Date(
    Date.parse(`${quote.date}T${quote.startTime}:00Z`) + quote.activity.durationMinutes * 60_000,
  );
  return {
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    startDate: quote.date,
    endDate: endsLocal.toISOString().slice(0, 10),
  };
}

/** An experience's card: the activity, its city, the lead traveller and party, the total. */
export function summarizeExperience(
  booking: ActivityBookingRecord,
): Pick<
  TripSummary,
  'type' | 'title' | 'subtitle' | 'travelerNames' | 'total' | 'imageUrl' | 'carrierCodes'
> {
  const quote = readExperienceQuote(booking);
  const lead = readLeadTraveler(booking);
  return {
    type: 'Experience',
    title: quote.activity.title,
    subtitle: quote.activity.city,
    travelerNames: [`${lead.givenName} ${lead.surname}`],
    total: money(booking.totalMinor, CurrencySchema.parse(booking.currency)),
    imageUrl: formatActivityImagePath(quote.activity.activityId),
    carrierCodes: [],
  };
}

/**
 * GET /trips/:bookingId for an experience: the booking (activity, itinerary, meeting point,
 * tickets by age band, policy), its receipt, its spec §4 cancellation state, and what cancelling
 * now would do (the same decision as the cancel quote).
 */
export async function buildExperienceDetail(
  ctx: TripDetailPorts,
  booking: ActivityBookingRecord,
  access: 'owner' | 'lookup',
): Promise<ExperienceTripDetail> {
  const now = ctx.travelClock.now();
  const view = toExperienceBookingView(booking);
  if (booking.status === 'Cancelled') view.confirmationCode = tripConfirmationCode(booking);
  const facts = readExperienceFacts(booking);
  const currency = CurrencySchema.parse(booking.currency);
  const label = await describeSources(ctx, booking);
  const record = await ctx.repos.trips.findCancellation(booking.id);
  const cancellation = await buildCancellation(ctx, record, label);
  const pending = record !== null && record.status !== 'Failed' && record.status !== 'Cancelled';
  const decision = decideExperience(booking, now, pending);
  const isOpen = booking.status === 'Confirmed' && cancellation === null && now < facts.startsAt;
  return {
    type: 'Experience',
    timeStatus: selectTripTimeStatus(
      { ...facts, isCancelled: booking.status === 'Cancelled' },
      now,
    ),
    tripStatus: toTripStatus(booking.status),
    receipt: {
      lines: [{ kind: 'base', amount: money(booking.totalMinor, currency) }],
      total: money(booking.totalMinor, currency),
      payments: listPaidSources(booking).map((s) => label(s.source, s.paidMinor)),
      refunds: cancellation?.status === 'Cancelled' ? cancellation.refunds : [],
    },
    cancellation,
    canCancel: access === 'owner' && isOpen && decision.cancellable,
    cancelTerms: isOpen
      ? { outcome: decision.outcome, cancellableOnline: decision.cancellable }
      : null,
    access,
    booking: view,
    cancellationState: decision.experiencePolicy?.state ?? 'ContactCustomerService',
    cancelForAnyReason: null,
    priceMatch: null,
    priceDropProtection: null,
  };
}
