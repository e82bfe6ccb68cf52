import type { HomeCancellationPolicy } from '@wayfare/contracts/home-booking';
import { formatConfirmationCode, formatTotal } from '@wayfare/domain/trip-display';
import type { HomeBookingRecord } from '@wayfare/store/repositories/home-bookings-repository';
import type { OutboxMessage } from '@wayfare/store/repositories/email-outbox-repository';
import {
  describeEarn,
  formatLocalDateTime,
  renderEmailHtml,
  renderHeldTripEmail,
  TENANT_COPY,
  type HeldTripCopy,
  type HeldTripFacts,
} from './booking-email';
import { readGuest, readHomeQuote } from './home-booking-records';
import type { ApprovalEmailKind } from './saga-model';

/** The host's terms in the e-mail's English, from the policy's windows (the web says the same). */
export function describeHomeCancellation(policy: HomeCancellationPolicy, currency: string): string {
  const money = (minor: number) => formatTotal(minor, currency);
  const parts = policy.windows.map((w) => {
    const until = w.untilLocal ? formatLocalDateTime(w.untilLocal) : 'check-in';
    if (w.refundKind === 'FullyRefundable') return `full refund until ${until}`;
    if (w.refundKind === 'PartiallyRefundable')
      return `${money(w.refund.amountMinor)} back until ${until}`;
    return `no refund from then on`;
  });
  if (policy.refundKind === 'NonRefundable') return 'Non-refundable: nothing is refunded.';
  return `${parts.join('; ')} (home's local time); nothing is refunded after check-in.`;
}

function copyOf(tenant: string) {
  return TENANT_COPY[tenant] ?? TENANT_COPY.capone ?? { brand: '', phone: '', color: '#000' };
}

/** The stay in lines: home, dates, guests, price (every home e-mail). */
function describeStay(booking: HomeBookingRecord): string[] {
  const quote = readHomeQuote(booking);
  const guest = readGuest(booking);
  const money = (minor: number) => formatTotal(minor, booking.currency);
  const { details, stay } = quote;
  return [
    `${details.title} (${details.city})`,
    `Check-in: ${formatLocalDateTime(`${stay.checkInDate}T${details.houseRules.checkInFrom}`)}`,
    `Check-out: ${formatLocalDateTime(`${stay.checkOutDate}T${details.houseRules.checkOutBy}`)}`,
    `Guest: ${guest.givenName} ${guest.surname}, ${stay.adults + stay.children} guest${stay.adults + stay.children > 1 ? 's' : ''}${stay.pets > 0 ? `, ${stay.pets} pet${stay.pets > 1 ? 's' : ''}` : ''}`,
    `Host: ${details.host.name}`,
    `Stay total: ${money(quote.pricing.total.amountMinor)}`,
  ];
}

/** The home confirmation e-mail, queued once per booking in the outbox. */
export function renderHomeConfirmationEmail(booking: HomeBookingRecord, now: Date): OutboxMessage {
  const copy = copyOf(booking.tenant);
  const quote = readHomeQuote(booking);
  const code = formatConfirmationCode(booking.agentLocator ?? '');
  const money = (minor: number) => formatTotal(minor, booking.currency);
  const payments = [
    { label: 'Card', minor: booking.cardMinor },
    { label: 'Rewards', minor: booking.rewardsMinor },
    { label: 'Travel credit', minor: booking.walletCreditMinor },
  ].filter((x) => x.minor > 0);
  const earn = describeEarn(booking.earn, booking.currency, 'stay');
  const lines = [
    `Confirmation code: ${code}`,
    ...(booking.supplierConfirmation ? [`Host reservation: ${booking.supplierConfirmation}`] : []),
    '',
    ...describeStay(booking),
    '',
    ...payments.map((x) => `${x.label}: ${money(x.minor)}`),
    `Charged: ${money(booking.totalMinor)}`,
    ...(earn ? ['', earn] : []),
    '',
    `Cancellation: ${describeHomeCancellation(quote.cancellation, booking.currency)}`,
    'The host’s contact and the address are on your trip page.',
    `Questions? Call ${copy.brand} at ${copy.phone}, 24/7.`,
  ];
  return {
    id: `confirmation:${booking.id}`,
    toAddress: booking.contactEmail,
    subject: `Booked: ${quote.details.title} (${code})`,
    textBody: lines.join('\n'),
    htmlBody: renderEmailHtml(copy.brand, copy.color, 'Your stay is booked', lines),
    createdAt: now,
    tenant: booking.tenant,
  };
}

const APPROVAL_COPY: HeldTripCopy = {
  requested: {
    subject: 'Waiting for approval',
    lead: 'Your stay is held while your approver reviews it. The nights and the price are kept until the time below; nothing is charged until it is approved.',
  },
  declined: {
    subject: 'Not approved',
    lead: 'Your approver declined this stay. Nothing was charged; any rewards or credit used are back in your account.',
  },
  expired: {
    subject: 'Approval window ended',
    lead: 'Nobody approved this stay within 24 hours, so the hold ended. Nothing was charged; any rewards or credit used are back in your account.',
  },
};

/** The e-mails of a home booking that needs approval: held, declined, or expired. */
export function renderHomeApprovalEmail(
  booking: HomeBookingRecord,
  kind: ApprovalEmailKind,
  now: Date,
): OutboxMessage {
  return renderHeldTripEmail(
    { ...describeHeldHome(booking), contactEmail: booking.contactEmail },
    kind,
    APPROVAL_COPY,
    now,
  );
}

/** A held home as its approvers see it. */
export function describeHeldHome(booking: HomeBookingRecord): HeldTripFacts {
  const quote = readHomeQuote(booking);
  const guest = readGuest(booking);
  return {
    bookingId: booking.id,
    tenant: booking.tenant,
    title: quote.details.title,
    lines: describeStay(booking),
    travelerNames: [`${guest.givenName} ${guest.surname}`],
    totalMinor: booking.totalMinor,
    currency: booking.currency,
    inPolicy: booking.inPolicy,
    outOfPolicyReason: booking.outOfPolicyReason,
    approvalExpiresAt: booking.approvalExpiresAt,
  };
}
