import { getWeekday, MINUTES_PER_DAY } from '../reference/calendar';
import type { FlightNetwork } from './flight-network';

/** A flight on a date is a schedule plus the local epoch day it departs. */
export function formatInstanceId(schedule: number, localDay: number): string {
  return `${schedule}@${localDay}`;
}

export function parseInstanceId(id: string): { schedule: number; localDay: number } | null {
  const m = /^(\d+)@(\d+)$/.exec(id);
  if (!m) return null;
  return { schedule: Number(m[1]), localDay: Number(m[2]) };
}

export function isOperating(net: FlightNetwork, schedule: number, localDay: number): boolean {
  return (((net.sDays[schedule] ?? 0) >> getWeekday(localDay)) & 1) === 1;
}

export function getAirportOffset(net: FlightNetwork, airport: number, epochDay: number): number {
  return net.tz.getOffsetMinutes(net.airportTz[airport] ?? 0, epochDay);
}

/** Scheduled departure in UTC epoch minutes. */
export function computeDepartureUtc(
  net: FlightNetwork,
  schedule: number,
  localDay: number,
): number {
  const origin = net.sOrigin[schedule] ?? 0;
  return (
    localDay * MINUTES_PER_DAY +
    (net.sDepLocal[schedule] ?? 0) -
    getAirportOffset(net, origin, localDay)
  );
}

export function computeArrivalUtc(net: FlightNetwork, schedule: number, localDay: number): number {
  return computeDepartureUtc(net, schedule, localDay) + (net.sBlock[schedule] ?? 0);
}

/** Local wall-clock epoch minute at an airport for a UTC epoch minute. */
export function toAirportLocalMinute(
  net: FlightNetwork,
  airport: number,
  utcMinute: number,
): number {
  const day = Math.floor(utcMinute / MINUTES_PER_DAY);
  return utcMinute + getAirportOffset(net, airport, day);
}

/** Local epoch day at an airport for a UTC epoch minute. */
export function toAirportLocalDay(net: FlightNetwork, airport: number, utcMinute: number): number {
  return Math.floor(toAirportLocalMinute(net, airport, utcMinute) / MINUTES_PER_DAY);
}
