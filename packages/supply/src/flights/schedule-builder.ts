import { hash3, hash4, hashString } from '../random/prng';
import type { Airline } from '../reference/airlines';
import type { Airport } from '../reference/airports';
import type { TimeZoneTable } from '../reference/time-zones';
import {
  AIRCRAFT_737,
  AIRCRAFT_737_ALL_ECONOMY,
  AIRCRAFT_777,
  AIRCRAFT_787,
  AIRCRAFT_A320,
  AIRCRAFT_A320_ALL_ECONOMY,
  AIRCRAFT_A321,
  AIRCRAFT_A330,
  AIRCRAFT_A350,
  AIRCRAFT_ATR,
  AIRCRAFT_E175,
} from './aircraft';
import type { RoutePlan } from './route-network';

/** One weekly schedule line: a flight number at a local time on some weekdays. */
export interface ScheduleRow {
  origin: number;
  dest: number;
  airline: number;
  flightNumber: number;
  depLocalMinute: number;
  blockMinutes: number;
  daysMask: number;
  aircraft: number;
  distanceKm: number;
  codeshareAirline: number;
  codeshareNumber: number;
}

/** Reference day for converting hub bank times to spoke local time (2025-01-15). */
const REFERENCE_DAY = 20103;
const BANKS = [395, 500, 610, 720, 830, 945, 1060, 1170, 1275];
const LONG_HAUL_SLOTS = [600, 790, 1090, 1245, 1335, 840, 1380];
const LONG_HAUL_KM = 4_500;
const FIRST_CLASS_AIRLINES = new Set([
  'AA',
  'AF',
  'LH',
  'EK',
  'SQ',
  'JL',
  'BA',
  'CX',
  'NH',
  'KE',
  'EY',
]);
const NORTH_AMERICA_FRONT_FIRST = new Set(['US', 'CA']);
const EVEN_DAYS_MASK = 0x7f;
const SATURDAY_BIT = 1 << 6;

function roundTo5(minutes: number): number {
  return Math.round(minutes / 5) * 5;
}

function wrapDay(minutes: number): number {
  return ((minutes % 1440) + 1440) % 1440;
}

/** Block time from great-circle distance, aircraft speed, taxi time and prevailing winds. */
export function computeBlockMinutes(distanceKm: number, lonFrom: number, lonTo: number): number {
  const speed = distanceKm < 500 ? 430 : distanceKm < 1500 ? 660 : 790;
  let minutes = 32 + (distanceKm / speed) * 60;
  if (distanceKm > 1500) {
    const dLon = ((lonTo - lonFrom + 540) % 360) - 180;
    minutes *= dLon > 0 ? 0.93 : 1.07;
  }
  return Math.max(35, roundTo5(minutes));
}

function chooseAircraft(airline: Airline, plan: RoutePlan, h: number): number {
  const d = plan.distanceKm;
  if (airline.model === 'lcc') {
    if (d > 5500) return AIRCRAFT_787;
    return h % 2 === 0 ? AIRCRAFT_737_ALL_ECONOMY : AIRCRAFT_A320_ALL_ECONOMY;
  }
  if (airline.brandFamily === 'jetblue')
    return d > 2500 ? AIRCRAFT_A321 : AIRCRAFT_A320_ALL_ECONOMY;
  if (d < 500 && plan.frequency <= 3) return AIRCRAFT_ATR;
  if (d < 1300 && plan.frequency <= 3) return AIRCRAFT_E175;
  if (d <= 5000) return [AIRCRAFT_737, AIRCRAFT_A320, AIRCRAFT_A321][h % 3] ?? AIRCRAFT_A320;
  if (d <= 9000) return h % 2 === 0 ? AIRCRAFT_787 : AIRCRAFT_A330;
  if (h % 2 === 0 && FIRST_CLASS_AIRLINES.has(airline.iata)) return AIRCRAFT_777;
  return AIRCRAFT_A350;
}

function spreadDaysMask(daysPerWeek: number, h: number): number {
  if (daysPerWeek >= 7) return EVEN_DAYS_MASK;
  let mask = 0;
  const start = h % 7;
  for (let i = 0; i < daysPerWeek; i++)
    mask |= 1 << ((start + Math.floor((i * 7) / daysPerWeek)) % 7);
  return mask;
}

/** True when US/Canadian carriers call their narrow-body front cabin First rather than Business. */
export function isFrontCabinFirst(airline: Airline): boolean {
  return NORTH_AMERICA_FRONT_FIRST.has(airline.countryCode) && airline.model === 'full';
}

