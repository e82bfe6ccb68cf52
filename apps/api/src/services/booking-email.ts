import type { FlightOffer } from '@wayfare/contracts/flights';
import {
  formatConfirmationCode,
  formatTotal,
  selectTripSubtitle,
} from '@wayfare/domain/trip-display';
import type { OutboxMessage } from '@wayfare/store/repositories/email-outbox-repository';
import type { FlightBookingRecord } from '@wayfare/store/repositories/flight-bookings-repository';
import type { ApprovalEmailKind } from './saga-model';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A transactional e-mail's HTML: the tenant's bar, a title and one paragraph per line. */
export function renderEmailHtml(
  brand: string,
  color: string,
  title: string,
  lines: string[],
): string {
  return `<!doctype html>
<html lang="en"><body style="margin:0;background:#f3f6f9;font-family:Arial,Helvetica,sans-serif;color:#13212c">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;margin:0 auto;background:#ffffff">
  <tr><td style="background:${color};color:#ffffff;padding:16px 24px;font-size:18px;font-weight:700">${escapeHtml(brand)}</td></tr>
  <tr><td style="padding:24px">
    <h1 style="margin:0 0 12px;font-size:24px">${escapeHtml(title)}</h1>
    ${lines.map((line) => (line === '' ? '' : `<p style="margin:4px 0">${escapeHtml(line)}</p>`)).join('\n    ')}
  </td></tr>
</table></body></html>`;
}

/** Who the e-mail comes from, per tenant (spec §1: copy and support phone differ by tenant). */
export const TENANT_COPY: Record<string, { brand: string; phone: string; color: string }> = {
  capone: { brand: 'Capital One Travel', phone: '1-800-555-0142', color: '#004977' },
  'capone-corporate': {
    brand: 'Capital One Business Travel',
    phone: '1-800-555-0199',
    color: '#1f2d3a',
  },
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** `2026-12-14T08:05` (airport local time) → `Mon, Dec 14, 8:05 AM`, as the airport's clock reads. */
export function formatLocalDateTime(local: string): string {
  const [date = '', time = '00:00'] = local.split('T');
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const [hh = 0, mm = 0] = time.split(':').map(Number);
  const weekday = WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()] ?? '';
  const hour12 = hh % 12 === 0 ? 12 : hh % 12;
  return `${weekday}, ${MONTHS[m - 1] ?? ''} ${d}, ${hour12}:${String(mm).padStart(2, '0')} ${hh < 12 ? 'AM' : 'PM'}`;
}

/**
 * The earn line of every confirmation e-mail, as the booking recorded it (domain/earn.ts rounds
 * once, at booking): whole miles, or cash back in dollars and cents.
 */
export function describeEarn(
  earn: { value: number; currency: 'miles' | 'cash' } | null,
  currency: string,
  what: 'trip' | 'stay' | 'rental',
): string | null {
  if (!earn || earn.value <= 0) return null;
  return earn.currency === 'miles'
    ? `You earned ${earn.value.toLocaleString('en-US')} miles on this ${what}.`
    : `You earned ${formatTotal(earn.value, currency)} cash back on this ${what}.`;
}

