import { randomUUID } from 'node:crypto';
import { FlightOfferSchema, type FlightOffer } from '@wayfare/contracts/flights';
import type { Money } from '@wayfare/contracts/money';
import { CurrencySchema } from '@wayfare/contracts/money';
import type {
  SandboxFreezeAction,
  SandboxPriceFreeze,
  SandboxSellout,
} from '@wayfare/contracts/sandbox';
import type { PriceFreezeRecord } from '@wayfare/store/repositories/price-freezes-repository';
import {
  SANDBOX_SELLOUT_HOLD_PREFIX,
  type SandboxConsoleFreezeRow,
} from '@wayfare/store/repositories/sandbox-console-repository';
import { getCabinCapacity, type SeatCabin } from '@wayfare/supply/flights/fare-products';
import { parseInstanceId } from '@wayfare/supply/flights/flight-instances';
import { listRoomClaims } from '@wayfare/supply/ports/hotel-provider';
import { AppError } from '../app-error';
import type { AppContext } from '../context';
import { noteSeatInventoryChanged } from '../services/flight-shop';
import { priceHotelStay } from '../services/hotel-booking';
import type { HotelQuoteSnapshot } from '../services/hotel-booking-records';
import { readFrozenStayQuote } from '../services/hotel-price-freeze-view';
import { noteRoomInventoryChanged } from '../services/hotel-shop';
import { MAX_TRAVEL_CLOCK_OFFSET_MINUTES } from './sandbox-controls';
import { describeFlightInstance, describeSegmentDeparture, signed } from './sandbox-labels';

/**
 * The console's price-freeze controls (issue 17): every branch of a voucher on demand. Today's
 * price goes above the cap or under the frozen price through price moves, the flights sell out
 * through the supplier's seat inventory, and the travel clock runs past the freeze's end. A hotel
 * freeze moves its hotel's price (every rate of the lodging) and sells out through the room
 * inventory: a hold of every room of its room type on each frozen night.
 */

/** Freezes the console lists at most (SandboxConsoleStateSchema). */
export const SANDBOX_CONSOLE_FREEZES = 30;
/** "Above the cap" lands this share of the cap beyond frozen + cap; "below" this share under. */
const ABOVE_CAP_SHARE = 0.1;
const BELOW_FROZEN_SHARE = 0.1;
/** How far past its end "run out" puts the travel clock. */
const RUN_OUT_PAST_MS = 60_000;
const SEAT_CABINS: readonly SeatCabin[] = ['economy', 'premiumEconomy', 'business', 'first'];

const money = (amountMinor: number, currency: string): Money => ({
  amountMinor,
  currency: CurrencySchema.parse(currency),
});

const listFareIds = (offer: FlightOffer) => offer.slices.map((s) => s.fares[0]?.fareId ?? '');

const listFlightIds = (offer: FlightOffer) => [
  ...new Set(offer.slices.flatMap((s) => s.segments.map((g) => g.flightInstanceId))),
];

/** The frozen flights priced now for the frozen passengers (price moves and sellouts included). */
async function priceToday(
  ctx: AppContext,
  offer: FlightOffer,
): Promise<{ ok: true; offer: FlightOffer } | { ok: false; soldOut: boolean; message: string }> {
  const priced = await ctx.suppliers.flights.priceOffer(
    { tripType: offer.tripType, passengers: offer.passengers, fareIds: listFareIds(offer) },
    // Supplier prices run on the real clock, as the freeze's own pricing does.
    ctx.clock.now(),
  );
  if (priced.ok) return { ok: true, offer: priced.value };
  return { ok: false, soldOut: priced.code === 'NoAvailability', message: priced.message };
}

