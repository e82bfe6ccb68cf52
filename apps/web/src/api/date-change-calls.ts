import type {
  LodgingDateChangeConfirmRequest,
  LodgingDateChangeQuote,
  LodgingDateChangeQuoteRequest,
  LodgingDateChangeResult,
} from '@wayfare/contracts/lodging-date-change';
import { requestJson } from './http-client';

const dateChangePath = (bookingId: string, step: 'quote' | 'confirm') =>
  `/trips/${encodeURIComponent(bookingId)}/date-change/${step}`;

/** POST /trips/:bookingId/date-change/quote: the new dates' availability and price difference. */
export function postDateChangeQuote(
  bookingId: string,
  request: LodgingDateChangeQuoteRequest,
): Promise<LodgingDateChangeQuote> {
  return requestJson<LodgingDateChangeQuote>(dateChangePath(bookingId, 'quote'), {
    method: 'POST',
    body: request,
  });
}

/** POST /trips/:bookingId/date-change/confirm: moves the stay (a repeat answers the same change). */
export function postDateChangeConfirm(
  bookingId: string,
  request: LodgingDateChangeConfirmRequest,
): Promise<LodgingDateChangeResult> {
  return requestJson<LodgingDateChangeResult>(dateChangePath(bookingId, 'confirm'), {
    method: 'POST',
    body: request,
  });
}
