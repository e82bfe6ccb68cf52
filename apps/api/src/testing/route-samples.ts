import { randomUUID } from 'node:crypto';
import { CURRENT_TERMS_VERSION } from '@wayfare/contracts/business';
import { FlightBookingSchema } from '@wayfare/contracts/flight-booking';
import { FlightShopResponseSchema } from '@wayfare/contracts/flight-shop';
import {
  FlightFreezeOfferSchema,
  FlightFreezeVoucherSchema,
  HotelFreezeOfferSchema,
  HotelFreezeVoucherSchema,
} from '@wayfare/contracts/price-freeze';
import { CancelQuoteSchema } from '@wayfare/contracts/trips';
import { WishlistResponseSchema } from '@wayfare/contracts/wishlists';
import { DEMO_POLICY_TIERS } from '@wayfare/store/seed/demo-businesses';
import { expect } from 'vitest';
import {
  ADMIN_HOST,
  CONSUMER_HOST,
  CORPORATE_HOST,
  createBrowser,
  signIn,
  stateOf,
  type Browser,
  type TestApp,
} from './test-app';
import { signInSandboxAdmin } from './sandbox-admin';
import { resetSandboxConsole } from './sandbox-console-admin';
import { bookTestFlight, quoteTestFare, TEST_ADULT, TEST_CONTACT } from './test-flights';
import {
  findTestHotelRate,
  LONDON,
  PARIS,
  quoteTestHotel,
  requestTestHotelBooking,
  settleTestHotelBooking,
  type TestStay,
} from './test-hotels';
import {
  findTestCar,
  quoteTestCar,
  requestTestCarBooking,
  settleTestCarBooking,
} from './test-cars';
import {
  findTestHome,
  quoteTestHome,
  requestTestHomeBooking,
  searchTestHomes,
  settleTestHomeBooking,
  testHomeStay,
} from './test-homes';
import {
  findTestSlot,
  quoteTestExperience,
  requestTestExperienceBooking,
  settleTestExperienceBooking,
} from './test-experiences';
import { at, PRODUCT_ROUTE_SAMPLES, send } from './route-samples-products';
import {
  createPackageFixtures,
  quoteTestPackage,
  requestTestPackageBooking,
  settleTestPackageBooking,
  type PackageFixtures,
} from './test-packages';
import { vaultTestCard } from './vault-card';

/**
 * Whose object a sample request names. Only the owners may act on it; anyone else must be refused
 * (the authorization matrix's IDOR checks). Objects of card holder Ada (consumer tenant), of
 * Northwind (business tenant): Alan's held trips, Katherine's guest traveler, a spare policy tier.
 */
export type SampleOwner =
  | 'ada'
  | 'alan'
  | 'northwindTravelerManagers'
  | 'northwindApprover'
  | 'northwindAdmin'
  | 'northwindMember';

/** What the sample requests name: made for person A through HTTP before the checks run. */
export interface RouteFixtures {
  flightSearch: Record<string, unknown>;
  /** A fare anyone may quote. */
  fareId: string;
  hotel: { stay: TestStay; rateId: string };
  /** A live sign-in attempt (sandbox identity provider). */
  loginState: string;
  ada: {
    flightBookingId: string;
    flightInstanceId: string;
    confirmationCode: string;
    hotelBookingId: string;
    /** Quotes nobody booked yet. */
    flightQuoteId: string;
    flightQuoteToken: string;
    hotelQuoteId: string;
    hotelQuoteToken: string;
    /** On Ada's saved payment methods. */
    cardToken: string;
    wishlistId: string;
    cancelQuoteId: string;
    /** A price-freeze offer, bought: `freezeId` is its Valid voucher. */
    freezeOfferId: string;
    freezeId: string;
    /** A hotel price freeze of a stay (`rateId`, `stay`) the fee model sells, bought. */
    hotelFreeze: { offerId: string; freezeId: string; rateId: string; stay: TestStay };
    /** A car offer anyone may shop and quote, Ada's booked car, and a quote nobody booked. */
    car: { offerId: string; bookingId: string; quoteId: string; quoteToken: string };
    /** A home anyone may shop and quote, Ada's booked home stay, and a quote nobody booked. */
    home: { listingId: string; bookingId: string; quoteId: string; quoteToken: string };
    /** Ada's booked package and a package quote nobody booked (issue 23). */
    pkg: PackageFixtures;
    /** An activity's slot anyone may price, Ada's booked experience, and a quote nobody booked. */
    experience: {
      activityId: string;
      date: string;
      startTime: string;
      ticketType: string;
      bookingId: string;
      quoteId: string;
      quoteToken: string;
    };
  };
  alan: { heldFlightBookingId: string; heldHotelBookingId: string };
  /** `heldCarBookingId`: Katherine's car waiting for an approver. */
  northwind: {
    spareTierId: string;
    heldCarBookingId: string;
    heldExperienceBookingId: string;
    /** Katherine's home stay waiting for an approver. */
    heldHomeBookingId: string;
    /** Katherine's package waiting for an approver (issue 23). */
    heldPackageBookingId: string;
  };
  /** A quote the sandbox console may expire without spoiling another sample. */
  expendableQuoteId: string;
  outboxMessageId: string;
}

