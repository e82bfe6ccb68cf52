import { FlightOfferSchema } from '@wayfare/contracts/flights';
import { TenantSchema, type Tenant } from '@wayfare/contracts/tenant';
import { filterRewardsAccounts } from '@wayfare/domain/business-accounts';
import {
  decidePriceDropCheck,
  nextPriceDropCheckAt,
  priceDropCreditExpiresAt,
} from '@wayfare/domain/price-drop-protection';
import { protectionTermsFor } from '@wayfare/domain/protection-terms';
import { formatTotal } from '@wayfare/domain/trip-display';
import type { CorporateRepository } from '@wayfare/store/repositories/corporate-repository';
import type { EmailOutboxRepository } from '@wayfare/store/repositories/email-outbox-repository';
import type { FlightExchangesRepository } from '@wayfare/store/repositories/flight-exchanges-repository';
import type {
  PriceDropCheckWritten,
  PriceDropGrant,
  PriceDropProtectionRecord,
} from '@wayfare/store/repositories/price-drop-protections-repository';
import type { RewardsRepository } from '@wayfare/store/repositories/rewards-repository';
import type { TripBooking, TripsRepository } from '@wayfare/store/repositories/trips-repository';
import type { Clock } from '../clock';
import { wrapTripEmail } from './booking-email';
import type { EmailSender } from './email-sender';
import { pricePortalRate } from './hotel-shop';
import { readHotelQuote } from './hotel-booking-records';
import { schedulePriceDropCheck, type PriceDropAttachPorts } from './price-drop-attach';
import type { SupplierPorts } from './supplier-ports';
import { tripConfirmationCode } from './trips';

/*
 * Price drop protection's checks (issue 19; docs/ARCHITECTURE.md "Price drop protection"): each
 * monitored booking's itinerary (same flights, fares and passengers) or room (same room type, rate
 * plan and stay) is priced again through the supplier port, as a quote would, every few hours of
 * travel time (`price-drop-check`, one job per due instant) or at once from the sandbox console.
 * What the check decides (domain/price-drop-protection.ts) is written in one transaction with its
 * number, its credit and its wallet credit (the repository), so one drop is credited once; the
 * traveller is e-mailed for each credit.
 */

export interface PriceDropPorts extends PriceDropAttachPorts {
  clock: Clock;
  suppliers: Pick<SupplierPorts, 'flights' | 'hotels'>;
  repos: PriceDropAttachPorts['repos'] & {
    trips: Pick<TripsRepository, 'findBooking'>;
    flightExchanges: Pick<FlightExchangesRepository, 'listConfirmedIds'>;
    rewards: Pick<RewardsRepository, 'listForUser'>;
    corporate: Pick<CorporateRepository, 'findMembership'>;
    emailOutbox: Pick<EmailOutboxRepository, 'enqueue'>;
  };
  emailSender: Pick<EmailSender, 'kick'>;
}

/** The wallet credit a check makes: one per booking and check number. */
export const priceDropCreditId = (bookingId: string, seq: number) =>
  `wc_pdp_${bookingId}_${String(seq)}`;

/** The same itinerary priced now for the same passengers; null when no longer sold. */
async function priceFlightNow(
  ports: PriceDropPorts,
  trip: Extract<TripBooking, { product: 'flight' }>,
): Promise<number | null> {
  const offer = FlightOfferSchema.parse(trip.booking.offer);
  const priced = await ports.suppliers.flights.priceOffer(
    {
      tripType: offer.tripType,
      fareIds: offer.slices.map((s) => s.fares[0]?.fareId ?? ''),
      passengers: offer.passengers,
    },
    ports.clock.now(),
  );
  if (!priced.ok) return null;
  const total = priced.value.pricing.grandTotal;
  return total.currency === trip.booking.currency ? total.amountMinor : null;
}

/**
 * The same room priced now for the same stay and rooms, as the booking path prices it (taxes in,
 * the complimentary night out): the supplier re-prices the booked rate leaving this booking's own
 * rooms out (they are not someone else's sale), under the rate id the hotel lists today for the
 * same room type and plan when it lists one; null when the room no longer sells for those nights.
 */
