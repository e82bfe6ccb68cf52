import type { TrackingEventRequest } from '@wayfare/contracts/tracking';
import { requestJson } from './http-client';

/** POST /tracking/event. Spec §7: a failure is logged only, never shown. */
export function trackEvent(
  eventName: string,
  properties: TrackingEventRequest['properties'] = {},
): void {
  requestJson('/tracking/event', { method: 'POST', body: { eventName, properties } }).catch(
    (error: unknown) => {
      console.warn('Tracking event not recorded', eventName, error);
    },
  );
}

/** POST /engagement/event (the browser session id travels in its cookie). */
export function postEngagementEvent(event: string, url: string): void {
  requestJson('/engagement/event', { method: 'POST', body: { event, url } }).catch(
    (error: unknown) => {
      console.warn('Engagement event not recorded', event, error);
    },
  );
}
