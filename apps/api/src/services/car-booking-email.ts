import type { CarCancellationPolicy } from '@wayfare/contracts/cars';
import { formatConfirmationCode, formatTotal } from '@wayfare/domain/trip-display';
import type { CarBookingRecord } from '@wayfare/store/repositories/car-bookings-repository';
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
import { readCarQuote, readDrivers } from './car-booking-records';
import type { ApprovalEmailKind } from './saga-model';

/** The rental's terms in the e-mail's English, from their code (the web says the same). */
export function describeCarCancellation(policy: CarCancellationPolicy): string {
  const until = policy.freeUntilLocal ? formatLocalDateTime(policy.freeUntilLocal) : '';
  switch (policy.terms) {
    case 'NonRefundable':
      return 'Non-refundable: cancelling or not showing up costs the full prepaid rental.';
    case 'FreeUntilDeadline': {
      const fee = policy.lateCancellationFee
        ? formatTotal(policy.lateCancellationFee.amountMinor, policy.lateCancellationFee.currency)
        : 'a fee';
      return `Free cancellation until ${until} (counter time). After that and before pick-up, ${fee} is kept; no-shows are not refunded.`;
    }
    case 'FreeUntilPickUp':
      return `Free cancellation until pick-up (${until}, counter time). No-shows of a prepaid rental are not refunded.`;
  }
}

function copyOf(tenant: string) {
  return TENANT_COPY[tenant] ?? TENANT_COPY.capone ?? { brand: '', phone: '', color: '#000' };
}

/** The rental in lines: car, company, counters, driver, extras, price (every car e-mail). */
function describeRental(booking: CarBookingRecord): string[] {
  const quote = readCarQuote(booking);
  const [driver, ...others] = readDrivers(booking);
  const money = (minor: number) => formatTotal(minor, booking.currency);
  const { offer } = quote;
  return [
    `${offer.model} (${offer.carClass}) from ${offer.supplier.name}`,
    `Pick-up: ${formatLocalDateTime(quote.pickUp.at)}, ${quote.pickUp.address}`,
    `Drop-off: ${formatLocalDateTime(quote.dropOff.at)}, ${quote.dropOff.address}`,
    `Driver: ${driver ? `${driver.givenName} ${driver.surname}` : ''}${others.length > 0 ? ` and ${others.length} more` : ''}`,
    ...quote.extras.map((e) => `${e.name} × ${e.quantity}: ${money(e.total.amountMinor)}`),
    `Rental total: ${money(quote.pricing.total.amountMinor)}`,
  ];
}

/** The car confirmation e-mail, queued once per booking in the outbox. */
export function renderCarConfirmationEmail(booking: CarBookingRecord, now: Date): OutboxMessage {
  const copy = copyOf(booking.tenant);
  const quote = readCarQuote(booking);
  const code = formatConfirmationCode(booking.agentLocator ?? '');
  const money = (minor: number) => formatTotal(minor, booking.currency);
  const payments = [
    { label: 'Card', minor: booking.cardMinor },
    { label: 'Rewards', minor: booking.rewardsMinor },
    { label: 'Travel credit', minor: booking.walletCreditMinor },
  ].filter((x) => x.minor > 0);
  const earn = describeEarn(booking.earn, booking.currency, 'rental');
  const lines = [
    `Confirmation code: ${code}`,
    ...(booking.supplierConfirmation
      ? [`${quote.offer.supplier.name} reservation: ${booking.supplierConfirmation}`]
      : []),
    '',
    ...describeRental(booking),
    '',
    ...payments.map((x) => `${x.label}: ${money(x.minor)}`),
    `Charged now: ${money(booking.totalMinor)}`,
    ...(booking.dueAtCounterMinor > 0
      ? [`Due at the counter: ${money(booking.dueAtCounterMinor)}`]
      : []),
    `Deposit held at the counter: ${money(quote.deposit.amountMinor)}`,
    ...(earn ? ['', earn] : []),
    '',
    `Cancellation: ${describeCarCancellation(quote.cancellationPolicy)}`,
    `Questions? Call ${copy.brand} at ${copy.phone}, 24/7.`,
  ];
  return {
    id: `confirmation:${booking.id}`,
    toAddress: booking.contactEmail,
    subject: `Booked: ${quote.offer.supplier.name} ${quote.offer.model} (${code})`,
    textBody: lines.join('\n'),
    htmlBody: renderEmailHtml(copy.brand, copy.color, 'Your car is booked', lines),
    createdAt: now,
    tenant: booking.tenant,
  };
}

const APPROVAL_COPY: HeldTripCopy = {
  requested: {
    subject: 'Waiting for approval',
    lead: 'Your car is held while your approver reviews it. The price is kept until the time below; nothing is charged until it is approved.',
  },
  declined: {
    subject: 'Not approved',
    lead: 'Your approver declined this car. Nothing was charged; any rewards or credit used are back in your account.',
  },
  expired: {
    subject: 'Approval window ended',
    lead: 'Nobody approved this car within 24 hours, so the hold ended. Nothing was charged; any rewards or credit used are back in your account.',
  },
};

/** The e-mails of a car booking that needs approval: held, declined, or expired. */
export function renderCarApprovalEmail(
  booking: CarBookingRecord,
  kind: ApprovalEmailKind,
  now: Date,
): OutboxMessage {
  return renderHeldTripEmail(
    { ...describeHeldCar(booking), contactEmail: booking.contactEmail },
    kind,
    APPROVAL_COPY,
    now,
  );
}

/** A held car as its approvers see it. */
export function describeHeldCar(booking: CarBookingRecord): HeldTripFacts {
  const quote = readCarQuote(booking);
  return {
    bookingId: booking.id,
    tenant: booking.tenant,
    title: `${quote.offer.supplier.name} ${quote.offer.model}`,
    lines: describeRental(booking),
    travelerNames: readDrivers(booking).map((d) => `${d.givenName} ${d.surname}`),
    totalMinor: booking.totalMinor + booking.dueAtCounterMinor,
    currency: booking.currency,
    inPolicy: booking.inPolicy,
    outOfPolicyReason: booking.outOfPolicyReason,
    approvalExpiresAt: booking.approvalExpiresAt,
  };
}
