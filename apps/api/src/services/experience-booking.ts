import { randomUUID } from 'node:crypto';
import type {
  ExperienceBookingRequest,
  ExperienceBookingView,
  ExperienceQuoteRequest,
  ExperienceQuoteResponse,
  ExperienceQuoteSnapshot,
} from '@wayfare/contracts/experiences';
import { ExperienceQuoteSnapshotSchema } from '@wayfare/contracts/experiences';
import type { Tenant } from '@wayfare/contracts/tenant';
import {
  findFreeCancellationDeadline,
  findPartialRefundDeadline,
} from '@wayfare/domain/activity-cancellation';
import { priceActivityTickets } from '@wayfare/domain/activity-tickets';
import { computeAgeOn } from '@wayfare/domain/car-rental';
import { listCardEarns } from '@wayfare/domain/earn';
import { fromLocalDateTime } from '@wayfare/domain/trip-zoned-time';
import type {
  ActivityBookingInsert,
  ActivityBookingRecord,
} from '@wayfare/store/repositories/activity-bookings-repository';
import { AppError } from '../app-error';
import { assertBookingContact } from './booking-contact';
import type { BookingPorts } from './booking-ports';
import { prepareAndBook, type BookingActor, type BookingPart } from './booking-service';
import { toExperienceBookingView } from './experience-booking-records';
import { EXPERIENCE_SAGA } from './experience-saga';
import {
  assertParty,
  describeExperience,
  EXPERIENCE_EARN_CATEGORY,
  getExperienceAvailability,
} from './experience-shop';
import { signQuoteToken } from './quote-tokens';
import type { SagaOptions } from './saga-model';
import type { BookerPolicy } from './travel-policy';

/** How long an experience quote holds its price. */
export const EXPERIENCE_QUOTE_HOLD_MS = 30 * 60_000;
/** The lead traveller is a grown-up on the day. */
export const LEAD_TRAVELER_MIN_AGE = 18;

export interface ExperienceQuoter {
  userId: string;
  tenant: Tenant;
  accounts: BookingActor['accounts'];
  policy: BookerPolicy | null;
}

/**
 * The slot priced now for the party: the day's availability (the portal's sales left out), the
 * ticket's prices by age band, the start and end instants in the meeting point's zone, the
 * cancellation deadlines, the policy status and the earn.
 */
export async function priceExperience(
  ctx: BookingPorts,
  who: Omit<ExperienceQuoter, 'userId'>,
  input: ExperienceQuoteRequest,
): Promise<Omit<ExperienceQuoteSnapshot, 'quoteId' | 'expiresAt'>> {
  const activity = await describeExperience(ctx, input.activityId);
  assertParty(input.travelers, activity);
  const day = await getExperienceAvailability(ctx, input);
  const slot = day.timeSlots.find(
    (s) => s.startTime === input.startTime && s.ticketType === input.ticketType,
  );
  if (!slot)
    throw new AppError(
      'BadRequest',
      `There is no ${input.ticketType} start at ${input.startTime} that day.`,
      'startTime',
    );
  if (!slot.isAvailable)
    throw new AppError(
      'NoAvailability',
      `Only ${slot.spotsLeft} spots are left at ${input.startTime}.`,
      'startTime',
    );
  const ticket = activity.tickets.find((t) => t.ticketType === input.ticketType);
  const priced = ticket ? priceActivityTickets(ticket, input.travelers) : null;
  if (!ticket || !priced)
    throw new AppError('BadRequest', 'This ticket is not sold for that party.', 'ticketType');
  const currency = activity.fromPrice.currency;
  const money = (amountMinor: number) => ({ amountMinor, currency });
  // A private group is priced as its ticket says, for the whole group: the slot's price.
  const totalMinor = slot.total.amountMinor;
  const startsAt = fromLocalDateTime(`${input.date}T${input.startTime}`, activity.timeZone);
  const endsAt = new Date(startsAt.getTime() + activity.durationMinutes * 60_000);
  const seats =
    input.ticketType === 'Private'
      ? 1
      : Object.entries(input.travelers).reduce((s, [b, n]) => s + (b === 'Infant' ? 0 : n), 0);
  const free = findFreeCancellationDeadline(startsAt, activity.cancellationPolicy);
  const partial = findPartialRefundDeadline(startsAt, activity.cancellationPolicy);
  return {
    activity,
    date: input.date,
    startTime: input.startTime,
    ticketType: input.ticketType,
    ticketName: ticket.name,
    travelers: input.travelers,
    seats: Math.max(1, seats),
    lines: priced.lines.map((l) => ({
      band: l.band,
      count: l.count,
      unitPrice: money(l.unitMinor),
      total: money(l.totalMinor),
    })),
    total: money(totalMinor),
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    freeCancellationUntil: free?.toISOString() ?? null,
    partialRefundUntil: partial?.toISOString() ?? null,
    // No tier has a rule for experiences: in the business tenant they are in policy.
    policyStatus: who.tenant === 'capone-corporate' ? { inPolicy: true } : null,
    earn: listCardEarns(money(totalMinor), who.accounts, EXPERIENCE_EARN_CATEGORY),
  };
}