/** The frozen stay priced now for the frozen rooms; null when its room no longer sells. */
async function priceStayToday(
  ctx: AppContext,
  row: Pick<PriceFreezeRecord, 'offer' | 'userId' | 'tenant'>,
): Promise<HotelQuoteSnapshot | null> {
  const held = readFrozenStayQuote(row);
  try {
    return await priceHotelStay(
      ctx,
      {
        userId: row.userId,
        tenant: row.tenant === 'capone-corporate' ? 'capone-corporate' : 'capone',
        accounts: [],
        policy: null,
      },
      { rateId: held.room.rateId, stay: held.stay },
    );
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

async function toSandboxHotelFreeze(
  ctx: AppContext,
  row: SandboxConsoleFreezeRow,
): Promise<SandboxPriceFreeze> {
  const held = readFrozenStayQuote(row);
  const today = row.state === 'Valid' ? await priceStayToday(ctx, row) : null;
  return {
    freezeId: row.id,
    product: row.product,
    state: row.state,
    contactEmail: row.contactEmail,
    route: `${held.hotel.name}, ${held.room.roomName}: ${held.stay.checkInDate}→${held.stay.checkOutDate}`,
    flights: [],
    passengerCount: row.passengerCount,
    frozenTotal: money(row.frozenTotalMinor, row.currency),
    capPerPassenger: money(row.capPerPassengerMinor, row.currency),
    expiresAt: row.expiresAt.toISOString(),
    todayTotal: today?.pricing.total ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function toSandboxFreeze(
  ctx: AppContext,
  row: SandboxConsoleFreezeRow,
  soldOut: ReadonlySet<string>,
): Promise<SandboxPriceFreeze> {
  if (row.product === 'hotel') return toSandboxHotelFreeze(ctx, row);
  const parsed = FlightOfferSchema.safeParse(row.offer);
  const offer = parsed.success ? parsed.data : null;
  const first = offer?.slices[0];
  const today = offer && row.state === 'Valid' ? await priceToday(ctx, offer) : null;
  return {
    freezeId: row.id,
    product: row.product,
    state: row.state,
    contactEmail: row.contactEmail,
    route: first
      ? `${first.segments[0]?.origin.code ?? first.origin}→${first.segments.at(-1)?.destination.code ?? first.destination}`
      : '',
    flights: (offer?.slices ?? []).flatMap((s) =>
      s.segments.map((g) => ({
        flightInstanceId: g.flightInstanceId,
        label: describeSegmentDeparture(g),
        isSoldOut: soldOut.has(g.flightInstanceId),
      })),
    ),
    passengerCount: row.passengerCount,
    frozenTotal: money(row.frozenTotalMinor, row.currency),
    capPerPassenger: money(row.capPerPassengerMinor, row.currency),
    expiresAt: row.expiresAt.toISOString(),
    todayTotal: today?.ok ? today.offer.pricing.grandTotal : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The newest paid freezes of everyone, each Valid one with today's price. */
export async function listSandboxFreezes(ctx: AppContext): Promise<SandboxPriceFreeze[]> {
  const [rows, holds] = await Promise.all([
    ctx.repos.sandboxConsole.listRecentPriceFreezes(SANDBOX_CONSOLE_FREEZES),
    ctx.repos.sandboxConsole.listSelloutHolds(),
  ]);
  const soldOut = new Set(holds.map((h) => h.flightInstanceId));
  return Promise.all(rows.map((row) => toSandboxFreeze(ctx, row, soldOut)));
}

/** Flights the console sold out. */
export async function listSandboxSellouts(ctx: AppContext): Promise<SandboxSellout[]> {
  const holds = await ctx.repos.sandboxConsole.listSelloutHolds();
  // The world takes seconds to build: not for an empty list.
  if (holds.length === 0) return [];
  const world = ctx.supply.getWorld().flights;
  return holds.map((h) => ({
    flightInstanceId: h.flightInstanceId,
    label: describeFlightInstance(world, h.flightInstanceId) ?? h.flightInstanceId,
    createdAt: h.createdAt.toISOString(),
  }));
}

/** A Valid freeze of either product: 404 when there is none, 409 when not Valid. */
async function findValidFreeze(ctx: AppContext, freezeId: string): Promise<PriceFreezeRecord> {
  const freeze = await ctx.repos.priceFreezes.findById(freezeId);
  if (!freeze) throw new AppError('NotFound', 'There is no such price freeze.', 'freezeId');
  if (freeze.state !== 'Valid')
    throw new AppError(
      'Conflict',
      `Price freeze ${freeze.id} is ${freeze.state}: only a Valid freeze can be changed.`,
      'freezeId',
      { state: freeze.state },
    );
  return freeze;
}

/** Today's price, and what of it a price move does not touch, of a Valid freeze. */
async function readFreezePriceToday(
  ctx: AppContext,
  freeze: PriceFreezeRecord,
): Promise<{ todayMinor: number; unmovedMinor: number }> {
  if (freeze.product === 'hotel') {
    const stay = await priceStayToday(ctx, freeze);
    if (!stay)
      throw new AppError(
        'Conflict',
        'The frozen room is sold out for those nights: put it back on sale first.',
        'freezeId',
      );
    // A hotel's move multiplies its whole rate (taxes and the complimentary night with it).
    return { todayMinor: stay.pricing.total.amountMinor, unmovedMinor: 0 };
  }
  const today = await priceToday(ctx, FlightOfferSchema.parse(freeze.offer));
  if (!today.ok)
    throw new AppError(
      'Conflict',
      today.soldOut
        ? 'The frozen flights are sold out: put them back on sale first.'
        : `The frozen flights are not sold now: ${today.message}`,
      'freezeId',
    );
  const { pricing } = today.offer;
  return { todayMinor: pricing.grandTotal.amountMinor, unmovedMinor: pricing.fee.amountMinor };
}

/**
 * The whole percent that puts today's price on the target's side: at or above it going `up`, at
 * or below it going `down`. Only the fare moves (the portal's fee does not); null when nothing of
 * today's price can move.
 */
export function computeFreezeMovePercent(input: {
  todayMinor: number;
  unmovedMinor: number;
  targetMinor: number;
  direction: 'up' | 'down';
}): number | null {
  const movable = input.todayMinor - input.unmovedMinor;
  if (movable <= 0) return null;
  const raw = ((input.targetMinor - input.unmovedMinor) / movable - 1) * 100;
  return input.direction === 'up' ? Math.ceil(raw) : Math.floor(raw);
}

/**
 * `above-cap` and `below-frozen`: price moves on the freeze's flights so today's price for the
 * frozen passengers lands a tenth of the cap above frozen + cap, or a tenth under the frozen price.
 * The percent is worked out from today's price as the supplier sells it (earlier moves included,
 * so the new one compounds onto them). Moves on a fare's flights multiply, so each slice is moved
 * on its first flight only: the slice's fare moves by exactly that percent.
 */
export async function moveFreezePrice(
  ctx: AppContext,
  freezeId: string,
  action: Extract<SandboxFreezeAction, 'above-cap' | 'below-frozen'>,
): Promise<void> {
  const freeze = await findValidFreeze(ctx, freezeId);
  const today = await readFreezePriceToday(ctx, freeze);
  const capTotal = freeze.capPerPassengerMinor * freeze.passengerCount;
  const isAbove = action === 'above-cap';
  const targetMinor = isAbove
    ? freeze.frozenTotalMinor + capTotal + Math.round(capTotal * ABOVE_CAP_SHARE)
    : Math.round(freeze.frozenTotalMinor * (1 - BELOW_FROZEN_SHARE));
  const percent = computeFreezeMovePercent({
    ...today,
    targetMinor,
    direction: isAbove ? 'up' : 'down',
  });
  if (percent === null || percent < -90 || percent > 500)
    throw new AppError(
      'Conflict',
      `Today's price would have to move by ${percent ?? '?'}%, beyond what a price move does (−90 to +500).`,
      'freezeId',
    );
  // Already there: nothing to move.
  if (percent === 0) return;
  const why = isAbove ? 'above the cap' : 'below the frozen price';
  if (freeze.product === 'hotel') {
    const held = readFrozenStayQuote(freeze);
    await ctx.sandbox.addPriceMove(
      { target: { kind: 'hotel', lodgingId: held.hotel.lodgingId }, percent },
      `${held.hotel.name} ${signed(percent)} (${freeze.id} ${why})`,
    );
    return;
  }
  for (const slice of FlightOfferSchema.parse(freeze.offer).slices) {
    const segment = slice.segments[0];
    if (!segment) continue;
    await ctx.sandbox.addPriceMove(
      { target: { kind: 'flight', flightInstanceId: segment.flightInstanceId }, percent },
      `${describeSegmentDeparture(segment)} ${signed(percent)} (${freeze.id} ${why})`,
    );
  }
}

/**
 * Sells one flight out: a seat hold of every seat of each cabin, so the supplier's own last-seat
 * rule leaves none for search, quote or book, whatever the modelled sales do as time passes.
 */
async function sellOutFlight(ctx: AppContext, flightInstanceId: string): Promise<void> {
  const net = ctx.supply.getWorld().flights.net;
  const inst = parseInstanceId(flightInstanceId);
  if (!inst || inst.schedule >= net.scheduleCount)
    throw new AppError('BadRequest', `There is no flight "${flightInstanceId}".`, 'freezeId');
  const claims = SEAT_CABINS.flatMap((cabin) => {
    const capacity = getCabinCapacity(net, inst.schedule, cabin);
    // The portal never sold more than the cabin holds, so twice that always admits the hold.
    return capacity > 0
      ? [{ flightInstanceId, cabin, seats: capacity, portalCapacity: 2 * capacity }]
      : [];
  });
  // A hold id is never reused once released, so each sellout takes a new one.
  const holdId = `${SANDBOX_SELLOUT_HOLD_PREFIX}${flightInstanceId}:${randomUUID().slice(0, 8)}`;
  const held = await ctx.repos.seatInventory.reserve(holdId, claims);
  if (!held.ok) throw new AppError('Conflict', held.message, 'freezeId');
}

/**
 * Sells a hotel freeze's room out for its nights: a room hold `sandbox-sellout:<roomType>:<n>` of
 * every room the portal may sell of that type on each night (twice the allotment admits it
 * whatever was sold), so the supplier's own inventory rule leaves none for the hotel page, quote,
 * book or the saga's room hold.
 */
async function sellOutStay(ctx: AppContext, freeze: PriceFreezeRecord): Promise<void> {
  const held = readFrozenStayQuote(freeze);
  const claims = (listRoomClaims(ctx.supply.getWorld().hotels, held.room.rateId, 1) ?? [])
    .filter((c) => c.portalCapacity > 0)
    .map((c) => ({ ...c, rooms: c.portalCapacity, portalCapacity: 2 * c.portalCapacity }));
  if (claims.length === 0) return;
  const holdId = `${SANDBOX_SELLOUT_HOLD_PREFIX}${held.room.roomTypeId}:${randomUUID().slice(0, 8)}`;
  const taken = await ctx.repos.roomInventory.reserve(holdId, claims);
  if (!taken.ok) throw new AppError('Conflict', taken.message, 'freezeId');
  noteRoomInventoryChanged(ctx);
}

/** `sell-out`: every flight of the freeze has no seat left (or its room no room), until put back on sale. */
export async function sellOutFreeze(ctx: AppContext, freezeId: string): Promise<void> {
  const freeze = await findValidFreeze(ctx, freezeId);
  if (freeze.product === 'hotel') return sellOutStay(ctx, freeze);
  const offer = FlightOfferSchema.parse(freeze.offer);
  const already = new Set(
    (await ctx.repos.sandboxConsole.listSelloutHolds()).map((h) => h.flightInstanceId),
  );
  for (const id of listFlightIds(offer)) if (!already.has(id)) await sellOutFlight(ctx, id);
  noteSeatInventoryChanged(ctx);
}

/**
 * DELETE /admin/api/v0/sandbox/sellouts/:flightInstanceId: the flight's seats on sale again; with
 * a hotel freeze's room type id (`stay.roomTypeId` of the voucher), that room's nights.
 */
export async function putFlightBackOnSale(
  ctx: AppContext,
  flightInstanceId: string,
): Promise<void> {
  const rooms = (await ctx.repos.sandboxConsole.listRoomSelloutHolds()).filter(
    (h) => h.roomTypeId === flightInstanceId,
  );
  if (rooms.length > 0) {
    for (const h of rooms) await ctx.repos.roomInventory.release(h.holdId);
    noteRoomInventoryChanged(ctx);
    return;
  }
  const holds = (await ctx.repos.sandboxConsole.listSelloutHolds()).filter(
    (h) => h.flightInstanceId === flightInstanceId,
  );
  if (holds.length === 0)
    throw new AppError('NotFound', 'The console did not sell this flight out.', 'flightInstanceId');
  for (const h of holds) await ctx.repos.seatInventory.release(h.holdId);
  noteSeatInventoryChanged(ctx);
}

/**
 * `run-out`: the travel clock one minute past the freeze's end (never back), saved like any clock
 * move, so the freeze's expiry job (due on the travel clock) ends it on its next run.
 */
export async function runFreezeOut(ctx: AppContext, freezeId: string): Promise<void> {
  const freeze = await findValidFreeze(ctx, freezeId);
  // The offset as stored, should another process have moved it a moment ago.
  await ctx.sandbox.refresh();
  const needed = Math.ceil(
    (freeze.expiresAt.getTime() + RUN_OUT_PAST_MS - ctx.clock.now().getTime()) / 60_000,
  );
  const minutes = Math.max(ctx.travelClock.offsetMinutes(), needed);
  if (minutes === ctx.travelClock.offsetMinutes()) return;
  if (Math.abs(minutes) > MAX_TRAVEL_CLOCK_OFFSET_MINUTES)
    throw new AppError(
      'Conflict',
      'This freeze ends more than 10 years from real time.',
      'freezeId',
    );
  await ctx.sandbox.setTravelClockOffset(minutes);
}
