import type { HTTPMethods } from 'fastify';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { beforeAll, describe, expect, it } from 'vitest';
import { fillRouteParams, listAppRoutes, routeKey } from '../testing/app-routes';
import { callAs } from '../testing/route-calls';
import {
  createRouteFixtures,
  resetSandboxControls,
  ROUTE_SAMPLES,
  type RouteFixtures,
  type RouteSample,
  type SampleOwner,
} from '../testing/route-samples';
import {
  ADMIN_HOST,
  CONSUMER_HOST,
  CORPORATE_HOST,
  signIn,
  type TestApp,
  useTestApp,
} from '../testing/test-app';

/**
 * Issue 15, G6: every route × every kind of caller. The routes come from the app's router, so a
 * route added later fails the first test until it is given an access class here (and a sample
 * request in testing/route-samples.ts); the actors cover both tenants, the admin host, agents and
 * sessions carried to the wrong host. Objects are made for their owners first, so refusing someone
 * else's booking, trip, list, traveler, approval, tier or card is checked on a real id (IDOR).
 */

/**
 * Who may call a route (the one table of expected access):
 * - public: anyone, signed in or not (sign-in, events, trip look-up, hotel pictures and map pictures, health, API doc);
 * - vaultHost: only on `vault.<host>`, so a 404 on every portal host;
 * - sandboxConsole: the sandbox's console and outbox: the admin host only (404 elsewhere), for a
 *   signed-in admin (canViewAdmin, of any business: the sandbox is shared);
 * - signedIn: any live session on its own host;
 * - employee: a signed-in member of a business (terms acknowledgement);
 * - agent: a support agent's own session, not a delegated one;
 * - delegatedAgent: a support agent's delegated session for a customer;
 * - portal: a session the portal admits on its host (card holder with an eligible card, onboarded
 *   employee of a live business, canViewAdmin on the admin host; support agents pass, as
 *   domain/access.ts decides);
 * - businessPortal: portal, in the business tenant (private and default travelers);
 * - approver: portal, in the business tenant, with canViewAdmin;
 * - adminHost: the admin host only, for a business's admins (404 on the portal hosts).
 */
type AccessClass =
  | 'public'
  | 'vaultHost'
  | 'sandboxConsole'
  | 'signedIn'
  | 'employee'
  | 'agent'
  | 'delegatedAgent'
  | 'portal'
  | 'businessPortal'
  | 'approver'
  | 'adminHost';