function toQuoteResponse(
  secret: string,
  snapshot: ExperienceQuoteSnapshot,
  expiresAt: Date,
): ExperienceQuoteResponse {
  return { ...snapshot, quoteToken: signQuoteToken(secret, snapshot.quoteId, expiresAt) };
}

/** POST /api/v0/experiences/quote: price the slot for the party and hold it 30 minutes. */
export async function quoteExperience(
  ctx: BookingPorts,
  who: ExperienceQuoter,
  input: ExperienceQuoteRequest,
): Promise<ExperienceQuoteResponse> {
  const refusal = await ctx.suppliers.calls.refusal('activity', 'quote');
  if (refusal) throw new AppError(refusal.kind === 'timeout' ? 'PollingTimeout' : 'ProviderError');
  const priced = await priceExperience(ctx, who, input);
  const quoteId = `eq_${randomUUID()}`;
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + EXPERIENCE_QUOTE_HOLD_MS);
  const snapshot: ExperienceQuoteSnapshot = {
    ...priced,
    quoteId,
    expiresAt: expiresAt.toISOString(),
  };
  await ctx.repos.quotes.create({
    id: quoteId,
    userId: who.userId,
    tenant: who.tenant,
    vertical: 'activities',
    offer: snapshot,
    totalMinor: snapshot.total.amountMinor,
    currency: snapshot.total.currency,
    createdAt: now,
    expiresAt,
  });
  return toQuoteResponse(ctx.secrets.quoteSigning, snapshot, expiresAt);
}

/** GET /api/v0/experiences/quote/:quoteId: the person's own quote as given (expired ones too). */
export async function readExperienceQuoteById(
  ctx: BookingPorts,
  userId: string,
  quoteId: string,
): Promise<ExperienceQuoteResponse> {
  const quote = await ctx.repos.quotes.findForUser(quoteId, userId);
  if (!quote || quote.vertical !== 'activities') throw new AppError('NotFound');
  const snapshot = ExperienceQuoteSnapshotSchema.safeParse(quote.offer);
  if (!snapshot.success) throw new AppError('NotFound');
  return toQuoteResponse(ctx.secrets.quoteSigning, snapshot.data, quote.expiresAt);
}

type ExperienceColumns = Pick<
  ActivityBookingInsert,
  | 'activityId'
  | 'activityDate'
  | 'startTime'
  | 'ticketType'
  | 'seats'
  | 'startsAt'
  | 'endsAt'
  | 'quote'
  | 'leadTraveler'
  | 'contactPhone'
>;

/** Experiences' part of the one booking path (booking-service.ts): the slot and its lead traveller. */
export const EXPERIENCE_BOOKING: BookingPart<
  ExperienceBookingRequest,
  ExperienceQuoteSnapshot,
  ExperienceColumns,
  ActivityBookingRecord,
  ExperienceBookingView
