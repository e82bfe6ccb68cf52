import type { EngagementEventRequest, TrackingEventRequest } from '@wayfare/contracts/tracking';
import { redactUrlQuery, sanitizeTrackingProperties } from '@wayfare/domain/tracking-privacy';
import type { EventsRepository } from '@wayfare/store/repositories/events-repository';
import type { RewardsRepository } from '@wayfare/store/repositories/rewards-repository';
import type { BookingLedgerRepository } from '@wayfare/store/repositories/booking-ledger-repository';
import {
  isAccountInGoodStanding,
  isCardTravelCreditKind,
  selectCardTravelCreditState,
} from '@wayfare/domain/card-travel-credits';
import { walletCreditExpiry } from '@wayfare/domain/travel-wallet';

export interface TrackingDeps {
  events: EventsRepository;
  rewards: RewardsRepository;
  /** The person's wallet credits, for has_travel_credit (issue 23). */
  walletCredits: Pick<BookingLedgerRepository, 'listWalletCredits'>;
  now(): Date;
  /** The travel clock's now: when card travel credits expire. */
  travelNow(): Date;
}

/**
 * Spec §3/§7 has_travel_credit: the person holds a card travel credit they can spend now (every
 * tier that has one: the top tier's annual credit, the travel and entry cards' one-time credits),
 * on an account open and in good standing, with something left, not expired nor canceled.
 */
export async function hasSpendableTravelCredit(
  deps: Pick<TrackingDeps, 'rewards' | 'walletCredits' | 'travelNow'>,
  userId: string,
): Promise<boolean> {
  const accounts = await deps.rewards.listForUser(userId);
  const inGoodStanding = new Set(
    accounts
      .filter((a) => isAccountInGoodStanding(a.standing ?? 'Open'))
      .map((a) => a.accountReferenceId),
  );
  const now = deps.travelNow();
  return (await deps.walletCredits.listWalletCredits(userId)).some(
    (c) =>
      isCardTravelCreditKind(c.kind) &&
      inGoodStanding.has(c.accountReferenceId) &&
      selectCardTravelCreditState({ ...c, expiresAt: walletCreditExpiry(c) }, now) === 'created',
  );
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
  const hasTravelCredit = source.userId
    ? await hasSpendableTravelCredit(deps, source.userId)
    : false;
  await deps.events.recordTracking({
    eventName: body.eventName,
    properties: {
      ...sanitizeTrackingProperties(body.properties),
      is_agent_session: source.isAgentSession,
      tenant: source.tenant,
      host_kind: source.hostKind,
      has_travel_credit: hasTravelCredit,
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