const WISHLISTS = '/api/v0/travel/wishlists';
const ACCESS: Record<string, AccessClass> = {
  'GET /api/v0/health': 'public',
  'GET /api/v0/openapi.json': 'public',
  // The API reference page (Swagger UI over the document) and its files.
  'GET /api/docs': 'public',
  'GET /api/docs/': 'public',
  'GET /api/docs/json': 'public',
  'GET /api/docs/yaml': 'public',
  'GET /api/docs/static/index.html': 'public',
  'GET /api/docs/static/swagger-initializer.js': 'public',
  'GET /api/docs/static/*': 'public',
  'GET /api/v0/login/code': 'public',
  'GET /api/v0/login/callback': 'public',
  'GET /api/v0/login/handoff': 'public',
  'GET /api/v0/login/handoff/complete': 'public',
  'POST /api/v0/logout': 'public',
  'GET /api/v0/sandbox-idp/users': 'public',
  'POST /api/v0/sandbox-idp/authorize': 'public',
  'POST /api/v0/tracking/event': 'public',
  'POST /api/v0/engagement/event': 'public',
  'POST /api/v0/trips/lookup': 'public',
  // Split payment (issue 23): a payer's share by the e-mailed link's secret, no sign-in.
  'GET /api/v0/splitPayments/share': 'public',
  'POST /api/v0/splitPayments/share/pay': 'public',
  'GET /api/v0/images/hotels/:file': 'public',
  'GET /api/v0/images/homes/:file': 'public',
  'GET /api/v0/map/offline.json': 'public',
  'GET /api/v0/map/hotels/:file': 'public',
  'POST /vault/v1/cards': 'vaultHost',

  'GET /api/v0/agent/me': 'signedIn',
  'POST /api/v0/login/agent': 'agent',
  'GET /api/v0/agent/delegation': 'signedIn',
  'POST /api/v0/agent/switchCustomer': 'delegatedAgent',
  'GET /api/v0/agent/priceMatch': 'agent',
  'GET /api/v0/agent/priceMatch/:claimId': 'agent',
  'POST /api/v0/agent/priceMatch/:claimId/decision': 'agent',
  'GET /api/v0/agent/missed-connections': 'agent',
  'GET /api/v0/agent/missed-connections/:bookingId': 'agent',
  'POST /api/v0/agent/missed-connections/:bookingId/resolve': 'agent',
  'POST /api/v0/cotb/acknowledgement': 'employee',
  // Issue 24: the agent's trail (a lead reads the team's) and the businesses a person is in.
  'GET /api/v0/agent/team': 'agent',
  'GET /api/v0/agent/trail': 'agent',
  'GET /api/v0/cotb': 'employee',
  'POST /api/v0/cotb/changeBusinessInUse': 'employee',
  'POST /api/v0/users/seenModal': 'employee',

  'GET /api/v0/userInfo': 'portal',
  'GET /api/v0/rewards': 'portal',
  'PUT /api/v0/experiments/active': 'portal',
  'PUT /api/v0/experiments/cotb/active': 'portal',
  'GET /api/v0/policies/details': 'portal',
  'GET /api/v0/autocomplete/flights': 'portal',
  'POST /api/v0/flights/search': 'portal',
  'POST /api/v0/flights/prediction': 'portal',
  'GET /api/v0/productFeed/recentlySearched': 'portal',
  'GET /api/v0/flights/calendar': 'portal',
  'GET /api/v0/flights/date-grid': 'portal',
  'GET /api/v0/travelsale': 'portal',
  'GET /api/v0/premium-offers': 'portal',
  'GET /api/v0/maintenance': 'public',
  'GET /api/v0/takeovers': 'public',
  'GET /api/v0/crosssell/offers/active': 'portal',
  'GET /api/v0/productFeed/recentlySearched {"productFeedVertical":"hotels"}': 'portal',
  'POST /api/v0/flights/quote': 'portal',
  'GET /api/v0/flights/quote/:quoteId': 'portal',
  'POST /api/v0/flights/book': 'portal',
  'GET /api/v0/flights/bookings/:id': 'portal',
  'POST /api/v0/flights/freeze/offer': 'portal',
  'GET /api/v0/flights/freeze/offer/:offerId': 'portal',
  'POST /api/v0/flights/freeze': 'portal',
  'POST /api/v0/flights/freeze/:freezeId/exercise/quote': 'portal',
  'POST /api/v0/flights/freeze/:freezeId/exercise': 'portal',
  'POST /api/v0/hotels/freeze/offer': 'portal',
  'GET /api/v0/hotels/freeze/offer/:offerId': 'portal',
  'POST /api/v0/hotels/freeze': 'portal',
  'POST /api/v0/hotels/freeze/:freezeId/exercise/quote': 'portal',
  'POST /api/v0/hotels/freeze/:freezeId/exercise': 'portal',
  'GET /api/v0/trips/freezes': 'portal',
  'GET /api/v0/trips/freezes/:freezeId': 'portal',
  'POST /api/v0/trips/freezes/:freezeId/refund': 'portal',
  'GET /api/v0/payments/spreedlyCredentials': 'portal',
  'POST /api/v0/payments/spreedly/paymentMethods': 'portal',
  'GET /api/v0/paymentMethods': 'portal',
  'DELETE /api/v0/paymentMethods/:cardToken': 'portal',
  'GET /api/v0/user/wallet': 'portal',
  'GET /api/v0/travelCredits': 'portal',
  'GET /api/v0/travelOffers': 'portal',
  'GET /api/v0/travelOffers/applicable': 'portal',
  'GET /api/v0/wallet': 'portal',
  'POST /api/v0/watches': 'portal',
  'POST /api/v0/watches/find': 'portal',
  'GET /api/v0/watches': 'portal',
  'DELETE /api/v0/watches/:watchId': 'portal',
  'PUT /api/v0/passengers/list': 'portal',
  'PUT /api/v0/passengers/update': 'portal',
  'POST /api/v0/passengers/delete': 'portal',
  'PUT /api/v0/users/list': 'portal',
  'POST /api/v0/hotels/availability': 'portal',
  'POST /api/v0/hotels/shop': 'portal',
  'GET /api/v0/autocomplete/lodging': 'portal',
  'GET /api/v0/productFeed/recentlyViewed': 'portal',
  'POST /api/v0/hotels/quote': 'portal',
  'GET /api/v0/hotels/quote/:quoteId': 'portal',
  'POST /api/v0/hotels/book': 'portal',
  'GET /api/v0/hotels/bookings/:id': 'portal',
  'GET /api/v0/autocomplete/cars': 'portal',
  'POST /api/v0/cars/search': 'portal',
  'POST /api/v0/cars/shop': 'portal',
  'POST /api/v0/cars/quote': 'portal',
  'GET /api/v0/cars/quote/:quoteId': 'portal',
  'POST /api/v0/cars/book': 'portal',
  'GET /api/v0/cars/bookings/:id': 'portal',
  'POST /api/v0/homes/search': 'portal',
  'POST /api/v0/stays/search': 'portal',
  'POST /api/v0/homes/shop': 'portal',
  'POST /api/v0/homes/quote': 'portal',
  'GET /api/v0/homes/quote/:quoteId': 'portal',
  'POST /api/v0/homes/book': 'portal',
  'GET /api/v0/homes/bookings/:id': 'portal',
  'POST /api/v0/packages/search': 'portal',
  'POST /api/v0/packages/hotel-shop': 'portal',
  'POST /api/v0/packages/flight-shop': 'portal',
  'POST /api/v0/packages/quote': 'portal',
  'GET /api/v0/packages/quote/:quoteId': 'portal',
  'POST /api/v0/packages/requote': 'portal',
  'POST /api/v0/packages/book': 'portal',
  'GET /api/v0/packages/bookings/:id': 'portal',
  'POST /api/v0/autocomplete/experiences': 'portal',
  'GET /api/v0/images/activities/:file': 'public',
  'POST /api/v0/experiences/search': 'portal',
  'POST /api/v0/experiences/shop': 'portal',
  'POST /api/v0/experiences/availability': 'portal',
  'POST /api/v0/experiences/quote': 'portal',
  'GET /api/v0/experiences/quote/:quoteId': 'portal',
  'POST /api/v0/experiences/book': 'portal',
  'GET /api/v0/experiences/bookings/:id': 'portal',
  [`POST ${WISHLISTS}/wishlist/get`]: 'portal',
  [`POST ${WISHLISTS}/wishlist/get-all`]: 'portal',
  [`POST ${WISHLISTS}/wishlist/get-all-wishlist-items-by-user`]: 'portal',
  [`POST ${WISHLISTS}/wishlist/create`]: 'portal',
  [`PUT ${WISHLISTS}/wishlist/update`]: 'portal',
  [`POST ${WISHLISTS}/wishlist/delete`]: 'portal',
  [`POST ${WISHLISTS}/wishlist-item/create`]: 'portal',
  [`POST ${WISHLISTS}/wishlist-item/delete-all`]: 'portal',
  // Issue 24: the person's own travel preferences and the form's choices.
  'GET /api/v0/user/preference': 'portal',
  'PUT /api/v0/user/preference': 'portal',
  'POST /api/v0/user/preference/metadata': 'portal',
  'PUT /api/v0/user/preference/metadata': 'portal',
  'GET /api/v0/trips': 'portal',
  'GET /api/v0/trips/:bookingId': 'portal',
  'GET /api/v0/splitPayments/bookings/:bookingId': 'portal',
  'GET /api/v0/splitPayments/trips/:bookingId': 'portal',
  'POST /api/v0/trips/:bookingId/cancel/quote': 'portal',
  'POST /api/v0/trips/:bookingId/cancel': 'portal',
  'POST /api/v0/trips/:bookingId/cfar/quote': 'portal',
  'POST /api/v0/trips/:bookingId/cfar/exercise': 'portal',
  'POST /api/v0/trips/:bookingId/schedule-change': 'portal',
  'GET /api/v0/trips/:bookingId/exchange': 'portal',
  'POST /api/v0/trips/:bookingId/exchange/shop': 'portal',
  'POST /api/v0/trips/:bookingId/exchange/quote': 'portal',
  'GET /api/v0/trips/:bookingId/exchange/quote/:exchangeId': 'portal',
  'POST /api/v0/trips/:bookingId/exchange/confirm': 'portal',
  'POST /api/v0/trips/:bookingId/date-change/quote': 'portal',
  'POST /api/v0/trips/:bookingId/date-change/confirm': 'portal',
  'GET /api/v0/trips/:bookingId/disruption': 'portal',
  'POST /api/v0/trips/:bookingId/disruption': 'portal',
  'POST /api/v0/trips/:bookingId/disruption/check': 'portal',
  'POST /api/v0/trips/:bookingId/disruption/remove': 'portal',
  'POST /api/v0/trips/:bookingId/disruption/refund': 'portal',
  'GET /api/v0/trips/:bookingId/missed-connection': 'portal',
  'POST /api/v0/trips/:bookingId/missed-connection/rebook': 'portal',
  'POST /api/v0/trips/:bookingId/checkIn': 'portal',
  'POST /api/v0/trips/:bookingId/resend': 'portal',
  'POST /api/v0/trips/:bookingId/traveler-edit': 'portal',
  'POST /api/v0/trips/:bookingId/priceMatch': 'portal',

  'PUT /api/v0/passengers/assign_default': 'businessPortal',
  'PUT /api/v0/passengers/hide': 'businessPortal',
  'PUT /api/v0/passengers/show': 'businessPortal',

  'GET /api/v0/approvals': 'approver',
  'POST /api/v0/approvals/:bookingId/:decision': 'approver',
  'POST /api/v0/approvals/hotels/:bookingId/:decision': 'approver',
  'POST /api/v0/approvals/cars/:bookingId/:decision': 'approver',
  'POST /api/v0/approvals/homes/:bookingId/:decision': 'approver',
  'POST /api/v0/approvals/experiences/:bookingId/:decision': 'approver',
  'POST /api/v0/approvals/packages/:bookingId/:decision': 'approver',

  'GET /admin/api/v0/business': 'adminHost',
  'PUT /admin/api/v0/business': 'adminHost',
  'PUT /admin/api/v0/business/bookingMode': 'adminHost',
  'POST /admin/api/v0/business/go-live': 'adminHost',
  'GET /admin/api/v0/policyTiers': 'adminHost',
  'POST /admin/api/v0/policyTiers': 'adminHost',
  'PUT /admin/api/v0/policyTiers/:tierId': 'adminHost',
  'DELETE /admin/api/v0/policyTiers/:tierId': 'adminHost',
  'GET /admin/api/v0/employees': 'adminHost',
  'POST /admin/api/v0/employees': 'adminHost',
  'PUT /admin/api/v0/employees/:userId': 'adminHost',

  'GET /admin/api/v0/sandbox/outbox': 'sandboxConsole',
  'GET /admin/api/v0/sandbox/outbox/:id': 'sandboxConsole',
  'GET /admin/api/v0/sandbox/console': 'sandboxConsole',
  'POST /admin/api/v0/sandbox/clock': 'sandboxConsole',
  'GET /admin/api/v0/sandbox/maintenance': 'sandboxConsole',
  'PUT /admin/api/v0/sandbox/maintenance': 'sandboxConsole',
  'DELETE /admin/api/v0/sandbox/maintenance': 'sandboxConsole',
  'POST /admin/api/v0/sandbox/disruptions': 'sandboxConsole',
  'DELETE /admin/api/v0/sandbox/disruptions/:flightInstanceId': 'sandboxConsole',
  'POST /admin/api/v0/sandbox/seats': 'sandboxConsole',
  'POST /admin/api/v0/sandbox/account-standing': 'sandboxConsole',
  // Issue 24: the travel-app bridge test page's demo people and their webview sessions.
  'GET /admin/api/v0/sandbox/webview-people': 'sandboxConsole',
  'POST /admin/api/v0/sandbox/webview-sessions': 'sandboxConsole',
  // Issue 24: pinning a person's experiment variant; and the tracking view, which is not the
  // sandbox's but is guarded the same way (admin host, canViewAdmin of any business: counts only).
  'POST /admin/api/v0/sandbox/experiment-pins': 'sandboxConsole',
  'GET /admin/api/v0/tracking/summary': 'sandboxConsole',
  'POST /admin/api/v0/sandbox/prices': 'sandboxConsole',
  'DELETE /admin/api/v0/sandbox/prices/:id': 'sandboxConsole',
  'POST /admin/api/v0/sandbox/quotes/:quoteId/expire': 'sandboxConsole',
  'POST /admin/api/v0/sandbox/faults': 'sandboxConsole',
  'POST /admin/api/v0/sandbox/demo-copies': 'sandboxConsole',
  'DELETE /admin/api/v0/sandbox/faults/:id': 'sandboxConsole',
  'POST /admin/api/v0/sandbox/freezes/:freezeId/above-cap': 'sandboxConsole',
  'POST /admin/api/v0/sandbox/freezes/:freezeId/below-frozen': 'sandboxConsole',
  'POST /admin/api/v0/sandbox/freezes/:freezeId/sell-out': 'sandboxConsole',
  'POST /admin/api/v0/sandbox/freezes/:freezeId/run-out': 'sandboxConsole',
  'POST /admin/api/v0/sandbox/protection-events': 'sandboxConsole',
  'DELETE /admin/api/v0/sandbox/sellouts/:flightInstanceId': 'sandboxConsole',
  'POST /admin/api/v0/sandbox/watches/check': 'sandboxConsole',
  'GET /admin/api/v0/sandbox/competitor-prices': 'sandboxConsole',
  'POST /admin/api/v0/sandbox/competitor-prices': 'sandboxConsole',
  'POST /admin/api/v0/sandbox/price-drops/check': 'sandboxConsole',
};

