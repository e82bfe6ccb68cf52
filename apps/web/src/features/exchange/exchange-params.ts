import type { ExchangeQuote, ExchangeSliceChange } from '@wayfare/contracts/exchange';

/**
 * The exchange flow's addresses (spec §2 routes /exchange, /exchange/flight, /exchange/flight/shop
 * and /exchange/flight/confirm). What the traveller chose lives in the query string, so Back steps
 * through the flow and a reload keeps it: `changes` lists each changed slice as
 * `<sliceIndex>_<YYYY-MM-DD>` with `_<origin>_<destination>` when an airport changes (either may be
 * empty), the slices joined by `.`, which URLSearchParams leaves as it is.
 */

/** The flow's own steps after GoToExchange (spec §2 exchange screen states). */
export const EXCHANGE_STEPS = ['SliceSelection', 'ChangeDateTime', 'ChangeAirports'] as const;
export type ExchangeStep = (typeof EXCHANGE_STEPS)[number];

const MAX_SLICE_INDEX = 5;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const IATA = /^[A-Z]{3}$/;

/** One change as the URL writes it. */
function formatChange(change: ExchangeSliceChange): string {
  const base = `${String(change.sliceIndex)}_${change.departureDate}`;
  if (!change.origin && !change.destination) return base;
  return `${base}_${change.origin ?? ''}_${change.destination ?? ''}`;
}

/** The `changes` parameter: the slices in order, one entry each. */
export function formatChanges(changes: readonly ExchangeSliceChange[]): string {
  return [...changes]
    .sort((a, b) => a.sliceIndex - b.sliceIndex)
    .map(formatChange)
    .join('.');
}

function parseChange(text: string): ExchangeSliceChange | null {
  const [index = '', date = '', origin = '', destination = '', ...rest] = text.split('_');
  if (rest.length > 0 || !/^\d$/.test(index)) return null;
  const sliceIndex = Number(index);
  // An empty date is a slice chosen whose date is still to be typed.
  if (sliceIndex > MAX_SLICE_INDEX || (date !== '' && !ISO_DATE.test(date))) return null;
  if ((origin && !IATA.test(origin)) || (destination && !IATA.test(destination))) return null;
  return {
    sliceIndex,
    departureDate: date,
    ...(origin ? { origin } : {}),
    ...(destination ? { destination } : {}),
  };
}

/**
 * The `changes` parameter read back: in slice order, each slice once (the first wins). Anything
 * malformed is dropped rather than trusted; an absent or empty parameter is no changes.
 */
export function parseChanges(text: string | null): ExchangeSliceChange[] {
  if (!text) return [];
  const seen = new Set<number>();
  const changes: ExchangeSliceChange[] = [];
  for (const part of text.split('.')) {
    const change = parseChange(part);
    if (!change || seen.has(change.sliceIndex)) continue;
    seen.add(change.sliceIndex);
    changes.push(change);
  }
  return changes.sort((a, b) => a.sliceIndex - b.sliceIndex);
}

/** The step named in the URL, or the flow's first step (SliceSelection for several slices). */
export function readExchangeStep(
  value: string | null,
  firstStep: 'SliceSelection' | 'ChangeDateTime',
): ExchangeStep {
  const step = EXCHANGE_STEPS.find((s) => s === value) ?? firstStep;
  // A trip of one slice has nothing to select.
  return step === 'SliceSelection' && firstStep === 'ChangeDateTime' ? 'ChangeDateTime' : step;
}

function buildUrl(path: string, params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  return `${path}?${search.toString()}`;
}

/** /exchange: where changing a trip starts. */
export function exchangeEntryUrl(bookingId: string): string {
  return buildUrl('/exchange', { bookingId });
}

/** /exchange/flight at a step (else the trip's first), with the changes chosen so far. */
export function exchangeFlightUrl(
  bookingId: string,
  step?: ExchangeStep,
  changes: readonly ExchangeSliceChange[] = [],
): string {
  return buildUrl('/exchange/flight', {
    bookingId,
    step,
    changes: changes.length > 0 ? formatChanges(changes) : undefined,
  });
}

/** /exchange/flight/shop: the alternatives for these changes. */
export function exchangeShopUrl(
  bookingId: string,
  changes: readonly ExchangeSliceChange[],
): string {
  return buildUrl('/exchange/flight/shop', { bookingId, changes: formatChanges(changes) });
}

/** /exchange/flight/confirm: a priced change, read again by its id. */
export function exchangeConfirmUrl(bookingId: string, exchangeId: string): string {
  return buildUrl('/exchange/flight/confirm', { bookingId, exchangeId });
}

/** The trip's own page. */
export function tripUrl(bookingId: string): string {
  return `/trips/${encodeURIComponent(bookingId)}`;
}

/**
 * The changes a priced change was shopped with (its changed slices' new dates and airports), so an
 * expired price can be shopped again from the confirm page alone.
 */
export function readQuoteChanges(quote: ExchangeQuote): ExchangeSliceChange[] {
  return quote.proposed
    .filter((slice) => slice.changed)
    .map((slice) => {
      const booked = quote.booked.find((b) => b.sliceIndex === slice.sliceIndex);
      return {
        sliceIndex: slice.sliceIndex,
        departureDate: slice.departureTime.slice(0, 10),
        ...(booked && booked.origin !== slice.origin ? { origin: slice.origin } : {}),
        ...(booked && booked.destination !== slice.destination
          ? { destination: slice.destination }
          : {}),
      };
    });
}
