import { z } from 'zod';
import { MoneySchema } from './money';

/**
 * Changing a booked flight (issue 18; spec §2 exchange routes and screen states). The exchange
 * flow's pages (/exchange, /exchange/flight, /exchange/flight/shop, /exchange/flight/confirm) are
 * being built; this is where the flow starts for a booking.
 */

/** Spec §2: the exchange flow's 15 screen states. */
export const ExchangeScreenStateSchema = z.enum([
  'ChangeAirports',
  'ChangeDateTime',
  'ChangeFailed',
  'ChangeRequested',
  'ContactAirline',
  'ContactSupport',
  'GoToExchange',
  'IneligibleForExchange',
  'ItineraryNotFound',
  'LoadFailed',
  'LoadingOrProcessing',
  'SliceSelection',
  'TicketedVoidable',
  'TooManyAttemptsSupport',
  'LegacyTicketedVoidable',
]);
export type ExchangeScreenStateName = z.infer<typeof ExchangeScreenStateSchema>;

/** GET /api/v0/trips/:bookingId/exchange: the screen the flow opens on, and what it shows. */
export const ExchangeEntrySchema = z.object({
  state: ExchangeScreenStateSchema,
  bookingId: z.string(),
  confirmationCode: z.string().nullable(),
  /** The step after GoToExchange: SliceSelection, or ChangeDateTime for one slice. */
  firstStep: z.enum(['SliceSelection', 'ChangeDateTime']),
  slices: z.array(
    z.object({
      origin: z.string(),
      destination: z.string(),
      /** Local wall-clock time at the origin, `YYYY-MM-DDTHH:mm`. */
      departureTime: z.string(),
    }),
  ),
  /** The airline's change fee for every ticket, when the fares charge one. */
  changeFee: MoneySchema.nullable(),
  /** Inside the void window (TicketedVoidable): until when cancelling is free instead. */
  voidWindowEndsAt: z.iso.datetime().nullable(),
});
export type ExchangeEntry = z.infer<typeof ExchangeEntrySchema>;
