/**
 * Changing a booked stay's dates (issue 22), for any lodging booking (hotels now, homes later).
 * Pure: the caller passes `now` and the booking's facts.
 *
 * - **When**: a confirmed booking whose rate could still be cancelled free may move, until that
 *   free-cancellation deadline (the hotel's, as a hotel-local time) and never after check-in. A
 *   change after the deadline would be a cancellation with the hotel's penalty plus a new
 *   booking, which we do not do online: such rates (non-refundable, partial refunds without a
 *   free window, a deadline passed) send the traveller to us by phone (`RateNotChangeable`,
 *   `ChangeDeadlinePassed`). A stay bought with the refundable-room variant keeps its dates: the
 *   variant was priced for them (`RefundableRoomBooked`).
 * - **New dates**: a valid stay shape (domain/hotel-stay-rules.ts), check-in not before the
 *   property's own today, not the dates already booked.
 * - **Money**: what the portal charged is compared per payment source. A rise is charged to the
 *   booking's card (miles and travel credit stay as they were spent); a fall comes back in the
 *   reverse order of how the booking was paid (payment-split.ts pays credit, then rewards, then
 *   the card): card first, then rewards, then travel credit, each never beyond what it holds.
 */
import { fromLocalDateTime, toLocalDate } from './trip-zoned-time';
import { checkHotelStay, toEpochDay } from './hotel-stay-rules';

export type DateChangeRefusal =
  | 'BookingNotConfirmed'
  | 'BookingCancelled'
  | 'CheckInPassed'
  | 'ChangeDeadlinePassed'
  | 'RateNotChangeable'
  | 'RefundableRoomBooked';

export interface LodgingDateChangeFacts {
  status: 'Pending' | 'AwaitingApproval' | 'Confirmed' | 'Failed' | 'Cancelled';
  checkInDate: string;
  /** The property's check-in time `HH:mm`, and its IANA zone. */
  checkInTime: string;
  timeZone: string;
  /** The booked terms: only free cancellation carries a window to change in. */
  terms:
    | 'FreeCancellation'
    | 'PartialRefundBeforeCheckIn'
    | 'PartialRefundBeforeDeadline'
    | 'RefundableRoom'
    | 'NonRefundable';
  /** Free cancellation until this property-local time `YYYY-MM-DDTHH:mm`, if any. */
  freeCancellationUntil: string | null;
  /** A protection priced for these dates (the hotel's refundable-room variant). */
  hasDatedProtection: boolean;
}

export type DateChangeDecision = { ok: true; until: Date } | { ok: false; code: DateChangeRefusal };

/** May this booking's dates change at `now`, and until when. */
export function decideLodgingDateChange(
  facts: LodgingDateChangeFacts,
  now: Date,
): DateChangeDecision {
  if (facts.status === 'Cancelled') return { ok: false, code: 'BookingCancelled' };
  if (facts.status !== 'Confirmed') return { ok: false, code: 'BookingNotConfirmed' };
  const checkInAt = fromLocalDateTime(`${facts.checkInDate}T${facts.checkInTime}`, facts.timeZone);
  if (now.getTime() >= checkInAt.getTime()) return { ok: false, code: 'CheckInPassed' };
  if (facts.hasDatedProtection) return { ok: false, code: 'RefundableRoomBooked' };
  if (facts.terms !== 'FreeCancellation' || facts.freeCancellationUntil === null)
    return { ok: false, code: 'RateNotChangeable' };
  const deadline = fromLocalDateTime(facts.freeCancellationUntil, facts.timeZone);
  const until = deadline.getTime() < checkInAt.getTime() ? deadline : checkInAt;
  // The deadline itself is the last moment (the cancellation tiers end there too).
  if (now.getTime() > until.getTime()) return { ok: false, code: 'ChangeDeadlinePassed' };
  return { ok: true, until };
}

export interface NewStayProblem {
  field: 'checkInDate' | 'checkOutDate';
  code: 'SameDates' | 'CheckInInPast' | 'InvalidStay';
  message: string;
}

/**
 * The asked dates as a stay of the booked rooms and guests: check-in from the property's today
 * (in its zone) to the supplier's horizon, 1 to 30 nights, and other than the booked dates.
 */