> = {
  product: 'activity',
  vertical: 'activities',
  earnCategory: EXPERIENCE_EARN_CATEGORY,
  invalidQuoteCode: 'Invalid Quote',
  saga: EXPERIENCE_SAGA,
  table: ({ repos: { activityBookings } }) => ({
    findByKey: (userId, key) => activityBookings.findByKey(userId, key),
    findLiveForQuote: (userId, quoteId) => activityBookings.findLiveForQuote(userId, quoteId),
    createOrFind: (row) => activityBookings.createOrFind(row),
  }),
  readHeld: (quote) => {
    const held = ExperienceQuoteSnapshotSchema.safeParse(quote.offer);
    return held.success ? held.data : null;
  },
  // The lead traveller's tier judges the experience.
  selectPolicyTraveler: (body) => body.leadTraveler.travelerId,
  async prepare(ctx, { actor, body, held, quote, tier }) {
    // Priced again now under the lead traveller's tier: a sold-out slot answers before any charge.
    const current = await priceExperience(
      ctx,
      { ...actor, policy: tier },
      {
        activityId: held.activity.activityId,
        date: held.date,
        startTime: held.startTime,
        ticketType: held.ticketType,
        travelers: held.travelers,
      },
    );
    const lead = await ctx.repos.travelers.findVisible(actor.scope, body.leadTraveler.travelerId);
    if (!lead)
      throw new AppError(
        'BadRequest',
        'We could not find that traveler.',
        'leadTraveler.travelerId',
      );
    const age = lead.dateOfBirth ? computeAgeOn(lead.dateOfBirth, held.date) : null;
    if (age === null || age < LEAD_TRAVELER_MIN_AGE)
      throw new AppError(
        'InvalidPassengers',
        `The lead traveller must be ${LEAD_TRAVELER_MIN_AGE} or over on the day.`,
        'leadTraveler.travelerId',
        { minimumAge: LEAD_TRAVELER_MIN_AGE, ...(age === null ? {} : { age }) },
      );
    assertBookingContact(body.contact, 'activity operator');
    const snapshot: ExperienceQuoteSnapshot = {
      ...current,
      quoteId: quote.id,
      expiresAt: held.expiresAt,
    };
    return {
      totalMinor: snapshot.total.amountMinor,
      currency: snapshot.total.currency,
      chargedMinor: snapshot.total.amountMinor,
      creditMinor: 0,
      verdict: snapshot.policyStatus,
      columns: {
        activityId: snapshot.activity.activityId,
        activityDate: snapshot.date,
        startTime: snapshot.startTime,
        ticketType: snapshot.ticketType,
        seats: snapshot.seats,
        startsAt: new Date(snapshot.startsAt),
        endsAt: new Date(snapshot.endsAt),
        quote: snapshot,
        leadTraveler: { travelerId: lead.id, givenName: lead.givenName, surname: lead.surname },
        contactPhone: body.contact.phone.trim(),
      },
    };
  },
  toView: toExperienceBookingView,
};

/** POST /api/v0/experiences/book: the one booking path with the experience part. */
export function bookExperience(
  ctx: BookingPorts,
  actor: BookingActor,
  idempotencyKey: string,
  body: ExperienceBookingRequest,
  options: SagaOptions = {},
): Promise<{ created: boolean; booking: ExperienceBookingView }> {
  return prepareAndBook(ctx, EXPERIENCE_BOOKING, actor, idempotencyKey, body, options);
}

/** GET /api/v0/experiences/bookings/:id: only the booker's own (anyone else's is NotFound). */
export async function getExperienceBooking(
  ctx: BookingPorts,
  userId: string,
  id: string,
): Promise<ExperienceBookingView> {
  const row = await ctx.repos.activityBookings.findById(id);
  if (!row || row.userId !== userId) throw new AppError('NotFound');
  return toExperienceBookingView(row);
}
