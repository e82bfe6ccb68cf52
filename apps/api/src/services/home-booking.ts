import type {
  HomeBookingRequest,
  HomeBookingView,
  HomeQuoteRequest,
  HomeQuoteResponse,
  HomeStayRequest,
  HomeViolation,
} from '@wayfare/contracts/home-booking';
import { HomeSummarySchema } from '@wayfare/contracts/homes';
import type { Tenant } from '@wayfare/contracts/tenant';
import { listCardEarns } from '@wayfare/domain/earn';
import { toEpochDay } from '@wayfare/domain/home-stay';
import { fromLocalDateTime } from '@wayfare/domain/trip-zoned-time';
import type {
  HomeBookingInsert,
  HomeBookingRecord,
} from '@wayfare/store/repositories/home-bookings-repository';
import { AppError } from '../app-error';
import { assertBookingContact } from './booking-contact';
import type { BookingPorts } from './booking-ports';
import { prepareAndBook, type BookingActor, type BookingPart } from './booking-service';
import {
  HomeQuoteSnapshotSchema,
  toHomeBookingView,
  type HomeQuoteSnapshot,
  type StoredGuest,
} from './home-booking-records';
import { HOME_SAGA } from './home-saga';
import { describeHomeCancellation, judgeHome, toHomeStayError } from './home-shop';
import { holdQuote } from './quote-hold';
import { signQuoteToken } from './quote-tokens';
import type { SagaOptions } from './saga-model';
import type { BookerPolicy } from './travel-policy';

/** How long a home quote holds its price. */
export const HOME_QUOTE_HOLD_MS = 30 * 60_000;

/** Who quotes: the person, the tenant, their cards (earn) and the policy tier that judges the home. */
export interface HomeQuoter {
  userId: string;
  tenant: Tenant;
  accounts: BookingActor['accounts'];
  policy: BookerPolicy | null;
}

/** A stay the home cannot host: 409 NoAvailability naming every reason (the shop page details them). */
export function toNoAvailability(violations: readonly HomeViolation[]): AppError {
  const blocked = violations.find((v) => v.reason === 'BlockedDates');
  const reasons = violations.map((v) => v.reason).join(',');
  return new AppError(
    'NoAvailability',
    `This home cannot host that stay (${reasons}). Open the home to see what to change.`,
    'checkInDate',
    {
      reasons,
      ...(blocked?.reason === 'BlockedDates'
        ? { blockedNights: blocked.blockedNights.join(',') }
        : {}),
    },
  );
}

/**
 * The stay priced now as the portal sells it: the home again with its rules checked, the price
 * broken down, the cancellation policy with its deadlines, the policy status and the earn.
 * `exceptHoldId`: a booking's own nights do not block its stay (re-quoting a booked home).
 */
export async function priceHomeStay(
  ctx: Pick<BookingPorts, 'travelClock' | 'suppliers'>,
  who: Omit<HomeQuoter, 'userId'>,
  stay: HomeStayRequest,
  exceptHoldId?: string,
): Promise<Omit<HomeQuoteSnapshot, 'quoteId' | 'expiresAt'>> {
  const now = ctx.travelClock.now();
  const found = await ctx.suppliers.homes.describeStay(
    stay,
    now,
    exceptHoldId ? { exceptHoldId } : {},
  );
  if (!found.ok) throw toHomeStayError(found, stay, now.toISOString().slice(0, 10));
  const { details, pricing, violations } = found.value;
  if (!pricing || violations.length > 0) throw toNoAvailability(violations);
  const hostContact = ctx.suppliers.homes.describeHostContact(stay.listingId);
  if (!hostContact) throw new AppError('BadRequest', 'Unknown home.', 'listingId');
  return {
    // The summary's fields only (the page's facts are kept beside it in the snapshot).
    home: HomeSummarySchema.parse(details),
    details,
    hostContact,
    stay,
    pricing,
    cancellation: describeHomeCancellation(
      details.cancellationKind,
      pricing,
      stay.checkInDate,
      details.timeZone,
    ),
    policyStatus: judgeHome(who, pricing),
    earn: listCardEarns(pricing.total, who.accounts, 'homes'),
  };
}

function toQuoteResponse(
  secret: string,
  snapshot: HomeQuoteSnapshot,
  expiresAt: Date,
): HomeQuoteResponse {
  const { details: _details, hostContact: _hostContact, ...quote } = snapshot;
  return { ...quote, quoteToken: signQuoteToken(secret, snapshot.quoteId, expiresAt) };
}

/** POST /api/v0/homes/quote: price the stay and hold the price for 30 minutes. */
export async function quoteHomeStay(
  ctx: BookingPorts,
  who: HomeQuoter,
  input: HomeQuoteRequest,
): Promise<HomeQuoteResponse> {
  const refusal = await ctx.suppliers.calls.refusal('home', 'quote');
  if (refusal) throw new AppError(refusal.kind === 'timeout' ? 'PollingTimeout' : 'ProviderError');
  const priced = await priceHomeStay(ctx, who, input);
  const { snapshot, expiresAt } = await holdQuote(ctx, {
    userId: who.userId,
    tenant: who.tenant,
    vertical: 'homes',
    idPrefix: 'vq',
    holdMs: HOME_QUOTE_HOLD_MS,
    priced,
    total: priced.pricing.total,
  });
  return toQuoteResponse(ctx.secrets.quoteSigning, snapshot, expiresAt);
}

/** GET /api/v0/homes/quote/:quoteId: the person's own quote as given (expired ones too). */
export async function readHomeQuoteById(
  ctx: BookingPorts,
  userId: string,
  quoteId: string,
): Promise<HomeQuoteResponse> {
  const quote = await ctx.repos.quotes.findForUser(quoteId, userId);
  if (!quote || quote.vertical !== 'homes') throw new AppError('NotFound');
  const snapshot = HomeQuoteSnapshotSchema.safeParse(quote.offer);
  if (!snapshot.success) throw new AppError('NotFound');
  return toQuoteResponse(ctx.secrets.quoteSigning, snapshot.data, quote.expiresAt);
}

