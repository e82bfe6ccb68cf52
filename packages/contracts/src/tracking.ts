import { z } from 'zod';

/** A tracking or engagement body's size limit (413 beyond): the web's largest event is ~6 KB. */
export const EVENT_BODY_LIMIT_BYTES = 8 * 1024;
/** Properties one tracking event may carry. */
export const MAX_TRACKING_PROPERTIES = 50;
/** A property value's longest text (a page URL; the web cuts its own to this). */
export const MAX_TRACKING_TEXT_LENGTH = 2000;

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

/** The event the web posts when any call other than the event and user-info endpoints fails. */
export const NETWORK_CALL_FAILED_EVENT = 'network_call_failed';
