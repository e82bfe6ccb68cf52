import type {
  PackageBookingRequest,
  PackageBookingView,
  PackagePartStatus,
} from '@wayfare/contracts/packages';
import { CurrencySchema } from '@wayfare/contracts/money';
import { computeBookingEarn } from '@wayfare/domain/earn';
import { isPackageQuoteStale, splitPackageCharge } from '@wayfare/domain/package-pricing';
import type {
  PackageBookingInsert,
  PackageBookingRecord,
} from '@wayfare/store/repositories/package-bookings-repository';
import { AppError } from '../app-error';
import { assertBookingContact } from './booking-contact';
import type { BookingPorts } from './booking-ports';
import { prepareAndBook, type BookingActor, type BookingPart } from './booking-service';
import { checkTravelersFitOffer, resolvePassengers } from './flight-booking';
import {
  hidePackageHotelPenalties,
  PackageQuoteSnapshotSchema,
  pricePackageNow,
  readPackageParts,
  readPricedAt,
  type PackageQuoteSnapshot,
} from './package-shop';
import { formatPackageCode, PACKAGE_SAGA, readPackageQuote } from './package-saga';
import {
  describeProductBooking,
  listBookingPayments,
  toProductBookingStatus,
} from './product-booking-view';
import type { SagaOptions } from './saga-model';
import { evaluateOfferPolicy } from './travel-policy';

/** What a package's row adds to the shared columns. */
type PackageColumns = Pick<
  PackageBookingInsert,
  | 'quote'
  | 'travelers'
  | 'leadGuest'
  | 'specialRequests'
  | 'departureDate'
  | 'returnDate'
  | 'contactPhone'
>;

/** A part's state as the page shows it. */
function toPartStatus(status: PackageBookingRecord['flightStatus']): PackagePartStatus {
  return status;
}

/** The booking as its pages show it: one total, each part with its own facts and state. */
export function toPackageBookingView(row: PackageBookingRecord): PackageBookingView {
  const currency = CurrencySchema.parse(row.currency);
  const quote = readPackageQuote(row);
  const travelers = row.travelers as { givenName: string; surname: string }[];
  const lead = row.leadGuest as { givenName: string; surname: string; countryCode: string };
  const common = describeProductBooking(row, null);
  const settled = row.status === 'Confirmed' || row.status === 'Cancelled';
  return {
    id: row.id,
    status: toProductBookingStatus(row.status),
    step: row.step,
    confirmationCode: settled && row.agentLocator ? formatPackageCode(row.agentLocator) : null,
    search: quote.search,
    flightPart: {
      status: toPartStatus(row.flightStatus),
      locator: row.flightLocator,
      offer: quote.flight,
      travelers: travelers.map((t) => ({ givenName: t.givenName, surname: t.surname })),
    },
    hotelPart: {
      status: toPartStatus(row.hotelStatus),
      confirmationCode: row.hotelConfirmation,
      hotel: quote.hotel.hotel,
      stay: quote.hotel.stay,
      nights: quote.hotel.nights,
      room: quote.hotel.room,
      cancellationPolicy: hidePackageHotelPenalties(quote.hotel.cancellationPolicy),
      leadGuest: {
        givenName: lead.givenName,
        surname: lead.surname,
        countryCode: lead.countryCode,
      },
    },
    price: quote.price,
    totals: {
      total: { amountMinor: row.totalMinor, currency },
      payments: listBookingPayments(row, currency),
    },
    contactEmail: row.contactEmail,
    earn: common.earn,
    error: common.error
      ? { ...common.error, part: row.failedPart ?? (row.errorCode ? 'payment' : null) }
      : null,
    createdAt: common.createdAt,
    cancelledAt: common.cancelledAt,
  };
}

/**
 * Packages' part of the one booking path (booking-service.ts): the flyers checked against the
 * quoted flights as a flight booking checks them, the lead guest and contact as a stay's, both
 * parts priced again now (the package total held against the quote's by the shared consent), the
 * flights judged under the traveller's tier, and the earn of each part at its own rate.
 */
export const PACKAGE_BOOKING: BookingPart<
  PackageBookingRequest,
  PackageQuoteSnapshot,
  PackageColumns,
  PackageBookingRecord,
  PackageBookingView
