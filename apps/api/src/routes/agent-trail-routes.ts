import type { AgentActionKind } from '@wayfare/contracts/agent';

/**
 * Where a trail row's target comes from: a search's places and dates (`summarizeSearch`), the
 * booking or claim id in the path or in the answer, or nothing.
 */
export type TrailTarget = 'search' | 'bookingParam' | 'bookingResult' | 'none';

export interface TrailRoute {
  action: AgentActionKind;
  target: TrailTarget;
}

/** Routes a delegated session may call that change nothing worth a trail row, with why. */
export type IgnoredRoute = { ignored: string };

const search = (action: AgentActionKind = 'search'): TrailRoute => ({ action, target: 'search' });
const onBooking = (action: AgentActionKind): TrailRoute => ({ action, target: 'bookingParam' });
const booked = (action: AgentActionKind = 'book'): TrailRoute => ({
  action,
  target: 'bookingResult',
});
const plain = (action: AgentActionKind): TrailRoute => ({ action, target: 'none' });
const ignored = (why: string): IgnoredRoute => ({ ignored: why });

/**
 * Issue 24, the agent's trail: every route an agent may call in a customer's (delegated) session,
 * by `METHOD /path` as registered, with the action it records or why it records none. The hook
 * (`plugins/agent-trail.ts`) reads this table only; `agent-trail-routes.test.ts` fails when a
 * state-changing route is in neither column. Reads (GET) are not recorded unless listed.
 */
