import { AppError } from '../app-error';

/** What every product's booking row carries for idempotency and the quote's single use. */
interface AdmittedBooking {
  idempotencyKey: string;
  requestHash: string;
}

/**
 * The same Idempotency-Key again: the same body gets the first request's booking (whatever state
 * it is in, so a retry never books twice); another body is a client bug, refused.
 */
export function replayBooking<R extends AdmittedBooking>(existing: R, requestHash: string): R {
  if (existing.requestHash !== requestHash)
    throw new AppError('IdempotencyKeyReused', undefined, 'Idempotency-Key');
  return existing;
}

/**
 * A live booking already holds this quote. The same key is a retry that raced the first request
 * (it gets the first one's booking); any other key is a second purchase of one quote: 409.
 */
export function admitAgainstLiveBooking<R extends AdmittedBooking>(
  live: R | null,
  idempotencyKey: string,
  requestHash: string,
): R | null {
  if (!live) return null;
  if (live.idempotencyKey === idempotencyKey) return replayBooking(live, requestHash);
  throw new AppError('DuplicateBooking', undefined, 'quoteToken');
}

/**
 * The insert's answer, settled: the database decides between concurrent requests (a unique index
 * on the person's key, and one on the quote over live bookings). No row inserted and none under
 * this key means another request holds the quote.
 */
export function settleBookingInsert<R extends AdmittedBooking>(
  result: { created: boolean; booking: R | null },
  requestHash: string,
): { created: boolean; booking: R } {
  if (result.created && result.booking) return { created: true, booking: result.booking };
  if (!result.booking) throw new AppError('DuplicateBooking', undefined, 'quoteToken');
  return { created: false, booking: replayBooking(result.booking, requestHash) };
}
