import type { ApprovalRequest, ApprovalsResponse } from '@wayfare/contracts/policy';
import type { FlightBooking } from '@wayfare/contracts/flight-booking';
import type { CarBookingView } from '@wayfare/contracts/car-booking';
import type { HotelBookingView } from '@wayfare/contracts/hotel-booking';
import { CurrencySchema } from '@wayfare/contracts/money';
import { selectTripSubtitle } from '@wayfare/domain/trip-display';
import type { UsersRepository } from '@wayfare/store/repositories/users-repository';
import { AppError } from '../app-error';
import type { AccessView } from './access';
import { decideApproval, readOffer, type ApprovalDecision } from './booking-saga';
import type { BookingPorts, BookingRepositories } from './booking-ports';
import { toFlightBookingView } from './flight-booking';
import { readGuests, readHotelQuote, toHotelBookingView } from './hotel-booking-records';
import { decideHotelApproval } from './hotel-saga';
import { readCarQuote, readDrivers, toCarBookingView } from './car-booking-records';
import { decideCarApproval } from './car-saga';
import type { HomeBookingView } from '@wayfare/contracts/home-booking';
import { readGuest, readHomeQuote, toHomeBookingView } from './home-booking-records';
import { decideHomeApproval } from './home-saga';
import type { ExperienceBookingView } from '@wayfare/contracts/experiences';
import {
  readExperienceQuote,
  readLeadTraveler,
  toExperienceBookingView,
} from './experience-booking-records';
import { decideSagaApproval } from './saga-runner';
import { EXPERIENCE_SAGA } from './experience-saga';
import type { PackageBookingView } from '@wayfare/contracts/packages';
import { toPackageBookingView } from './package-booking';
import { PACKAGE_SAGA, readPackageQuote } from './package-saga';

/** What approvals read: the booking path's ports and the bookers' names. */
export interface ApprovalPorts extends BookingPorts {
  repos: BookingRepositories & { users: UsersRepository };
}

/** Approvers are the business's admins (canViewAdmin) in the business tenant. */
function requireApprover(view: AccessView, tenant: string): { businessId: string } {
  const m = view.membership;
  if (tenant !== 'capone-corporate' || !m?.canViewAdmin) throw new AppError('Forbidden');
  return { businessId: m.businessId };
}

/** The booking an approver may decide on: their business's, someone else's, still held. */
function checkDecidable<B extends { businessId: string | null; userId: string; status: string }>(
  booking: B | null,
  businessId: string,
  approverId: string,
): B {
  // Another business's bookings are not even acknowledged.
  if (!booking || booking.businessId !== businessId) throw new AppError('NotFound');
  if (booking.userId === approverId)
    throw new AppError('Forbidden', 'Another approver must decide on your own trip.');
  if (booking.status !== 'AwaitingApproval') throw noLongerWaiting();
  return booking;
}

const noLongerWaiting = () =>
  new AppError('BadRequest', 'This trip is no longer waiting for approval.', 'bookingId');

