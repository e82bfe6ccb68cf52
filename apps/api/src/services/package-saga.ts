import type { ErrorCode } from '@wayfare/contracts/errors';
import { formatTotal } from '@wayfare/domain/trip-display';
import type { OutboxMessage } from '@wayfare/store/repositories/email-outbox-repository';
import type { PackageBookingRecord } from '@wayfare/store/repositories/package-bookings-repository';
import { listSeatClaims } from '@wayfare/supply/ports/flight-provider';
import { listRoomClaims } from '@wayfare/supply/ports/hotel-provider';
import {
  describeEarn,
  formatLocalDateTime,
  renderApproverEmail,
  renderEmailHtml,
  renderHeldTripEmail,
  TENANT_COPY,
  type HeldTripCopy,
  type HeldTripFacts,
} from './booking-email';
import type { BookingPorts } from './booking-ports';
import { noteSeatInventoryChanged } from './flight-shop';
import { toHotelError } from './hotel-saga';
import { noteRoomInventoryChanged } from './hotel-shop';
import { PackageQuoteSnapshotSchema, type PackageQuoteSnapshot } from './package-shop';
import { deriveBookingLocator } from './product-booking-view';
import { pause, supplierLatencyMs } from './saga-runner';
import { SagaStepFailure, type SagaProduct } from './saga-model';

/** The package quote a booking holds. */
export function readPackageQuote(
  booking: Pick<PackageBookingRecord, 'quote'>,
): PackageQuoteSnapshot {
  return PackageQuoteSnapshotSchema.parse(booking.quote);
}

/** The package's fare ids, outbound then return (as quoted). */
export function listPackageFareIds(quote: PackageQuoteSnapshot): string[] {
  return quote.flight.slices.map((s) => s.fares[0]?.fareId ?? '');
}

/** The portal's package code (shown as P-…), from the booking id. */
export function derivePackageLocator(bookingId: string): string {
  return deriveBookingLocator('package', bookingId);
}

export function formatPackageCode(agentLocator: string): string {
  return `P-${agentLocator}`;
}

/** A part failed: recorded on the row for the view (`error.part`), then the step fails. */
async function failPart(
  ctx: BookingPorts,
  booking: PackageBookingRecord,
  part: 'flight' | 'hotel',
  code: ErrorCode,
): Promise<never> {
  const now = ctx.clock.now();
  await ctx.repos.packageBookings.movePart(booking.id, part, 'Pending', 'Failed', {
    updatedAt: now,
  });
  await ctx.repos.packageBookings.update(booking.id, { failedPart: part, updatedAt: now });
  throw new SagaStepFailure(code);
}

/** Cancels the flight part with the airline when it was booked (compensation; idempotent). */
async function cancelFlightPart(ctx: BookingPorts, booking: PackageBookingRecord): Promise<void> {
  const now = ctx.clock.now();
  const moved = await ctx.repos.packageBookings.movePart(
    booking.id,
    'flight',
    'Confirmed',
    'Cancelled',
    {
      updatedAt: now,
    },
  );
  // Cancel whatever the row says: a process that stopped after booking may not have moved it.
  if (moved || booking.flightStatus !== 'Cancelled')
    await ctx.suppliers.flights.cancel(booking.id, now);
}

async function cancelHotelPart(ctx: BookingPorts, booking: PackageBookingRecord): Promise<void> {
  const now = ctx.clock.now();
  const moved = await ctx.repos.packageBookings.movePart(
    booking.id,
    'hotel',
    'Confirmed',
    'Cancelled',
    {
      updatedAt: now,
    },
  );
  if (moved || booking.hotelStatus !== 'Cancelled')
    await ctx.suppliers.hotels.cancel(booking.id, now);
}

/**
 * The package's part of the shared saga (issue 23): one booking, two suppliers, both confirmed or
 * neither charged. Reserving holds the seats and the rooms (both or neither); the card is
 * authorised once for the package total by the shared steps; booking books the airline, then the
 * hotel, and when the hotel fails cancels the airline booking before the step fails, so the
 * shared compensation (release both holds, void the authorisation, give rewards and credit back)
 * leaves nothing sold and nothing charged.
 */
