/**
 * The tracking limits and event names the web needs on every page, zod-free so that reporting a
 * failed call does not bring the validation library into the first-load bundle. The request
 * schemas that enforce them are in tracking.ts.
 */

/** A tracking or engagement body's size limit (413 beyond): the web's largest event is ~6 KB. */
export const EVENT_BODY_LIMIT_BYTES = 8 * 1024;
/** Properties one tracking event may carry. */
export const MAX_TRACKING_PROPERTIES = 50;
/** A property value's longest text (a page URL; the web cuts its own to this). */
export const MAX_TRACKING_TEXT_LENGTH = 2000;

/** The event the web posts when any call other than the event and user-info endpoints fails. */
export const NETWORK_CALL_FAILED_EVENT = 'network_call_failed';
