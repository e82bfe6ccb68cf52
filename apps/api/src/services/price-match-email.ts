import type { PriceMatchDeclineReason } from '@wayfare/contracts/price-match';
import { formatTotal } from '@wayfare/domain/trip-display';
import type { PriceMatchClaimRecord } from '@wayfare/store/repositories/price-match-claims-repository';
import type { OutboxMessage } from '@wayfare/store/repositories/email-outbox-repository';
import { wrapTripEmail } from './booking-email';

/** Why a claim was declined, in the e-mail's words (the web words the same codes). */
const DECLINE_WORDS: Record<PriceMatchDeclineReason, string> = {
  NotLower: 'The price you found is not lower than what you paid.',
  PriceNotFound:
    'We could not find that price on the site you named for the same itinerary, so we could not verify it.',
  PriceDiffers:
    'The site’s price for the same itinerary is not the price you entered. Price match needs the exact price, in US dollars with taxes and fees.',
  DifferentItinerary:
    'The price is for different flights, or a different room or dates, than the ones you booked.',
  DifferentPolicy: 'The price comes with a different cancellation policy than the one you booked.',
  NotPublic:
    'The price is not available to the public (a member, package or private price), so it does not qualify.',
  Unverifiable: 'We could not verify the price on the site you named.',
  TripCancelled: 'The trip was cancelled, so it no longer qualifies.',
};

function sayDeclineReason(reason: string | null): string {
  return (reason && DECLINE_WORDS[reason as PriceMatchDeclineReason]) ?? DECLINE_WORDS.Unverifiable;
}

/**
 * The e-mail once a claim is decided (spec §4: "refunded or declined by email"): accepted, with the
 * credit in the travel wallet; declined, with why. Written once per claim (its id names it).
 */
export function renderPriceMatchDecisionEmail(
  claim: PriceMatchClaimRecord,
  trip: { confirmationCode: string | null },
  toAddress: string,
  now: Date,
): OutboxMessage {
  const trip_ = trip.confirmationCode ? ` (${trip.confirmationCode})` : '';
  const claimed = formatTotal(claim.claimedTotalMinor, claim.currency);
  const paid = formatTotal(claim.bookedTotalMinor, claim.currency);
  const accepted = claim.status === 'Accepted';
  const subject = accepted
    ? `Price match accepted: ${formatTotal(claim.creditedMinor, claim.currency)} credited`
    : 'Your price match claim was declined';
  const paragraphs = accepted
    ? [
        `We verified the lower price you found on ${claim.competitorSite}: ${formatTotal(
          claim.verifiedTotalMinor ?? claim.claimedTotalMinor,
          claim.currency,
        )} against the ${paid} you paid for your trip${trip_}.`,
        `We credited the difference, ${formatTotal(claim.creditedMinor, claim.currency)}, to your travel wallet. You can use it on your next booking.`,
        'Your booking itself is unchanged: you keep your original itinerary.',
      ]
    : [
        `We reviewed your claim for your trip${trip_}: ${claimed} on ${claim.competitorSite}, against the ${paid} you paid.`,
        sayDeclineReason(claim.declineReason),
        'Your booking itself is unchanged. Within 24 hours of booking you can claim again from My Trips with the exact price you find.',
      ];
  const body = wrapTripEmail(claim.tenant, subject, paragraphs);
  return {
    id: `price-match:${claim.id}:${claim.status}`,
    toAddress,
    subject,
    textBody: body.text,
    htmlBody: body.html,
    createdAt: now,
    tenant: claim.tenant,
  };
}
