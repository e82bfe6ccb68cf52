import type { HomeViolation } from '@wayfare/contracts/home-booking';
import type { DateChangeStay } from '@wayfare/contracts/lodging-date-change';
import { CurrencySchema } from '@wayfare/contracts/money';
import { readHomeDateChangeFacts } from '@wayfare/domain/home-date-change';
import { toEpochDay } from '@wayfare/domain/home-stay';
import type { LodgingDateChangeFacts } from '@wayfare/domain/lodging-date-change';
import { fromLocalDateTime } from '@wayfare/domain/trip-zoned-time';
import type { HomeBookingRecord } from '@wayfare/store/repositories/home-bookings-repository';
import { HOME_HORIZON_DAYS } from '@wayfare/supply/homes/home-quote';
import { formatIsoDate, parseIsoDate } from '@wayfare/supply/reference/calendar';
import { AppError } from '../app-error';
import { HOME_QUOTE_HOLD_MS, requoteBookedHome } from './home-booking';
import { readHomeQuote, type HomeQuoteSnapshot } from './home-booking-records';
import { listStayNights, noteHomeNightsChanged } from './home-saga';
import { toHomeStayError } from './home-shop';
import type {
  LodgingBookingSummary,
  LodgingDateChangeProduct,
  LodgingRequote,
} from './lodging-date-change';

function asHome(trip: { product: string; booking: unknown }): HomeBookingRecord {
  if (trip.product !== 'home') throw new Error(`not a home booking: ${trip.product}`);
  return trip.booking as HomeBookingRecord;
}

/** The stay as the date change shows it: a home is paid in full through the portal. */
function toDateChangeStay(snapshot: HomeQuoteSnapshot, payNowMinor: number): DateChangeStay {
  const currency = CurrencySchema.parse(snapshot.pricing.total.currency);
  return {
    checkInDate: snapshot.stay.checkInDate,
    checkOutDate: snapshot.stay.checkOutDate,
    nights: snapshot.pricing.nights,
    payNowTotal: { amountMinor: payNowMinor, currency },
    payLaterTotal: { amountMinor: 0, currency },
    nightly: snapshot.pricing.nightly,
    taxes: snapshot.pricing.taxTotal,
  };
}

/** The home booking's facts for the rule (domain/home-date-change.ts). */
export function readHomeBookingDateChangeFacts(booking: HomeBookingRecord): LodgingDateChangeFacts {
  const quote = readHomeQuote(booking);
  return readHomeDateChangeFacts({
    status: booking.status,
    checkInDate: booking.checkInDate,
    timeZone: quote.details.timeZone,
    policy: quote.cancellation,
  });
}

/** A stay the home cannot host, as the page's data: the first reason, the blocked nights, all. */
function toUnavailable(violations: readonly HomeViolation[]): LodgingRequote {
  const blocked = violations.find((v) => v.reason === 'BlockedDates');
  return {
    ok: false,
    reason: violations[0]?.reason ?? 'BlockedDates',
    soldOutDates: blocked?.reason === 'BlockedDates' ? blocked.blockedNights : [],
    violations: [...violations],
  };
}

/**
 * Homes' side of the date-change port (issue 22): the same home, guests and pets for the new
 * dates, its calendar read with the booking's own nights as free (`exceptHoldId`), every rule it
 * breaks answered as data (MinStayViolation, CheckInNotAllowed, BlockedDates …), priced by the
 * booking path's `priceHomeStay` (the host's policy comes with the new dates); and the move as
 * one transaction of the booking row and its `home_booked_nights`
 * (`lodgingDateChanges.applyHomeChange`). The earn and the policy status stay as booked.
 */
