import type { IntlShape } from 'react-intl';
import { isApiError } from '../../api/api-error';
import type { ErrorCode } from '@wayfare/contracts/error-catalogue';
import type { Money } from '@wayfare/contracts/money';
import { formatCharge } from '../../format/format-money';
import { formatIsoDate, formatLocalTime } from '../../format/format-dates';
import type { MessageId } from '../../i18n/messages-en';

/** Whole days between two local wall-clock times' dates (`YYYY-MM-DDTHH:mm`): an arrival's +1. */
export function countPlusDays(departureTime: string, arrivalTime: string): number {
  const day = (time: string) => Date.parse(`${time.slice(0, 10)}T00:00:00Z`);
  const days = Math.round((day(arrivalTime) - day(departureTime)) / 86_400_000);
  return Number.isFinite(days) ? days : 0;
}

/** A calendar date `YYYY-MM-DD` with its year, for a date a year away: "Fri, Nov 26, 2027". */
export function formatDateWithYear(intl: IntlShape, isoDate: string): string {
  return intl.formatDate(`${isoDate.slice(0, 10)}T12:00:00Z`, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** "Thu, Dec 10 · 7:45 AM – 11:02 AM (+1 day)": a flight's day and local times. */
export function formatFlightTimes(
  intl: IntlShape,
  departureTime: string,
  arrivalTime: string,
  plusDays = countPlusDays(departureTime, arrivalTime),
): string {
  const times = intl.formatMessage(
    { id: 'itinerary.times' },
    {
      departure: formatLocalTime(intl, departureTime),
      arrival: formatLocalTime(intl, arrivalTime),
    },
  );
  const shift =
    plusDays !== 0
      ? ` (${intl.formatMessage({ id: 'itinerary.plusDays' }, { days: plusDays })})`
      : '';
  return `${formatIsoDate(intl, departureTime)} · ${times}${shift}`;
}

/** A fare difference as the shop shows it: "+$42", "−$18" or "Same fare". */
export function formatFareDifference(intl: IntlShape, difference: Money): string {
  if (difference.amountMinor === 0)
    return intl.formatMessage({ id: 'exchange.fareDifference.same' });
  const amount = formatCharge(intl, {
    amountMinor: Math.abs(difference.amountMinor),
    currency: difference.currency,
  });
  return intl.formatMessage(
    {
      id:
        difference.amountMinor > 0
          ? 'exchange.fareDifference.more'
          : 'exchange.fareDifference.less',
    },
    { amount },
  );
}

/** "2 stops" or "Non-stop". */
export function formatStops(intl: IntlShape, stops: number): string {
  return stops === 0
    ? intl.formatMessage({ id: 'itinerary.nonStop' })
    : intl.formatMessage({ id: 'itinerary.stops' }, { count: stops });
}

/**
 * The codes the flow words itself (a failed change's `errorCode` and the calls' errors); any other
 * code falls back to the server's message or a general sentence.
 */
const EXCHANGE_ERRORS: Partial<Record<ErrorCode, MessageId>> = {
  ExchangeNotAvailable: 'exchange.error.ExchangeNotAvailable',
  ExchangeUnderWay: 'exchange.error.ExchangeUnderWay',
  NoAvailability: 'exchange.error.NoAvailability',
  OfferInvalid: 'exchange.error.OfferInvalid',
  ExpiredQuoteToken: 'exchange.error.ExpiredQuoteToken',
  CardDeclined: 'exchange.error.CardDeclined',
  CreditCardDeclined: 'exchange.error.CardDeclined',
  InsufficientFunds: 'exchange.error.InsufficientFunds',
  CreditCardExpired: 'exchange.error.CreditCardExpired',
  ProviderError: 'exchange.error.ProviderError',
  PollingTimeout: 'exchange.error.ProviderError',
};

/** The flow's own sentence for a code, when it has one. */
export function selectExchangeErrorMessage(code: string | null | undefined): MessageId | null {
  if (!code) return null;
  return Object.hasOwn(EXCHANGE_ERRORS, code) ? (EXCHANGE_ERRORS[code as ErrorCode] ?? null) : null;
}

/** Why a change failed, in a sentence: the flow's wording, else a general one. */
export function describeFailedChange(intl: IntlShape, code: string | null | undefined): string {
  const known = selectExchangeErrorMessage(code);
  return intl.formatMessage({ id: known ?? 'exchange.error.unknown' });
}

/** A failed call as the flow shows it: its sentence, code and the reference for support. */
export interface ExchangeFailure {
  code: string | null;
  message: string;
  referenceId: string | null;
}

/** Any failed call in the flow: the flow's wording for a known code, else the server's message. */
export function describeCallFailure(intl: IntlShape, error: unknown): ExchangeFailure {
  if (!isApiError(error) || error.status === 0)
    return { code: null, message: intl.formatMessage({ id: 'error.network' }), referenceId: null };
  const known = selectExchangeErrorMessage(error.code);
  return {
    code: error.code,
    message: known ? intl.formatMessage({ id: known }) : error.message,
    referenceId: error.referenceId ?? null,
  };
}

/** Network failures and server faults: worth trying again as they are. */
export function isTransientFailure(error: unknown): boolean {
  return !isApiError(error) || error.status === 0 || error.status >= 500;
}
