import { z } from 'zod';

const PropertyValueSchema = z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]);

/** POST /api/v0/tracking/event */
export const TrackingEventRequestSchema = z.object({
  eventName: z
    .string({ error: 'eventName is required.' })
    .min(1, 'eventName is required.')
    .max(100, 'eventName is at most 100 characters.'),
  properties: z.record(z.string().max(100), PropertyValueSchema).default({}),
});
export type TrackingEventRequest = z.infer<typeof TrackingEventRequestSchema>;

/** POST /api/v0/engagement/event (the browser session id comes from its cookie). */
export const EngagementEventRequestSchema = z.object({
  event: z.string({ error: 'event is required.' }).min(1, 'event is required.').max(100),
  url: z.string({ error: 'url is required.' }).min(1, 'url is required.').max(2000),
});
export type EngagementEventRequest = z.infer<typeof EngagementEventRequestSchema>;

export const AcceptedResponseSchema = z.object({ accepted: z.literal(true) });

/** The event the web posts when any call other than the event and user-info endpoints fails. */
export const NETWORK_CALL_FAILED_EVENT = 'network_call_failed';