/** A kind of caller: where its requests go and what its session (if any) may do there. */
interface Actor {
  name: string;
  host: string;
  /** The session is valid on `host` (a cookie carried to another tenant's host is not). */
  live: boolean;
  userId?: string;
  kind?: 'cardholder' | 'employee' | 'agent';
  delegated?: boolean;
  /** Admitted by the portal's access rules on `host` (domain/access.ts). */
  portal?: boolean;
  businessId?: string;
  canViewUsers?: boolean;
  canViewAdmin?: boolean;
  /** Signs in and answers the session's cookies (none for a signed-out caller). */
  signIn?: (t: TestApp) => Promise<Record<string, string>>;
}

const sessionOf =
  (host: string, userId: string) =>
  async (t: TestApp): Promise<Record<string, string>> =>
    (await signIn(t.app, host, userId)).browser.cookies;

const NORTHWIND = 'biz_northwind';
const BLUEBIRD = 'biz_bluebird';

const ACTORS: Actor[] = [
  { name: 'signed out (consumer host)', host: CONSUMER_HOST, live: false },
  { name: 'signed out (corporate host)', host: CORPORATE_HOST, live: false },
  { name: 'signed out (admin host)', host: ADMIN_HOST, live: false },
  {
    name: 'card holder Ada (owner of the consumer objects)',
    host: CONSUMER_HOST,
    live: true,
    userId: 'usr_ada',
    kind: 'cardholder',
    portal: true,
    signIn: sessionOf(CONSUMER_HOST, 'usr_ada'),
  },
  {
    name: 'card holder Marcus',
    host: CONSUMER_HOST,
    live: true,
    userId: 'usr_marcus',
    kind: 'cardholder',
    portal: true,
    signIn: sessionOf(CONSUMER_HOST, 'usr_marcus'),
  },
  {
    name: 'consumer with no eligible card (Linus)',
    host: CONSUMER_HOST,
    live: true,
    userId: 'usr_linus',
    kind: 'employee',
    portal: false,
    businessId: NORTHWIND,
    canViewUsers: false,
    canViewAdmin: false,
    signIn: sessionOf(CONSUMER_HOST, 'usr_linus'),
  },
  {
    name: 'corporate traveler Alan (owner of the held trips)',
    host: CORPORATE_HOST,
    live: true,
    userId: 'usr_alan',
    kind: 'employee',
    portal: true,
    businessId: NORTHWIND,
    canViewUsers: false,
    canViewAdmin: false,
    signIn: sessionOf(CORPORATE_HOST, 'usr_alan'),
  },
  {
    name: 'corporate arranger Katherine',
    host: CORPORATE_HOST,
    live: true,
    userId: 'usr_katherine',
    kind: 'employee',
    portal: true,
    businessId: NORTHWIND,
    canViewUsers: true,
    canViewAdmin: false,
    signIn: sessionOf(CORPORATE_HOST, 'usr_katherine'),
  },
  {
    name: 'corporate admin and approver Grace',
    host: CORPORATE_HOST,
    live: true,
    userId: 'usr_grace',
    kind: 'employee',
    portal: true,
    businessId: NORTHWIND,
    canViewUsers: true,
    canViewAdmin: true,
    signIn: sessionOf(CORPORATE_HOST, 'usr_grace'),
  },
  {
    name: 'admin of another business (Maya, Bluebird)',
    host: CORPORATE_HOST,
    live: true,
    userId: 'usr_maya',
    kind: 'employee',
    portal: true,
    businessId: BLUEBIRD,
    canViewUsers: true,
    canViewAdmin: true,
    signIn: sessionOf(CORPORATE_HOST, 'usr_maya'),
  },
  {
    name: 'support agent without a delegated session',
    host: CONSUMER_HOST,
    live: true,
    userId: 'usr_agent_sam',
    kind: 'agent',
    portal: true,
    signIn: async (t) =>
      (await signIn(t.app, CONSUMER_HOST, 'usr_agent_sam', { agent: true })).browser.cookies,
  },
  {
    name: 'agent in a delegated session for Priya',
    host: CONSUMER_HOST,
    live: true,
    userId: 'usr_priya',
    kind: 'cardholder',
    delegated: true,
    portal: true,
    signIn: async (t) => {
      const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_agent_sam', { agent: true });
      const res = await browser.call('POST', '/api/v0/login/agent', {
        profileReferenceId: 'C1-9914-2208',
      });
      expect(res.statusCode, res.body).toBe(200);
      return browser.cookies;
    },
  },
  {
    name: 'consumer session sent to the corporate host',
    host: CORPORATE_HOST,
    live: false,
    signIn: sessionOf(CONSUMER_HOST, 'usr_ada'),
  },
  {
    name: 'corporate session sent to the consumer host',
    host: CONSUMER_HOST,
    live: false,
    signIn: sessionOf(CORPORATE_HOST, 'usr_alan'),
  },
  {
    name: 'corporate session sent to the admin host',
    host: ADMIN_HOST,
    live: false,
    signIn: sessionOf(CORPORATE_HOST, 'usr_grace'),
  },
  {
    name: 'admin host: Northwind admin Grace',
    host: ADMIN_HOST,
    live: true,
    userId: 'usr_grace',
    kind: 'employee',
    portal: true,
    businessId: NORTHWIND,
    canViewUsers: true,
    canViewAdmin: true,
    signIn: sessionOf(ADMIN_HOST, 'usr_grace'),
  },
  {
    name: 'admin host: another business’s admin Maya',
    host: ADMIN_HOST,
    live: true,
    userId: 'usr_maya',
    kind: 'employee',
    portal: true,
    businessId: BLUEBIRD,
    canViewUsers: true,
    canViewAdmin: true,
    signIn: sessionOf(ADMIN_HOST, 'usr_maya'),
  },
  {
    name: 'admin host: employee without canViewAdmin (Katherine)',
    host: ADMIN_HOST,
    live: true,
    userId: 'usr_katherine',
    kind: 'employee',
    portal: false,
    businessId: NORTHWIND,
    canViewUsers: true,
    canViewAdmin: false,
    signIn: sessionOf(ADMIN_HOST, 'usr_katherine'),
  },
];