export const PACKAGE_SAGA: SagaProduct<PackageBookingRecord> = {
  name: 'package',
  reserveStep: 'seatsReserved',
  store: ({ repos: { packageBookings } }) => ({
    updateLeased: (id, owner, patch) => packageBookings.updateLeased(id, owner, patch),
    transition: (id, from, patch) => packageBookings.transition(id, from, patch),
    claimLease: (id, owner, now, until) => packageBookings.claimLease(id, owner, now, until),
    renewLease: (id, owner, until) => packageBookings.renewLease(id, owner, until),
    listLapsed: (now) => packageBookings.listLapsed(now),
    listExpiredApprovals: (now) => packageBookings.listExpiredApprovals(now),
    enqueueEmail: (message) => packageBookings.enqueueEmail(message),
  }),
  async reserveInventory(ctx, booking) {
    await pause(supplierLatencyMs(ctx));
    const quote = readPackageQuote(booking);
    const seats = listSeatClaims(ctx.supply.getWorld().flights, quote.flight, ctx.clock.now());
    const heldSeats = await ctx.repos.seatInventory.reserve(booking.id, seats);
    if (!heldSeats.ok) await failPart(ctx, booking, 'flight', 'NoAvailability');
    noteSeatInventoryChanged(ctx);
    const rooms = listRoomClaims(
      ctx.supply.getWorld().hotels,
      quote.hotel.room.rateId,
      quote.hotel.rooms,
    );
    const heldRooms = rooms ? await ctx.repos.roomInventory.reserve(booking.id, rooms) : null;
    if (!heldRooms?.ok) {
      // Both or neither: the seats just held go back before the step fails.
      await ctx.repos.seatInventory.release(booking.id);
      noteSeatInventoryChanged(ctx);
      await failPart(ctx, booking, 'hotel', 'NotAvailable');
    }
    noteRoomInventoryChanged(ctx);
  },
  async releaseInventory(ctx, booking) {
    await ctx.repos.seatInventory.release(booking.id);
    noteSeatInventoryChanged(ctx);
    await ctx.repos.roomInventory.release(booking.id);
    noteRoomInventoryChanged(ctx);
  },
  async bookWithSupplier(ctx, booking) {
    await pause(supplierLatencyMs(ctx) * 2);
    const quote = readPackageQuote(booking);
    const now = () => ctx.clock.now();
    // The flight part: the airline (or the sandbox console's armed flight fault).
    const flightRefusal = await ctx.suppliers.calls.refusal('flight', 'book');
    if (flightRefusal)
      await failPart(
        ctx,
        booking,
        'flight',
        flightRefusal.kind === 'timeout' ? 'PollingTimeout' : 'ProviderError',
      );
    const flight = await ctx.suppliers.flights.book(
      booking.id,
      {
        tripType: 'round_trip',
        fareIds: listPackageFareIds(quote),
        passengers: quote.flight.passengers,
      },
      now(),
    );
    if (!flight.ok)
      await failPart(
        ctx,
        booking,
        'flight',
        flight.code === 'NoAvailability' ? 'NoAvailability' : 'ProviderError',
      );
    else
      await ctx.repos.packageBookings.movePart(booking.id, 'flight', 'Pending', 'Confirmed', {
        locator: flight.value.locator,
        updatedAt: now(),
      });

    // The hotel part. Any failure from here cancels the flight part first: both or neither.
    const undoFlight = async (code: ErrorCode): Promise<never> => {
      const current = (await ctx.repos.packageBookings.findById(booking.id)) ?? booking;
      await cancelFlightPart(ctx, current);
      return failPart(ctx, current, 'hotel', code);
    };
    const hotelRefusal = await ctx.suppliers.calls.refusal('hotel', 'book');
    if (hotelRefusal)
      await undoFlight(hotelRefusal.kind === 'timeout' ? 'PollingTimeout' : 'ProviderError');
    // The supplier's own quote lasts 30 minutes: the rate is priced again (its own rooms not
    // counting) and that quote booked; the traveller pays the package price held at booking.
    const fresh = await ctx.suppliers.hotels.priceRate(
      {
        rateId: quote.hotel.room.rateId,
        rooms: quote.hotel.stay.rooms,
        adults: quote.hotel.stay.adults,
        children: quote.hotel.stay.children,
      },
      now(),
      { exceptHold: booking.id },
    );
    if (!fresh.ok) return undoFlight(toHotelError(fresh.code).code);
    const lead = booking.leadGuest as {
      givenName: string;
      surname: string;
      countryCode: string;
      dateOfBirth?: string;
    };
    const hotel = await ctx.suppliers.hotels.book(
      booking.id,
      {
        quoteId: fresh.value.quoteId,
        guest: {
          givenName: lead.givenName,
          surname: lead.surname,
          ...(lead.dateOfBirth ? { dateOfBirth: lead.dateOfBirth } : {}),
          countryCode: lead.countryCode,
          email: booking.contactEmail,
        },
        bedType: quote.hotel.room.bedTypes[0] ?? 'Queen',
      },
      now(),
    );
    if (!hotel.ok) return undoFlight(toHotelError(hotel.code).code);
    await ctx.repos.packageBookings.movePart(booking.id, 'hotel', 'Pending', 'Confirmed', {
      locator: hotel.value.confirmationCode,
      updatedAt: now(),
    });
    return { agentLocator: derivePackageLocator(booking.id) };
  },
  // A trip's cancellation (trip-cancel-steps.ts): the airline, then the hotel, each part moved
  // Confirmed → Cancelled by compare-and-set, so a retried step never cancels a part twice.
  async cancelWithSupplier(ctx, booking) {
    const current = (await ctx.repos.packageBookings.findById(booking.id)) ?? booking;
    await cancelFlightPart(ctx, current);
    await cancelHotelPart(ctx, current);
  },
  // Spec §5: packages carry no price drop protection; nothing else is settled on confirmation.
  renderConfirmationEmail: renderPackageConfirmationEmail,
  renderApprovalEmail: (booking, kind, now) =>
    renderHeldTripEmail(
      { ...describeHeldPackage(booking), contactEmail: booking.contactEmail },
      kind,
      APPROVAL_COPY,
      now,
    ),
  renderApproverEmail: (booking, approver, url, now) =>
    renderApproverEmail(describeHeldPackage(booking), approver, url, now),
};

