import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAINTENANCE_PRODUCTS } from '@wayfare/contracts/maintenance-products';
import {
  HOUR_MS,
  computeRetryAfterSeconds,
  findMaintenancePhase,
  findNextMaintenanceChange,
  isBookingPaused,
  readMaintenanceState,
  type MaintenanceConfig,
} from './maintenance';

const START = new Date('2026-12-01T02:00:00Z');
const END = new Date('2026-12-01T04:00:00Z');
const WINDOW = { startsAt: START, endsAt: END };
const config = (over: Partial<MaintenanceConfig> = {}): MaintenanceConfig => ({
  all: false,
  products: [],
  window: WINDOW,
  noticeHours: 24,
  ...over,
});
const at = (ms: number) => new Date(ms);

describe('the maintenance window at its edges', () => {
  it('is upcoming from exactly the notice lead time before its start', () => {
    const noticeStart = START.getTime() - 24 * HOUR_MS;
    expect(findMaintenancePhase(WINDOW, 24, at(noticeStart - 1))).toBe('none');
    expect(findMaintenancePhase(WINDOW, 24, at(noticeStart))).toBe('upcoming');
  });

  it('is active from exactly its start, and ended from exactly its end', () => {
    expect(findMaintenancePhase(WINDOW, 24, at(START.getTime() - 1))).toBe('upcoming');
    expect(findMaintenancePhase(WINDOW, 24, START)).toBe('active');
    expect(findMaintenancePhase(WINDOW, 24, at(END.getTime() - 1))).toBe('active');
    expect(findMaintenancePhase(WINDOW, 24, END)).toBe('ended');
  });

  it('pauses every product only while active, and says when to retry', () => {
    expect(readMaintenanceState(config(), at(START.getTime() - 1)).bookingPaused).toEqual([]);
    const active = readMaintenanceState(config(), START);
    expect(active.bookingPaused).toEqual([...MAINTENANCE_PRODUCTS]);
    expect(computeRetryAfterSeconds(active, START)).toBe(7200);
    expect(computeRetryAfterSeconds(active, at(END.getTime() - 1))).toBe(1);
    const ended = readMaintenanceState(config(), END);
    expect(ended.phase).toBe('ended');
    expect(ended.bookingPaused).toEqual([]);
    expect(computeRetryAfterSeconds(ended, END)).toBeNull();
  });

  it('is none without a window, or with one that ends before it starts', () => {
    expect(findMaintenancePhase(null, 24, START)).toBe('none');
    expect(findMaintenancePhase({ startsAt: END, endsAt: START }, 24, START)).toBe('none');
    expect(findMaintenancePhase({ startsAt: START, endsAt: START }, 24, START)).toBe('none');
  });

  it('names the next edge, and none after the end', () => {
    expect(findNextMaintenanceChange(WINDOW, 1, at(0))).toEqual(at(START.getTime() - HOUR_MS));
    expect(findNextMaintenanceChange(WINDOW, 1, START)).toEqual(END);
    expect(findNextMaintenanceChange(WINDOW, 1, END)).toBeNull();
  });
});

describe('products off by flag', () => {
  it('pauses a package when its flight or its stay is off', () => {
    const state = readMaintenanceState(config({ products: ['hotels', 'cars'], window: null }), END);
    expect(state.productsOff).toEqual(['hotels', 'cars', 'packages']);
    expect(isBookingPaused(state, 'hotels')).toBe(true);
    expect(isBookingPaused(state, 'packages')).toBe(true);
    expect(isBookingPaused(state, 'flights')).toBe(false);
    expect(computeRetryAfterSeconds(state, END)).toBeNull();
  });

  it('turns everything off with MAINTENANCE_ALL', () => {
    const state = readMaintenanceState(config({ all: true, window: null }), START);
    expect(state.portalOff).toBe(true);
    expect(state.productsOff).toEqual([...MAINTENANCE_PRODUCTS]);
  });
});

describe('maintenance properties', () => {
  const arbitraryConfig = fc.record({
    all: fc.boolean(),
    products: fc.subarray([...MAINTENANCE_PRODUCTS]),
    startMs: fc.integer({ min: 0, max: 10_000 * HOUR_MS }),
    lengthMs: fc.integer({ min: 1, max: 100 * HOUR_MS }),
    noticeHours: fc.integer({ min: 0, max: 200 }),
  });

  it('is active exactly inside [start, end), and booking pauses at least then', () => {
    fc.assert(
      fc.property(arbitraryConfig, fc.integer({ min: -500, max: 11_000 }), (c, hour) => {
        const window = { startsAt: at(c.startMs), endsAt: at(c.startMs + c.lengthMs) };
        const now = at(hour * HOUR_MS + (c.startMs % HOUR_MS));
        const state = readMaintenanceState({ ...c, window }, now);
        const inside = now >= window.startsAt && now < window.endsAt;
        expect(state.phase === 'active').toBe(inside);
        if (inside) expect(state.bookingPaused).toEqual([...MAINTENANCE_PRODUCTS]);
        // Flags always apply; a product off is always paused.
        for (const p of c.all ? MAINTENANCE_PRODUCTS : c.products)
          expect(isBookingPaused(state, p)).toBe(true);
        if (state.phase === 'ended') expect(now.getTime()).toBeGreaterThanOrEqual(c.startMs);
      }),
    );
  });

  it('moves only forward: none → upcoming → active → ended as time passes', () => {
    const order = { none: 0, upcoming: 1, active: 2, ended: 3 } as const;
    fc.assert(
      fc.property(
        arbitraryConfig,
        fc.integer({ min: 0, max: 20_000 * HOUR_MS }),
        fc.integer({ min: 0, max: 20_000 * HOUR_MS }),
        (c, a, b) => {
          const window = { startsAt: at(c.startMs), endsAt: at(c.startMs + c.lengthMs) };
          const early = findMaintenancePhase(window, c.noticeHours, at(Math.min(a, b)));
          const late = findMaintenancePhase(window, c.noticeHours, at(Math.max(a, b)));
          // "none" before the notice and "none" never after it: the only step back is none→none.
          if (early !== 'none') expect(order[late]).toBeGreaterThanOrEqual(order[early]);
        },
      ),
    );
  });
});