async function priceStayNow(
  ports: PriceDropPorts,
  trip: Extract<TripBooking, { product: 'hotel' }>,
  tenant: Tenant,
): Promise<number | null> {
  const quote = readHotelQuote(trip.booking);
  const now = ports.clock.now();
  const booked = quote.room;
  const detail = await ports.suppliers.hotels.getHotelDetail(quote.stay, now);
  const listed = detail.ok
    ? detail.value.rooms
        .filter((room) => room.roomTypeId === booked.roomTypeId)
        .flatMap((room) => room.rates)
        .find(
          (r) =>
            r.name === booked.rateName &&
            r.mealPlan === booked.mealPlan &&
            r.payTiming === booked.payTiming,
        )
    : undefined;
  const { stay } = quote;
  const priced = await ports.suppliers.hotels.priceRate(
    {
      rateId: listed?.rateId ?? booked.rateId,
      rooms: stay.rooms,
      adults: stay.adults,
      children: stay.children,
    },
    now,
    { exceptHold: trip.booking.id },
  );
  if (!priced.ok) return null;
  const portal = pricePortalRate(
    tenant,
    { collection: quote.hotel.collection, checkInTime: quote.hotel.checkInTime },
    { ...priced.value.rate, rooms: stay.rooms, checkInDate: stay.checkInDate },
  );
  const total = portal.totalDiscountAware;
  return total.currency === trip.booking.currency ? total.amountMinor : null;
}

/**
 * The rewards account a credit is paid to: the one the booking redeemed from when the person
 * still holds it in this tenant, else their first account the tenant shows (spec §6).
 */
async function findWalletAccount(
  ports: PriceDropPorts,
  booking: { userId: string; rewardsAccountReferenceId: string | null },
  tenant: Tenant,
): Promise<string | null> {
  const [membership, accounts] = await Promise.all([
    ports.repos.corporate.findMembership(booking.userId),
    ports.repos.rewards.listForUser(booking.userId),
  ]);
  const usable = filterRewardsAccounts(tenant, accounts, membership?.businessId ?? null);
  const chosen =
    usable.find((a) => a.accountReferenceId === booking.rewardsAccountReferenceId) ?? usable[0];
  return chosen?.accountReferenceId ?? null;
}

const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

function describeTrip(trip: TripBooking): string {
  if (trip.product !== 'flight') {
    if (trip.product === 'car') return 'your car rental';
    if (trip.product === 'activity') return 'your experience';
    if (trip.product === 'home') return 'your home stay';
    if (trip.product === 'package') return 'your package';
    const quote = readHotelQuote(trip.booking);
    return `your stay at ${quote.hotel.name}, ${quote.stay.checkInDate} to ${quote.stay.checkOutDate}`;
  }
  const offer = FlightOfferSchema.parse(trip.booking.offer);
  const route = offer.slices.map((s) => `${s.origin} → ${s.destination}`).join(', ');
  const first = offer.slices[0]?.segments[0]?.departureTime.slice(0, 10) ?? '';
  return `your flights ${route} on ${first}`;
}

/** The e-mail for a credit made (one per check that credited). */
async function sendCreditEmail(
  ports: PriceDropPorts,
  trip: TripBooking,
  written: PriceDropCheckWritten,
  expiresAt: Date,
): Promise<void> {
  const { protection, decision } = written;
  const money = (minor: number) => formatTotal(minor, protection.currency);
  const code = tripConfirmationCode(trip.booking);
  const subject = `Price drop credit: ${money(decision.creditMinor)} for your trip${code ? ` ${code}` : ''}`;
  const left = protection.capMinor - protection.creditedMinor;
  const lines = [
    `The price of ${describeTrip(trip)} dropped to ${money(decision.lowestSeenAfterMinor)}.`,
    `We added ${money(decision.creditMinor)} to your travel wallet. You can use it when you book, until ${DAY.format(expiresAt)}.`,
    left > 0
      ? `Price drop protection has credited ${money(protection.creditedMinor)} of its ${money(protection.capMinor)} on this booking so far.`
      : `Price drop protection has now credited its full ${money(protection.capMinor)} on this booking.`,
    'Every check, with the price we saw, is on your trip in My Trips.',
  ];
  const body = wrapTripEmail(protection.tenant, subject, lines);
  await ports.repos.emailOutbox.enqueue({
    id: `price-drop:${protection.bookingId}:${String(written.seq)}`,
    toAddress: trip.booking.contactEmail,
    subject,
    textBody: body.text,
    htmlBody: body.html,
    createdAt: ports.clock.now(),
    tenant: protection.tenant,
  });
  ports.emailSender.kick();
}