/**
 * Turns route plans into weekly schedule rows: outbound flights leave in the hub's departure
 * banks, inbound flights are timed to arrive shortly before a bank; long-haul flights use
 * the usual late-morning and evening slots.
 */
export function buildScheduleRows(
  plans: readonly RoutePlan[],
  airports: readonly Airport[],
  airlines: readonly Airline[],
  tz: TimeZoneTable,
  airportTz: Uint16Array,
  seed: number,
): ScheduleRow[] {
  const rows: ScheduleRow[] = [];
  const counters = new Int32Array(airlines.length).fill(1001);
  const longHaulCounters = new Int32Array(airlines.length).fill(1);
  const codeshareCounters = new Int32Array(airlines.length).fill(5001);
  const membersByAlliance = new Map<string, Airline[]>();
  for (const al of airlines) {
    if (al.alliance)
      membersByAlliance.set(al.alliance, [...(membersByAlliance.get(al.alliance) ?? []), al]);
  }
  const offsetOf = (airport: number): number =>
    tz.getOffsetMinutes(airportTz[airport] ?? 0, REFERENCE_DAY);
  plans.forEach((plan, planIndex) => {
    const airline = airlines[plan.airline];
    const a = airports[plan.a];
    const b = airports[plan.b];
    if (!airline || !a || !b) return;
    const h = hash3(seed, planIndex, hashString(airline.iata));
    const aircraft = chooseAircraft(airline, plan, h);
    const bankShift = hash3(seed, plan.a, plan.airline) % 25;
    const isLong = plan.distanceKm > LONG_HAUL_KM;
    const partners = (
      airline.alliance ? (membersByAlliance.get(airline.alliance) ?? []) : []
    ).filter(
      (p) =>
        p.index !== airline.index &&
        p.hubs.some(
          (x) =>
            airports[x]?.countryCode === b.countryCode ||
            airports[x]?.countryCode === a.countryCode,
        ),
    );
    const useLongHaulRange = isLong && (longHaulCounters[plan.airline] ?? 1) < 990;
    let number =
      (useLongHaulRange ? longHaulCounters[plan.airline] : counters[plan.airline]) ?? 1001;
    for (const [from, to, isOutbound] of [
      [a, b, true],
      [b, a, false],
    ] as const) {
      const block = computeBlockMinutes(plan.distanceKm, from.lon, to.lon);
      for (let k = 0; k < plan.frequency; k++) {
        const hk = hash4(seed, planIndex, k, isOutbound ? 1 : 2);
        let dep: number;
        if (isLong) {
          dep = LONG_HAUL_SLOTS[(hk + k * 3) % LONG_HAUL_SLOTS.length] ?? 600;
        } else {
          const bi = Math.min(
            BANKS.length - 1,
            Math.floor(((k + 0.5) * BANKS.length) / plan.frequency),
          );
          if (isOutbound) {
            dep = (BANKS[bi] ?? 600) + bankShift + (hk % 9) * 5;
          } else {
            dep = 360;
            for (let j = bi; j < BANKS.length; j++) {
              const arriveHub = (BANKS[j] ?? 600) + bankShift - 25 - (hk % 5) * 5;
              const candidate = wrapDay(
                arriveHub - block - (offsetOf(to.index) - offsetOf(from.index)),
              );
              dep = candidate;
              if (candidate >= 330 && candidate <= 1380) break;
            }
          }
        }
        const flightNumber = number > 9998 ? 1000 + (number % 8999) : number;
        number += 2;
        let daysMask = spreadDaysMask(plan.daysPerWeek, hk);
        if (daysMask === EVEN_DAYS_MASK && plan.frequency >= 3 && k >= 2 && hk % 6 === 0)
          daysMask &= ~SATURDAY_BIT;
        const partner =
          partners.length > 0 && hk % 10 < 7 ? partners[hk % partners.length] : undefined;
        let codeshareNumber = 0;
        if (partner) {
          codeshareNumber = codeshareCounters[partner.index] ?? 5001;
          codeshareCounters[partner.index] = codeshareNumber >= 9998 ? 5001 : codeshareNumber + 1;
        }
        rows.push({
          origin: from.index,
          dest: to.index,
          airline: plan.airline,
          flightNumber: isOutbound ? flightNumber : flightNumber + 1,
          depLocalMinute: wrapDay(roundTo5(dep)),
          blockMinutes: block,
          daysMask,
          aircraft,
          distanceKm: Math.round(plan.distanceKm),
          codeshareAirline: partner ? partner.index : -1,
          codeshareNumber,
        });
      }
    }
    if (useLongHaulRange) longHaulCounters[plan.airline] = number;
    else counters[plan.airline] = number;
  });
  return rows;
}