/** The main guest: a saved traveler the booker may book (their own or, arrangers, the business's). */
async function resolveGuest(
  ctx: BookingPorts,
  actor: BookingActor,
  body: HomeBookingRequest,
): Promise<StoredGuest> {
  const saved = await ctx.repos.travelers.findVisible(actor.scope, body.guest.travelerId);
  if (!saved)
    throw new AppError('BadRequest', 'We could not find that traveler.', 'guest.travelerId');
  return { travelerId: saved.id, givenName: saved.givenName, surname: saved.surname };
}

/** What a stay's row adds to the shared columns. */
type HomeColumns = Pick<
  HomeBookingInsert,
  | 'listingId'
  | 'cityCode'
  | 'checkInDate'
  | 'checkOutDate'
  | 'checkInAt'
  | 'checkOutAt'
  | 'nights'
  | 'guests'
  | 'pets'
  | 'quote'
  | 'guest'
  | 'messageToHost'
  | 'contactPhone'
>;

/** Homes' part of the one booking path (booking-service.ts): the stay and its main guest. */
export const HOME_BOOKING: BookingPart<
  HomeBookingRequest,
  HomeQuoteSnapshot,
  HomeColumns,
  HomeBookingRecord,
  HomeBookingView
> = {
  product: 'home',
  vertical: 'homes',
  earnCategory: 'homes',
  invalidQuoteCode: 'Invalid Quote',
  saga: HOME_SAGA,
  table: ({ repos: { homeBookings } }) => ({
    findByKey: (userId, key) => homeBookings.findByKey(userId, key),
    findLiveForQuote: (userId, quoteId) => homeBookings.findLiveForQuote(userId, quoteId),
    createOrFind: (row) => homeBookings.createOrFind(row),
  }),
  readHeld: (quote) => {
    const held = HomeQuoteSnapshotSchema.safeParse(quote.offer);
    return held.success ? held.data : null;
  },
  // The main guest is the traveller whose tier judges the stay.
  selectPolicyTraveler: (body) => body.guest.travelerId,
  async prepare(ctx, { actor, body, held, quote, tier }) {
    // The stay again, now, under the guest's tier: nights sold since answer before any charge.
    const current = await priceHomeStay(ctx, { ...actor, policy: tier }, held.stay);
    const snapshot: HomeQuoteSnapshot = {
      ...current,
      quoteId: quote.id,
      expiresAt: held.expiresAt,
    };
    const guest = await resolveGuest(ctx, actor, body);
    assertBookingContact(body.contact, 'host');
    const { stay, details } = snapshot;
    const checkOutAt = fromLocalDateTime(
      `${stay.checkOutDate}T${details.houseRules.checkOutBy}`,
      details.timeZone,
    );
    return {
      totalMinor: snapshot.pricing.total.amountMinor,
      currency: snapshot.pricing.total.currency,
      chargedMinor: snapshot.pricing.total.amountMinor,
      creditMinor: 0,
      verdict: snapshot.policyStatus,
      columns: {
        listingId: stay.listingId,
        cityCode: details.cityCode,
        checkInDate: stay.checkInDate,
        checkOutDate: stay.checkOutDate,
        checkInAt: new Date(snapshot.cancellation.checkInAt),
        checkOutAt,
        nights: toEpochDay(stay.checkOutDate) - toEpochDay(stay.checkInDate),
        guests: stay.adults + stay.children,
        pets: stay.pets,
        quote: snapshot,
        guest,
        messageToHost: body.messageToHost || null,
        contactPhone: body.contact.phone.trim(),
      },
    };
  },
  toView: toHomeBookingView,
};

/** POST /api/v0/homes/book: the one booking path with the home part (see prepareAndBook). */
export function bookHome(
  ctx: BookingPorts,
  actor: BookingActor,
  idempotencyKey: string,
  body: HomeBookingRequest,
  options: SagaOptions = {},
): Promise<{ created: boolean; booking: HomeBookingView }> {
  return prepareAndBook(ctx, HOME_BOOKING, actor, idempotencyKey, body, options);
}

/** GET /api/v0/homes/bookings/:id: only the booker's own (anyone else's is NotFound). */
export async function getHomeBooking(
  ctx: BookingPorts,
  userId: string,
  id: string,
): Promise<HomeBookingView> {
  const row = await ctx.repos.homeBookings.findById(id);
  if (!row || row.userId !== userId) throw new AppError('NotFound');
  return toHomeBookingView(row);
}

/**
 * A booked home priced again for new dates (the lodging date change's port): the same home, party
 * and tier, its own nights not counting against it. Throws NoAvailability (with the reasons) or
 * BadRequest as a quote would; the caller swaps the nights (release, then reserve) when applying.
 */
export async function requoteBookedHome(
  ctx: Pick<BookingPorts, 'travelClock' | 'suppliers'>,
  booking: Pick<HomeBookingRecord, 'id' | 'tenant' | 'quote'>,
  who: { policy: BookerPolicy | null; accounts: BookingActor['accounts'] },
  dates: { checkInDate: string; checkOutDate: string },
): Promise<Omit<HomeQuoteSnapshot, 'quoteId' | 'expiresAt'>> {
  const held = HomeQuoteSnapshotSchema.parse(booking.quote);
  return priceHomeStay(
    ctx,
    { tenant: booking.tenant as Tenant, policy: who.policy, accounts: who.accounts },
    { ...held.stay, ...dates },
    booking.id,
  );
}