/** GET /api/v0/approvals: the trips of every product waiting for this approver's business. */
export async function listApprovals(
  ports: ApprovalPorts,
  view: AccessView,
  tenant: string,
): Promise<ApprovalsResponse> {
  const { businessId } = requireApprover(view, tenant);
  const [flightRows, hotelRows, carRows, homeRows] = await Promise.all([
    ports.repos.flightBookings.listAwaitingApproval(businessId),
    ports.repos.hotelBookings.listAwaitingApproval(businessId),
    ports.repos.carBookings.listAwaitingApproval(businessId),
    ports.repos.homeBookings.listAwaitingApproval(businessId),
  ]);
  const experienceRows = await ports.repos.activityBookings.listAwaitingApproval(businessId);
  const packageRows = await ports.repos.packageBookings.listAwaitingApproval(businessId);
  const bookerNames = new Map<string, string>();
  const bookerName = async (userId: string) => {
    let name = bookerNames.get(userId);
    if (name === undefined) {
      const booker = await ports.repos.users.findById(userId);
      name = booker ? `${booker.firstName} ${booker.lastName}` : '';
      bookerNames.set(userId, name);
    }
    return name;
  };
  const approvals: ApprovalRequest[] = [];
  for (const row of flightRows) {
    const offer = readOffer(row);
    approvals.push({
      product: 'flight',
      bookingId: row.id,
      bookerName: await bookerName(row.userId),
      travelerNames: row.passengerNames,
      tripSubtitle: selectTripSubtitle(offer.tripType),
      route: offer.slices.map((s) => `${s.origin} → ${s.destination}`).join(', '),
      departureTime: offer.slices[0]?.departureTime ?? '',
      total: { amountMinor: row.totalMinor, currency: CurrencySchema.parse(row.currency) },
      inPolicy: row.inPolicy ?? true,
      outOfPolicyReason: row.outOfPolicyReason,
      requestedAt: row.createdAt.toISOString(),
      expiresAt: (row.approvalExpiresAt ?? row.createdAt).toISOString(),
    });
  }
  for (const row of hotelRows) {
    const quote = readHotelQuote(row);
    const guests = readGuests(row);
    const lead = `${guests.lead.givenName} ${guests.lead.surname}`;
    approvals.push({
      product: 'hotel',
      bookingId: row.id,
      bookerName: await bookerName(row.userId),
      travelerNames: [lead, ...guests.others.map((g) => `${g.givenName} ${g.surname}`)],
      hotelName: quote.hotel.name,
      city: quote.hotel.city,
      checkInDate: quote.stay.checkInDate,
      checkOutDate: quote.stay.checkOutDate,
      nights: quote.nights,
      rooms: quote.stay.rooms,
      roomName: quote.room.roomName,
      guestName: lead,
      total: { amountMinor: row.totalMinor, currency: CurrencySchema.parse(row.currency) },
      inPolicy: row.inPolicy ?? true,
      outOfPolicyReason: row.outOfPolicyReason,
      violations: row.inPolicy === false ? (quote.policyStatus?.violations ?? []) : [],
      requestedAt: row.createdAt.toISOString(),
      expiresAt: (row.approvalExpiresAt ?? row.createdAt).toISOString(),
    });
  }
  for (const row of carRows) {
    const quote = readCarQuote(row);
    const names = readDrivers(row).map((d) => `${d.givenName} ${d.surname}`);
    approvals.push({
      product: 'car',
      bookingId: row.id,
      bookerName: await bookerName(row.userId),
      travelerNames: names,
      supplierName: quote.offer.supplier.name,
      carClass: quote.offer.carClass,
      model: quote.offer.model,
      pickUpName: quote.pickUp.location.name,
      dropOffName: quote.dropOff.location.name,
      pickUpAt: quote.pickUp.at,
      dropOffAt: quote.dropOff.at,
      days: quote.offer.days,
      driverName: names[0] ?? '',
      // The rental's whole price, paid now or at the counter.
      total: quote.pricing.total,
      inPolicy: row.inPolicy ?? true,
      outOfPolicyReason: row.outOfPolicyReason,
      violations: row.inPolicy === false ? (quote.policyStatus?.violations ?? []) : [],
      requestedAt: row.createdAt.toISOString(),
      expiresAt: (row.approvalExpiresAt ?? row.createdAt).toISOString(),
    });
  }
  for (const row of homeRows) {
    const quote = readHomeQuote(row);
    const guest = readGuest(row);
    const name = `${guest.givenName} ${guest.surname}`;
    approvals.push({
      product: 'home',
      bookingId: row.id,
      bookerName: await bookerName(row.userId),
      travelerNames: [name],
      homeTitle: quote.details.title,
      city: quote.details.city,
      checkInDate: row.checkInDate,
      checkOutDate: row.checkOutDate,
      nights: row.nights,
      guests: row.guests,
      guestName: name,
      total: { amountMinor: row.totalMinor, currency: CurrencySchema.parse(row.currency) },
      inPolicy: row.inPolicy ?? true,
      outOfPolicyReason: row.outOfPolicyReason,
      violations: row.inPolicy === false ? (quote.policyStatus?.violations ?? []) : [],
      requestedAt: row.createdAt.toISOString(),
      expiresAt: (row.approvalExpiresAt ?? row.createdAt).toISOString(),
    });
  }

  for (const row of experienceRows) {
    const quote = readExperienceQuote(row);
    const lead = readLeadTraveler(row);
    const name = `${lead.givenName} ${lead.surname}`;
    approvals.push({
      product: 'experience',
      bookingId: row.id,
      bookerName: await bookerName(row.userId),
      travelerNames: [name],
      title: quote.activity.title,
      city: quote.activity.city,
      date: quote.date,
      startTime: quote.startTime,
      travelers: Object.values(quote.travelers).reduce((s, n) => s + n, 0),
      leadName: name,
      total: { amountMinor: row.totalMinor, currency: CurrencySchema.parse(row.currency) },
      inPolicy: row.inPolicy ?? true,
      outOfPolicyReason: row.outOfPolicyReason,
      requestedAt: row.createdAt.toISOString(),
      expiresAt: (row.approvalExpiresAt ?? row.createdAt).toISOString(),
    });
  }

  // A held package (issue 23): its flights and its stay, one total.
  for (const row of packageRows) {
    const quote = readPackageQuote(row);
    const travelers = row.travelers as { givenName: string; surname: string }[];
    approvals.push({
      product: 'package',
      bookingId: row.id,
      bookerName: await bookerName(row.userId),
      travelerNames: travelers.map((t) => `${t.givenName} ${t.surname}`),
      route: quote.flight.slices.map((s) => `${s.origin} → ${s.destination}`).join(', '),
      departureTime: quote.flight.slices[0]?.departureTime ?? '',
      returnTime: quote.flight.slices[1]?.departureTime ?? '',
      hotelName: quote.hotel.hotel.name,
      city: quote.hotel.hotel.city,
      checkInDate: quote.hotel.stay.checkInDate,
      checkOutDate: quote.hotel.stay.checkOutDate,
      nights: quote.hotel.nights,
      roomName: quote.hotel.room.roomName,
      total: { amountMinor: row.totalMinor, currency: CurrencySchema.parse(row.currency) },
      inPolicy: row.inPolicy ?? true,
      outOfPolicyReason: row.outOfPolicyReason,
      requestedAt: row.createdAt.toISOString(),
      expiresAt: (row.approvalExpiresAt ?? row.createdAt).toISOString(),
    });
  }

  // Newest request first, whatever the product.
  approvals.sort(
    (a, b) => b.requestedAt.localeCompare(a.requestedAt) || a.bookingId.localeCompare(b.bookingId),
  );
  return { approvals };
}