/** The confirmation e-mail, rendered once and queued in the outbox (id per booking: sent once). */
export function renderConfirmationEmail(
  booking: FlightBookingRecord,
  offer: FlightOffer,
  now: Date,
): OutboxMessage {
  const copy = TENANT_COPY[booking.tenant] ??
    TENANT_COPY.capone ?? { brand: '', phone: '', color: '#000' };
  const code = formatConfirmationCode(booking.agentLocator ?? '');
  const money = (minor: number) => formatTotal(minor, booking.currency);
  const subtitle = selectTripSubtitle(offer.tripType);
  const route = offer.slices.map((s) => `${s.origin} → ${s.destination}`).join(', ');
  const payments = [
    { label: 'Card', minor: booking.cardMinor },
    { label: 'Rewards', minor: booking.rewardsMinor },
    { label: 'Travel credit', minor: booking.walletCreditMinor },
  ].filter((p) => p.minor > 0);
  const earn = describeEarn(booking.earn, booking.currency, 'trip');

  const sliceText = offer.slices.flatMap((slice, index) => [
    `Flight ${index + 1}: ${slice.origin} → ${slice.destination}`,
    ...slice.segments.map(
      (g) =>
        `  ${g.marketingAirline.name} ${g.marketingAirline.code} ${g.marketingAirline.flightNumber}: ` +
        `${g.origin.code} ${formatLocalDateTime(g.departureTime)} → ${g.destination.code} ${formatLocalDateTime(g.arrivalTime)}` +
        (g.operatingAirline.code !== g.marketingAirline.code
          ? ` (operated by ${g.operatingAirline.name})`
          : ''),
    ),
    `  Fare: ${slice.fares[0]?.fareShelf.shortBrandName ?? ''}`,
  ]);
  const lines = [
    `Your ${subtitle.toLowerCase()} trip is booked.`,
    `Confirmation code: ${code}`,
    '',
    ...sliceText,
    '',
    `Travelers: ${booking.passengerNames.join(', ')}`,
    '',
    ...payments.map((p) => `${p.label}: ${money(p.minor)}`),
    `Trip total: ${money(booking.totalMinor)}`,
    ...(earn ? ['', earn] : []),
    '',
    'Times are local to each airport. Check in with the airline from 24 hours before departure.',
    `Questions? Call ${copy.brand} at ${copy.phone}, 24/7.`,
  ];

  const sliceHtml = offer.slices
    .map(
      (slice, index) => `
      <tr><td style="padding:12px 0 4px;font-weight:700">Flight ${index + 1}: ${escapeHtml(slice.origin)} → ${escapeHtml(slice.destination)}
        <span style="font-weight:400;color:#4a5a67"> · ${escapeHtml(slice.fares[0]?.fareShelf.shortBrandName ?? '')}</span></td></tr>
      ${slice.segments
        .map(
          (g) => `
      <tr><td style="padding:2px 0 2px 12px">
        <strong>${escapeHtml(`${g.marketingAirline.code} ${g.marketingAirline.flightNumber}`)}</strong>
        ${escapeHtml(g.marketingAirline.name)}<br>
        ${escapeHtml(g.origin.code)} ${escapeHtml(formatLocalDateTime(g.departureTime))} →
        ${escapeHtml(g.destination.code)} ${escapeHtml(formatLocalDateTime(g.arrivalTime))}
        ${g.operatingAirline.code !== g.marketingAirline.code ? `<br><span style="color:#4a5a67">Operated by ${escapeHtml(g.operatingAirline.name)}</span>` : ''}
      </td></tr>`,
        )
        .join('')}`,
    )
    .join('');
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;background:#f3f6f9;font-family:Arial,Helvetica,sans-serif;color:#13212c">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;margin:0 auto;background:#ffffff">
  <tr><td style="background:${copy.color};color:#ffffff;padding:16px 24px;font-size:18px;font-weight:700">${escapeHtml(copy.brand)}</td></tr>
  <tr><td style="padding:24px">
    <p style="margin:0;color:#146c2e;font-weight:700">${escapeHtml(subtitle)} · ${escapeHtml(route)}</p>
    <h1 style="margin:8px 0 4px;font-size:24px">Your trip is booked</h1>
    <p style="margin:0 0 16px;font-size:18px">Confirmation code <strong style="font-family:monospace;letter-spacing:1px">${escapeHtml(code)}</strong></p>
    <table role="presentation" width="100%" cellpadding="0" cellspacing="0">${sliceHtml}</table>
    <p style="margin:16px 0 4px;font-weight:700">Travelers</p>
    <p style="margin:0">${escapeHtml(booking.passengerNames.join(', '))}</p>
    <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin-top:16px;border-top:1px solid #cfd9e1">
      ${payments
        .map(
          (p) =>
            `<tr><td style="padding:6px 0">${escapeHtml(p.label)}</td><td align="right">${escapeHtml(money(p.minor))}</td></tr>`,
        )
        .join('')}
      <tr><td style="padding:8px 0;font-weight:700;border-top:1px solid #cfd9e1">Trip total</td><td align="right" style="font-weight:700;border-top:1px solid #cfd9e1">${escapeHtml(money(booking.totalMinor))}</td></tr>
    </table>
    ${earn ? `<p style="color:#146c2e;font-weight:700">${escapeHtml(earn)}</p>` : ''}
    <p style="color:#4a5a67;font-size:14px">Times are local to each airport. Check in with the airline from 24 hours before departure.</p>
    <p style="color:#4a5a67;font-size:14px">Questions? Call ${escapeHtml(copy.brand)} at ${escapeHtml(copy.phone)}, 24/7.</p>
  </td></tr>
</table></body></html>`;
  return {
    id: `confirmation:${booking.id}`,
    toAddress: booking.contactEmail,
    subject: `Booked: ${route} (${code})`,
    textBody: lines.join('\n'),
    htmlBody: html,
    createdAt: now,
    tenant: booking.tenant,
  };
}

const APPROVAL_COPY = {
  requested: {
    subject: 'Waiting for approval',
    lead: 'Your trip is held while your approver reviews it. The seats and the price are kept until the time below; nothing is charged until it is approved.',
  },
  declined: {
    subject: 'Not approved',
    lead: 'Your approver declined this trip. The seats were released and nothing was charged; any rewards or credit used are back in your account.',
  },
  expired: {
    subject: 'Approval window ended',
    lead: 'Nobody approved this trip within 24 hours, so the hold ended. The seats were released and nothing was charged; any rewards or credit used are back in your account.',
  },
} as const;

/** The e-mails of a booking that needs approval: held, declined, or expired. */
export function renderApprovalEmail(
  booking: FlightBookingRecord,
  offer: FlightOffer,
  kind: keyof typeof APPROVAL_COPY,
  now: Date,
): OutboxMessage {
  const copy = TENANT_COPY[booking.tenant] ?? TENANT_COPY.capone;
  const brand = copy?.brand ?? '';
  const text = APPROVAL_COPY[kind];
  const route = offer.slices.map((s) => `${s.origin} → ${s.destination}`).join(', ');
  const lines = [
    text.lead,
    '',
    `Trip: ${route} (${selectTripSubtitle(offer.tripType)})`,
    ...offer.slices.map(
      (s, i) =>
        `Flight ${i + 1}: ${s.origin} → ${s.destination}, ${formatLocalDateTime(s.departureTime)}`,
    ),
    `Travelers: ${booking.passengerNames.join(', ')}`,
    `Trip total: ${formatTotal(booking.totalMinor, booking.currency)}`,
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
    subject: `${text.subject}: ${route}`,
    textBody: lines.join('\n'),
    htmlBody: `<!doctype html><html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;color:#13212c">
<p style="font-weight:700">${escapeHtml(brand)}</p>
${lines.map((line) => (line === '' ? '' : `<p>${escapeHtml(line)}</p>`)).join('\n')}
</body></html>`,
    createdAt: now,
    tenant: booking.tenant,
  };
}

/** What an approver is told about a held trip, whatever the product. */
export interface HeldTripFacts {
  bookingId: string;
  tenant: string;
  /** "JFK → LHR, LHR → EWR" or the hotel's name: the subject line. */
  title: string;
  /** The trip in lines (flights, or the stay). */
  lines: string[];
  travelerNames: string[];
  totalMinor: number;
  currency: string;
  inPolicy: boolean | null;
  outOfPolicyReason: string | null;
  approvalExpiresAt: Date | null;
}

/**
 * The e-mail each approver (an admin of the business) gets when a trip waits for their decision
 * (spec §6 `24hr_review`): the trip, who travels, the total, the policy verdict and the reason
 * given, and a link to the approvals page. One per approver and booking (the outbox id).
 */
export function renderApproverEmail(
  trip: HeldTripFacts,
  approver: { userId: string; firstName: string; email: string },
  approvalsUrl: string,
  now: Date,
): OutboxMessage {
  const copy = TENANT_COPY[trip.tenant] ?? TENANT_COPY['capone-corporate'];
  const brand = copy?.brand ?? '';
  const lines = [
    `Hi ${approver.firstName},`,
    '',
    'A trip is waiting for your approval. The price and the seats or room are held until the time below; nothing is charged until it is approved.',
    '',
    ...trip.lines,
    `Travelers: ${trip.travelerNames.join(', ')}`,
    `Trip total: ${formatTotal(trip.totalMinor, trip.currency)}`,
    trip.inPolicy === false ? 'Out of policy.' : 'Within the travel policy.',
    ...(trip.outOfPolicyReason ? [`Reason given: ${trip.outOfPolicyReason}`] : []),
    ...(trip.approvalExpiresAt
      ? [`Decide by: ${trip.approvalExpiresAt.toISOString().replace('T', ' ').slice(0, 16)} UTC`]
      : []),
    '',
    `Approve or decline it at ${approvalsUrl}`,
  ];
  return {
    id: `approval-request:${trip.bookingId}:${approver.userId}`,
    toAddress: approver.email,
    subject: `Approval needed: ${trip.title}`,
    textBody: lines.join('\n'),
    htmlBody: `<!doctype html><html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;color:#13212c">
<p style="font-weight:700">${escapeHtml(brand)}</p>
${lines
  .slice(0, -1)
  .map((line) => (line === '' ? '' : `<p>${escapeHtml(line)}</p>`))
  .join('\n')}
<p><a href="${escapeHtml(approvalsUrl)}" style="display:inline-block;background:#1f2d3a;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Review trips waiting for approval</a></p>
</body></html>`,
    createdAt: now,
    tenant: trip.tenant,
  };
}

/** A held flight booking as its approvers see it. */
export function describeHeldFlight(
  booking: FlightBookingRecord,
  offer: FlightOffer,
): HeldTripFacts {
  const title = offer.slices.map((s) => `${s.origin} → ${s.destination}`).join(', ');
  return {
    bookingId: booking.id,
    tenant: booking.tenant,
    title,
    lines: [
      `Trip: ${title} (${selectTripSubtitle(offer.tripType)})`,
      ...offer.slices.map(
        (s, i) =>
          `Flight ${i + 1}: ${s.origin} → ${s.destination}, ${formatLocalDateTime(s.departureTime)}`,
      ),
    ],
    travelerNames: booking.passengerNames,
    totalMinor: booking.totalMinor,
    currency: booking.currency,
    inPolicy: booking.inPolicy,
    outOfPolicyReason: booking.outOfPolicyReason,
    approvalExpiresAt: booking.approvalExpiresAt,
  };
}

/** A trip e-mail's text and HTML in the tenant's brand: a heading, paragraphs, the phone line. */
export function wrapTripEmail(tenant: string, heading: string, paragraphs: string[]) {
  const copy = TENANT_COPY[tenant] ?? TENANT_COPY.capone ?? { brand: '', phone: '', color: '#000' };
  const text = [heading, '', ...paragraphs, '', `${copy.brand} · ${copy.phone}`].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2d3a">
<h1 style="color:${copy.color};font-size:20px">${escapeHtml(heading)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p style="color:#5b6b7a">${escapeHtml(copy.brand)} · ${escapeHtml(copy.phone)}</p>
</body></html>`;
  return { text, html, brand: copy.brand };
}

