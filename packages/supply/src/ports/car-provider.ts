import type {
  CarBooking,
  CarBookRequest,
  CarOffer,
  CarSearchRequest,
  CarSearchResponse,
} from '@wayfare/contracts/cars';
import { priceCarOfferById, searchCars } from '../cars/car-search';
import type { CarWorld } from '../cars/car-world';
import { toEpochMinute, type Instant } from '../reference/calendar';
import { fail, succeed, type SupplyResult } from '../supply-result';

/** What any car rental supplier (the sandbox today, a real one later) offers the booking services. */
export interface CarProvider {
  searchCars(request: CarSearchRequest, now: Instant): Promise<SupplyResult<CarSearchResponse>>;
  priceOffer(offerId: string, now: Instant): Promise<SupplyResult<CarOffer>>;
  /** Books at the price of `now`; `bookingId` doubles as the idempotency key. */
  book(bookingId: string, request: CarBookRequest, now: Instant): Promise<SupplyResult<CarBooking>>;
  cancel(bookingId: string, now: Instant): Promise<SupplyResult<CarBooking>>;
  retrieve(bookingId: string): Promise<SupplyResult<CarBooking>>;
}

/** Sandbox car provider; sold-out classes come from the world, bookings live in memory. */
export function createSandboxCarProvider(world: CarWorld): CarProvider {
  const bookings = new Map<string, CarBooking>();
  return {
    searchCars: (request, now) => Promise.resolve(searchCars(world, request, now)),
    priceOffer: (offerId, now) => Promise.resolve(priceCarOfferById(world, offerId, now)),
    book(bookingId, request, now) {
      const existing = bookings.get(bookingId);
      if (existing) return Promise.resolve(succeed(existing));
      const priced = priceCarOfferById(world, request.offerId, now);
      if (!priced.ok) return Promise.resolve(priced);
      const offer = priced.value;
      const { driver } = request;
      if (driver.givenName.trim() === '' || driver.surname.trim() === '')
        return Promise.resolve(
          fail('InvalidFulfillmentInput', 'The driver needs a given name and a surname.'),
        );
      if (driver.age !== Number(offer.offerId.split('~')[7]))
        return Promise.resolve(
          fail(
            'InvalidFulfillmentInput',
            'The driver age differs from the age searched; prices depend on it. Please search again.',
          ),
        );
      const extras: CarBooking['extras'] = [];
      for (const wanted of request.extras) {
        const extra = offer.extras.find((e) => e.type === wanted.type);
        if (!extra || wanted.quantity > extra.maxQuantity)
          return Promise.resolve(
            fail(
              'InvalidFulfillmentInput',
              `${wanted.type} × ${wanted.quantity} is not available with this car.`,
            ),
          );
        const amountMinor =
          extra.pricePerDay.amountMinor *
          Math.min(offer.days, extra.maxChargeDays) *
          wanted.quantity;
        extras.push({
          type: wanted.type,
          quantity: wanted.quantity,
          total: { amountMinor, currency: 'USD' },
        });
      }
      const booking: CarBooking = {
        bookingId,
        confirmationCode: `C-${bookingId
          .replace(/[^A-Z0-9]/gi, '')
          .slice(-6)
          .toUpperCase()
          .padStart(6, 'X')}`,
        status: 'Confirmed',
        offer,
        extras,
        total: {
          amountMinor:
            offer.total.amountMinor + extras.reduce((s, e) => s + e.total.amountMinor, 0),
          currency: 'USD',
        },
        bookedAt: new Date(toEpochMinute(now) * 60_000).toISOString(),
        cancelledAt: null,
      };
      bookings.set(bookingId, booking);
      return Promise.resolve(succeed(booking));
    },
    cancel(bookingId, now) {
      const booking = bookings.get(bookingId);
      if (!booking) return Promise.resolve(fail('NotFound', `No car booking ${bookingId}.`));
      if (booking.status === 'Cancelled')
        return Promise.resolve(
          fail('AlreadyCancelled', `Booking ${bookingId} is already cancelled.`),
        );
      const cancelled: CarBooking = {
        ...booking,
        status: 'Cancelled',
        cancelledAt: new Date(toEpochMinute(now) * 60_000).toISOString(),
      };
      bookings.set(bookingId, cancelled);
      return Promise.resolve(succeed(cancelled));
    },
    retrieve(bookingId) {
      const booking = bookings.get(bookingId);
      return Promise.resolve(
        booking ? succeed(booking) : fail('NotFound', `No car booking ${bookingId}.`),
      );
    },
  };
}
