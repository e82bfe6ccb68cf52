import { randomUUID } from 'node:crypto';
import type {
  ResendConfirmationRequest,
  ResendConfirmationResponse,
  TravelerEditRequest,
  TravelerEditResponse,
} from '@wayfare/contracts/trips';
import type { EmailOutboxRepository } from '@wayfare/store/repositories/email-outbox-repository';
import type { TripsRepository } from '@wayfare/store/repositories/trips-repository';
import type { UsersRepository } from '@wayfare/store/repositories/users-repository';
import { AppError } from '../app-error';
import type { Clock } from '../clock';
import { renderConfirmationEmail } from './booking-email';
import type { EmailSender } from './email-sender';
import { readOffer } from './booking-saga';
import { renderCarConfirmationEmail } from './car-booking-email';
import { renderHomeConfirmationEmail } from './home-booking-email';
import { renderExperienceConfirmationEmail } from './experience-booking-email';
import { renderHotelConfirmationEmail } from './hotel-booking-email';
import { renderPackageConfirmationEmail } from './package-saga';
import { findOwnTrip } from './trips';
import { renderTravelerEditEmail } from './trips-email';

/** What resending a confirmation and asking for a traveler edit use. */
export interface TripSupportPorts {
  clock: Clock;
  repos: { trips: TripsRepository; users: UsersRepository; emailOutbox: EmailOutboxRepository };
  emailSender: Pick<EmailSender, 'kick'>;
}

/**
 * POST /api/v0/trips/:bookingId/resend: the confirmation again, to the booking's contact e-mail
 * or the signed-in person's own, which then becomes the booking's contact e-mail (spec §2 change
 * email). Never to any other address: a confirmation carries the travellers' names and the trip.
 * Each resend is its own outbox message.
 */
export async function resendConfirmation(
  ctx: TripSupportPorts,
  actor: { userId: string; tenant: string },
  bookingId: string,
  body: ResendConfirmationRequest,
): Promise<ResendConfirmationResponse> {
  const trip = await findOwnTrip(ctx, actor, bookingId);
  if (trip.booking.status !== 'Confirmed' && trip.booking.status !== 'Cancelled')
    throw new AppError('BadRequest', 'This trip has no confirmation to send yet.');
  const now = ctx.clock.now();
  const own = (await ctx.repos.users.findById(actor.userId))?.email ?? null;
  const asked = body.email?.trim();
  const sentTo = !asked
    ? trip.booking.contactEmail
    : [trip.booking.contactEmail, own].find((a) => a?.toLowerCase() === asked.toLowerCase());
  if (!sentTo)
    throw new AppError(
      'BadRequest',
      'We can send the confirmation only to the e-mail on the booking or to your own.',
      'email',
    );
  if (sentTo !== trip.booking.contactEmail)
    await ctx.repos.trips.updateContactEmail(trip.product, bookingId, sentTo, now);
  const booking = { ...trip.booking, contactEmail: sentTo };
  const message =
    trip.product === 'flight'
      ? renderConfirmationEmail(
          { ...trip.booking, contactEmail: sentTo },
          readOffer(trip.booking),
          now,
        )
      : trip.product === 'car'
        ? renderCarConfirmationEmail({ ...trip.booking, contactEmail: sentTo }, now)
        : trip.product === 'activity'
          ? renderExperienceConfirmationEmail({ ...trip.booking, contactEmail: sentTo }, now)
          : trip.product === 'home'
            ? renderHomeConfirmationEmail({ ...trip.booking, contactEmail: sentTo }, now)
            : trip.product === 'package'
              ? renderPackageConfirmationEmail({ ...trip.booking, contactEmail: sentTo }, now)
              : renderHotelConfirmationEmail({ ...trip.booking, contactEmail: sentTo }, now);
  await ctx.repos.emailOutbox.enqueue({
    ...message,
    id: `resend:${booking.id}:${randomUUID()}`,
    toAddress: sentTo,
  });
  ctx.emailSender.kick();
  return { sentTo };
}

/** POST /api/v0/trips/:bookingId/traveler-edit: a request to support, acknowledged by e-mail. */
export async function requestTravelerEdit(
  ctx: TripSupportPorts,
  actor: { userId: string; tenant: string },
  bookingId: string,
  body: TravelerEditRequest,
): Promise<TravelerEditResponse> {
  const trip = await findOwnTrip(ctx, actor, bookingId);
  const now = ctx.clock.now();
  const requestId = `TE-${randomUUID().replaceAll('-', '').slice(0, 8).toUpperCase()}`;
  await ctx.repos.trips.createTravelerEditRequest({
    id: requestId,
    bookingId,
    userId: actor.userId,
    travelerName: body.travelerName,
    message: body.message,
    createdAt: now,
  });
  await ctx.repos.emailOutbox.enqueue(
    renderTravelerEditEmail(
      trip,
      { requestId, travelerName: body.travelerName, message: body.message },
      now,
    ),
  );
  ctx.emailSender.kick();
  return { requestId };
}
