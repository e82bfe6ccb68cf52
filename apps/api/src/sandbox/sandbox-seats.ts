import { randomUUID } from 'node:crypto';
import type { SandboxSeatLimitRequest } from '@wayfare/contracts/sandbox';
import { computeInstanceDemand, computeSeatsLeft } from '@wayfare/supply/flights/fare-dynamics';
import type { SeatCabin } from '@wayfare/supply/flights/fare-products';
import { parseInstanceId } from '@wayfare/supply/flights/flight-instances';
import { toEpochMinute } from '@wayfare/supply/reference/calendar';
import { AppError } from '../app-error';
import type { AppContext } from '../context';
import { noteSeatInventoryChanged } from '../services/flight-shop';

const SEAT_CABINS: readonly SeatCabin[] = ['economy', 'premiumEconomy', 'business', 'first'];

/** Seat holds the console takes to limit what is left (never reused once released). */
export const SANDBOX_SEAT_LIMIT_HOLD_PREFIX = 'sandbox-seats:';

/**
 * POST /admin/api/v0/sandbox/seats: every flight of the route on the day keeps at most
 * `seatsLeft` seats per cabin. Honest inventory: the portal's seat inventory takes the others
 * under a sandbox hold, so search, quote, book and the missed-connection options all see the same
 * seats, as if other travellers had bought them. A flight with fewer left keeps what it has.
 */
export async function limitSandboxSeats(
  ctx: AppContext,
  body: SandboxSeatLimitRequest,
): Promise<number> {
  const found = await ctx.suppliers.flights.searchFlights(
    {
      tripType: 'one_way',
      slices: [
        { origin: body.origin, destination: body.destination, departureDate: body.departureDate },
      ],
      passengers: { ADT: 1, CNN: 0, INS: 0, INF: 0 },
      maxStops: 1,
      excludeLowCostCarriers: false,
    },
    ctx.clock.now(),
  );
  if (!found.ok) throw new AppError('BadRequest', found.message, 'origin');
  const ids = new Set(
    (found.value.slices[0]?.itineraries ?? []).flatMap((it) =>
      it.segments.map((g) => g.flightInstanceId),
    ),
  );
  const world = ctx.supply.getWorld().flights;
  const sold = await ctx.repos.seatInventory.getSoldSeats([...ids]);
  const minute = toEpochMinute(ctx.clock.now());
  let limited = 0;
  for (const id of ids) {
    const inst = parseInstanceId(id);
    if (!inst) continue;
    const claims = SEAT_CABINS.flatMap((cabin) => {
      const { load } = computeInstanceDemand(
        world.net,
        world.seed,
        inst.schedule,
        inst.localDay,
        cabin,
        minute,
      );
      const already = sold.get(id)?.[cabin] ?? 0;
      const left = computeSeatsLeft(world.net, inst.schedule, cabin, load, already);
      const take = left - body.seatsLeft;
      const portalCapacity = computeSeatsLeft(world.net, inst.schedule, cabin, load, 0);
      return take > 0 ? [{ flightInstanceId: id, cabin, seats: take, portalCapacity }] : [];
    });
    if (claims.length === 0) continue;
    const held = await ctx.repos.seatInventory.reserve(
      `${SANDBOX_SEAT_LIMIT_HOLD_PREFIX}${id}:${randomUUID().slice(0, 8)}`,
      claims,
    );
    if (held.ok) limited += 1;
  }
  noteSeatInventoryChanged(ctx);
  return limited;
}
