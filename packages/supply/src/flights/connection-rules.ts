import type { FlightNetwork } from './flight-network';
import { canInterline } from './interline';

/** Minimum connection time by airport tier (hub, large, medium, small). */
export const MIN_CONNECTION_MINUTES = [60, 60, 45, 35] as const;
export const MAX_LAYOVER_MINUTES = 360;
export const MAX_STOPS = 2;
/** Flights leaving sooner than this after `now` are no longer sold. */
export const BOOKING_CUTOFF_MINUTES = 60;
/** Search horizon in days, counting the first day. */
export const HORIZON_DAYS = 330;
export const DETOUR_FACTOR = 1.25;
export const DETOUR_SLACK_KM = 250;

export function getMinConnectionMinutes(net: FlightNetwork, airport: number): number {
  return MIN_CONNECTION_MINUTES[net.airportTier[airport] ?? 3] ?? 45;
}

/** A journey may not take longer than 1.4× the nonstop block time plus 2.5 hours. */
export function computeMaxElapsedMinutes(directKm: number): number {
  const nonstop = 35 + (directKm / 800) * 60;
  return Math.round(1.4 * nonstop + 150);
}

/** Routed distance cap: connections may not wander far off the great circle. */
export function computeMaxRoutedKm(directKm: number): number {
  return DETOUR_FACTOR * directKm + DETOUR_SLACK_KM;
}

/**
 * One-ticket connections join airlines that interline only (`interline.ts`: online, alliance
 * partners and bilateral agreements; low-cost carriers only connect online).
 */
export function canConnect(net: FlightNetwork, airlineA: number, airlineB: number): boolean {
  return canInterline(net, airlineA, airlineB);
}
