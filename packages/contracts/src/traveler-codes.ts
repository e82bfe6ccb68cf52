/**
 * The traveler codes and patterns the web needs on its pages, zod-free so that the booking page
 * does not bring the validation library with it (like error-catalogue.ts). travelers.ts builds
 * its schemas from them and re-exports them.
 */

export const ASSISTANCE_CODES = [
  'BLND',
  'DEAF',
  'STCR',
  'WCHR',
  'WCHS',
  'WCHC',
  'WCBD',
  'WCBW',
  'WCLB',
  'WCMP',
  'WCOB',
] as const;

/** Known traveler numbers are 8 to 10 letters and digits; redress numbers 7 to 13 digits. */
export const KNOWN_TRAVELER_NUMBER_PATTERN = /^[A-Za-z0-9]{8,10}$/;
export const REDRESS_NUMBER_PATTERN = /^\d{7,13}$/;
