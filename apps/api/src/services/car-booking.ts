import type { CarBookingRequest, CarBookingView } from '@wayfare/contracts/car-booking';
import type {
  CarChosenExtra,
  CarQuoteRequest,
  CarQuoteResponse,
  CarRental,
} from '@wayfare/contracts/cars';
import type { Tenant } from '@wayfare/contracts/tenant';
import { checkCarLoyaltyNumber, findCarLoyaltyProgram } from '@wayfare/domain/car-loyalty';
import { checkDriverAge, judgeCarOffer } from '@wayfare/domain/car-rental';
import { listCardEarns } from '@wayfare/domain/earn';
import { fromLocalDateTime } from '@wayfare/domain/trip-zoned-time';
import type {
  CarBookingInsert,
  CarBookingRecord,
} from '@wayfare/store/repositories/car-bookings-repository';
import { AppError } from '../app-error';
import { assertBookingContact } from './booking-contact';
import type { BookingPorts } from './booking-ports';
import { prepareAndBook, type BookingActor, type BookingPart } from './booking-service';
import {
  CarQuoteSnapshotSchema,
  toCarBookingView,
  type CarQuoteSnapshot,
  type StoredDrivers,
} from './car-booking-records';
import { CAR_SAGA } from './car-saga';
import { holdQuote } from './quote-hold';
import { signQuoteToken } from './quote-tokens';
import type { SagaOptions } from './saga-model';
import type { BookerPolicy } from './travel-policy';

/** How long a car quote holds its price. */
export const CAR_QUOTE_HOLD_MS = 30 * 60_000;

/** Who quotes: the person, the tenant, their cards (earn) and the policy tier that judges the car. */
export interface CarQuoter {
  userId: string;
  tenant: Tenant;
  accounts: BookingActor['accounts'];
  policy: BookerPolicy | null;
}

/** The supplier's refusal of a rental as an HTTP error at `offerId`. */
function toRentalError(failure: { code: string; message: string }): AppError {
  if (failure.code === 'NoAvailability')
    return new AppError('NoAvailability', failure.message, 'offerId');
  if (failure.code === 'PickUpInPast' || failure.code === 'DateOutsideHorizon')
    return new AppError('OfferInvalid', failure.message, 'offerId', { reason: failure.code });
  return new AppError('OfferInvalid', failure.message, 'offerId');
}

/** The chosen extras priced by the offer's day rates (each type once, within its quantity). */
function priceExtras(rental: CarRental, choices: CarQuoteRequest['extras']): CarChosenExtra[] {
  const { offer } = rental;
  const seen = new Set<string>();
  return choices.map((choice, i) => {
    const extra = offer.extras.find((e) => e.type === choice.type);
    if (!extra || seen.has(choice.type))
      throw new AppError(
        'BadRequest',
        `${choice.type} is not offered with this car (or is chosen twice).`,
        `extras.${i}.type`,
      );
    seen.add(choice.type);
    if (choice.quantity > extra.maxQuantity)
      throw new AppError(
        'BadRequest',
        `At most ${extra.maxQuantity} × ${choice.type}.`,
        `extras.${i}.quantity`,
      );
    const days = Math.min(offer.days, extra.maxChargeDays);
    return {
      type: extra.type,
      name: extra.name,
      quantity: choice.quantity,
      total: {
        amountMinor: extra.pricePerDay.amountMinor * days * choice.quantity,
        currency: extra.pricePerDay.currency,
      },
    };
  });
}

/**
 * The rental priced now as the portal sells it: the supplier's offer again with its counters and
 * terms, the extras, what is paid now or at the counter, the policy status and the earn.
 */
export async function priceCarRental(
  ctx: Pick<BookingPorts, 'travelClock' | 'suppliers'>,
  who: Omit<CarQuoter, 'userId'>,
  input: CarQuoteRequest,
): Promise<Omit<CarQuoteSnapshot, 'quoteId' | 'expiresAt'>> {
  const found = await ctx.suppliers.cars.describeRental(input.offerId, ctx.travelClock.now());
  if (!found.ok) throw toRentalError(found);
  const rental = found.value;
  const { offer } = rental;
  if (!offer.payTimings.includes(input.payTiming))
    throw new AppError(
      'BadRequest',
      `This car can be paid: ${offer.payTimings.join(', ')}.`,
      'payTiming',
    );
  const extras = priceExtras(rental, input.extras);
  const currency = offer.total.currency;
  const money = (amountMinor: number) => ({ amountMinor, currency });
  const extrasMinor = extras.reduce((s, e) => s + e.total.amountMinor, 0);
  const totalMinor = offer.total.amountMinor + extrasMinor;
  const payNow = input.payTiming === 'PayNow' ? totalMinor : 0;
  return {
    ...rental,
    payTiming: input.payTiming,
    extras,
    pricing: {
      charges: offer.charges,
      rental: offer.total,
      extras: money(extrasMinor),
      total: money(totalMinor),
      payNowTotal: money(payNow),
      payAtCounterTotal: money(totalMinor - payNow),
    },
    driverAge: offer.driverAge,
    policyStatus: judgeCarOffer(
      who.tenant,
      who.policy?.policy ?? null,
      offer.pricePerDay.amountMinor,
    ),
    earn: listCardEarns(money(payNow), who.accounts, 'cars'),
  };
}

