import {
  MAINTENANCE_PRODUCTS,
  type MaintenanceProduct,
} from '@wayfare/contracts/maintenance-products';

export const HOUR_MS = 3_600_000;

/** Spec §9 timed maintenance window: booking pauses from `startsAt` (inclusive) to `endsAt`. */
export interface MaintenanceWindowTimes {
  startsAt: Date;
  endsAt: Date;
}

/** The environment's maintenance values (or the sandbox console's window over them). */
export interface MaintenanceConfig {
  /** MAINTENANCE_ALL: the whole portal is off. */
  all: boolean;
  /** MAINTENANCE_PRODUCTS: these products are off. */
  products: readonly MaintenanceProduct[];
  window: MaintenanceWindowTimes | null;
  /** The banner shows from this many hours before the window starts. */
  noticeHours: number;
}

export type MaintenancePhase = 'none' | 'upcoming' | 'active' | 'ended';

export interface MaintenanceState {
  phase: MaintenancePhase;
  /** The whole portal shows the maintenance page. */
  portalOff: boolean;
  /** Products that show the maintenance page (every product when the portal is off). */
  productsOff: MaintenanceProduct[];
  /** Products whose quotes and bookings are refused now: off, or all during an active window. */
  bookingPaused: MaintenanceProduct[];
  /** When booking may be tried again: the window's end; null when nothing says (a flag). */
  resumesAt: Date | null;
}

/** A package books a flight and a stay: it pauses when either does. */
const PARTS_OF: Partial<Record<MaintenanceProduct, readonly MaintenanceProduct[]>> = {
  packages: ['flights', 'hotels'],
};

/**
 * Where now stands against the window: `upcoming` from `noticeHours` before its start, `active`
 * from its start (inclusive) to its end (exclusive), `ended` from its end on.
 */
export function findMaintenancePhase(
  window: MaintenanceWindowTimes | null,
  noticeHours: number,
  now: Date,
): MaintenancePhase {
  if (!window) return 'none';
  const t = now.getTime();
  const start = window.startsAt.getTime();
  const end = window.endsAt.getTime();
  if (end <= start) return 'none';
  if (t >= end) return 'ended';
  if (t >= start) return 'active';
  if (t >= start - Math.max(0, noticeHours) * HOUR_MS) return 'upcoming';
  return 'none';
}

function withParts(products: ReadonlySet<MaintenanceProduct>): MaintenanceProduct[] {
  return MAINTENANCE_PRODUCTS.filter(
    (p) => products.has(p) || (PARTS_OF[p] ?? []).some((part) => products.has(part)),
  );
}

/** The portal's maintenance at `now` (the travel clock): what shows and what is refused. */
export function readMaintenanceState(config: MaintenanceConfig, now: Date): MaintenanceState {
  const phase = findMaintenancePhase(config.window, config.noticeHours, now);
  const off = new Set<MaintenanceProduct>(config.all ? MAINTENANCE_PRODUCTS : config.products);
  const productsOff = withParts(off);
  const bookingPaused = phase === 'active' ? [...MAINTENANCE_PRODUCTS] : productsOff;
  return {
    phase,
    portalOff: config.all,
    productsOff,
    bookingPaused,
    resumesAt:
      phase === 'active' && config.window && productsOff.length === 0 ? config.window.endsAt : null,
  };
}

export function isBookingPaused(state: MaintenanceState, product: MaintenanceProduct): boolean {
  return state.bookingPaused.includes(product);
}

/** Retry-After for a refused booking: the seconds to the window's end, at least one. */
export function computeRetryAfterSeconds(state: MaintenanceState, now: Date): number | null {
  if (!state.resumesAt) return null;
  return Math.max(1, Math.ceil((state.resumesAt.getTime() - now.getTime()) / 1000));
}

/**
 * The next instant the state can change by itself (the notice's start, the window's start or
 * end), so a page can re-read it then rather than wait for its next poll; null when none is ahead.
 */
export function findNextMaintenanceChange(
  window: MaintenanceWindowTimes | null,
  noticeHours: number,
  now: Date,
): Date | null {
  if (!window) return null;
  const edges = [
    window.startsAt.getTime() - Math.max(0, noticeHours) * HOUR_MS,
    window.startsAt.getTime(),
    window.endsAt.getTime(),
  ];
  const next = edges.find((edge) => edge > now.getTime());
  return next === undefined ? null : new Date(next);
}
