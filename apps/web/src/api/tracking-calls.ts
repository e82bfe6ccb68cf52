import type { TrackingEventRequest } from '@wayfare/contracts/tracking';
import { requestJson } from './http-client';
import { readTrackingAttribution } from './tracking-context';

/**
 * POST /tracking/event. Spec §7: a failure is logged only, never shown. The server adds the
 * person's experiment variants, the agent flag, the tenant and has_travel_credit.
 */
export function trackEvent(
  eventName: string,
  properties: TrackingEventRequest['properties'] = {},
): void {
  // The session's campaign parameters ride on every event (issue 24); the page's own win.
  const body = { eventName, properties: { ...readTrackingAttribution(), ...properties } };
  requestJson('/tracking/event', { method: 'POST', body }).catch((error: unknown) => {
    console.warn('Tracking event not recorded', eventName, error);
  });
}

/** POST /engagement/event (the browser session id travels in its cookie). */
export function postEngagementEvent(event: string, url: string): void {
  requestJson('/engagement/event', {
    method: 'POST',
    body: { event, url },
    timing: 'whenSettled',
  }).catch((error: unknown) => {
    console.warn('Engagement event not recorded', event, error);
  });
}
