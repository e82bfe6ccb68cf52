import type { CancellationPolicy } from '@wayfare/contracts/lodging';
import { formatConfirmationCode, formatTotal } from '@wayfare/domain/trip-display';
import type { OutboxMessage } from '@wayfare/store/repositories/email-outbox-repository';
import type { HotelBookingRecord } from '@wayfare/store/repositories/hotel-bookings-repository';
import { describeEarn, renderEmailHtml, TENANT_COPY, type HeldTripFacts } from './booking-email';
import { readGuests, readHotelQuote } from './hotel-booking-records';
import type { ApprovalEmailKind } from './saga-model';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** `2026-03-08`, `15:00` → `Sun, Mar 8, 3:00 PM` (the hotel's clock). */
function sayDay(date: string, time: string): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const [hh = 0, mm = 0] = time.split(':').map(Number);
  const weekday = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()] ?? '';
  const h12 = hh % 12 === 0 ? 12 : hh % 12;
  return `${weekday}, ${MONTHS[m - 1] ?? ''} ${d}, ${h12}:${String(mm).padStart(2, '0')} ${hh < 12 ? 'AM' : 'PM'}`;
}

/** `2026-03-08T15:00` → `Mar 8, 3:00 PM` (the hotel's clock). */
function sayLocal(local: string): string {
  const [date = '', time = '00:00'] = local.split('T');
  return sayDay(date, time).slice(5);
}

/**
 * The booked policy in the e-mail's English, from its terms code and tiers: the same sentences the
 * web says (`cancellation.*` in the hotels catalogue).
 */
export function describeCancellationPolicy(policy: CancellationPolicy): string {
  const [first, second] = policy.tiers;
  const until = first?.untilLocal ? sayLocal(first.untilLocal) : '';
  const money = (m: { amountMinor: number; currency: string }) =>
    formatTotal(m.amountMinor, m.currency);
  switch (policy.terms) {
    case 'NonRefundable':
      return 'Non-refundable: cancelling or not showing up costs the full stay.';
    case 'PartialRefundBeforeCheckIn':
      return `Cancel before check-in (${until}, hotel time) and get ${100 - (first?.penaltyPercent ?? 0)}% back. No-shows pay the full stay.`;
    case 'PartialRefundBeforeDeadline':
      return `Cancel before ${until} (local time) and get ${100 - (first?.penaltyPercent ?? 0)}% back. After that, nothing is refunded.`;
    case 'RefundableRoom':
      return `Refundable room: cancel until ${until} (hotel time) and get ${policy.refundPercent ?? 0}% of your stay back; the refundable-room premium is not refunded. After that, the stay is charged in full.`;
    case 'FreeCancellation': {
      const after =
        second?.penaltyKind === 'FirstNight'
          ? `the first night (${money(second.penalty)}) is charged`
          : second?.penaltyKind === 'Percent'
            ? `${second.penaltyPercent}% of the stay (${money(second.penalty)}) is charged`
            : 'the full stay is charged';
      return `Free cancellation until ${until} (hotel time). After that, ${after}; no-shows pay the full stay.`;
    }
  }
}

/** The stay in lines: hotel, dates, room, guests, prices (shared by every hotel e-mail). */
function describeStay(booking: HotelBookingRecord): string[] {
  const quote = readHotelQuote(booking);
  const guests = readGuests(booking);
  const money = (minor: number) => formatTotal(minor, booking.currency);
  const p = quote.pricing;
  return [
    `${quote.hotel.name}, ${quote.hotel.address}`,
    `Check-in: ${sayDay(quote.stay.checkInDate, quote.hotel.checkInTime)}`,
    `Check-out: ${sayDay(quote.stay.checkOutDate, quote.hotel.checkOutTime)}`,
    `${quote.nights} night${quote.nights === 1 ? '' : 's'}, ${quote.stay.rooms} × ${quote.room.roomName} (${booking.bedType} bed), ${quote.room.rateName}`,
    `Guest: ${guests.lead.givenName} ${guests.lead.surname}${guests.others.length > 0 ? ` and ${guests.others.length} more` : ''}`,
    ...(p.complimentaryNightDiscount
      ? [`Complimentary fourth night: −${money(p.complimentaryNightDiscount.amountMinor)}`]
      : []),
    ...(p.refundablePremium ? [`Refundable room: ${money(p.refundablePremium.amountMinor)}`] : []),
    `Stay total: ${money(p.total.amountMinor)}`,
  ];
}

