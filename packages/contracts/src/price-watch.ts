import { z } from 'zod';
import { FlightSearchRequestSchema } from './flights';
import { MoneySchema } from './money';

/**
 * Price watch (issue 19; spec §2 Watched trips and the stop-watching modal, §4 watch states): a
 * flight search the traveller watches; a scheduled check on the sandbox clock e-mails them when
 * its lowest price drops or the advice turns to buy.
 */

/**
 * Spec §4 watch states. JustWatched: watched, not checked yet; Watching: checked since;
 * NotWatching: stopped (or its flights left). InProcess is the page's own while a call runs.
 */
export const WatchStateSchema = z.enum(['NotWatching', 'Watching', 'JustWatched', 'InProcess']);
export type WatchState = z.infer<typeof WatchStateSchema>;

export const PriceWatchSchema = z.object({
  watchId: z.string(),
  state: WatchStateSchema,
  /** The search watched, as the flight search sends it (the results link is built from it). */
  request: FlightSearchRequestSchema,
  createdAt: z.iso.datetime(),
  /** The lowest total when watching started, and at the last check. */
  startingLowest: MoneySchema.nullable(),
  currentLowest: MoneySchema.nullable(),
  /** The last check's buy-or-wait advice. */
  advice: z.enum(['buy', 'wait', 'unknown']),
  lastCheckedAt: z.iso.datetime().nullable(),
  nextCheckAt: z.iso.datetime().nullable(),
  /** Alerts e-mailed so far. */
  alertCount: z.number().int().nonnegative(),
});
export type PriceWatch = z.infer<typeof PriceWatchSchema>;

/** POST /api/v0/watches: watch a search (watching the same search again answers that watch). */
export const CreateWatchRequestSchema = z.object({ request: FlightSearchRequestSchema });
export type CreateWatchRequest = z.infer<typeof CreateWatchRequestSchema>;

/** POST /api/v0/watches/find: the person's live watch of a search, if any. */
export const FindWatchResponseSchema = z.object({ watch: PriceWatchSchema.nullable() });
export type FindWatchResponse = z.infer<typeof FindWatchResponseSchema>;

/** GET /api/v0/watches: the person's live watches, newest first. */
export const WatchesResponseSchema = z.object({ watches: z.array(PriceWatchSchema) });
export type WatchesResponse = z.infer<typeof WatchesResponseSchema>;

export const WatchParamsSchema = z.object({ watchId: z.string().min(1).max(80) });