function toQuoteResponse(
  secret: string,
  snapshot: CarQuoteSnapshot,
  expiresAt: Date,
): CarQuoteResponse {
  return { ...snapshot, quoteToken: signQuoteToken(secret, snapshot.quoteId, expiresAt) };
}

/** POST /api/v0/cars/quote: price the car with its extras and hold the price for 30 minutes. */
export async function quoteCar(
  ctx: BookingPorts,
  who: CarQuoter,
  input: CarQuoteRequest,
): Promise<CarQuoteResponse> {
  const refusal = await ctx.suppliers.calls.refusal('car', 'quote');
  if (refusal) throw new AppError(refusal.kind === 'timeout' ? 'PollingTimeout' : 'ProviderError');
  const priced = await priceCarRental(ctx, who, input);
  const { snapshot, expiresAt } = await holdQuote(ctx, {
    userId: who.userId,
    tenant: who.tenant,
    vertical: 'cars',
    idPrefix: 'cq',
    holdMs: CAR_QUOTE_HOLD_MS,
    priced,
    total: priced.pricing.total,
  });
  return toQuoteResponse(ctx.secrets.quoteSigning, snapshot, expiresAt);
}

/** GET /api/v0/cars/quote/:quoteId: the person's own quote as given (expired ones too). */
export async function readCarQuoteById(
  ctx: BookingPorts,
  userId: string,
  quoteId: string,
): Promise<CarQuoteResponse> {
  const quote = await ctx.repos.quotes.findForUser(quoteId, userId);
  if (!quote || quote.vertical !== 'cars') throw new AppError('NotFound');
  const snapshot = CarQuoteSnapshotSchema.safeParse(quote.offer);
  if (!snapshot.success) throw new AppError('NotFound');
  return toQuoteResponse(ctx.secrets.quoteSigning, snapshot.data, quote.expiresAt);
}

/**
 * The drivers as the rental company will have them: each a saved traveler the booker may book,
 * old enough on the pick-up date, the main driver in the age band the car was priced for.
 */
async function resolveDrivers(
  ctx: BookingPorts,
  actor: BookingActor,
  body: CarBookingRequest,
  snapshot: CarQuoteSnapshot,
): Promise<StoredDrivers> {
  const pickUpDate = snapshot.pickUp.at.slice(0, 10);
  const { offer } = snapshot;
  const allowedOthers = snapshot.extras.find((e) => e.type === 'AdditionalDriver')?.quantity ?? 0;
  if (body.additionalDrivers.length > allowedOthers)
    throw new AppError(
      'BadRequest',
      `Add the AdditionalDriver extra for each additional driver (${allowedOthers} quoted).`,
      'additionalDrivers',
    );
  const refs = [body.driver, ...body.additionalDrivers];
  const drivers: StoredDrivers = [];
  for (const [i, ref] of refs.entries()) {
    const field = i === 0 ? 'driver.travelerId' : `additionalDrivers.${i - 1}.travelerId`;
    const saved = await ctx.repos.travelers.findVisible(actor.scope, ref.travelerId);
    if (!saved) throw new AppError('BadRequest', 'We could not find that traveler.', field);
    const checked = checkDriverAge({
      dateOfBirth: saved.dateOfBirth || null,
      pickUpDate,
      minimumDriverAge: offer.minimumDriverAge,
      searchedAge: offer.driverAge,
    });
    // Only the main driver's age band prices the rental; others need only the minimum age.
    const problem = checked.ok ? null : checked.problem;
    if (problem && (i === 0 || problem.code !== 'DriverAgeMismatch')) {
      const { code, ...details } = problem;
      throw new AppError(code, undefined, field, details);
    }
    const age = checked.ok ? checked.age : problem?.code === 'DriverAgeMismatch' ? problem.age : 0;
    drivers.push({
      travelerId: saved.id,
      givenName: saved.givenName,
      surname: saved.surname,
      age,
    });
  }
  return drivers;
}

/** The loyalty number judged by the rental company's programme at this counter. */
function checkLoyalty(snapshot: CarQuoteSnapshot, number: string, surname: string) {
  const program = findCarLoyaltyProgram(
    snapshot.offer.supplier.code,
    snapshot.pickUp.location.kind,
  );
  const verdict = checkCarLoyaltyNumber(program, number, surname);
  if (!verdict.ok) throw new AppError(verdict.code, undefined, 'loyaltyNumber');
  return program?.code ?? null;
}

