import {
  AGENT_TRAIL_LIMIT,
  type AgentAction,
  type AgentActionKind,
  type AgentTeamResponse,
  type AgentTrailQuery,
  type AgentTrailResponse,
} from '@wayfare/contracts/agent';
import type {
  AgentActionRecord,
  AgentActionsRepository,
  AgentActionWrite,
} from '@wayfare/store/repositories/agent-actions-repository';
import { AppError } from '../app-error';
import type { Clock } from '../clock';
import type { AuthContext } from '../plugins/request-context';

/** What the trail reads and writes. */
export interface AgentTrailPorts {
  clock: Clock;
  travelClock: Clock;
  repos: { agentActions: AgentActionsRepository };
}

/**
 * The fields of a search a trail may keep: places, dates and head counts. Anything else (names,
 * e-mails, documents, card details, free text) never reaches the trail, whatever the body holds.
 */
const SEARCH_FIELDS = new Set([
  'tripType',
  'origin',
  'destination',
  'code',
  'cityCode',
  'pickUp',
  'dropOff',
  'departureDate',
  'returnDate',
  'checkInDate',
  'checkOutDate',
  'pickUpAt',
  'dropOffAt',
  'fromDate',
  'untilDate',
  'date',
  'lodgingId',
  'rooms',
  'adults',
  'children',
  'ADT',
  'CNN',
  'INS',
  'INF',
]);
/** Codes, ids, dates and times: letters, digits and a few separators, short. */
const SAFE_VALUE = /^[A-Za-z0-9_:.-]{1,40}$/;
const MAX_SUMMARY = 300;

/**
 * A search's places, dates and head counts as `key=value` pairs in the body's order, e.g.
 * `tripType=one_way origin=JFK destination=LHR departureDate=2026-12-14 ADT=1`; null when none.
 * Only the allow-listed fields with code-like values are kept, four levels deep at most.
 */
export function summarizeSearch(body: unknown): string | null {
  const parts: string[] = [];
  const walk = (value: unknown, depth: number) => {
    if (depth > 4 || value === null || typeof value !== 'object') return;
    const entries = Array.isArray(value)
      ? value.map((v) => ['', v] as const)
      : Object.entries(value as Record<string, unknown>);
    for (const [key, v] of entries) {
      if (SEARCH_FIELDS.has(key) && (typeof v === 'string' || typeof v === 'number')) {
        const text = String(v);
        if (SAFE_VALUE.test(text) && !(typeof v === 'number' && v === 0))
          parts.push(`${key}=${text}`);
      } else walk(v, depth + 1);
    }
  };
  walk(body, 0);
  if (parts.length === 0) return null;
  const summary = parts.join(' ');
  return summary.length > MAX_SUMMARY ? `${summary.slice(0, MAX_SUMMARY - 1)}…` : summary;
}

/** Appends one action to the trail, stamped with both clocks. */
export async function recordAgentAction(
  ports: AgentTrailPorts,
  action: Omit<AgentActionWrite, 'travelAt' | 'recordedAt'>,
): Promise<void> {
  await ports.repos.agentActions.record({
    ...action,
    travelAt: ports.travelClock.now(),
    recordedAt: ports.clock.now(),
  });
}

function requireAgent(auth: AuthContext): void {
  if (auth.user.kind !== 'agent' || auth.session.isDelegated)
    throw new AppError('Forbidden', 'Only a support agent can read the agent trail.');
}

/** GET /agent/team: whose trail this agent may read. */
export async function listReadableAgents(
  ports: AgentTrailPorts,
  auth: AuthContext,
): Promise<AgentTeamResponse> {
  requireAgent(auth);
  const me = await ports.repos.agentActions.findAgent(auth.user.id);
  const supportLead = me?.supportLead ?? false;
  const agents = supportLead
    ? await ports.repos.agentActions.listTeam(auth.user.id)
    : [{ userId: auth.user.id, firstName: auth.user.firstName, lastName: auth.user.lastName }];
  return {
    supportLead,
    agents: agents.map(({ userId, firstName, lastName }) => ({ userId, firstName, lastName })),
  };
}

function toAction(row: AgentActionRecord): AgentAction {
  return {
    id: row.id,
    recordedAt: row.recordedAt.toISOString(),
    travelAt: row.travelAt.toISOString(),
    agent: { userId: row.agentUserId, firstName: row.agentFirstName, lastName: row.agentLastName },
    customer: {
      userId: row.customerUserId,
      firstName: row.customerFirstName,
      lastName: row.customerLastName,
      profileReferenceId: row.customerProfileReferenceId,
    },
    tenant: row.tenant,
    action: row.action as AgentActionKind,
    route: row.route,
    targetKind: row.targetKind,
    target: row.target,
    result: row.result,
    statusCode: row.statusCode,
    errorCode: row.errorCode,
  };
}

/**
 * GET /agent/trail: an agent's actions in the window, newest first. A support lead reads any
 * agent of their team; any other agent only their own trail (another's is Forbidden).
 */
export async function readAgentTrail(
  ports: AgentTrailPorts,
  auth: AuthContext,
  query: AgentTrailQuery,
): Promise<AgentTrailResponse> {
  requireAgent(auth);
  const agentId = query.agentId ?? auth.user.id;
  let agent: { userId: string; firstName: string; lastName: string };
  if (agentId === auth.user.id) {
    agent = { userId: auth.user.id, firstName: auth.user.firstName, lastName: auth.user.lastName };
  } else {
    const team = await listReadableAgents(ports, auth);
    if (!team.supportLead)
      throw new AppError('Forbidden', "Only a support lead can read another agent's trail.");
    const found = team.agents.find((a) => a.userId === agentId);
    if (!found) throw new AppError('NotFound', 'We could not find that agent.');
    agent = found;
  }
  const rows = await ports.repos.agentActions.listForAgent(
    agent.userId,
    { from: new Date(query.from), to: new Date(query.to) },
    AGENT_TRAIL_LIMIT + 1,
  );
  return {
    agent,
    actions: rows.slice(0, AGENT_TRAIL_LIMIT).map(toAction),
    truncated: rows.length > AGENT_TRAIL_LIMIT,
  };
}

/** Of a customer's bookings, those an agent booked for them, with when (travel clock). */
export function findBookedBySupport(
  ports: { repos: { agentActions: Pick<AgentActionsRepository, 'findBookedBySupport'> } },
  customerUserId: string,
  bookingIds: string[],
): Promise<Map<string, Date>> {
  return ports.repos.agentActions.findBookedBySupport(customerUserId, bookingIds);
}