/**
 * One check of a booking's protection. `dueAt` is the scheduled instant its job was for: a check
 * overtaken since (the console's, or a repeat after a crash) finds another instant on the row and
 * does nothing. The next check's job is scheduled before this one commits, so the chain survives
 * a crash in between (a job whose instant is not the row's is a no-op). Answers what was written.
 */
export async function checkPriceDrop(
  ports: PriceDropPorts,
  bookingId: string,
  dueAt: Date | null = null,
): Promise<PriceDropCheckWritten | null> {
  const row = await ports.repos.priceDropProtections.findByBooking(bookingId);
  if (!row || row.status !== 'Monitoring') return null;
  if (dueAt && row.nextCheckAt?.getTime() !== dueAt.getTime()) return null;
  const trip = await ports.repos.trips.findBooking(bookingId);
  if (!trip) return null;
  const tenant = TenantSchema.parse(row.tenant);
  const terms = protectionTermsFor(tenant).priceDropProtection;
  const now = ports.travelClock.now();
  const stopReason =
    trip.booking.status === 'Cancelled'
      ? ('TripCancelled' as const)
      : trip.product === 'flight' &&
          (await ports.repos.flightExchanges.listConfirmedIds(bookingId)).length > 0
        ? ('ItineraryChanged' as const)
        : null;
  const windowOpen = now.getTime() < row.monitorUntil.getTime();
  // Cars are not covered (no row is ever made for one).
  const priceSeenMinor =
    stopReason ||
    !windowOpen ||
    trip.product === 'car' ||
    trip.product === 'activity' ||
    trip.product === 'home' ||
    trip.product === 'package'
      ? null
      : trip.product === 'flight'
        ? await priceFlightNow(ports, trip)
        : await priceStayNow(ports, trip, tenant);
  const account = await findWalletAccount(ports, trip.booking, tenant);
  const expiresAt = priceDropCreditExpiresAt(now, terms);
  const grant: PriceDropGrant | null = account
    ? {
        id: (seq) => priceDropCreditId(bookingId, seq),
        accountReferenceId: account,
        label: 'Price drop protection credit',
        expiresAt,
      }
    : null;
  const next = stopReason ? null : nextPriceDropCheckAt(now, row, terms);
  if (next) await schedulePriceDropCheck(ports, bookingId, next);
  const decide = (locked: PriceDropProtectionRecord, pendingLowestMinor: number | null) => {
    const seen = { now, priceSeenMinor, pendingLowestMinor, stopReason };
    const decision = decidePriceDropCheck(locked, seen);
    // Nowhere to pay a credit to (no card the tenant shows): the check says so and ends.
    return decision.kind === 'check' && decision.creditMinor > 0 && !grant
      ? decidePriceDropCheck(locked, { ...seen, stopReason: 'NoTravelWallet' })
      : decision;
  };
  const written = await ports.repos.priceDropProtections.recordCheck({
    bookingId,
    checkedAt: now,
    priceSeenMinor,
    nextCheckAt: next,
    decide,
    grant,
  });
  if (written?.walletCreditId) await sendCreditEmail(ports, trip, written, expiresAt);
  return written;
}

/** The sandbox console's "check price drops now": every monitored booking's check, at once. */
export async function checkAllPriceDrops(ports: PriceDropPorts): Promise<number> {
  let checked = 0;
  for (const bookingId of await ports.repos.priceDropProtections.listMonitoringIds()) {
    if (await checkPriceDrop(ports, bookingId)) checked += 1;
  }
  return checked;
}