> = {
  product: 'package',
  vertical: 'packages',
  earnCategory: 'flights',
  invalidQuoteCode: 'Invalid Quote',
  saga: PACKAGE_SAGA,
  table: ({ repos: { packageBookings } }) => ({
    findByKey: (userId, key) => packageBookings.findByKey(userId, key),
    findLiveForQuote: (userId, quoteId) => packageBookings.findLiveForQuote(userId, quoteId),
    createOrFind: (row) => packageBookings.createOrFind(row),
  }),
  readHeld: (quote) => {
    const held = PackageQuoteSnapshotSchema.safeParse(quote.offer);
    return held.success ? held.data : null;
  },
  selectPolicyTraveler: (body) => {
    const first = body.travelers[0];
    return first && 'travelerId' in first ? first.travelerId : null;
  },
  async prepare(ctx, { actor, body, held, tier }) {
    const passengers = await resolvePassengers(ctx, actor, body);
    checkTravelersFitOffer(held.flight, passengers, body);
    assertBookingContact(body.contact, 'hotel');
    // Spec §9 / issue 23: a quote's price is fresh for the price-quote timeout (15 s). A fresher
    // quote books at its price; an older one is priced again now (same rate and fares, the
    // bundled rate too) and the shared consent compares the totals: the same books straight on,
    // a changed one answers PriceChanged / MaximumPriceIncreaseReached until accepted.
    const stale = isPackageQuoteStale(
      readPricedAt(held),
      ctx.travelClock.now(),
      held.timeoutSeconds,
    );
    const snapshot: PackageQuoteSnapshot = stale
      ? {
          ...(await pricePackageNow(
            ctx,
            { userId: actor.userId, tenant: actor.tenant, accounts: actor.accounts, policy: tier },
            {
              search: held.search,
              lodgingId: held.hotel.stay.lodgingId,
              rateId: held.hotel.room.rateId,
              fareIds: held.flight.slices.map((s) => s.fares[0]?.fareId ?? ''),
            },
          )),
          quoteId: held.quoteId,
          expiresAt: held.expiresAt,
          createdAt: held.createdAt,
          requotedFrom: held.requotedFrom,
        }
      : held;
    const total = snapshot.price.total;
    return {
      totalMinor: total.amountMinor,
      currency: total.currency,
      chargedMinor: total.amountMinor,
      creditMinor: 0,
      // The flights under the tier's flight policy; the hotel part has no price of its own to judge.
      verdict: tier ? evaluateOfferPolicy(tier.policy, snapshot.flight) : null,
      columns: {
        quote: snapshot,
        // Names and passenger types only: passports and birth dates are not kept on a package.
        travelers: passengers.map((p) => ({
          passengerType: p.passengerType,
          givenName: p.givenName,
          surname: p.surname,
        })),
        leadGuest: {
          givenName: body.leadGuest.givenName,
          surname: body.leadGuest.surname,
          countryCode: body.leadGuest.countryCode.toUpperCase(),
          ...(body.leadGuest.dateOfBirth ? { dateOfBirth: body.leadGuest.dateOfBirth } : {}),
        },
        specialRequests: body.specialRequests?.trim() || null,
        departureDate: snapshot.search.departureDate,
        returnDate: snapshot.search.returnDate,
        contactPhone: body.contact.phone.trim(),
      },
    };
  },
  // Each part earns at its own rate on its share of what the card paid.
  earn(cardPaid, account, columns) {
    const quote = PackageQuoteSnapshotSchema.parse(columns.quote);
    const parts = readPackageParts(quote);
    const split = splitPackageCharge(
      cardPaid.amountMinor,
      parts.flightMinor,
      quote.price.total.amountMinor,
    );
    const money = (amountMinor: number) => ({ amountMinor, currency: cardPaid.currency });
    const flight = computeBookingEarn(money(split.flightMinor), account, 'flights');
    const hotel = computeBookingEarn(money(split.hotelMinor), account, 'hotels');
    if (!flight || !hotel) return null;
    return { value: flight.value + hotel.value, currency: flight.currency };
  },
  toView: toPackageBookingView,
};

/** POST /api/v0/packages/book: the one booking path with the package part (see prepareAndBook). */
export function bookPackage(
  ctx: BookingPorts,
  actor: BookingActor,
  idempotencyKey: string,
  body: PackageBookingRequest,
  options: SagaOptions = {},
): Promise<{ created: boolean; booking: PackageBookingView }> {
  return prepareAndBook(ctx, PACKAGE_BOOKING, actor, idempotencyKey, body, options);
}

/** GET /api/v0/packages/bookings/:id: only the booker's own (anyone else's is NotFound). */
export async function getPackageBooking(
  ctx: BookingPorts,
  userId: string,
  id: string,
): Promise<PackageBookingView> {
  const row = await ctx.repos.packageBookings.findById(id);
  if (!row || row.userId !== userId) throw new AppError('NotFound');
  return toPackageBookingView(row);
}