export const AGENT_TRAIL_ROUTES: Record<string, TrailRoute | IgnoredRoute> = {
  // The delegated session itself.
  'POST /api/v0/login/agent': { action: 'startSession', target: 'none' },
  'POST /api/v0/logout': plain('endSession'),
  'POST /api/v0/agent/switchCustomer': plain('switchCustomer'),

  // Each product's search and shop.
  'POST /api/v0/flights/search': search(),
  'POST /api/v0/flights/prediction': ignored('a price prediction beside a search'),
  'POST /api/v0/hotels/availability': search(),
  'POST /api/v0/hotels/shop': search(),
  'POST /api/v0/cars/search': search(),
  'POST /api/v0/cars/shop': search(),
  'POST /api/v0/homes/search': search(),
  'POST /api/v0/stays/search': search(),
  'POST /api/v0/homes/shop': search(),
  'POST /api/v0/experiences/search': search(),
  'POST /api/v0/experiences/shop': search(),
  'POST /api/v0/experiences/availability': search(),
  'POST /api/v0/autocomplete/experiences': ignored('typing suggestions'),
  'POST /api/v0/packages/search': search(),
  'POST /api/v0/packages/flight-shop': search(),
  'POST /api/v0/packages/hotel-shop': search(),
  'POST /api/v0/watches/find': ignored('reads whether a search is watched'),
  'POST /api/v0/trips/lookup': ignored('a read-only look-up by code'),

  // Quotes (prices held for booking) and bookings.
  'POST /api/v0/flights/quote': plain('quote'),
  'POST /api/v0/hotels/quote': plain('quote'),
  'POST /api/v0/cars/quote': plain('quote'),
  'POST /api/v0/homes/quote': plain('quote'),
  'POST /api/v0/experiences/quote': plain('quote'),
  'POST /api/v0/packages/quote': plain('quote'),
  'POST /api/v0/packages/requote': plain('quote'),
  'POST /api/v0/flights/book': booked(),
  'POST /api/v0/hotels/book': booked(),
  'POST /api/v0/cars/book': booked(),
  'POST /api/v0/homes/book': booked(),
  'POST /api/v0/experiences/book': booked(),
  'POST /api/v0/packages/book': booked(),

  // Price freezes.
  'POST /api/v0/flights/freeze/offer': plain('quote'),
  'POST /api/v0/hotels/freeze/offer': plain('quote'),
  'POST /api/v0/flights/freeze': plain('hold'),
  'POST /api/v0/hotels/freeze': plain('hold'),
  'POST /api/v0/flights/freeze/:freezeId/exercise/quote': plain('quote'),
  'POST /api/v0/hotels/freeze/:freezeId/exercise/quote': plain('quote'),
  'POST /api/v0/flights/freeze/:freezeId/exercise': booked(),
  'POST /api/v0/hotels/freeze/:freezeId/exercise': booked(),
  'POST /api/v0/trips/freezes/:freezeId/refund': plain('cancel'),

  // A trip: cancel, change, claims and the rest.
  'POST /api/v0/trips/:bookingId/cancel/quote': onBooking('quote'),
  'POST /api/v0/trips/:bookingId/cancel': onBooking('cancel'),
  'POST /api/v0/trips/:bookingId/cfar/quote': onBooking('quote'),
  'POST /api/v0/trips/:bookingId/cfar/exercise': onBooking('claim'),
  'POST /api/v0/trips/:bookingId/schedule-change': onBooking('change'),
  'POST /api/v0/trips/:bookingId/exchange/shop': onBooking('search'),
  'POST /api/v0/trips/:bookingId/exchange/quote': onBooking('quote'),
  'POST /api/v0/trips/:bookingId/exchange/confirm': onBooking('change'),
  'POST /api/v0/trips/:bookingId/date-change/quote': onBooking('quote'),
  'POST /api/v0/trips/:bookingId/date-change/confirm': onBooking('change'),
  'POST /api/v0/trips/:bookingId/disruption': onBooking('claim'),
  'POST /api/v0/trips/:bookingId/disruption/check': onBooking('claim'),
  'POST /api/v0/trips/:bookingId/disruption/refund': onBooking('claim'),
  'POST /api/v0/trips/:bookingId/disruption/remove': onBooking('change'),
  'POST /api/v0/trips/:bookingId/missed-connection/rebook': onBooking('claim'),
  'POST /api/v0/trips/:bookingId/priceMatch': onBooking('claim'),
  'POST /api/v0/trips/:bookingId/checkIn': onBooking('manageTrip'),
  'POST /api/v0/trips/:bookingId/resend': onBooking('manageTrip'),
  'POST /api/v0/trips/:bookingId/traveler-edit': onBooking('changeTraveler'),

  // Travelers.
  'PUT /api/v0/passengers/list': ignored('reads the saved travelers'),
  'PUT /api/v0/passengers/update': plain('changeTraveler'),
  'POST /api/v0/passengers/delete': plain('changeTraveler'),
  'PUT /api/v0/passengers/assign_default': plain('changeTraveler'),
  'PUT /api/v0/passengers/hide': plain('changeTraveler'),
  'PUT /api/v0/passengers/show': plain('changeTraveler'),
  'PUT /api/v0/users/list': ignored("reads the business's users"),

  // Payments, watches, favorites, preferences, approvals.
  'DELETE /api/v0/paymentMethods/:cardToken': plain('managePayment'),
  'POST /api/v0/payments/spreedly/paymentMethods': plain('managePayment'),
  'POST /api/v0/travel/wishlists/wishlist/get': ignored('reads a favorites list'),
  'POST /api/v0/travel/wishlists/wishlist/get-all': ignored('reads the favorites lists'),
  'POST /api/v0/travel/wishlists/wishlist/get-all-wishlist-items-by-user':
    ignored('reads the favorites'),
  'POST /api/v0/travel/wishlists/wishlist/create': plain('manageWishlist'),
  'PUT /api/v0/travel/wishlists/wishlist/update': plain('manageWishlist'),
  'POST /api/v0/travel/wishlists/wishlist/delete': plain('manageWishlist'),
  'POST /api/v0/travel/wishlists/wishlist-item/create': plain('manageWishlist'),
  'POST /api/v0/travel/wishlists/wishlist-item/delete-all': plain('manageWishlist'),
  'PUT /api/v0/user/preference': plain('managePreferences'),
  'POST /api/v0/user/preference/metadata': plain('managePreferences'),
  'PUT /api/v0/user/preference/metadata': plain('managePreferences'),
  'POST /api/v0/splitPayments/share/pay': plain('managePayment'),
  'POST /api/v0/watches': plain('manageWatch'),
  'DELETE /api/v0/watches/:watchId': plain('manageWatch'),
  'POST /api/v0/approvals/:bookingId/:decision': onBooking('approve'),
  'POST /api/v0/approvals/hotels/:bookingId/:decision': onBooking('approve'),
  'POST /api/v0/approvals/cars/:bookingId/:decision': onBooking('approve'),
  'POST /api/v0/approvals/homes/:bookingId/:decision': onBooking('approve'),
  'POST /api/v0/approvals/packages/:bookingId/:decision': onBooking('approve'),
  'POST /api/v0/approvals/experiences/:bookingId/:decision': onBooking('approve'),

  // Business (corporate tenant).
  'POST /api/v0/cotb/acknowledgement': ignored('only the person may accept the terms'),
  'POST /api/v0/cotb/changeBusinessInUse': plain('manageTrip'),
  'POST /api/v0/users/seenModal': ignored('a modal seen, nothing booked'),

  // The agents' own queues answer only the agent's own session, never a customer's.
  'POST /api/v0/agent/priceMatch/:claimId/decision': ignored("the agent's console, not delegated"),
  'POST /api/v0/agent/missed-connections/:bookingId/resolve': ignored(
    "the agent's console, not delegated",
  ),

  // Telemetry and sign-in plumbing.
  'POST /api/v0/tracking/event': ignored('telemetry'),
  'POST /api/v0/engagement/event': ignored('telemetry'),
  'PUT /api/v0/experiments/active': ignored('reads experiments'),
  'PUT /api/v0/experiments/cotb/active': ignored('reads experiments'),
  'POST /api/v0/sandbox-idp/authorize': ignored('sign-in, before any session'),
};

export function isTrailRoute(entry: TrailRoute | IgnoredRoute | undefined): entry is TrailRoute {
  return entry !== undefined && 'action' in entry;
}