/** What the traveller is told when a held trip is requested, declined or expired (per product). */
export type HeldTripCopy = Record<ApprovalEmailKind, { subject: string; lead: string }>;

/**
 * The traveller's e-mail about a trip held for approval (cars, homes): the product's lead for the
 * kind, the trip's lines, until when it is held, and the reason they gave.
 */
export function renderHeldTripEmail(
  trip: HeldTripFacts & { contactEmail: string },
  kind: ApprovalEmailKind,
  copyOfKind: HeldTripCopy,
  now: Date,
): OutboxMessage {
  const copy = TENANT_COPY[trip.tenant] ??
    TENANT_COPY.capone ?? { brand: '', phone: '', color: '#000' };
  const text = copyOfKind[kind];
  const lines = [
    text.lead,
    '',
    ...trip.lines,
    ...(kind === 'requested' && trip.approvalExpiresAt
      ? [`Held until: ${trip.approvalExpiresAt.toISOString().replace('T', ' ').slice(0, 16)} UTC`]
      : []),
    ...(trip.outOfPolicyReason ? [`Reason given: ${trip.outOfPolicyReason}`] : []),
  ];
  return {
    id: `approval-${kind}:${trip.bookingId}`,
    toAddress: trip.contactEmail,
    subject: `${text.subject}: ${trip.title}`,
    textBody: lines.join('\n'),
    htmlBody: renderEmailHtml(copy.brand, copy.color, text.subject, lines),
    createdAt: now,
    tenant: trip.tenant,
  };
}