const isBusinessTenant = (actor: Actor) => actor.host !== CONSUMER_HOST;

/** Who may act on each owner's objects. */
const OWNERS: Record<SampleOwner, (actor: Actor) => boolean> = {
  ada: (a) => a.userId === 'usr_ada' && !isBusinessTenant(a),
  alan: (a) => a.userId === 'usr_alan' && isBusinessTenant(a),
  northwindTravelerManagers: (a) =>
    isBusinessTenant(a) &&
    a.businessId === NORTHWIND &&
    (a.canViewUsers === true || a.userId === 'usr_katherine'),
  northwindApprover: (a) =>
    isBusinessTenant(a) &&
    a.businessId === NORTHWIND &&
    a.canViewAdmin === true &&
    a.userId !== 'usr_alan',
  northwindAdmin: (a) =>
    a.host === ADMIN_HOST && a.businessId === NORTHWIND && a.canViewAdmin === true,
  northwindMember: (a) => a.businessId === NORTHWIND,
};

type Outcome = 'allow' | 'deny' | 'unauthenticated';

function expectOutcome(access: AccessClass, sample: RouteSample, actor: Actor): Outcome {
  const onAdminHost = actor.host === ADMIN_HOST;
  if (access === 'public') return 'allow';
  if (access === 'vaultHost') return 'deny';
  const adminHostOnly = access === 'adminHost' || access === 'sandboxConsole';
  if (adminHostOnly && !onAdminHost) return 'deny';
  if (!actor.live) return 'unauthenticated';
  const member = actor.businessId !== undefined;
  const granted = {
    signedIn: true,
    employee: member,
    agent: actor.kind === 'agent' && actor.delegated !== true,
    delegatedAgent: actor.delegated === true,
    portal: actor.portal === true,
    businessPortal: actor.portal === true && isBusinessTenant(actor),
    approver: actor.portal === true && isBusinessTenant(actor) && actor.canViewAdmin === true,
    adminHost: actor.portal === true && member,
    sandboxConsole: actor.canViewAdmin === true,
  }[access];
  if (!granted) return 'deny';
  return sample.owner && !OWNERS[sample.owner](actor) ? 'deny' : 'allow';
}