/**
 * An approver's decision on a held booking of their business, whatever the product: the same
 * permissions (checkDecidable), the product's compare-and-set decision (approving resumes its
 * saga, declining releases what it holds), and the product's view of the result.
 */
async function decideHeldBooking<
  B extends { businessId: string | null; userId: string; status: string },
  V,
>(
  view: AccessView,
  tenant: string,
  held: {
    find: () => Promise<B | null>;
    decide: (booking: B, approverId: string) => Promise<B | null>;
    toView: (booking: B) => V;
  },
): Promise<V> {
  const { businessId } = requireApprover(view, tenant);
  const booking = checkDecidable(await held.find(), businessId, view.auth.user.id);
  const decided = await held.decide(booking, view.auth.user.id);
  if (!decided) throw noLongerWaiting();
  return held.toView(decided);
}

/** A held flight booking (the seats stay held while the approver decides). */
export function decideFlightApproval(
  ports: BookingPorts,
  view: AccessView,
  tenant: string,
  bookingId: string,
  decision: ApprovalDecision,
): Promise<FlightBooking> {
  return decideHeldBooking(view, tenant, {
    find: () => ports.repos.flightBookings.findById(bookingId),
    decide: (booking, approverId) => decideApproval(ports, booking, approverId, decision),
    toView: toFlightBookingView,
  });
}

/** A held stay: approving prices it again with the supplier and books it at the held price. */
export function decideStayApproval(
  ports: BookingPorts,
  view: AccessView,
  tenant: string,
  bookingId: string,
  decision: ApprovalDecision,
): Promise<HotelBookingView> {
  return decideHeldBooking(view, tenant, {
    find: () => ports.repos.hotelBookings.findById(bookingId),
    decide: (booking, approverId) => decideHotelApproval(ports, booking, approverId, decision),
    toView: toHotelBookingView,
  });
}

/** A held car rental. */
export function decideCarRentalApproval(
  ports: BookingPorts,
  view: AccessView,
  tenant: string,
  bookingId: string,
  decision: ApprovalDecision,
): Promise<CarBookingView> {
  return decideHeldBooking(view, tenant, {
    find: () => ports.repos.carBookings.findById(bookingId),
    decide: (booking, approverId) => decideCarApproval(ports, booking, approverId, decision),
    toView: toCarBookingView,
  });
}

/** A held home stay (its nights stay held while the approver decides). */
export function decideHomeStayApproval(
  ports: BookingPorts,
  view: AccessView,
  tenant: string,
  bookingId: string,
  decision: ApprovalDecision,
): Promise<HomeBookingView> {
  return decideHeldBooking(view, tenant, {
    find: () => ports.repos.homeBookings.findById(bookingId),
    decide: (booking, approverId) => decideHomeApproval(ports, booking, approverId, decision),
    toView: toHomeBookingView,
  });
}

/** A held experience (its spots stay held while the approver decides). */
export function decideExperienceApproval(
  ports: BookingPorts,
  view: AccessView,
  tenant: string,
  bookingId: string,
  decision: ApprovalDecision,
): Promise<ExperienceBookingView> {
  return decideHeldBooking(view, tenant, {
    find: () => ports.repos.activityBookings.findById(bookingId),
    decide: (booking, approverId) =>
      decideSagaApproval(ports, EXPERIENCE_SAGA, booking, approverId, decision),
    toView: toExperienceBookingView,
  });
}

/** A held package (its seats and rooms stay held): approving books both parts through its saga. */
export function decidePackageApproval(
  ports: BookingPorts,
  view: AccessView,
  tenant: string,
  bookingId: string,
  decision: ApprovalDecision,
): Promise<PackageBookingView> {
  return decideHeldBooking(view, tenant, {
    find: () => ports.repos.packageBookings.findById(bookingId),
    decide: (booking, approverId) =>
      decideSagaApproval(ports, PACKAGE_SAGA, booking, approverId, decision),
    toView: toPackageBookingView,
  });
}
