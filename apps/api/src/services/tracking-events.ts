import type {
  EngagementEventRequest,
  TrackingEventRequest,
  TrackingSummaryResponse,
} from '@wayfare/contracts/tracking';
import { buildTrackingProperties, redactUrlQuery } from '@wayfare/domain/tracking-privacy';
import type { HostKind, Tenant } from '@wayfare/contracts/tenant';
import type { EventsRepository } from '@wayfare/store/repositories/events-repository';
import type { RewardsRepository } from '@wayfare/store/repositories/rewards-repository';
import type { BookingLedgerRepository } from '@wayfare/store/repositories/booking-ledger-repository';
import {
  isAccountInGoodStanding,
  isCardTravelCreditKind,
  selectCardTravelCreditState,
} from '@wayfare/domain/card-travel-credits';
import { walletCreditExpiry } from '@wayfare/domain/travel-wallet';
import { listActiveExperiments, type ExperimentPorts } from './experiments';

export interface TrackingDeps extends ExperimentPorts {
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
  tenant: Tenant;
  hostKind: HostKind;
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
  const { userId } = source;
  const [hasTravelCredit, experiments] = await Promise.all([
    userId ? hasSpendableTravelCredit(deps, userId) : false,
    readExperimentProperties(deps, source),
  ]);
  await deps.events.recordTracking({
    eventName: body.eventName,
    properties: buildTrackingProperties(body.properties, {
      experiments,
      isAgentSession: source.isAgentSession,
      tenant: source.tenant,
      hostKind: source.hostKind,
      hasTravelCredit,
    }),
    userId,
    tenant: source.tenant,
    createdAt: deps.now(),
  });
}

/**
 * The sender's experiment assignments (issue 24), as `/experiments/active` answers them: merged on
 * the server, which knows the person's variants, so every event carries them whatever page sent it.
 * Experiments run on the portal hosts only; the admin host and signed-out pages carry none.
 */
async function readExperimentProperties(
  deps: ExperimentPorts,
  source: EventSource,
): Promise<Record<string, string>> {
  if (!source.userId || source.hostKind !== 'portal') return {};
  return (await listActiveExperiments(deps, source.tenant, source.userId)).trackingProperties;
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

/** The admin tracking view's window: how far back it counts. */
export const DEFAULT_SUMMARY_HOURS = 24;

/**
 * GET /admin/api/v0/tracking/summary (issue 24): the window's tracking events counted by name,
 * entry source, utm_source and tenant — counts only, never a person's events.
 */
export async function summarizeTrackingEvents(
  deps: Pick<TrackingDeps, 'events' | 'now'>,
  hours: number = DEFAULT_SUMMARY_HOURS,
): Promise<TrackingSummaryResponse> {
  const until = deps.now();
  const since = new Date(until.getTime() - hours * 60 * 60 * 1000);
  const summary = await deps.events.summarizeTracking(since);
  return { since: since.toISOString(), until: until.toISOString(), ...summary };
}
