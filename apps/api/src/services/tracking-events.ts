import type { EngagementEventRequest, TrackingEventRequest } from '@wayfare/contracts/tracking';
import { redactUrlQuery, sanitizeTrackingProperties } from '@wayfare/domain/tracking-privacy';
import type { EventsRepository } from '@wayfare/store/repositories/events-repository';
import type { RewardsRepository } from '@wayfare/store/repositories/rewards-repository';

/** Cards that carry an annual or one-time travel credit (spec §9). */
const TRAVEL_CREDIT_PRODUCTS = new Set(['VentureX', 'VentureXBusiness']);

export interface TrackingDeps {
  events: EventsRepository;
  rewards: RewardsRepository;
  now(): Date;
}

/** Who sent an event, as the routes know it. */
export interface EventSource {
  userId: string | null;
  /** A support agent, or a customer session an agent started (spec §6 is_agent_session). */
  isAgentSession: boolean;
  tenant: string;
  hostKind: string;
}

/**
 * POST /api/v0/tracking/event: only allow-listed, scrubbed properties are kept
 * (domain/tracking-privacy.ts), extended as spec §3 says with is_agent_session, the tenant and
 * has_travel_credit.
 */
export async function recordTrackingEvent(
  deps: TrackingDeps,
  source: EventSource,
  body: TrackingEventRequest,
): Promise<void> {
  const accounts = source.userId ? await deps.rewards.listForUser(source.userId) : [];
  await deps.events.recordTracking({
    eventName: body.eventName,
    properties: {
      ...sanitizeTrackingProperties(body.properties),
      is_agent_session: source.isAgentSession,
      tenant: source.tenant,
      host_kind: source.hostKind,
      has_travel_credit: accounts.some((a) => TRAVEL_CREDIT_PRODUCTS.has(a.productId)),
    },
    userId: source.userId,
    tenant: source.tenant,
    createdAt: deps.now(),
  });
}

/** POST /api/v0/engagement/event: the event and its page (query values redacted). */
export async function recordEngagementEvent(
  deps: TrackingDeps,
  source: EventSource,
  browserSessionId: string,
  body: EngagementEventRequest,
): Promise<void> {
  await deps.events.recordEngagement({
    event: body.event,
    url: redactUrlQuery(body.url),
    browserSessionId,
    userId: source.userId,
    tenant: source.tenant,
    createdAt: deps.now(),
  });
}
