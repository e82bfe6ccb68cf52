/**
 * Where a booking page's quote went (this tab): once Book was pressed, coming Back to the booking
 * page of that quote opens the booking's confirmation, or its trip once it settled, instead of a
 * live form that would book it again (issue 16). Kept in sessionStorage: per tab, kept on reload.
 */
const KEY = 'wayfare.bookedQuotes';
const MAX_KEPT = 20;

function read(): Record<string, string> {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? '{}');
    return typeof value === 'object' && value !== null ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

function write(map: Record<string, string>): void {
  try {
    const entries = Object.entries(map).slice(-MAX_KEPT);
    window.sessionStorage.setItem(KEY, JSON.stringify(Object.fromEntries(entries)));
  } catch {
    // Storage full or off: Back then shows the form, and the server refuses a second booking.
  }
}

/** The page a booked quote's booking page now leads to, if it was booked in this tab. */
export function findBookedQuote(quoteId: string): string | null {
  const path = read()[quoteId];
  return typeof path === 'string' && path.startsWith('/') ? path : null;
}

export function rememberBookedQuote(quoteId: string, path: string): void {
  // The newest last: the oldest are dropped past MAX_KEPT.
  const others = Object.entries(read()).filter(([id]) => id !== quoteId);
  write(Object.fromEntries([...others, [quoteId, path]]));
}

/** A booking that failed leaves its quote bookable again. */
export function forgetBookedQuote(quoteId: string): void {
  const map = read();
  if (!(quoteId in map)) return;
  write(Object.fromEntries(Object.entries(map).filter(([id]) => id !== quoteId)));
}
