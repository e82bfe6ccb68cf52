import { createHash } from 'node:crypto';

const AIRLINE_LOCATOR_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * The airline's own record locator for its part of a trip: stable per booking (or ticket) and
 * carrier. Its own module so the booking saga (a two-ticket booking's locators) and the trip page
 * share it without importing each other.
 */
export function deriveAirlineLocator(bookingId: string, carrierCode: string): string {
  const digest = createHash('sha256').update(`${bookingId}:${carrierCode}`).digest();
  return Array.from(digest.subarray(0, 6), (b) => AIRLINE_LOCATOR_ALPHABET[b % 32]).join('');
}
