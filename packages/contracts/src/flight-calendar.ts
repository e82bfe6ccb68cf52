import { z } from 'zod';
import { CabinClassSchema } from './flights';
import { MoneySchema } from './money';

/*
 * Fares by date (issue 19, price calendar and flexible dates): the date picker's lowest fare per
 * day with its level against the route's usual fares, and the results' ±3-day grid. Every amount
 * is what a search for those dates shows as its cheapest, for the whole party.
 */

/** A calendar date that exists (2026-02-30 does not). */
const IsoDateSchema = z.iso.date('must be a date (YYYY-MM-DD).');
const PlaceCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, 'must be a 3-letter airport or metro area code.')
  .transform((code) => code.toUpperCase());
const CountSchema = z.coerce.number().int().min(0).max(9);

/** A fare against the route's usual fares (the middle of its days' fares): below, within, above. */
export const FareLevelSchema = z.enum(['low', 'typical', 'high']);
export type FareLevel = z.infer<typeof FareLevelSchema>;

/** The route, travellers and cabin, as the flight search's URL writes them (adt, cnn, ins, inf, cabin). */
const CalendarRouteQuerySchema = z.object({
  origin: PlaceCodeSchema,
  destination: PlaceCodeSchema,
  tripType: z.enum(['one_way', 'round_trip']).default('one_way'),
  adt: CountSchema.default(1),
  cnn: CountSchema.default(0),
  ins: CountSchema.default(0),
  inf: CountSchema.default(0),
  /** Only fares at or above this cabin (the search's cabin); every cabin when left out. */
  cabin: CabinClassSchema.optional(),
});

/**
 * GET /api/v0/flights/calendar: one-way, each departure day's lowest fare over the 330 days on
 * sale. Round trip: with `departureDate`, each return day's lowest round-trip total for that
 * departure; without it, each departure day's lowest total for a trip of `stay` days (the picker's
 * current trip length, 7 when none is chosen).
 */
export const FlightCalendarQuerySchema = CalendarRouteQuerySchema.extend({
  departureDate: IsoDateSchema.optional(),
  stay: z.coerce.number().int().min(0).max(60).default(7),
});
export type FlightCalendarQueryParsed = z.output<typeof FlightCalendarQuerySchema>;

/** What a client asks (the query string carries the numbers as text). */
interface CalendarRouteQuery {
  origin: string;
  destination: string;
  tripType?: 'one_way' | 'round_trip';
  adt?: number;
  cnn?: number;
  ins?: number;
  inf?: number;
  cabin?: z.infer<typeof CabinClassSchema>;
}
export interface FlightCalendarQuery extends CalendarRouteQuery {
  departureDate?: string;
  stay?: number;
}

export const CalendarDaySchema = z.object({
  /** The departure day, or the return day of a return calendar. */
  date: IsoDateSchema,
  /** Null: nothing sells that day (or the trip does not fit the days on sale). */
  lowest: MoneySchema.nullable(),
  level: FareLevelSchema.nullable(),
});
export type CalendarDay = z.infer<typeof CalendarDaySchema>;

export const FlightCalendarResponseSchema = z.object({
  /** Which days the calendar prices: departures, or returns after `departureDate`. */
  kind: z.enum(['departure', 'return']),
  tripType: z.enum(['one_way', 'round_trip']),
  /** Round trip departure days: the trip length each total is for. */
  stay: z.number().int().nullable(),
  departureDate: IsoDateSchema.nullable(),
  days: z.array(CalendarDaySchema),
  /** The route's usual fares (the range a `typical` fare falls in); null with too few fares. */
  usual: z.object({ low: MoneySchema, high: MoneySchema }).nullable(),
  observedAt: z.iso.datetime(),
});
export type FlightCalendarResponse = z.infer<typeof FlightCalendarResponseSchema>;

/**
 * GET /api/v0/flights/date-grid: the lowest total of each departure (and return) day within three
 * days of the asked ones: 7 departure days one-way, 7 × 7 departure × return days for a round trip.
 */
export const FlightDateGridQuerySchema = CalendarRouteQuerySchema.extend({
  departureDate: IsoDateSchema,
  returnDate: IsoDateSchema.optional(),
});
export interface FlightDateGridQuery extends CalendarRouteQuery {
  departureDate: string;
  returnDate?: string;
}
export type FlightDateGridQueryParsed = z.output<typeof FlightDateGridQuerySchema>;

export const DateGridCellSchema = z.object({
  departureDate: IsoDateSchema,
  /** Null for a one-way grid. */
  returnDate: IsoDateSchema.nullable(),
  /** Null: nothing sells, the return is before the departure, or a day is not on sale. */
  lowest: MoneySchema.nullable(),
});
export type DateGridCell = z.infer<typeof DateGridCellSchema>;

export const FlightDateGridResponseSchema = z.object({
  tripType: z.enum(['one_way', 'round_trip']),
  departureDates: z.array(IsoDateSchema),
  /** Empty for a one-way grid. */
  returnDates: z.array(IsoDateSchema),
  /** Row by row: each departure day, then (round trip) each of its return days. */
  cells: z.array(DateGridCellSchema),
  /** The cheapest cell's dates (the first in row order on a tie); null when nothing sells. */
  cheapest: z
    .object({ departureDate: IsoDateSchema, returnDate: IsoDateSchema.nullable() })
    .nullable(),
  observedAt: z.iso.datetime(),
});
export type FlightDateGridResponse = z.infer<typeof FlightDateGridResponseSchema>;