function copyOf(tenant: string) {
  return TENANT_COPY[tenant] ?? TENANT_COPY.capone ?? { brand: '', phone: '', color: '#000' };
}

/** The package in lines: flights, hotel, dates, travellers, one total (every package e-mail). */
function describePackage(booking: PackageBookingRecord): string[] {
  const quote = readPackageQuote(booking);
  const { hotel } = quote;
  const travelers = booking.travelers as { givenName: string; surname: string }[];
  return [
    ...quote.flight.slices.map(
      (s, i) =>
        `${i === 0 ? 'Outbound' : 'Return'}: ${s.origin} → ${s.destination}, ${formatLocalDateTime(s.departureTime.slice(0, 16))}`,
    ),
    `Hotel: ${hotel.hotel.name} (${hotel.hotel.city}), ${hotel.room.roomName}`,
    `Check-in: ${formatLocalDateTime(`${hotel.stay.checkInDate}T${hotel.hotel.checkInTime}`)}`,
    `Check-out: ${formatLocalDateTime(`${hotel.stay.checkOutDate}T${hotel.hotel.checkOutTime}`)}`,
    `Travelers: ${travelers.map((t) => `${t.givenName} ${t.surname}`).join(', ')}`,
    `Package total: ${formatTotal(quote.price.total.amountMinor, quote.price.total.currency)} (you save ${formatTotal(quote.price.saving.amountMinor, quote.price.saving.currency)})`,
  ];
}

/** The package confirmation e-mail, queued once per booking in the outbox. */
export function renderPackageConfirmationEmail(
  booking: PackageBookingRecord,
  now: Date,
): OutboxMessage {
  const copy = copyOf(booking.tenant);
  const code = formatPackageCode(booking.agentLocator ?? '');
  const money = (minor: number) => formatTotal(minor, booking.currency);
  const payments = [
    { label: 'Card', minor: booking.cardMinor },
    { label: 'Rewards', minor: booking.rewardsMinor },
    { label: 'Travel credit', minor: booking.walletCreditMinor },
  ].filter((x) => x.minor > 0);
  const earn = describeEarn(booking.earn, booking.currency, 'trip');
  const lines = [
    `Package code: ${code}`,
    ...(booking.flightLocator ? [`Airline record locator: ${booking.flightLocator}`] : []),
    ...(booking.hotelConfirmation ? [`Hotel confirmation: ${booking.hotelConfirmation}`] : []),
    '',
    ...describePackage(booking),
    '',
    ...payments.map((x) => `${x.label}: ${money(x.minor)}`),
    `Charged: ${money(booking.totalMinor)}`,
    ...(earn ? ['', earn] : []),
    '',
    'Each part keeps its own cancellation terms: see your trip page.',
    `Questions? Call ${copy.brand} at ${copy.phone}, 24/7.`,
  ];
  const quote = readPackageQuote(booking);
  return {
    id: `confirmation:${booking.id}`,
    toAddress: booking.contactEmail,
    subject: `Booked: your trip to ${quote.hotel.hotel.city} (${code})`,
    textBody: lines.join('\n'),
    htmlBody: renderEmailHtml(copy.brand, copy.color, 'Your package is booked', lines),
    createdAt: now,
    tenant: booking.tenant,
  };
}

const APPROVAL_COPY: HeldTripCopy = {
  requested: {
    subject: 'Waiting for approval',
    lead: 'Your package is held while your approver reviews it. The seats, the room and the price are kept until the time below; nothing is charged until it is approved.',
  },
  declined: {
    subject: 'Not approved',
    lead: 'Your approver declined this package. Nothing was charged; any rewards or credit used are back in your account.',
  },
  expired: {
    subject: 'Approval window ended',
    lead: 'Nobody approved this package within 24 hours, so the hold ended. Nothing was charged; any rewards or credit used are back in your account.',
  },
};

/** A held package as its approvers see it. */
export function describeHeldPackage(booking: PackageBookingRecord): HeldTripFacts {
  const quote = readPackageQuote(booking);
  const travelers = booking.travelers as { givenName: string; surname: string }[];
  return {
    bookingId: booking.id,
    tenant: booking.tenant,
    title: `${quote.flight.slices[0]?.origin ?? ''} → ${quote.hotel.hotel.city}: flight + hotel`,
    lines: describePackage(booking),
    travelerNames: travelers.map((t) => `${t.givenName} ${t.surname}`),
    totalMinor: booking.totalMinor,
    currency: booking.currency,
    inPolicy: booking.inPolicy,
    outOfPolicyReason: booking.outOfPolicyReason,
    approvalExpiresAt: booking.approvalExpiresAt,
  };
}