export interface SampleRequest {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

export interface RouteSample {
  /** Tells variants of one route apart in test names. */
  variant?: string;
  owner?: SampleOwner;
  request(fx: RouteFixtures): SampleRequest;
  /**
   * Answers that refuse someone other than the owner, when they are not 401/403/404: a book call
   * naming someone else's quote token is a 400 on `quoteToken` (the token is not theirs).
   */
  refusals?: readonly number[];
  /** The call ends the session it is made with (logout, an agent starting a delegated session). */
  endsSession?: boolean;
}

const ONE_ADULT = { ADT: 1, CNN: 0, INS: 0, INF: 0 };
const STANDARD_POLICY = DEMO_POLICY_TIERS[0]?.policy;
const ALAN_ACCESS = {
  roles: ['traveler'],
  canViewUsers: false,
  canViewAdmin: false,
  policyTierId: 'tier_nwa_standard',
};
const TRAVELER_INPUT = {
  givenName: 'Charles',
  surname: 'Babbage',
  gender: 'M',
  dateOfBirth: '1971-12-26',
  assistance: [],
  frequentFlyer: {},
  hotelLoyalty: {},
  emailAddress: '',
  knownTravelerNumber: '',
  tsaRedressNumber: '',
};
const WISHLISTS = '/api/v0/travel/wishlists';
const CONSOLE = '/admin/api/v0/sandbox';

/**
 * One valid request per route of the app (variants where a route can name objects of different
 * owners), keyed as `listAppRoutes` names routes. Valid, so that the access check is what answers:
 * a request that fails validation would be refused before anyone asks who is calling.
 */
export const ROUTE_SAMPLES: Record<string, readonly RouteSample[]> = {
  'GET /api/v0/health': [{ request: at('/api/v0/health') }],
  'GET /api/v0/openapi.json': [{ request: at('/api/v0/openapi.json') }],
  'GET /api/docs': [{ request: at('/api/docs') }],
  'GET /api/docs/': [{ request: at('/api/docs/') }],
  'GET /api/docs/json': [{ request: at('/api/docs/json') }],
  'GET /api/docs/yaml': [{ request: at('/api/docs/yaml') }],
  'GET /api/docs/static/index.html': [{ request: at('/api/docs/static/index.html') }],
  'GET /api/docs/static/swagger-initializer.js': [
    { request: at('/api/docs/static/swagger-initializer.js') },
  ],
  'GET /api/docs/static/*': [{ request: at('/api/docs/static/swagger-ui.css') }],
  'GET /api/v0/login/code': [{ request: at('/api/v0/login/code') }],
  'GET /api/v0/login/callback': [
    { request: at('/api/v0/login/callback?state=not-a-live-attempt&code=none') },
  ],
  'POST /api/v0/login/agent': [
    {
      request: send('/api/v0/login/agent', { profileReferenceId: 'C1-9914-2208' }),
      endsSession: true,
    },
  ],
  'POST /api/v0/logout': [{ request: () => ({ url: '/api/v0/logout' }), endsSession: true }],
  'GET /api/v0/agent/me': [{ request: at('/api/v0/agent/me') }],
  'GET /api/v0/agent/delegation': [{ request: at('/api/v0/agent/delegation') }],
  'POST /api/v0/agent/switchCustomer': [
    { request: send('/api/v0/agent/switchCustomer'), endsSession: true },
  ],
  // Price match's agent queue (issue 19): no claim has this id, so an agent's answer is 404.
  'GET /api/v0/agent/priceMatch': [{ request: at('/api/v0/agent/priceMatch') }],
  'GET /api/v0/agent/priceMatch/:claimId': [{ request: at('/api/v0/agent/priceMatch/pm_none') }],
  'POST /api/v0/agent/priceMatch/:claimId/decision': [
    {
      request: send('/api/v0/agent/priceMatch/pm_none/decision', {
        decision: 'Decline',
        reason: 'NotPublic',
      }),
    },
  ],
  // Missed-connection cases (issue 20, part C): no guarantee on this booking, so an agent's is 404.
  'GET /api/v0/agent/missed-connections': [{ request: at('/api/v0/agent/missed-connections') }],
  'GET /api/v0/agent/missed-connections/:bookingId': [
    { request: at('/api/v0/agent/missed-connections/fb_none') },
  ],
  'POST /api/v0/agent/missed-connections/:bookingId/resolve': [
    { request: send('/api/v0/agent/missed-connections/fb_none/resolve', { optionId: 'none' }) },
  ],
  'GET /api/v0/login/handoff': [{ request: at('/api/v0/login/handoff?to=admin') }],
  'GET /api/v0/login/handoff/complete': [
    { request: at('/api/v0/login/handoff/complete?code=not-a-live-hand-off-code') },
  ],
  'GET /api/v0/sandbox-idp/users': [
    { request: (fx) => ({ url: `/api/v0/sandbox-idp/users?state=${fx.loginState}` }) },
  ],
  'POST /api/v0/sandbox-idp/authorize': [
    {
      request: (fx) => ({
        url: '/api/v0/sandbox-idp/authorize',
        payload: { state: fx.loginState, subject: 'sandbox|usr_marcus' },
      }),
    },
  ],
  'GET /api/v0/userInfo': [{ request: at('/api/v0/userInfo') }],
  'GET /api/v0/rewards': [{ request: at('/api/v0/rewards') }],
  'POST /api/v0/tracking/event': [
    { request: send('/api/v0/tracking/event', { eventName: 'route_probe', properties: {} }) },
  ],
  'POST /api/v0/engagement/event': [
    { request: send('/api/v0/engagement/event', { event: 'page_view', url: '/' }) },
  ],
  'PUT /api/v0/experiments/active': [{ request: () => ({ url: '/api/v0/experiments/active' }) }],
  'PUT /api/v0/experiments/cotb/active': [
    { request: () => ({ url: '/api/v0/experiments/cotb/active' }) },
  ],
  // Issue 24: the admin tracking view's counts.
  'GET /admin/api/v0/tracking/summary': [
    { request: at('/admin/api/v0/tracking/summary?hours=24') },
  ],
  'POST /api/v0/cotb/acknowledgement': [
    {
      request: send('/api/v0/cotb/acknowledgement', {
        termsVersion: CURRENT_TERMS_VERSION,
        accepted: true,
      }),
    },
  ],
  // Issue 24: the businesses a person is in; switching to Northwind is for its members only.
  'GET /api/v0/cotb': [{ request: at('/api/v0/cotb') }],
  'POST /api/v0/cotb/changeBusinessInUse': [
    {
      owner: 'northwindMember',
      request: send('/api/v0/cotb/changeBusinessInUse', { businessId: 'biz_northwind' }),
    },
  ],
  'POST /api/v0/users/seenModal': [
    { request: send('/api/v0/users/seenModal', { modalKey: 'policy_intro' }) },
  ],
  // Issue 24: the agent's trail (their own; a lead's team).
  'GET /api/v0/agent/team': [{ request: at('/api/v0/agent/team') }],
  'GET /api/v0/agent/trail': [
    {
      request: at('/api/v0/agent/trail?from=2026-11-01T00:00:00.000Z&to=2026-11-30T00:00:00.000Z'),
    },
  ],

  'GET /admin/api/v0/business': [{ request: at('/admin/api/v0/business') }],
  'PUT /admin/api/v0/business': [
    { request: send('/admin/api/v0/business', { name: 'Renamed by a route probe' }) },
  ],
  'PUT /admin/api/v0/business/bookingMode': [
    {
      request: send('/admin/api/v0/business/bookingMode', {
        bookingMode: 'book_for_myself_and_others',
      }),
    },
  ],
  'POST /admin/api/v0/business/go-live': [
    { request: () => ({ url: '/admin/api/v0/business/go-live' }) },
  ],
  'GET /admin/api/v0/policyTiers': [{ request: at('/admin/api/v0/policyTiers') }],
  'POST /admin/api/v0/policyTiers': [
    {
      request: send('/admin/api/v0/policyTiers', { name: 'Route probe', policy: STANDARD_POLICY }),
    },
  ],
  'PUT /admin/api/v0/policyTiers/:tierId': [
    {
      owner: 'northwindAdmin',
      request: (fx) => ({
        url: `/admin/api/v0/policyTiers/${fx.northwind.spareTierId}`,
        payload: { name: 'Spare tier', policy: STANDARD_POLICY },
      }),
    },
  ],
  'DELETE /admin/api/v0/policyTiers/:tierId': [
    {
      owner: 'northwindAdmin',
      request: (fx) => ({ url: `/admin/api/v0/policyTiers/${fx.northwind.spareTierId}` }),
    },
  ],
  'GET /admin/api/v0/employees': [{ request: at('/admin/api/v0/employees') }],
  'POST /admin/api/v0/employees': [
    {
      // Names a Northwind tier: another business's admin is told to choose one of theirs.
      owner: 'northwindAdmin',
      refusals: [400],
      request: send('/admin/api/v0/employees', {
        firstName: 'Route',
        lastName: 'Probe',
        email: 'route.probe@northwind.example',
        ...ALAN_ACCESS,
      }),
    },
  ],
  'PUT /admin/api/v0/employees/:userId': [
    { owner: 'northwindAdmin', request: send('/admin/api/v0/employees/usr_alan', ALAN_ACCESS) },
  ],

  'GET /api/v0/autocomplete/flights': [{ request: at('/api/v0/autocomplete/flights?query=NYC') }],
  'POST /api/v0/flights/search': [
    { request: (fx) => ({ url: '/api/v0/flights/search', payload: fx.flightSearch }) },
  ],
  'POST /api/v0/flights/prediction': [
    { request: (fx) => ({ url: '/api/v0/flights/prediction', payload: fx.flightSearch }) },
  ],
  'GET /api/v0/productFeed/recentlySearched': [
    { request: at('/api/v0/productFeed/recentlySearched?vertical=flights') },
  ],
  'GET /api/v0/flights/calendar': [
    { request: at('/api/v0/flights/calendar?origin=DEN&destination=PHX&tripType=one_way&adt=1') },
  ],
  'GET /api/v0/flights/date-grid': [
    {
      request: at(
        '/api/v0/flights/date-grid?origin=DEN&destination=PHX&tripType=round_trip&adt=1&departureDate=2026-12-14&returnDate=2026-12-18',
      ),
    },
  ],
  // The travel sale and the hotel cross-sell (issue 23).
  'GET /api/v0/travelsale': [{ request: at('/api/v0/travelsale?origin=DEN') }],
  'GET /api/v0/premium-offers': [{ request: at('/api/v0/premium-offers') }],
  'GET /api/v0/maintenance': [{ request: at('/api/v0/maintenance') }],
  'GET /api/v0/takeovers': [{ request: at('/api/v0/takeovers') }],
  'GET /api/v0/crosssell/offers/active': [
    {
      owner: 'ada',
      request: (fx) => ({
        url: `/api/v0/crosssell/offers/active?lookupSource=my_trips&bookingId=${fx.ada.flightBookingId}`,
      }),
    },
  ],
  'GET /api/v0/productFeed/recentlySearched {"productFeedVertical":"hotels"}': [
    { request: at('/api/v0/productFeed/recentlySearched?vertical=hotels') },
  ],
  'POST /api/v0/flights/quote': [
    {
      request: (fx) => ({
        url: '/api/v0/flights/quote',
        payload: { tripType: 'one_way', passengers: ONE_ADULT, fareIds: [fx.fareId] },
      }),
    },
  ],
  'GET /api/v0/flights/quote/:quoteId': [
    { owner: 'ada', request: (fx) => ({ url: `/api/v0/flights/quote/${fx.ada.flightQuoteId}` }) },
  ],
  'POST /vault/v1/cards': [
    {
      request: send('/vault/v1/cards', {
        number: '4242424242424242',
        expiryMonth: 12,
        expiryYear: 2029,
        cvc: '123',
        holderName: 'Ada Lovelace',
        postalCode: '10001',
      }),
    },
  ],
  'GET /api/v0/payments/spreedlyCredentials': [
    { request: at('/api/v0/payments/spreedlyCredentials') },
  ],
  // 404 unless SPREEDLY_* are set (the tests run with the sandbox vault).
  'POST /api/v0/payments/spreedly/paymentMethods': [
    {
      request: send('/api/v0/payments/spreedly/paymentMethods', {
        paymentMethodToken: 'S5pReEdLyToKeN1234567890ab',
      }),
    },
  ],
  'GET /api/v0/paymentMethods': [{ request: at('/api/v0/paymentMethods') }],
  'DELETE /api/v0/paymentMethods/:cardToken': [
    { owner: 'ada', request: (fx) => ({ url: `/api/v0/paymentMethods/${fx.ada.cardToken}` }) },
  ],
  'GET /api/v0/user/wallet': [{ request: at('/api/v0/user/wallet') }],
  'POST /api/v0/flights/book': [
    {
      owner: 'ada',
      refusals: [400],
      request: (fx) => ({
        url: '/api/v0/flights/book',
        payload: {
          quoteToken: fx.ada.flightQuoteToken,
          travelers: [{ passengerType: 'ADT', travelerId: 'trv_ada' }],
          contact: TEST_CONTACT,
          payment: { cardToken: fx.ada.cardToken, rewardsMinor: 0, applyWalletCredit: false },
        },
        headers: { 'idempotency-key': randomUUID() },
      }),
    },
  ],
  'GET /api/v0/flights/bookings/:id': [
    {
      owner: 'ada',
      request: (fx) => ({ url: `/api/v0/flights/bookings/${fx.ada.flightBookingId}` }),
    },
  ],
  'POST /api/v0/flights/freeze/offer': [
    {
      request: (fx) => ({
        url: '/api/v0/flights/freeze/offer',
        payload: { tripType: 'one_way', passengers: ONE_ADULT, fareIds: [fx.fareId] },
      }),
    },
  ],
  'GET /api/v0/flights/freeze/offer/:offerId': [
    {
      owner: 'ada',
      request: (fx) => ({ url: `/api/v0/flights/freeze/offer/${fx.ada.freezeOfferId}` }),
    },
  ],
  'POST /api/v0/flights/freeze': [
    {
      owner: 'ada',
      // Someone else paying with Ada's card token: UnknownCard on the payment.
      refusals: [400],
      request: (fx) => ({
        url: '/api/v0/flights/freeze',
        payload: {
          tripType: 'one_way',
          passengers: ONE_ADULT,
          fareIds: [fx.fareId],
          durationHours: 24,
          payment: { cardToken: fx.ada.cardToken, rewardsMinor: 0, applyWalletCredit: false },
        },
        headers: { 'idempotency-key': randomUUID() },
      }),
    },
  ],
  'POST /api/v0/flights/freeze/:freezeId/exercise/quote': [
    {
      owner: 'ada',
      request: (fx) => ({ url: `/api/v0/flights/freeze/${fx.ada.freezeId}/exercise/quote` }),
    },
  ],
  'POST /api/v0/flights/freeze/:freezeId/exercise': [
    {
      owner: 'ada',
      // A flight quote of Ada's frozen flights at the freeze's price, bound to her freeze.
      request: (fx) => ({ url: `/api/v0/flights/freeze/${fx.ada.freezeId}/exercise`, payload: {} }),
    },
  ],
  'POST /api/v0/hotels/freeze/offer': [
    {
      request: (fx) => ({
        url: '/api/v0/hotels/freeze/offer',
        payload: { rateId: fx.ada.hotelFreeze.rateId, stay: fx.ada.hotelFreeze.stay },
      }),
    },
  ],
  'GET /api/v0/hotels/freeze/offer/:offerId': [
    {
      owner: 'ada',
      request: (fx) => ({ url: `/api/v0/hotels/freeze/offer/${fx.ada.hotelFreeze.offerId}` }),
    },
  ],
  'POST /api/v0/hotels/freeze': [
    {
      owner: 'ada',
      // Someone else paying with Ada's card token: UnknownCard on the payment.
      refusals: [400],
      request: (fx) => ({
        url: '/api/v0/hotels/freeze',
        payload: {
          rateId: fx.ada.hotelFreeze.rateId,
          stay: fx.ada.hotelFreeze.stay,
          durationHours: 24,
          payment: { cardToken: fx.ada.cardToken, rewardsMinor: 0, applyWalletCredit: false },
        },
        headers: { 'idempotency-key': randomUUID() },
      }),
    },
  ],
  'POST /api/v0/hotels/freeze/:freezeId/exercise/quote': [
    {
      owner: 'ada',
      request: (fx) => ({
        url: `/api/v0/hotels/freeze/${fx.ada.hotelFreeze.freezeId}/exercise/quote`,
      }),
    },
  ],
  'POST /api/v0/hotels/freeze/:freezeId/exercise': [
    {
      owner: 'ada',
      // A hotel quote of Ada's frozen rooms at the freeze's price, bound to her freeze.
      request: (fx) => ({
        url: `/api/v0/hotels/freeze/${fx.ada.hotelFreeze.freezeId}/exercise`,
        payload: {},
      }),
    },
  ],
  'GET /api/v0/trips/freezes': [{ request: at('/api/v0/trips/freezes') }],
  'GET /api/v0/trips/freezes/:freezeId': [
    { owner: 'ada', request: (fx) => ({ url: `/api/v0/trips/freezes/${fx.ada.freezeId}` }) },
  ],
  'POST /api/v0/trips/freezes/:freezeId/refund': [
    {
      owner: 'ada',
      // Ada's frozen flights still sell: a refund is refused on the voucher (BookParamsFailed).
      request: (fx) => ({ url: `/api/v0/trips/freezes/${fx.ada.freezeId}/refund` }),
    },
  ],
  'GET /api/v0/policies/details': [{ request: at('/api/v0/policies/details') }],
  'GET /api/v0/approvals': [{ request: at('/api/v0/approvals') }],
  'POST /api/v0/approvals/:bookingId/:decision': [
    {
      owner: 'northwindApprover',
      request: (fx) => ({ url: `/api/v0/approvals/${fx.alan.heldFlightBookingId}/approve` }),
    },
  ],
  'POST /api/v0/approvals/hotels/:bookingId/:decision': [
    {
      owner: 'northwindApprover',
      request: (fx) => ({ url: `/api/v0/approvals/hotels/${fx.alan.heldHotelBookingId}/approve` }),
    },
  ],
  'POST /api/v0/approvals/cars/:bookingId/:decision': [
    {
      owner: 'northwindApprover',
      request: (fx) => ({
        url: `/api/v0/approvals/cars/${fx.northwind.heldCarBookingId}/approve`,
      }),
    },
  ],
  'POST /api/v0/approvals/homes/:bookingId/:decision': [
    {
      owner: 'northwindApprover',
      request: (fx) => ({
        url: `/api/v0/approvals/homes/${fx.northwind.heldHomeBookingId}/approve`,
      }),
    },
  ],
  'POST /api/v0/approvals/packages/:bookingId/:decision': [
    {
      owner: 'northwindApprover',
      request: (fx) => ({
        url: `/api/v0/approvals/packages/${fx.northwind.heldPackageBookingId}/approve`,
      }),
    },
  ],
  'POST /api/v0/approvals/experiences/:bookingId/:decision': [
    {
      owner: 'northwindApprover',
      request: (fx) => ({
        url: `/api/v0/approvals/experiences/${fx.northwind.heldExperienceBookingId}/approve`,
      }),
    },
  ],

  'PUT /api/v0/passengers/list': [{ request: () => ({ url: '/api/v0/passengers/list' }) }],
  'PUT /api/v0/passengers/update': [
    {
      variant: 'Ada’s companion',
      owner: 'ada',
      request: send('/api/v0/passengers/update', {
        person: { ...TRAVELER_INPUT, id: 'trv_ada_charles' },
      }),
    },
    {
      variant: 'a Northwind guest profile',
      owner: 'northwindTravelerManagers',
      request: send('/api/v0/passengers/update', {
        person: { ...TRAVELER_INPUT, givenName: 'Alex', surname: 'Visitor', id: 'trv_nwa_guest' },
      }),
    },
  ],
  'POST /api/v0/passengers/delete': [
    {
      variant: 'Ada’s companion',
      owner: 'ada',
      request: send('/api/v0/passengers/delete', { personId: 'trv_ada_charles' }),
    },
    {
      variant: 'a Northwind guest profile',
      owner: 'northwindTravelerManagers',
      request: send('/api/v0/passengers/delete', { personId: 'trv_nwa_guest' }),
    },
  ],
  'PUT /api/v0/passengers/assign_default': [
    {
      owner: 'northwindTravelerManagers',
      request: send('/api/v0/passengers/assign_default', {
        travelerId: 'trv_nwa_guest',
        userId: 'usr_katherine',
      }),
    },
  ],
  'PUT /api/v0/passengers/hide': [
    {
      owner: 'northwindTravelerManagers',
      request: send('/api/v0/passengers/hide', { travelerId: 'trv_nwa_guest' }),
    },
  ],
  'PUT /api/v0/passengers/show': [
    {
      owner: 'northwindTravelerManagers',
      request: send('/api/v0/passengers/show', { travelerId: 'trv_nwa_guest' }),
    },
  ],
  'PUT /api/v0/users/list': [{ request: () => ({ url: '/api/v0/users/list' }) }],

  'POST /api/v0/hotels/availability': [
    {
      request: (fx) => ({
        url: '/api/v0/hotels/availability',
        payload: {
          location: { kind: 'city', cityCode: LONDON },
          checkInDate: fx.hotel.stay.checkInDate,
          checkOutDate: fx.hotel.stay.checkOutDate,
          rooms: 1,
          adults: 2,
          limit: 10,
        },
      }),
    },
  ],
  'GET /api/v0/images/hotels/:file': [
    { request: (fx) => ({ url: `/api/v0/images/hotels/${fx.hotel.stay.lodgingId}.svg` }) },
  ],
  'POST /api/v0/hotels/shop': [
    { request: (fx) => ({ url: '/api/v0/hotels/shop', payload: fx.hotel.stay }) },
  ],
  'GET /api/v0/map/offline.json': [{ request: at('/api/v0/map/offline.json') }],
  'GET /api/v0/map/hotels/:file': [
    { request: (fx) => ({ url: `/api/v0/map/hotels/${fx.hotel.stay.lodgingId}.svg` }) },
  ],
  'GET /api/v0/autocomplete/lodging': [{ request: at('/api/v0/autocomplete/lodging?query=Paris') }],
  'GET /api/v0/productFeed/recentlyViewed': [
    { request: at('/api/v0/productFeed/recentlyViewed?vertical=hotels') },
  ],
  'POST /api/v0/hotels/quote': [
    {
      request: (fx) => ({
        url: '/api/v0/hotels/quote',
        payload: { rateId: fx.hotel.rateId, stay: fx.hotel.stay },
      }),
    },
  ],
  'GET /api/v0/hotels/quote/:quoteId': [
    { owner: 'ada', request: (fx) => ({ url: `/api/v0/hotels/quote/${fx.ada.hotelQuoteId}` }) },
  ],
  'POST /api/v0/hotels/book': [
    {
      owner: 'ada',
      // Someone else's quote token is the spec's hotel code Invalid Quote (409).
      refusals: [400, 409],
      request: (fx) => ({
        url: '/api/v0/hotels/book',
        payload: {
          quoteToken: fx.ada.hotelQuoteToken,
          guests: {
            lead: {
              givenName: 'Ada',
              surname: 'Lovelace',
              dateOfBirth: '1985-12-10',
              countryCode: 'GB',
            },
            others: [],
          },
          contact: TEST_CONTACT,
          payment: { cardToken: fx.ada.cardToken, rewardsMinor: 0, applyWalletCredit: false },
        },
        headers: { 'idempotency-key': randomUUID() },
      }),
    },
  ],
  'GET /api/v0/hotels/bookings/:id': [
    {
      owner: 'ada',
      request: (fx) => ({ url: `/api/v0/hotels/bookings/${fx.ada.hotelBookingId}` }),
    },
  ],
  ...PRODUCT_ROUTE_SAMPLES,

  'GET /api/v0/user/preference': [{ request: at('/api/v0/user/preference') }],
  'PUT /api/v0/user/preference': [
    {
      request: send('/api/v0/user/preference', {
        flight: { cabinClass: 'Business', seat: 'aisle', airlineCodes: ['AC'], homeAirport: 'YUL' },
        hotel: { chainCodes: ['MAR'], minStarRating: 4 },
      }),
    },
  ],
  'POST /api/v0/user/preference/metadata': [
    { request: send('/api/v0/user/preference/metadata', {}) },
  ],
  'PUT /api/v0/user/preference/metadata': [
    { request: send('/api/v0/user/preference/metadata', { sections: ['hotel'] }) },
  ],
  [`POST ${WISHLISTS}/wishlist/get`]: [
    {
      owner: 'ada',
      request: (fx) => ({
        url: `${WISHLISTS}/wishlist/get`,
        payload: { wishlistId: { value: fx.ada.wishlistId } },
      }),
    },
  ],
  [`POST ${WISHLISTS}/wishlist/get-all`]: [{ request: send(`${WISHLISTS}/wishlist/get-all`) }],
  [`POST ${WISHLISTS}/wishlist/get-all-wishlist-items-by-user`]: [
    { request: send(`${WISHLISTS}/wishlist/get-all-wishlist-items-by-user`) },
  ],
  [`POST ${WISHLISTS}/wishlist/create`]: [
    { request: send(`${WISHLISTS}/wishlist/create`, { name: 'Route probe' }) },
  ],
  [`PUT ${WISHLISTS}/wishlist/update`]: [
    {
      owner: 'ada',
      request: (fx) => ({
        url: `${WISHLISTS}/wishlist/update`,
        payload: { wishlistId: { value: fx.ada.wishlistId }, name: 'Renamed by a probe' },
      }),
    },
  ],
  [`POST ${WISHLISTS}/wishlist/delete`]: [
    {
      owner: 'ada',
      request: (fx) => ({
        url: `${WISHLISTS}/wishlist/delete`,
        payload: { wishlistId: { value: fx.ada.wishlistId } },
      }),
    },
  ],
  [`POST ${WISHLISTS}/wishlist-item/create`]: [
    {
      owner: 'ada',
      request: (fx) => ({
        url: `${WISHLISTS}/wishlist-item/create`,
        payload: {
          wishlistId: { value: fx.ada.wishlistId },
          productId: { value: fx.hotel.stay.lodgingId },
        },
      }),
    },
  ],
  [`POST ${WISHLISTS}/wishlist-item/delete-all`]: [
    {
      owner: 'ada',
      request: (fx) => ({
        url: `${WISHLISTS}/wishlist-item/delete-all`,
        payload: {
          wishlistId: { value: fx.ada.wishlistId },
          productId: { value: fx.hotel.stay.lodgingId },
        },
      }),
    },
  ],

  'GET /api/v0/trips': [{ request: at('/api/v0/trips') }],
  'POST /api/v0/trips/lookup': [
    {
      request: (fx) => ({
        url: '/api/v0/trips/lookup',
        payload: { confirmationCode: fx.ada.confirmationCode, email: TEST_CONTACT.email },
      }),
    },
  ],
  // Split payment (issue 23): a booking's shares (the owner's: a booking without a split is 404),
  // and a payer's share, which a link that is not one answers 404.
  'GET /api/v0/splitPayments/bookings/:bookingId': [
    {
      owner: 'ada',
      request: (fx) => ({ url: `/api/v0/splitPayments/bookings/${fx.ada.flightBookingId}` }),
    },
  ],
  // A trip's shares for its page: `{ split: null }` for a trip paid by one card.
  'GET /api/v0/splitPayments/trips/:bookingId': [
    {
      owner: 'ada',
      request: (fx) => ({ url: `/api/v0/splitPayments/trips/${fx.ada.flightBookingId}` }),
    },
  ],
  'GET /api/v0/splitPayments/share': [
    { request: at(`/api/v0/splitPayments/share?token=${'x'.repeat(43)}`) },
  ],
  'POST /api/v0/splitPayments/share/pay': [
    {
      request: () => ({
        url: '/api/v0/splitPayments/share/pay',
        payload: { token: 'x'.repeat(43), cardToken: 'card_unknown' },
      }),
    },
  ],
  'GET /api/v0/trips/:bookingId': [
    {
      variant: 'Ada’s flight',
      owner: 'ada',
      request: (fx) => ({ url: `/api/v0/trips/${fx.ada.flightBookingId}` }),
    },
    {
      variant: 'Ada’s stay',
      owner: 'ada',
      request: (fx) => ({ url: `/api/v0/trips/${fx.ada.hotelBookingId}` }),
    },
    {
      variant: 'Alan’s held flight',
      owner: 'alan',
      request: (fx) => ({ url: `/api/v0/trips/${fx.alan.heldFlightBookingId}` }),
    },
  ],
  'POST /api/v0/trips/:bookingId/cancel/quote': [
    {
      owner: 'ada',
      request: (fx) => ({
        url: `/api/v0/trips/${fx.ada.flightBookingId}/cancel/quote`,
        payload: {},
      }),
    },
  ],
  'POST /api/v0/trips/:bookingId/cancel': [
    {
      owner: 'ada',
      request: (fx) => ({
        url: `/api/v0/trips/${fx.ada.flightBookingId}/cancel`,
        payload: { cancelQuoteId: fx.ada.cancelQuoteId },
      }),
    },
  ],
  // Ada's trip has no cancel for any reason: the owner's answer is CfarNotPurchased (404).
  'POST /api/v0/trips/:bookingId/cfar/quote': [
    {
      owner: 'ada',
      request: (fx) => ({ url: `/api/v0/trips/${fx.ada.flightBookingId}/cfar/quote`, payload: {} }),
    },
  ],
  'POST /api/v0/trips/:bookingId/cfar/exercise': [
    {
      owner: 'ada',
      request: (fx) => ({
        url: `/api/v0/trips/${fx.ada.flightBookingId}/cfar/exercise`,
        payload: { cancelQuoteId: fx.ada.cancelQuoteId },
      }),
    },
  ],
  // Ada's trip has no schedule change: the owner's answer is ScheduleChangeDecided (409).
  'POST /api/v0/trips/:bookingId/schedule-change': [
    {
      owner: 'ada',
      request: (fx) => ({
        url: `/api/v0/trips/${fx.ada.flightBookingId}/schedule-change`,
        payload: { choice: 'accept', signature: 'none' },
      }),
    },
  ],
  'GET /api/v0/trips/:bookingId/exchange': [
    {
      owner: 'ada',
      request: (fx) => ({ url: `/api/v0/trips/${fx.ada.flightBookingId}/exchange` }),
    },
  ],
  // Ada's trip is inside its void window: the owner's answers are ExchangeNotAvailable (409) or
  // NotFound for an exchange that does not exist.
  'POST /api/v0/trips/:bookingId/exchange/shop': [
    {
      owner: 'ada',
      request: (fx) => ({
        url: `/api/v0/trips/${fx.ada.flightBookingId}/exchange/shop`,
        payload: { changes: [{ sliceIndex: 0, departureDate: '2027-02-01' }] },
      }),
    },
  ],
  'POST /api/v0/trips/:bookingId/exchange/quote': [
    {
      owner: 'ada',
      request: (fx) => ({
        url: `/api/v0/trips/${fx.ada.flightBookingId}/exchange/quote`,
        payload: { fares: [{ sliceIndex: 0, fareId: 'none' }] },
      }),
    },
  ],
  'GET /api/v0/trips/:bookingId/exchange/quote/:exchangeId': [
    {
      owner: 'ada',
      request: (fx) => ({ url: `/api/v0/trips/${fx.ada.flightBookingId}/exchange/quote/fx_none` }),
    },
  ],
  'POST /api/v0/trips/:bookingId/exchange/confirm': [
    {
      owner: 'ada',
      request: (fx) => ({
        url: `/api/v0/trips/${fx.ada.flightBookingId}/exchange/confirm`,
        payload: { exchangeId: 'fx_none' },
      }),
    },
  ],
  // A stay's date change (issue 22): Ada's stay quotes other dates; a made-up token is BadRequest.
  'POST /api/v0/trips/:bookingId/date-change/quote': [
    {
      owner: 'ada',
      request: (fx) => ({
        url: `/api/v0/trips/${fx.ada.hotelBookingId}/date-change/quote`,
        payload: { checkInDate: '2027-02-01', checkOutDate: '2027-02-03' },
      }),
    },
  ],
  'POST /api/v0/trips/:bookingId/date-change/confirm': [
    {
      owner: 'ada',
      request: (fx) => ({
        url: `/api/v0/trips/${fx.ada.hotelBookingId}/date-change/confirm`,
        payload: { quoteToken: 'ldc_none.1.none' },
      }),
    },
  ],
  // Disruption assistance (issue 20): Ada's trip has none (its owner's answers: the view with the
  // offer or NoDisruptionProtectionAttached, DisruptionFeeChanged, the check's result).
  'GET /api/v0/trips/:bookingId/disruption': [
    {
      owner: 'ada',
      request: (fx) => ({ url: `/api/v0/trips/${fx.ada.flightBookingId}/disruption` }),
    },
  ],
  'POST /api/v0/trips/:bookingId/disruption': [
    {
      owner: 'ada',
      request: (fx) => ({
        url: `/api/v0/trips/${fx.ada.flightBookingId}/disruption`,
        payload: { fee: { amountMinor: 1, currency: 'USD' } },
      }),
    },
  ],
  'POST /api/v0/trips/:bookingId/disruption/check': [
    {
      owner: 'ada',
      request: (fx) => ({
        url: `/api/v0/trips/${fx.ada.flightBookingId}/disruption/check`,
        payload: {},
      }),
    },
  ],
  'POST /api/v0/trips/:bookingId/disruption/remove': [
    {
      owner: 'ada',
      request: (fx) => ({
        url: `/api/v0/trips/${fx.ada.flightBookingId}/disruption/remove`,
        payload: {},
      }),
    },
  ],
  'POST /api/v0/trips/:bookingId/disruption/refund': [
    {
      owner: 'ada',
      request: (fx) => ({
        url: `/api/v0/trips/${fx.ada.flightBookingId}/disruption/refund`,
        payload: {},
      }),
    },
  ],
  // The missed-connection guarantee (issue 20, part C): Ada's trip is one ticket, so it has none
  // (its owner's answer: MissedConnectionNotCovered).
  'GET /api/v0/trips/:bookingId/missed-connection': [
    {
      owner: 'ada',
      request: (fx) => ({ url: `/api/v0/trips/${fx.ada.flightBookingId}/missed-connection` }),
    },
  ],
  'POST /api/v0/trips/:bookingId/missed-connection/rebook': [
    {
      owner: 'ada',
      request: (fx) => ({
        url: `/api/v0/trips/${fx.ada.flightBookingId}/missed-connection/rebook`,
        payload: { optionId: 'none' },
      }),
    },
  ],
  'POST /api/v0/trips/:bookingId/checkIn': [
    {
      owner: 'ada',
      request: (fx) => ({
        url: `/api/v0/trips/${fx.ada.flightBookingId}/checkIn`,
        payload: { passengerIndexes: [0], dangerousGoodsAcknowledged: true },
      }),
    },
  ],
  'POST /api/v0/trips/:bookingId/resend': [
    {
      owner: 'ada',
      request: (fx) => ({
        url: `/api/v0/trips/${fx.ada.flightBookingId}/resend`,
        payload: { email: 'someone.else@example.com' },
      }),
    },
  ],
  'POST /api/v0/trips/:bookingId/traveler-edit': [
    {
      owner: 'ada',
      request: (fx) => ({
        url: `/api/v0/trips/${fx.ada.flightBookingId}/traveler-edit`,
        payload: {
          travelerName: 'Ada Lovelace',
          message: 'Please correct the spelling of my name.',
        },
      }),
    },
  ],
  // A price not lower than paid: the owner's claim is declined at once (nothing is credited).
  'POST /api/v0/trips/:bookingId/priceMatch': [
    {
      owner: 'ada',
      request: (fx) => ({
        url: `/api/v0/trips/${fx.ada.flightBookingId}/priceMatch`,
        payload: {
          competitorUrl: 'https://skyfarehub.example/deal',
          claimedTotal: { amountMinor: 99_000_000, currency: 'USD' },
          sameItinerary: true,
          sameCancellationPolicy: true,
        },
      }),
    },
  ],
  'GET /api/v0/travelCredits': [{ request: at('/api/v0/travelCredits') }],
  // Tenant travel offers (issue 23): the caller's own offers, and the one for a booking.
  'GET /api/v0/travelOffers': [{ request: at('/api/v0/travelOffers') }],
  'GET /api/v0/travelOffers/applicable': [
    { request: at('/api/v0/travelOffers/applicable?product=hotel&chargedMinor=30000&nights=2') },
  ],
  // The travel wallet's statement (issue 19): the caller's own, so nothing of anyone else's.
  'GET /api/v0/wallet': [{ request: at('/api/v0/wallet') }],
  // Price watch (issue 19): a watch of the fixture's search; the stop names none of the caller's.
  'POST /api/v0/watches': [
    { request: (fx) => ({ url: '/api/v0/watches', payload: { request: fx.flightSearch } }) },
  ],
  'POST /api/v0/watches/find': [
    { request: (fx) => ({ url: '/api/v0/watches/find', payload: { request: fx.flightSearch } }) },
  ],
  'GET /api/v0/watches': [{ request: at('/api/v0/watches') }],
  'DELETE /api/v0/watches/:watchId': [{ request: at('/api/v0/watches/pw_none') }],

  'GET /admin/api/v0/sandbox/outbox': [{ request: at(`${CONSOLE}/outbox`) }],
  'GET /admin/api/v0/sandbox/outbox/:id': [
    { request: (fx) => ({ url: `${CONSOLE}/outbox/${encodeURIComponent(fx.outboxMessageId)}` }) },
  ],
  'GET /admin/api/v0/sandbox/console': [{ request: at(`${CONSOLE}/console`) }],
  'POST /admin/api/v0/sandbox/clock': [{ request: send(`${CONSOLE}/clock`, { offsetMinutes: 0 }) }],
  'POST /admin/api/v0/sandbox/disruptions': [
    {
      request: (fx) => ({
        url: `${CONSOLE}/disruptions`,
        payload: { flightInstanceId: fx.ada.flightInstanceId, kind: 'Delay', minutes: 5 },
      }),
    },
  ],
  // Issue 23: Theo's card account set open, as it already is: nothing changes.
  // Issue 24: Theo's packages variant unpinned (he has no pin): nothing changes.
  'POST /admin/api/v0/sandbox/experiment-pins': [
    {
      request: send(`${CONSOLE}/experiment-pins`, {
        email: 'theo.okafor@example.com',
        experimentId: 'packages',
        variant: null,
      }),
    },
  ],
  'POST /admin/api/v0/sandbox/account-standing': [
    {
      request: send(`${CONSOLE}/account-standing`, {
        accountReferenceId: 'RA-1014',
        standing: 'Open',
      }),
    },
  ],
  'POST /admin/api/v0/sandbox/seats': [
    {
      request: send(`${CONSOLE}/seats`, {
        origin: 'ARN',
        destination: 'BCN',
        departureDate: '2026-12-26',
        seatsLeft: 9,
      }),
    },
  ],
  'DELETE /admin/api/v0/sandbox/disruptions/:flightInstanceId': [
    {
      request: (fx) => ({
        url: `${CONSOLE}/disruptions/${encodeURIComponent(fx.ada.flightInstanceId)}`,
      }),
    },
  ],
  'POST /admin/api/v0/sandbox/prices': [
    {
      request: (fx) => ({
        url: `${CONSOLE}/prices`,
        payload: { target: { kind: 'hotel', lodgingId: fx.hotel.stay.lodgingId }, percent: 5 },
      }),
    },
  ],
  'DELETE /admin/api/v0/sandbox/prices/:id': [{ request: at(`${CONSOLE}/prices/move_none`) }],
  'GET /admin/api/v0/sandbox/maintenance': [{ request: at(`${CONSOLE}/maintenance`) }],
  // A window long past: it pauses nothing, whatever other samples book.
  'PUT /admin/api/v0/sandbox/maintenance': [
    {
      request: send(`${CONSOLE}/maintenance`, {
        window: { startsAt: '2020-01-01T00:00:00Z', endsAt: '2020-01-01T01:00:00Z' },
      }),
    },
  ],
  'DELETE /admin/api/v0/sandbox/maintenance': [{ request: at(`${CONSOLE}/maintenance`) }],
  'POST /admin/api/v0/sandbox/quotes/:quoteId/expire': [
    { request: (fx) => ({ url: `${CONSOLE}/quotes/${fx.expendableQuoteId}/expire` }) },
  ],
  'POST /admin/api/v0/sandbox/faults': [
    {
      request: send(`${CONSOLE}/faults`, { product: 'hotel', operation: 'cancel', kind: 'fail' }),
    },
  ],
  'DELETE /admin/api/v0/sandbox/faults/:id': [{ request: at(`${CONSOLE}/faults/fault_none`) }],
  'POST /admin/api/v0/sandbox/demo-copies': [
    { request: send(`${CONSOLE}/demo-copies`, { tag: 'route-sample' }) },
  ],
  'GET /admin/api/v0/sandbox/webview-people': [{ request: at(`${CONSOLE}/webview-people`) }],
  'POST /admin/api/v0/sandbox/webview-sessions': [
    { request: send(`${CONSOLE}/webview-sessions`, { subject: 'sandbox|usr_ada' }) },
  ],
  // A freeze nobody holds: the console's guard answers first, then 404 (no price, seat or clock moves).
  'POST /admin/api/v0/sandbox/freezes/:freezeId/above-cap': [
    { request: send(`${CONSOLE}/freezes/pf_none/above-cap`, {}) },
  ],
  'POST /admin/api/v0/sandbox/freezes/:freezeId/below-frozen': [
    { request: send(`${CONSOLE}/freezes/pf_none/below-frozen`, {}) },
  ],
  'POST /admin/api/v0/sandbox/freezes/:freezeId/sell-out': [
    { request: send(`${CONSOLE}/freezes/pf_none/sell-out`, {}) },
  ],
  'POST /admin/api/v0/sandbox/freezes/:freezeId/run-out': [
    { request: send(`${CONSOLE}/freezes/pf_none/run-out`, {}) },
  ],
  'POST /admin/api/v0/sandbox/protection-events': [
    {
      request: send(`${CONSOLE}/protection-events`, {
        bookingId: 'fb_none',
        kind: 'GovernmentAlert',
      }),
    },
  ],
  'POST /admin/api/v0/sandbox/watches/check': [{ request: at(`${CONSOLE}/watches/check`) }],
  'GET /admin/api/v0/sandbox/competitor-prices': [{ request: at(`${CONSOLE}/competitor-prices`) }],
  'POST /admin/api/v0/sandbox/competitor-prices': [
    {
      request: (fx) => ({
        url: `${CONSOLE}/competitor-prices`,
        payload: { bookingId: fx.ada.flightBookingId, site: 'aerodeals.example', amountMinor: 100 },
      }),
    },
  ],
  'POST /admin/api/v0/sandbox/price-drops/check': [{ request: at(`${CONSOLE}/price-drops/check`) }],
  'DELETE /admin/api/v0/sandbox/sellouts/:flightInstanceId': [
    { request: at(`${CONSOLE}/sellouts/flight_none`) },
  ],
};

/**
 * Puts the sandbox console's controls back as they were (no fault, price move, clock offset or
 * injected airline event on Ada's flight), through the console itself as an admin.
 */
export async function resetSandboxControls(
  t: Pick<TestApp, 'app'>,
  fx: RouteFixtures,
): Promise<void> {
  await resetSandboxConsole(t.app);
  await (
    await signInSandboxAdmin(t)
  ).call('DELETE', `${CONSOLE}/disruptions/${encodeURIComponent(fx.ada.flightInstanceId)}`);
}

/**
 * Ada's hotel price freeze: two nights at the first London hotel from the third whose stay the
 * fee model sells (a volatile one is not offered), bought by card for 24 hours.
 */
async function freezeTestHotel(
  ada: Awaited<ReturnType<typeof signIn>>['browser'],
  cardToken: string,
): Promise<RouteFixtures['ada']['hotelFreeze']> {
  for (let hotelIndex = 2; hotelIndex < 12; hotelIndex += 1) {
    const { stay, rate } = await findTestHotelRate(ada, {
      checkInDate: '2026-12-21',
      checkOutDate: '2026-12-23',
      hotelIndex,
    });
    const offered = await ada.call('POST', '/api/v0/hotels/freeze/offer', {
      rateId: rate.rateId,
      stay,
    });
    if (offered.statusCode !== 200) continue;
    const offer = HotelFreezeOfferSchema.parse(offered.json());
    const bought = await ada.call(
      'POST',
      '/api/v0/hotels/freeze',
      {
        offerId: offer.offerId,
        durationHours: 24,
        payment: { cardToken, rewardsMinor: 0, applyWalletCredit: false },
      },
      { 'idempotency-key': randomUUID() },
    );
    expect(bought.statusCode, bought.body).toBe(201);
    const freezeId = HotelFreezeVoucherSchema.parse(bought.json()).id;
    return { offerId: offer.offerId, freezeId, rateId: rate.rateId, stay };
  }
  throw new Error('no London hotel to freeze');
}

/**
 * Makes, through HTTP, the objects the samples name: Ada's trips, quotes, card, list and
 * cancellation quote; Alan's trips held for approval; a spare Northwind policy tier.
 */
/** Ada's booked car and a quote nobody booked (another car, so the sample can book it). */
async function createCarFixtures(t: TestApp, ada: Browser): Promise<RouteFixtures['ada']['car']> {
  const offer = await findTestCar(ada);
  const booked = await settleTestCarBooking(
    t,
    ada,
    await requestTestCarBooking(t, ada, (await quoteTestCar(ada, offer.offerId)).quoteToken),
  );
  expect(booked.status).toBe('Confirmed');
  const quote = await quoteTestCar(ada, offer.offerId);
  return {
    offerId: offer.offerId,
    bookingId: booked.id,
    quoteId: quote.quoteId,
    quoteToken: quote.quoteToken,
  };
}

/**
 * Ada's booked home stay and a quote nobody booked (another home for the same nights, so the
 * sample can book it).
 */
async function createHomeFixtures(t: TestApp, ada: Browser): Promise<RouteFixtures['ada']['home']> {
  const [first, second] = (await searchTestHomes(ada)).homes;
  if (!first || !second) throw new Error('no homes for the samples');
  const booked = await settleTestHomeBooking(
    t,
    ada,
    await requestTestHomeBooking(
      t,
      ada,
      (await quoteTestHome(ada, testHomeStay(first.listingId))).quoteToken,
    ),
  );
  expect(booked.status).toBe('Confirmed');
  const quote = await quoteTestHome(ada, testHomeStay(second.listingId));
  return {
    listingId: second.listingId,
    bookingId: booked.id,
    quoteId: quote.quoteId,
    quoteToken: quote.quoteToken,
  };
}

/** Ada's booked experience and a quote nobody booked (the same slot, so the sample can book it). */
async function createExperienceFixtures(
  t: TestApp,
  ada: Browser,
): Promise<RouteFixtures['ada']['experience']> {
  const found = await findTestSlot(ada, { travelers: { Adult: 1 } });
  const booked = await settleTestExperienceBooking(
    t,
    ada,
    await requestTestExperienceBooking(
      t,
      ada,
      (await quoteTestExperience(ada, found, { Adult: 1 })).quoteToken,
    ),
  );
  expect(booked.status).toBe('Confirmed');
  const quote = await quoteTestExperience(ada, found, { Adult: 1 });
  return {
    activityId: found.activity.activityId,
    date: found.date,
    startTime: found.slot.startTime,
    ticketType: found.slot.ticketType,
    bookingId: booked.id,
    quoteId: quote.quoteId,
    quoteToken: quote.quoteToken,
  };
}

export async function createRouteFixtures(t: TestApp): Promise<RouteFixtures> {
  const ada = (await signIn(t.app, CONSUMER_HOST, 'usr_ada')).browser;
  const flightRoute: [string, string, string] = ['JFK', 'LAX', '2026-12-14'];
  const flightSearch = {
    tripType: 'one_way',
    slices: [
      { origin: flightRoute[0], destination: flightRoute[1], departureDate: flightRoute[2] },
    ],
    passengers: ONE_ADULT,
    maxStops: 0,
    excludeLowCostCarriers: false,
  };
  const shop = FlightShopResponseSchema.parse(
    (await ada.call('POST', '/api/v0/flights/search', flightSearch)).json(),
  );
  const fareId = shop.search.slices[0]?.itineraries[0]?.fares[0]?.fareId;
  if (!fareId) throw new Error('no fare');

  const cardToken = await vaultTestCard(t.app);
  const booked = await bookTestFlight(t, ada, await quoteTestFare(ada, flightRoute), {
    payment: { cardToken, saveCard: true },
  });
  const flightQuote = await quoteTestFare(ada, flightRoute);
  const freezeOffer = await ada.call('POST', '/api/v0/flights/freeze/offer', {
    tripType: 'one_way',
    passengers: ONE_ADULT,
    fareIds: [fareId],
  });
  expect(freezeOffer.statusCode, freezeOffer.body).toBe(200);
  const freezeOfferId = FlightFreezeOfferSchema.parse(freezeOffer.json()).offerId;
  const frozen = await ada.call(
    'POST',
    '/api/v0/flights/freeze',
    {
      offerId: freezeOfferId,
      durationHours: 72,
      payment: { cardToken, rewardsMinor: 0, applyWalletCredit: false },
    },
    { 'idempotency-key': randomUUID() },
  );
  expect(frozen.statusCode, frozen.body).toBe(201);
  const expendable = await quoteTestFare(ada, flightRoute);

  // Ada books a room at one hotel; the samples quote another, whose rooms are not sold out.
  const booking = await findTestHotelRate(ada);
  const hotelBooking = await settleTestHotelBooking(
    t,
    ada,
    await requestTestHotelBooking(
      t,
      ada,
      (await quoteTestHotel(ada, booking.rate.rateId, booking.stay)).quoteToken,
    ),
  );
  expect(hotelBooking.status).toBe('Confirmed');
  const hotel = await findTestHotelRate(ada, { hotelIndex: 1 });
  const hotelQuote = await quoteTestHotel(ada, hotel.rate.rateId, hotel.stay);
  const hotelFreeze = await freezeTestHotel(ada, cardToken);

  const wishlist = await ada.call('POST', `${WISHLISTS}/wishlist/create`, {
    name: 'Weekend ideas',
  });
  expect(wishlist.statusCode, wishlist.body).toBe(200);
  const wishlistId = WishlistResponseSchema.parse(wishlist.json()).wishlist.wishlistId.value;
  const item = await ada.call('POST', `${WISHLISTS}/wishlist-item/create`, {
    wishlistId: { value: wishlistId },
    productId: { value: hotel.stay.lodgingId },
  });
  expect(item.statusCode, item.body).toBe(200);
  const cancelQuote = await ada.call('POST', `/api/v0/trips/${booked.id}/cancel/quote`, {});
  expect(cancelQuote.statusCode, cancelQuote.body).toBe(200);

  // Alan is on Northwind's Standard tier: his trips wait for an approver.
  const alan = (await signIn(t.app, CORPORATE_HOST, 'usr_alan')).browser;
  const reason = { outOfPolicyReason: 'Visiting the Denver client this week.' };
  const alanQuote = await quoteTestFare(alan, ['ORD', 'DEN', '2026-12-18']);
  const heldFlight = await alan.call(
    'POST',
    '/api/v0/flights/book',
    {
      quoteToken: alanQuote.quoteToken,
      travelers: [TEST_ADULT],
      contact: TEST_CONTACT,
      payment: { cardToken: await vaultTestCard(t.app), rewardsMinor: 0, applyWalletCredit: false },
      ...reason,
    },
    { 'idempotency-key': randomUUID() },
  );
  expect(heldFlight.statusCode, heldFlight.body).toBe(202);
  const heldFlightId = FlightBookingSchema.parse(heldFlight.json()).id;
  const alanStay = await findTestHotelRate(alan, { cityCode: PARIS });
  const heldHotel = await settleTestHotelBooking(
    t,
    alan,
    await requestTestHotelBooking(
      t,
      alan,
      (await quoteTestHotel(alan, alanStay.rate.rateId, alanStay.stay)).quoteToken,
      { extra: reason },
    ),
  );
  expect(heldHotel.status).toBe('AwaitingApproval');
  expect((await t.ctx.repos.flightBookings.findById(heldFlightId))?.status).toBe(
    'AwaitingApproval',
  );

  const car = await createCarFixtures(t, ada);
  const experience = await createExperienceFixtures(t, ada);
  const home = await createHomeFixtures(t, ada);
  const pkg = await createPackageFixtures(t, ada);
  const katherine = (await signIn(t.app, CORPORATE_HOST, 'usr_katherine')).browser;
  const heldCar = await settleTestCarBooking(
    t,
    katherine,
    await requestTestCarBooking(
      t,
      katherine,
      (await quoteTestCar(katherine, (await findTestCar(katherine)).offerId)).quoteToken,
      { driver: 'trv_katherine', extra: reason },
    ),
  );
  expect(heldCar.status).toBe('AwaitingApproval');
  const heldExperience = await settleTestExperienceBooking(
    t,
    katherine,
    await requestTestExperienceBooking(
      t,
      katherine,
      (
        await quoteTestExperience(
          katherine,
          await findTestSlot(katherine, { travelers: { Adult: 1 } }),
          { Adult: 1 },
        )
      ).quoteToken,
      { lead: 'trv_katherine' },
    ),
  );
  expect(heldExperience.status).toBe('AwaitingApproval');
  // Katherine's tier needs approval: her home stay (other nights than Ada's) is held.
  const homeNights = { checkInDate: '2026-12-20', checkOutDate: '2026-12-24' };
  const heldHome = await settleTestHomeBooking(
    t,
    katherine,
    await requestTestHomeBooking(
      t,
      katherine,
      (
        await quoteTestHome(
          katherine,
          testHomeStay(
            (await findTestHome(katherine, () => true, homeNights)).listingId,
            homeNights,
          ),
        )
      ).quoteToken,
      { guest: 'trv_katherine', extra: reason },
    ),
  );
  expect(heldHome.status).toBe('AwaitingApproval');
  // Katherine's package (another hotel than Ada's) is held for an approver too.
  const heldPackage = await settleTestPackageBooking(
    t,
    katherine,
    await requestTestPackageBooking(
      t,
      katherine,
      (await quoteTestPackage(katherine, { hotelIndex: 2 })).quoteToken,
      { extra: reason },
    ),
  );
  expect(heldPackage.status).toBe('AwaitingApproval');

  const grace = (await signIn(t.app, ADMIN_HOST, 'usr_grace')).browser;
  const tier = await grace.call('POST', '/admin/api/v0/policyTiers', {
    name: 'Spare tier',
    policy: STANDARD_POLICY,
  });
  expect(tier.statusCode, tier.body).toBe(201);

  const code = await createBrowser(t.app, CONSUMER_HOST).call('GET', '/api/v0/login/code');
  return {
    flightSearch,
    fareId,
    hotel: { stay: hotel.stay, rateId: hotel.rate.rateId },
    loginState: stateOf(code.json<{ loginUri: string }>().loginUri),
    ada: {
      flightBookingId: booked.id,
      flightInstanceId: booked.offer.slices[0]?.segments[0]?.flightInstanceId ?? '',
      confirmationCode: booked.confirmationCode ?? '',
      hotelBookingId: hotelBooking.id,
      flightQuoteId: flightQuote.quoteId,
      flightQuoteToken: flightQuote.quoteToken,
      hotelQuoteId: hotelQuote.quoteId,
      hotelQuoteToken: hotelQuote.quoteToken,
      cardToken,
      wishlistId,
      cancelQuoteId: CancelQuoteSchema.parse(cancelQuote.json()).cancelQuoteId,
      freezeOfferId,
      freezeId: FlightFreezeVoucherSchema.parse(frozen.json()).id,
      hotelFreeze,
      car,
      experience,
      home,
      pkg,
    },
    alan: { heldFlightBookingId: heldFlightId, heldHotelBookingId: heldHotel.id },
    northwind: {
      spareTierId: tier.json<{ id: string }>().id,
      heldCarBookingId: heldCar.id,
      heldExperienceBookingId: heldExperience.id,
      heldHomeBookingId: heldHome.id,
      heldPackageBookingId: heldPackage.id,
    },
    expendableQuoteId: expendable.quoteId,
    outboxMessageId: `confirmation:${booked.id}`,
  };
}