/** The hotel confirmation e-mail, queued once per booking in the outbox. */
export function renderHotelConfirmationEmail(
  booking: HotelBookingRecord,
  now: Date,
): OutboxMessage {
  const copy = TENANT_COPY[booking.tenant] ??
    TENANT_COPY.capone ?? { brand: '', phone: '', color: '#000' };
  const quote = readHotelQuote(booking);
  const code = formatConfirmationCode(booking.agentLocator ?? '');
  const money = (minor: number) => formatTotal(minor, booking.currency);
  const payments = [
    { label: 'Card', minor: booking.cardMinor },
    { label: 'Rewards', minor: booking.rewardsMinor },
    { label: 'Travel credit', minor: booking.walletCreditMinor },
  ].filter((x) => x.minor > 0);
  const dueAtProperty = quote.pricing.payLaterTotal.amountMinor;
  const earn = describeEarn(booking.earn, booking.currency, 'stay');
  const lines = [
    `Confirmation code: ${code}`,
    '',
    ...describeStay(booking),
    '',
    ...payments.map((x) => `${x.label}: ${money(x.minor)}`),
    `Charged now: ${money(booking.totalMinor)}`,
    ...(dueAtProperty > 0 ? [`Due at the property: ${money(dueAtProperty)}`] : []),
    ...(booking.specialRequests ? [`Special requests: ${booking.specialRequests}`] : []),
    ...(earn ? ['', earn] : []),
    '',
    `Cancellation: ${describeCancellationPolicy(quote.cancellationPolicy)}`,
    `Questions? Call ${copy.brand} at ${copy.phone}, 24/7.`,
  ];
  return {
    id: `confirmation:${booking.id}`,
    toAddress: booking.contactEmail,
    subject: `Booked: ${quote.hotel.name} (${code})`,
    textBody: lines.join('\n'),
    htmlBody: renderEmailHtml(copy.brand, copy.color, 'Your stay is booked', lines),
    createdAt: now,
    tenant: booking.tenant,
  };
}

const APPROVAL_COPY = {
  requested: {
    subject: 'Waiting for approval',
    lead: 'Your stay is held while your approver reviews it. The room and the price are kept until the time below; nothing is charged until it is approved.',
  },
  declined: {
    subject: 'Not approved',
    lead: 'Your approver declined this stay. The room was released and nothing was charged; any rewards or credit used are back in your account.',
  },
  expired: {
    subject: 'Approval window ended',
    lead: 'Nobody approved this stay within 24 hours, so the hold ended. The room was released and nothing was charged; any rewards or credit used are back in your account.',
  },
} as const;

/** The e-mails of a hotel booking that needs approval: held, declined, or expired. */
export function renderHotelApprovalEmail(
  booking: HotelBookingRecord,
  kind: ApprovalEmailKind,
  now: Date,
): OutboxMessage {
  const copy = TENANT_COPY[booking.tenant] ??
    TENANT_COPY.capone ?? { brand: '', phone: '', color: '#000' };
  const text = APPROVAL_COPY[kind];
  const quote = readHotelQuote(booking);
  const lines = [
    text.lead,
    '',
    ...describeStay(booking),
    ...(kind === 'requested' && booking.approvalExpiresAt
      ? [
          `Held until: ${booking.approvalExpiresAt.toISOString().replace('T', ' ').slice(0, 16)} UTC`,
        ]
      : []),
    ...(booking.outOfPolicyReason ? [`Reason given: ${booking.outOfPolicyReason}`] : []),
  ];
  return {
    id: `approval-${kind}:${booking.id}`,
    toAddress: booking.contactEmail,
    subject: `${text.subject}: ${quote.hotel.name}`,
    textBody: lines.join('\n'),
    htmlBody: renderEmailHtml(copy.brand, copy.color, text.subject, lines),
    createdAt: now,
    tenant: booking.tenant,
  };
}

/** A held stay as its approvers see it. */
export function describeHeldStay(booking: HotelBookingRecord): HeldTripFacts {
  const quote = readHotelQuote(booking);
  const guests = readGuests(booking);
  return {
    bookingId: booking.id,
    tenant: booking.tenant,
    title: quote.hotel.name,
    lines: describeStay(booking),
    travelerNames: [guests.lead, ...guests.others].map((g) => `${g.givenName} ${g.surname}`),
    totalMinor: booking.totalMinor,
    currency: booking.currency,
    inPolicy: booking.inPolicy,
    outOfPolicyReason: booking.outOfPolicyReason,
    approvalExpiresAt: booking.approvalExpiresAt,
  };
}