interface MatrixCase {
  title: string;
  access: AccessClass;
  method: HTTPMethods;
  sample: RouteSample;
  outcome: Outcome;
}

function listCases(actor: Actor): MatrixCase[] {
  return Object.entries(ACCESS).flatMap(([key, access]) =>
    (ROUTE_SAMPLES[key] ?? []).map((sample) => ({
      title: `${key}${sample.variant ? ` (${sample.variant})` : ''}`,
      access,
      method: key.split(' ')[0] as HTTPMethods,
      sample,
      outcome: expectOutcome(access, sample, actor),
    })),
  );
}

describe.each(listTestDatabaseTargets())('authorization matrix on $name', (target) => {
  // About two thousand calls from one address on a clock that does not move.
  const t = useTestApp(target, { env: { RATE_LIMIT_BURST: '1000000' } });
  let fx: RouteFixtures;
  const sessions = new Map<string, Record<string, string>>();

  beforeAll(async () => {
    fx = await createRouteFixtures(t);
    // Bluebird goes live, so Maya is a working admin of another business, not one stuck at onboarding.
    const maya = (await signIn(t.app, ADMIN_HOST, 'usr_maya')).browser;
    await maya.call('PUT', '/admin/api/v0/business/bookingMode', {
      bookingMode: 'employees_book_for_themselves',
    });
    expect((await maya.call('POST', '/admin/api/v0/business/go-live')).json()).toMatchObject({
      isLive: true,
    });
    for (const actor of ACTORS) sessions.set(actor.name, (await actor.signIn?.(t)) ?? {});
  }, 120_000);

  it('declares an access class and a sample request for every route the app serves', async () => {
    const served = listAppRoutes(t.app);
    const keys = served.map((r) => r.key);
    // The router listing is complete: every operation of the OpenAPI document is in it.
    const documented = Object.entries(
      (t.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths,
    ).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) =>
        routeKey(method.toUpperCase(), path.replace(/\{([^}]+)\}/g, ':$1')),
      ),
    );
    expect(documented.filter((key) => !keys.includes(key))).toEqual([]);

    const undeclared = served.filter((r) => !(r.key in ACCESS) || !(r.key in ROUTE_SAMPLES));
    const probes: string[] = [];
    for (const route of undeclared) {
      const res = await callAs(t.app, { host: CONSUMER_HOST }, route.method, {
        url: fillRouteParams(route.url, () => 'probe'),
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      probes.push(`${route.key} answers ${res.statusCode} signed out`);
    }
    expect(probes, 'give these routes an access class and a sample request').toEqual([]);
    expect(Object.keys(ACCESS).filter((key) => !keys.includes(key))).toEqual([]);
    expect(Object.keys(ROUTE_SAMPLES).filter((key) => !keys.includes(key))).toEqual([]);
  });

  async function check(actor: Actor, c: MatrixCase) {
    const live = sessions.get(actor.name) ?? {};
    // Logging out or starting a delegated session ends the session it is sent with.
    const cookies =
      c.sample.endsSession && c.outcome === 'allow' && actor.signIn ? await actor.signIn(t) : live;
    const request = c.sample.request(fx);
    const res = await callAs(t.app, { host: actor.host, cookies }, c.method, request);
    const said = `${actor.name}: ${c.method} ${request.url} answered ${res.statusCode} ${res.body.slice(0, 300)}`;
    expect(res.statusCode, said).toBeLessThan(500);
    if (c.outcome === 'unauthenticated') expect(res.statusCode, said).toBe(401);
    if (c.outcome === 'deny')
      expect([401, 403, 404, ...(c.sample.refusals ?? [])], said).toContain(res.statusCode);
    if (c.outcome === 'allow') expect([401, 403], said).not.toContain(res.statusCode);
    // What the console armed (a fault, a price move) must not reach the next route's answer.
    if (c.access === 'sandboxConsole' && c.outcome === 'allow') await resetSandboxControls(t, fx);
  }

  // Every refusal first, while each object still exists in the state its owner left it.
  describe('refuses', () => {
    for (const actor of ACTORS) {
      const cases = listCases(actor).filter((c) => c.outcome !== 'allow');
      describe(actor.name, () => {
        it.each(cases.map((c) => [c.title, c] as const))('%s', (_, c) => check(actor, c));
      });
    }
  });

  describe('admits', () => {
    for (const actor of ACTORS) {
      const cases = listCases(actor).filter((c) => c.outcome === 'allow');
      describe(actor.name, () => {
        it.each(cases.map((c) => [c.title, c] as const))('%s', (_, c) => check(actor, c));
      });
    }
  });
});
