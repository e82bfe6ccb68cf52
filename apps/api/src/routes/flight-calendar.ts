import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  FlightCalendarQuerySchema,
  FlightCalendarResponseSchema,
  FlightDateGridQuerySchema,
  FlightDateGridResponseSchema,
} from '@wayfare/contracts/flight-calendar';
import type { AppContext } from '../context';
import { requireShopAccess } from '../services/access';
import {
  findFlightCalendar,
  findFlightDateGrid,
  type FlightCalendarPorts,
} from '../services/flight-calendar';

/** Fares by date (issue 19): read-only shopping, open to whoever may search flights. */
export function registerFlightCalendarRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ports: FlightCalendarPorts = {
    clock: ctx.clock,
    supply: ctx.supply,
    fareCalendar: ctx.suppliers.fareCalendar,
    cache: ctx.flightCalendarCache,
  };

  r.get(
    '/api/v0/flights/calendar',
    {
      schema: {
        querystring: FlightCalendarQuerySchema,
        response: { 200: FlightCalendarResponseSchema },
      },
    },
    async (request) => {
      await requireShopAccess(ctx, request);
      return findFlightCalendar(ports, request.query);
    },
  );

  r.get(
    '/api/v0/flights/date-grid',
    {
      schema: {
        querystring: FlightDateGridQuerySchema,
        response: { 200: FlightDateGridResponseSchema },
      },
    },
    async (request) => {
      await requireShopAccess(ctx, request);
      return findFlightDateGrid(ports, request.query);
    },
  );
}