/** What a rental's row adds to the shared columns. */
type CarColumns = Pick<
  CarBookingInsert,
  | 'offerId'
  | 'supplierCode'
  | 'pickUpCode'
  | 'dropOffCode'
  | 'pickUpLocal'
  | 'dropOffLocal'
  | 'pickUpAt'
  | 'dropOffAt'
  | 'payTiming'
  | 'quote'
  | 'drivers'
  | 'extras'
  | 'loyaltyProgramCode'
  | 'loyaltyNumber'
  | 'contactPhone'
  | 'dueAtCounterMinor'
>;

/** Cars' part of the one booking path (booking-service.ts): the rental, its drivers and loyalty. */
export const CAR_BOOKING: BookingPart<
  CarBookingRequest,
  CarQuoteSnapshot,
  CarColumns,
  CarBookingRecord,
  CarBookingView
> = {
  product: 'car',
  vertical: 'cars',
  earnCategory: 'cars',
  invalidQuoteCode: 'Invalid Quote',
  saga: CAR_SAGA,
  table: ({ repos: { carBookings } }) => ({
    findByKey: (userId, key) => carBookings.findByKey(userId, key),
    findLiveForQuote: (userId, quoteId) => carBookings.findLiveForQuote(userId, quoteId),
    createOrFind: (row) => carBookings.createOrFind(row),
  }),
  readHeld: (quote) => {
    const held = CarQuoteSnapshotSchema.safeParse(quote.offer);
    return held.success ? held.data : null;
  },
  // The main driver is the traveller whose tier judges the car.
  selectPolicyTraveler: (body) => body.driver.travelerId,
  async prepare(ctx, { actor, body, held, quote, tier }) {
    // The price again, now, under the driver's tier: a sold-out car answers before any charge.
    const current = await priceCarRental(
      ctx,
      { ...actor, policy: tier },
      {
        offerId: held.offer.offerId,
        extras: held.extras.map((e) => ({ type: e.type, quantity: e.quantity })),
        payTiming: held.payTiming,
      },
    );
    const snapshot: CarQuoteSnapshot = { ...current, quoteId: quote.id, expiresAt: held.expiresAt };
    const drivers = await resolveDrivers(ctx, actor, body, snapshot);
    // Kept as the programme prints it: digits only.
    const loyaltyNumber = body.loyaltyNumber?.replace(/[\s-]/g, '') || null;
    const loyaltyProgramCode = loyaltyNumber
      ? checkLoyalty(snapshot, loyaltyNumber, drivers[0]?.surname ?? '')
      : null;
    assertBookingContact(body.contact, 'rental company');
    const timeZone = snapshot.pickUp.location.timeZone;
    return {
      totalMinor: snapshot.pricing.total.amountMinor,
      currency: snapshot.pricing.total.currency,
      chargedMinor: snapshot.pricing.payNowTotal.amountMinor,
      creditMinor: 0,
      verdict: snapshot.policyStatus,
      columns: {
        offerId: snapshot.offer.offerId,
        supplierCode: snapshot.offer.supplier.code,
        pickUpCode: snapshot.pickUp.location.code,
        dropOffCode: snapshot.dropOff.location.code,
        pickUpLocal: snapshot.pickUp.at,
        dropOffLocal: snapshot.dropOff.at,
        pickUpAt: fromLocalDateTime(snapshot.pickUp.at, timeZone),
        dropOffAt: fromLocalDateTime(snapshot.dropOff.at, snapshot.dropOff.location.timeZone),
        payTiming: snapshot.payTiming,
        quote: snapshot,
        drivers,
        extras: snapshot.extras,
        loyaltyProgramCode,
        loyaltyNumber,
        contactPhone: body.contact.phone.trim(),
        dueAtCounterMinor: snapshot.pricing.payAtCounterTotal.amountMinor,
      },
    };
  },
  toView: toCarBookingView,
};

/** POST /api/v0/cars/book: the one booking path with the car part (see prepareAndBook). */
export function bookCar(
  ctx: BookingPorts,
  actor: BookingActor,
  idempotencyKey: string,
  body: CarBookingRequest,
  options: SagaOptions = {},
): Promise<{ created: boolean; booking: CarBookingView }> {
  return prepareAndBook(ctx, CAR_BOOKING, actor, idempotencyKey, body, options);
}

/** GET /api/v0/cars/bookings/:id: only the booker's own (anyone else's is NotFound). */
export async function getCarBooking(
  ctx: BookingPorts,
  userId: string,
  id: string,
): Promise<CarBookingView> {
  const row = await ctx.repos.carBookings.findById(id);
  if (!row || row.userId !== userId) throw new AppError('NotFound');
  return toCarBookingView(row);
}
