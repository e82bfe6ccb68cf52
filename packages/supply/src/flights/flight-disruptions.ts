import type { DisruptionKind, FlightDisruption } from '@wayfare/contracts/flights';
import { hash3, toUnit } from '../random/prng';
import { toEpochMinute, type Instant } from '../reference/calendar';
import { computeDepartureUtc, parseInstanceId } from './flight-instances';
import type { FlightWorld } from './flight-world';

/** Background rates: about 2% of flights are delayed, 0.3% cancelled, 0.5% retimed. */
export const BACKGROUND_DELAY_RATE = 0.02;
export const BACKGROUND_CANCELLATION_RATE = 0.003;
export const BACKGROUND_SCHEDULE_CHANGE_RATE = 0.005;

export interface DisruptionRegistry {
  /** Admin injection of a delay, cancellation or schedule change for one flight instance. */
  inject(event: {
    flightInstanceId: string;
    kind: DisruptionKind;
    minutes: number;
    announcedAt: Instant;
  }): void;
  clear(flightInstanceId: string): void;
  /** The disruption known at `now` for a flight instance, injected events first. */
  find(world: FlightWorld, flightInstanceId: string, now: Instant): FlightDisruption | null;
}

function findBackground(
  world: FlightWorld,
  flightInstanceId: string,
): { kind: DisruptionKind; minutes: number; announcedMinute: number } | null {
  const inst = parseInstanceId(flightInstanceId);
  if (!inst || inst.schedule >= world.net.scheduleCount) return null;
  const u = toUnit(hash3(world.seed, inst.schedule, inst.localDay));
  const dep = computeDepartureUtc(world.net, inst.schedule, inst.localDay);
  const v = toUnit(hash3(world.seed ^ 0xd15, inst.schedule, inst.localDay));
  if (u < BACKGROUND_CANCELLATION_RATE)
    return {
      kind: 'AirlineCancellation',
      minutes: 0,
      announcedMinute: dep - 60 - Math.round(v * 600),
    };
  if (u < BACKGROUND_CANCELLATION_RATE + BACKGROUND_SCHEDULE_CHANGE_RATE) {
    return {
      kind: 'ScheduleChange',
      minutes: (v < 0.5 ? -1 : 1) * (30 + Math.round(v * 12) * 5),
      announcedMinute: dep - 14 * 1440,
    };
  }
  if (u < BACKGROUND_CANCELLATION_RATE + BACKGROUND_SCHEDULE_CHANGE_RATE + BACKGROUND_DELAY_RATE) {
    return { kind: 'Delay', minutes: 20 + Math.round(v * 32) * 5, announcedMinute: dep - 180 };
  }
  return null;
}

export function createDisruptionRegistry(): DisruptionRegistry {
  const injected = new Map<
    string,
    { kind: DisruptionKind; minutes: number; announcedMinute: number }
  >();
  return {
    inject(event) {
      injected.set(event.flightInstanceId, {
        kind: event.kind,
        minutes: event.minutes,
        announcedMinute: toEpochMinute(event.announcedAt),
      });
    },
    clear(flightInstanceId) {
      injected.delete(flightInstanceId);
    },
    find(world, flightInstanceId, now) {
      const nowMinute = toEpochMinute(now);
      const own = injected.get(flightInstanceId);
      const event = own ?? findBackground(world, flightInstanceId);
      if (!event || event.announcedMinute > nowMinute) return null;
      return {
        flightInstanceId,
        kind: event.kind,
        minutes: event.minutes,
        announcedAt: new Date(event.announcedMinute * 60_000).toISOString(),
        source: own ? 'injected' : 'background',
      };
    },
  };
}
