import { z } from 'zod';
import { MAX_TRACKING_PROPERTIES, MAX_TRACKING_TEXT_LENGTH } from './tracking-limits';

// The limits and event names are zod-free (tracking-limits.ts); re-exported here for the server.
export {
  EVENT_BODY_LIMIT_BYTES,
  MAX_TRACKING_PROPERTIES,
  MAX_TRACKING_TEXT_LENGTH,
  NETWORK_CALL_FAILED_EVENT,
} from './tracking-limits';

/**
 * Property values are flat (a string, number, boolean or null): nothing nests, so an event is at
 * most one level deep and costs what its size says.
 */
const PropertyValueSchema = z.union([
  z.string().max(MAX_TRACKING_TEXT_LENGTH),
  z.number(),
  z.boolean(),
  z.null(),
]);

/** Event names are code-defined identifiers (`network_call_failed`), never free text. */
const EventNameSchema = z
  .string({ error: 'is required.' })
  .min(1, 'is required.')
  .max(100, 'is at most 100 characters.')
  .regex(/^[a-z][a-z0-9_-]*$/, 'is lower-case letters, digits, _ and - only.');

/** POST /api/v0/tracking/event */
export const TrackingEventRequestSchema = z.object({
  eventName: EventNameSchema,
  properties: z
    .record(
      z
        .string()
        .max(64, 'names are at most 64 characters.')
        .regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'names are letters, digits and _ only.'),
      PropertyValueSchema,
    )
    .refine((properties) => Object.keys(properties).length <= MAX_TRACKING_PROPERTIES, {
      message: `has at most ${MAX_TRACKING_PROPERTIES} properties.`,
    })
    .default({}),
});
export type TrackingEventRequest = z.infer<typeof TrackingEventRequestSchema>;

/** POST /api/v0/engagement/event (the browser session id comes from its cookie). */
export const EngagementEventRequestSchema = z.object({
  event: EventNameSchema,
  url: z
    .string({ error: 'is required.' })
    .min(1, 'is required.')
    .max(MAX_TRACKING_TEXT_LENGTH, `is at most ${MAX_TRACKING_TEXT_LENGTH} characters.`),
});
export type EngagementEventRequest = z.infer<typeof EngagementEventRequestSchema>;

export const AcceptedResponseSchema = z.object({ accepted: z.literal(true) });

/** GET /admin/api/v0/tracking/summary (issue 24): the window, in hours back from now. */
export const TrackingSummaryQuerySchema = z.object({
  hours: z.coerce
    .number()
    .int('is a whole number of hours.')
    .min(1, 'is at least 1.')
    .max(168, 'is at most 168 (a week).')
    .default(24),
});
export type TrackingSummaryQuery = z.infer<typeof TrackingSummaryQuerySchema>;

/** One count: a value (null for the events without it) and how many events carry it. */
const TrackingCountSchema = z.object({ value: z.string().nullable(), count: z.number().int() });
export type TrackingCount = z.infer<typeof TrackingCountSchema>;

/** The tracking events of the window, counted (never a person's event nor its other properties). */
export const TrackingSummaryResponseSchema = z.object({
  since: z.iso.datetime(),
  until: z.iso.datetime(),
  total: z.number().int(),
  byName: z.array(TrackingCountSchema),
  byEntrySource: z.array(TrackingCountSchema),
  byUtmSource: z.array(TrackingCountSchema),
  byTenant: z.array(TrackingCountSchema),
});
export type TrackingSummaryResponse = z.infer<typeof TrackingSummaryResponseSchema>;