export const HOME_DATE_CHANGE: LodgingDateChangeProduct = {
  product: 'home',

  summarize(trip, ports): LodgingBookingSummary {
    const booking = asHome(trip);
    const quote = readHomeQuote(booking);
    const today = parseIsoDate(ports.clock.now().toISOString().slice(0, 10)) ?? 0;
    return {
      rule: readHomeBookingDateChangeFacts(booking),
      stay: toDateChangeStay(quote, booking.totalMinor),
      // The stay shape only (1–30 nights): the home's own guest and pet rules are the supply's.
      party: { rooms: 1, adults: 1, children: 0 },
      timeZone: quote.details.timeZone,
      latestCheckIn: formatIsoDate(today + HOME_HORIZON_DAYS - 1),
      version: booking.version,
      paid: {
        cardMinor: booking.cardMinor,
        rewardsMinor: booking.rewardsMinor,
        walletCreditMinor: booking.walletCreditMinor,
      },
      authorizationId: booking.authorizationId,
      cardToken: booking.cardToken,
      rewardsAccountReferenceId: booking.rewardsAccountReferenceId,
      walletCreditId: booking.walletCreditId,
      propertyName: quote.details.title,
    };
  },

  async requote(ports, trip, asked) {
    const booking = asHome(trip);
    const quote = readHomeQuote(booking);
    const stay = { ...quote.stay, ...asked };
    const now = ports.travelClock.now();
    const found = await ports.suppliers.homes.describeStay(stay, now, {
      exceptHoldId: booking.id,
    });
    if (!found.ok) throw toHomeStayError(found, stay, now.toISOString().slice(0, 10));
    if (found.value.violations.length > 0) return toUnavailable(found.value.violations);
    let priced: Awaited<ReturnType<typeof requoteBookedHome>>;
    try {
      // Earn and policy status are kept as booked (below), so no cards or tier are read.
      priced = await requoteBookedHome(ports, booking, { policy: null, accounts: [] }, asked);
    } catch (error) {
      // Taken between the two reads.
      if (error instanceof AppError && error.code === 'NoAvailability')
        return { ok: false, reason: 'BlockedDates', soldOutDates: [] };
      throw error;
    }
    const expiresAt = new Date(ports.clock.now().getTime() + HOME_QUOTE_HOLD_MS);
    const snapshot: HomeQuoteSnapshot = {
      ...priced,
      quoteId: quote.quoteId,
      expiresAt: expiresAt.toISOString(),
      earn: quote.earn,
      policyStatus: quote.policyStatus,
    };
    return {
      ok: true,
      snapshot,
      // A home is one unit: its nights, as the change row records them.
      claims: listStayNights(asked.checkInDate, asked.checkOutDate).map((day) => ({
        roomTypeId: booking.listingId,
        date: formatIsoDate(day),
        rooms: 1,
        portalCapacity: 1,
      })),
      stay: toDateChangeStay(snapshot, snapshot.pricing.total.amountMinor),
      expiresAt,
    };
  },

  async apply(ports, { change, trip, settlement, now }) {
    const booking = asHome(trip);
    const snapshot = readHomeQuote({ quote: change.newSnapshot });
    const { stay, details } = snapshot;
    return ports.repos.lodgingDateChanges.applyHomeChange({
      changeId: change.id,
      bookingId: booking.id,
      listingId: booking.listingId,
      fromVersion: change.fromVersion,
      now,
      patch: {
        checkInDate: stay.checkInDate,
        checkOutDate: stay.checkOutDate,
        checkInAt: new Date(snapshot.cancellation.checkInAt),
        checkOutAt: fromLocalDateTime(
          `${stay.checkOutDate}T${details.houseRules.checkOutBy}`,
          details.timeZone,
        ),
        nights: toEpochDay(stay.checkOutDate) - toEpochDay(stay.checkInDate),
        quote: change.newSnapshot,
        totalMinor: change.newTotalMinor,
        cardMinor: settlement.paidAfter.cardMinor,
        rewardsMinor: settlement.paidAfter.rewardsMinor,
        walletCreditMinor: settlement.paidAfter.walletCreditMinor,
      },
      nights: listStayNights(stay.checkInDate, stay.checkOutDate),
      figures: {
        newSnapshot: change.newSnapshot,
        newClaims: change.newClaims,
        newTotalMinor: change.newTotalMinor,
        settlement,
      },
    });
  },

  noteInventoryChanged: (ports) => noteHomeNightsChanged(ports),
  // The card's own codes (CreditCardDeclined …), as the home booking answers them.
  paymentErrorCode: (code) => code,
};
