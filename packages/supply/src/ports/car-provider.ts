import type {
  CarBooking,
  CarBookRequest,
  CarOffer,
  CarRental as CarRentalView,
  CarSearchRequest,
  CarSearchResponse,
} from '@wayfare/contracts/cars';
import { YOUNG_DRIVER_AGE } from '@wayfare/domain/car-rental';
import { describeCarRental } from '../cars/car-counters';
import { priceCarOfferById, searchCars } from '../cars/car-search';
import type { CarWorld } from '../cars/car-world';
import { hashString } from '../random/prng';
import { toEpochMinute, type Instant } from '../reference/calendar';
import { fail, succeed, type SupplyResult } from '../supply-result';

/** What any car rental supplier (the sandbox today, a real one later) offers the booking services. */
export interface CarProvider {
  searchCars(request: CarSearchRequest, now: Instant): Promise<SupplyResult<CarSearchResponse>>;
  priceOffer(offerId: string, now: Instant): Promise<SupplyResult<CarOffer>>;
  /** The offer priced at `now` with its counters, inclusions, deposit and terms (the shop page). */
  describeRental(offerId: string, now: Instant): Promise<SupplyResult<CarRentalView>>;
  /** Books at the price of `now`; `bookingId` doubles as the idempotency key. */
  book(bookingId: string, request: CarBookRequest, now: Instant): Promise<SupplyResult<CarBooking>>;
  cancel(bookingId: string, now: Instant): Promise<SupplyResult<CarBooking>>;
  retrieve(bookingId: string): Promise<SupplyResult<CarBooking>>;
}

/**
 * Where the sandbox supplier keeps its reservations. A real supplier keeps them on its side and
 * retrieves them by id; the sandbox keeps them wherever the app says (the portal's car booking
 * row), so a restart forgets nothing. In memory by default (tests).
 */
export interface CarSupplierLedger {
  find(bookingId: string): Promise<CarBooking | null>;
  save(booking: CarBooking): Promise<void>;
}

export function createMemoryCarLedger(): CarSupplierLedger {
  const bookings = new Map<string, CarBooking>();
  return {
    find: (bookingId) => Promise.resolve(bookings.get(bookingId) ?? null),
    save: (booking) => {
      bookings.set(booking.bookingId, booking);
      return Promise.resolve();
    },
  };
}

/** The rental company's reservation number: its code and six characters from the booking id. */
export function formatSupplierConfirmation(supplierCode: string, bookingId: string): string {
  const n = hashString(`car-confirmation|${bookingId}`) >>> 0;
  return `${supplierCode}${n.toString(36).toUpperCase().padStart(7, '0').slice(-7)}`;
}

function checkRequest(offer: CarOffer, request: CarBookRequest, searchedAge: number) {
  const { driver } = request;
  if (driver.givenName.trim() === '' || driver.surname.trim() === '')
    return fail('InvalidFulfillmentInput', 'The driver needs a given name and a surname.');
  if (driver.age < offer.minimumDriverAge)
    return fail('DriverAgeNotAllowed', `This car needs a driver aged ${offer.minimumDriverAge}+.`);
  if (driver.age < YOUNG_DRIVER_AGE !== searchedAge < YOUNG_DRIVER_AGE)
    return fail(
      'InvalidFulfillmentInput',
      'The driver age is outside the age band searched; prices depend on it. Please search again.',
    );
  if (request.payTiming && !offer.payTimings.includes(request.payTiming))
    return fail('InvalidFulfillmentInput', `This car cannot be paid ${request.payTiming}.`);
  if (request.loyaltyNumber && !offer.loyaltyProgram)
    return fail('InvalidFulfillmentInput', 'This counter takes no loyalty number.');
  return null;
}

/** Sandbox car provider over the world; reservations in `ledger`. */
export function createSandboxCarProvider(
  world: CarWorld,
  ledger: CarSupplierLedger = createMemoryCarLedger(),
): CarProvider {
  return {
    searchCars: (request, now) => Promise.resolve(searchCars(world, request, now)),
    priceOffer: (offerId, now) => Promise.resolve(priceCarOfferById(world, offerId, now)),
    describeRental(offerId, now) {
      const priced = priceCarOfferById(world, offerId, now);
      if (!priced.ok) return Promise.resolve(priced);
      const [, pickUp, dropOff, , , pickUpAt = '', dropOffAt = ''] = offerId.split('~');
      const from = world.byCode.get(pickUp ?? '');
      const to = world.byCode.get(dropOff ?? '');
      if (!from || !to) return Promise.resolve(fail('OfferInvalid', 'Unknown rental location.'));
      return Promise.resolve(
        succeed(describeCarRental(world, priced.value, from, to, { pickUpAt, dropOffAt })),
      );
    },
    async book(bookingId, request, now) {
      const existing = await ledger.find(bookingId);
      if (existing) return succeed(existing);
      const priced = priceCarOfferById(world, request.offerId, now);
      if (!priced.ok) return priced;
      const offer = priced.value;
      const problem = checkRequest(offer, request, offer.driverAge);
      if (problem) return problem;
      const extras: CarBooking['extras'] = [];
      for (const wanted of request.extras) {
        const extra = offer.extras.find((e) => e.type === wanted.type);
        if (!extra || wanted.quantity > extra.maxQuantity)
          return fail(
            'InvalidFulfillmentInput',
            `${wanted.type} × ${wanted.quantity} is not available with this car.`,
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
        confirmationCode: formatSupplierConfirmation(offer.supplier.code, bookingId),
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
      await ledger.save(booking);
      return succeed(booking);
    },
    async cancel(bookingId, now) {
      const booking = await ledger.find(bookingId);
      if (!booking) return fail('NotFound', `No car booking ${bookingId}.`);
      if (booking.status === 'Cancelled')
        return fail('AlreadyCancelled', `Booking ${bookingId} is already cancelled.`);
      const cancelled: CarBooking = {
        ...booking,
        status: 'Cancelled',
        cancelledAt: new Date(toEpochMinute(now) * 60_000).toISOString(),
      };
      await ledger.save(cancelled);
      return succeed(cancelled);
    },
    async retrieve(bookingId) {
      const booking = await ledger.find(bookingId);
      return booking ? succeed(booking) : fail('NotFound', `No car booking ${bookingId}.`);
    },
  };
}
