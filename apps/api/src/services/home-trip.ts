import type { HomePriceBreakdown } from '@wayfare/contracts/home-booking';
import { CurrencySchema, type Currency } from '@wayfare/contracts/money';
import type { HomeTripDetail, ReceiptLine, TripSummary } from '@wayfare/contracts/trips';
import type { HomeBookingRecord } from '@wayfare/store/repositories/home-bookings-repository';
import { readGuest, readHomeQuote, toHomeBookingView } from './home-booking-records';
import { readHomeBookingDateChangeFacts } from './home-date-change';
import { describeDateChange } from './lodging-date-change';
import type { TripDetailPorts } from './trip-detail';
import type { TripFacts } from './trip-facts';
import { buildProductTripDetail } from './product-trip-detail';
import { money } from './trip-receipt';
import { tripConfirmationCode } from './trips';

/** A stay's check-in and check-out, home-local dates and instants (kept on the row). */
export function readHomeFacts(
  booking: Pick<HomeBookingRecord, 'checkInAt' | 'checkOutAt' | 'checkInDate' | 'checkOutDate'>,
): TripFacts {
  return {
    startsAt: booking.checkInAt,
    endsAt: booking.checkOutAt,
    startDate: booking.checkInDate,
    endDate: booking.checkOutDate,
  };
}

/** A home's receipt lines: the rent, the discounts, the fees and the taxes. */
export function listHomeReceiptLines(
  pricing: HomePriceBreakdown,
  currency: Currency,
): ReceiptLine[] {
  return [
    { kind: 'base', amount: money(pricing.rent.amountMinor, currency) },
    ...(pricing.discountTotal.amountMinor > 0
      ? [{ kind: 'discount' as const, amount: money(pricing.discountTotal.amountMinor, currency) }]
      : []),
    { kind: 'fees', amount: money(pricing.feeTotal.amountMinor, currency) },
    { kind: 'taxes', amount: money(pricing.taxTotal.amountMinor, currency) },
  ];
}

/** A home's trip card: the listing's title, the city, the guest, the stay's total. */
export function summarizeHome(
  booking: HomeBookingRecord,
): Pick<
  TripSummary,
  'type' | 'title' | 'subtitle' | 'travelerNames' | 'total' | 'imageUrl' | 'carrierCodes'
> {
  const quote = readHomeQuote(booking);
  const guest = readGuest(booking);
  return {
    type: 'Home',
    title: quote.details.title,
    subtitle: quote.details.city,
    travelerNames: [`${guest.givenName} ${guest.surname}`],
    total: money(booking.totalMinor, CurrencySchema.parse(booking.currency)),
    imageUrl: quote.details.imageSvg,
    carrierCodes: [],
  };
}

/**
 * GET /trips/:bookingId for a home: the booking (the home, host contact and check-in method once
 * confirmed, house rules, the breakdown, the policy), its receipt, and what cancelling now would
 * do under the host's policy (the same decision as the cancel quote).
 */
export async function buildHomeDetail(
  ctx: TripDetailPorts,
  booking: HomeBookingRecord,
  access: 'owner' | 'lookup',
): Promise<HomeTripDetail> {
  const view = toHomeBookingView(booking);
  if (booking.status === 'Cancelled') view.confirmationCode = tripConfirmationCode(booking);
  const detail = await buildProductTripDetail(
    ctx,
    { product: 'home', booking },
    {
      type: 'Home',
      view,
      facts: readHomeFacts(booking),
      lines: listHomeReceiptLines(view.pricing, CurrencySchema.parse(booking.currency)),
      access,
    },
  );
  // Changing the stay's dates (issue 22): the same answer the hotel trip carries.
  const dateChange =
    access === 'owner'
      ? describeDateChange(readHomeBookingDateChangeFacts(booking), ctx.travelClock.now())
      : null;
  return { ...detail, dateChange };
}