export function checkNewStay(
  booked: {
    checkInDate: string;
    checkOutDate: string;
    rooms: number;
    adults: number;
    children: number;
  },
  asked: { checkInDate: string; checkOutDate: string },
  window: { now: Date; timeZone: string; latestCheckIn: string },
): NewStayProblem | null {
  const today = toLocalDate(window.now, window.timeZone);
  const checkIn = toEpochDay(asked.checkInDate);
  if (checkIn !== null && checkIn < (toEpochDay(today) ?? 0))
    return {
      field: 'checkInDate',
      code: 'CheckInInPast',
      message: `Check-in ${asked.checkInDate} is in the past at the property. Choose ${today} or later.`,
    };
  const [problem] = checkHotelStay(
    { ...booked, ...asked },
    { earliestCheckIn: today, latestCheckIn: window.latestCheckIn },
  );
  if (problem && (problem.field === 'checkInDate' || problem.field === 'checkOutDate'))
    return { field: problem.field, code: 'InvalidStay', message: problem.message };
  if (asked.checkInDate === booked.checkInDate && asked.checkOutDate === booked.checkOutDate)
    return {
      field: 'checkInDate',
      code: 'SameDates',
      message: 'These are the dates already booked. Choose other dates.',
    };
  return null;
}

/** What each source paid through the portal, in minor units of one currency. */
export interface PaidBySource {
  cardMinor: number;
  rewardsMinor: number;
  walletCreditMinor: number;
}

export interface DateChangeSettlement {
  /** newTotal − oldTotal. */
  differenceMinor: number;
  /** Charged to the card (a rise). */
  chargeMinor: number;
  /** Given back per source (a fall), card first. */
  refunds: PaidBySource;
  /** What each source has paid once the change is settled; sums to the new total. */
  paidAfter: PaidBySource;
}

/**
 * The difference between the new and the old total and who pays or gets it: a rise is charged to
 * the card; a fall is refunded card first, then rewards, then travel credit (the reverse of the
 * booking's split), each capped at what that source paid. Invariants (property-tested):
 * `chargeMinor − Σ refunds = differenceMinor`, `Σ paidAfter = newTotalMinor`, no refund beyond
 * what its source paid.
 */
export function settleDateChange(paid: PaidBySource, newTotalMinor: number): DateChangeSettlement {
  const values = [paid.cardMinor, paid.rewardsMinor, paid.walletCreditMinor, newTotalMinor];
  if (!values.every((v) => Number.isSafeInteger(v) && v >= 0))
    throw new RangeError('amounts must be whole, non-negative minor units');
  const oldTotal = paid.cardMinor + paid.rewardsMinor + paid.walletCreditMinor;
  const differenceMinor = newTotalMinor - oldTotal;
  if (differenceMinor >= 0)
    return {
      differenceMinor,
      chargeMinor: differenceMinor,
      refunds: { cardMinor: 0, rewardsMinor: 0, walletCreditMinor: 0 },
      paidAfter: { ...paid, cardMinor: paid.cardMinor + differenceMinor },
    };
  let left = -differenceMinor;
  const take = (held: number) => {
    const part = Math.min(held, left);
    left -= part;
    return part;
  };
  const refunds = {
    cardMinor: take(paid.cardMinor),
    rewardsMinor: take(paid.rewardsMinor),
    walletCreditMinor: take(paid.walletCreditMinor),
  };
  return {
    differenceMinor,
    chargeMinor: 0,
    refunds,
    paidAfter: {
      cardMinor: paid.cardMinor - refunds.cardMinor,
      rewardsMinor: paid.rewardsMinor - refunds.rewardsMinor,
      walletCreditMinor: paid.walletCreditMinor - refunds.walletCreditMinor,
    },
  };
}

/** Nights between two dates `YYYY-MM-DD` (0 for unreadable ones). */
export function countNights(checkInDate: string, checkOutDate: string): number {
  const a = toEpochDay(checkInDate);
  const b = toEpochDay(checkOutDate);
  return a === null || b === null ? 0 : b - a;
}
