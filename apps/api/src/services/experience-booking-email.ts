import type { ActivityCancellationPolicy } from '@wayfare/contracts/activities';
import { formatConfirmationCode, formatTotal } from '@wayfare/domain/trip-display';
import type { ActivityBookingRecord } from '@wayfare/store/repositories/activity-bookings-repository';
import type { OutboxMessage } from '@wayfare/store/repositories/email-outbox-repository';
import {
  describeEarn,
  formatLocalDateTime,
  renderEmailHtml,
  TENANT_COPY,
  type HeldTripFacts,
} from './booking-email';
import { readExperienceQuote, readLeadTraveler } from './experience-booking-records';
import type { ApprovalEmailKind } from './saga-model';

const BAND_WORDS: Record<string, string> = {
  Adult: 'adult',
  Senior: 'senior',
  Youth: 'youth',
  Child: 'child',
  Infant: 'infant',
};

/** The policy in the e-mail's English, from its data (the web says the same). */
export function describeExperienceCancellation(
  policy: ActivityCancellationPolicy,
  freeUntilUtc: string | null,
): string {
  const until = freeUntilUtc ? `${freeUntilUtc.replace('T', ' ').slice(0, 16)} UTC` : '';
  switch (policy.kind) {
    case 'NonRefundable':
      return 'Non-refundable: nothing is paid back if you cancel.';
    case 'FullyRefundable':
      return `Free cancellation until ${until} (${policy.freeCancellationHoursBefore ?? 0} hours before the start); after that it can no longer be cancelled online.`;
    case 'PartiallyRefundable':
      return `Free cancellation until ${until}; after that ${policy.refundPercentAfterDeadline}% is paid back until 24 hours before the start.`;
  }
}

function copyOf(tenant: string) {
  return TENANT_COPY[tenant] ?? TENANT_COPY.capone ?? { brand: '', phone: '', color: '#000' };
}

/** The experience in lines: activity, slot, meeting point, tickets (every experience e-mail). */
function describeExperience(booking: ActivityBookingRecord): string[] {
  const quote = readExperienceQuote(booking);
  const lead = readLeadTraveler(booking);
  const money = (minor: number) => formatTotal(minor, booking.currency);
  return [
    `${quote.activity.title}, ${quote.activity.city}`,
    `Starts: ${formatLocalDateTime(`${quote.date}T${quote.startTime}`)} (local time)`,
    `Meeting point: ${quote.activity.meetingPoint.name}`,
    `Lead traveller: ${lead.givenName} ${lead.surname}`,
    `${quote.ticketName}:`,
    ...quote.lines.map(
      (l) => `  ${l.count} × ${BAND_WORDS[l.band] ?? l.band}: ${money(l.total.amountMinor)}`,
    ),
    `Total: ${money(quote.total.amountMinor)}`,
  ];
}

/** The confirmation e-mail, queued once per booking in the outbox. */
export function renderExperienceConfirmationEmail(
  booking: ActivityBookingRecord,
  now: Date,
): OutboxMessage {
  const copy = copyOf(booking.tenant);
  const quote = readExperienceQuote(booking);
  const code = formatConfirmationCode(booking.agentLocator ?? '');
  const money = (minor: number) => formatTotal(minor, booking.currency);
  const payments = [
    { label: 'Card', minor: booking.cardMinor },
    { label: 'Rewards', minor: booking.rewardsMinor },
    { label: 'Travel credit', minor: booking.walletCreditMinor },
  ].filter((x) => x.minor > 0);
  const earn = describeEarn(booking.earn, booking.currency, 'trip');
  const lines = [
    `Confirmation code: ${code}`,
    ...(booking.supplierConfirmation
      ? [`Operator reference: ${booking.supplierConfirmation}`]
      : []),
    '',
    ...describeExperience(booking),
    '',
    ...payments.map((x) => `${x.label}: ${money(x.minor)}`),
    ...(earn ? ['', earn] : []),
    '',
    `Cancellation: ${describeExperienceCancellation(quote.activity.cancellationPolicy, quote.freeCancellationUntil)}`,
    `Questions? Call ${copy.brand} at ${copy.phone}, 24/7.`,
  ];
  return {
    id: `confirmation:${booking.id}`,
    toAddress: booking.contactEmail,
    subject: `Booked: ${quote.activity.title} (${code})`,
    textBody: lines.join('\n'),
    htmlBody: renderEmailHtml(copy.brand, copy.color, 'Your experience is booked', lines),
    createdAt: now,
    tenant: booking.tenant,
  };
}

const APPROVAL_COPY = {
  requested: {
    subject: 'Waiting for approval',
    lead: 'Your experience is held while your approver reviews it; nothing is charged until it is approved.',
  },
  declined: {
    subject: 'Not approved',
    lead: 'Your approver declined this experience. Nothing was charged; any rewards or credit used are back in your account.',
  },
  expired: {
    subject: 'Approval window ended',
    lead: 'Nobody approved this experience within 24 hours, so the hold ended. Nothing was charged.',
  },
} as const;

export function renderExperienceApprovalEmail(
  booking: ActivityBookingRecord,
  kind: ApprovalEmailKind,
  now: Date,
): OutboxMessage {
  const copy = copyOf(booking.tenant);
  const text = APPROVAL_COPY[kind];
  const quote = readExperienceQuote(booking);
  const lines = [
    text.lead,
    '',
    ...describeExperience(booking),
    ...(booking.outOfPolicyReason ? [`Reason given: ${booking.outOfPolicyReason}`] : []),
  ];
  return {
    id: `approval-${kind}:${booking.id}`,
    toAddress: booking.contactEmail,
    subject: `${text.subject}: ${quote.activity.title}`,
    textBody: lines.join('\n'),
    htmlBody: renderEmailHtml(copy.brand, copy.color, text.subject, lines),
    createdAt: now,
    tenant: booking.tenant,
  };
}

/** A held experience as its approvers see it. */
export function describeHeldExperience(booking: ActivityBookingRecord): HeldTripFacts {
  const quote = readExperienceQuote(booking);
  const lead = readLeadTraveler(booking);
  return {
    bookingId: booking.id,
    tenant: booking.tenant,
    title: quote.activity.title,
    lines: describeExperience(booking),
    travelerNames: [`${lead.givenName} ${lead.surname}`],
    totalMinor: booking.totalMinor,
    currency: booking.currency,
    inPolicy: booking.inPolicy,
    outOfPolicyReason: booking.outOfPolicyReason,
    approvalExpiresAt: booking.approvalExpiresAt,
  };
}
