import { randomUUID } from 'node:crypto';
import type { RouteSample, SampleRequest } from './route-samples';
import { TEST_CONTACT } from './test-flights';
import { TEST_CAR_SEARCH } from './test-cars';
import { testHomeStay, TEST_HOME_SEARCH } from './test-homes';
import { TEST_EXPERIENCE_CITY, TEST_EXPERIENCE_DATE } from './test-experiences';
import { TEST_PACKAGE_SEARCH, TEST_PACKAGE_TRAVELERS } from './test-packages';
import { TEST_LEAD_GUEST } from './test-hotels';

/** A GET of `url`. */
export const at = (url: string) => (): SampleRequest => ({ url });
/** A call of `url` with `payload` as its body. */
export const send =
  (url: string, payload: unknown = {}) =>
  (): SampleRequest => ({ url, payload });

/** The route samples of cars, homes and stays, and experiences (issues 21 and 22). */
export const PRODUCT_ROUTE_SAMPLES: Record<string, readonly RouteSample[]> = {
  // Cars (issue 21).
  'GET /api/v0/autocomplete/cars': [{ request: at('/api/v0/autocomplete/cars?query=Los') }],
  'POST /api/v0/cars/search': [{ request: send('/api/v0/cars/search', TEST_CAR_SEARCH) }],
  'POST /api/v0/cars/shop': [
    { request: (fx) => ({ url: '/api/v0/cars/shop', payload: { offerId: fx.ada.car.offerId } }) },
  ],
  'POST /api/v0/cars/quote': [
    {
      request: (fx) => ({
        url: '/api/v0/cars/quote',
        payload: { offerId: fx.ada.car.offerId, extras: [], payTiming: 'PayNow' },
      }),
    },
  ],
  'GET /api/v0/cars/quote/:quoteId': [
    { owner: 'ada', request: (fx) => ({ url: `/api/v0/cars/quote/${fx.ada.car.quoteId}` }) },
  ],
  'POST /api/v0/cars/book': [
    {
      owner: 'ada',
      // Someone else's quote token is not a valid quote of theirs (Invalid Quote, 409).
      refusals: [400, 409],
      request: (fx) => ({
        url: '/api/v0/cars/book',
        payload: {
          quoteToken: fx.ada.car.quoteToken,
          driver: { travelerId: 'trv_ada' },
          contact: TEST_CONTACT,
          payment: { cardToken: fx.ada.cardToken, rewardsMinor: 0, applyWalletCredit: false },
        },
        headers: { 'idempotency-key': randomUUID() },
      }),
    },
  ],
  'GET /api/v0/cars/bookings/:id': [
    { owner: 'ada', request: (fx) => ({ url: `/api/v0/cars/bookings/${fx.ada.car.bookingId}` }) },
  ],
  // Packages (issue 23).
  'POST /api/v0/packages/search': [
    { request: send('/api/v0/packages/search', TEST_PACKAGE_SEARCH) },
  ],
  'POST /api/v0/packages/hotel-shop': [
    {
      request: (fx) => ({
        url: '/api/v0/packages/hotel-shop',
        payload: { search: TEST_PACKAGE_SEARCH, lodgingId: fx.ada.pkg.lodgingId },
      }),
    },
  ],
  'POST /api/v0/packages/flight-shop': [
    {
      request: (fx) => ({
        url: '/api/v0/packages/flight-shop',
        payload: {
          search: TEST_PACKAGE_SEARCH,
          lodgingId: fx.ada.pkg.lodgingId,
          rateId: fx.ada.pkg.rateId,
        },
      }),
    },
  ],
  'POST /api/v0/packages/quote': [
    {
      request: (fx) => ({
        url: '/api/v0/packages/quote',
        payload: {
          search: TEST_PACKAGE_SEARCH,
          lodgingId: fx.ada.pkg.lodgingId,
          rateId: fx.ada.pkg.rateId,
          fareIds: fx.ada.pkg.fareIds,
        },
      }),
    },
  ],
  'GET /api/v0/packages/quote/:quoteId': [
    { owner: 'ada', request: (fx) => ({ url: `/api/v0/packages/quote/${fx.ada.pkg.quoteId}` }) },
  ],
  'POST /api/v0/packages/requote': [
    {
      owner: 'ada',
      request: (fx) => ({
        url: '/api/v0/packages/requote',
        payload: { quoteId: fx.ada.pkg.quoteId },
      }),
    },
  ],
  'POST /api/v0/packages/book': [
    {
      owner: 'ada',
      // Someone else's quote token is not a valid quote of theirs (Invalid Quote, 409).
      refusals: [400, 409],
      request: (fx) => ({
        url: '/api/v0/packages/book',
        payload: {
          quoteToken: fx.ada.pkg.quoteToken,
          travelers: TEST_PACKAGE_TRAVELERS,
          leadGuest: TEST_LEAD_GUEST,
          contact: TEST_CONTACT,
          payment: { cardToken: fx.ada.cardToken, rewardsMinor: 0, applyWalletCredit: false },
        },
        headers: { 'idempotency-key': randomUUID() },
      }),
    },
  ],
  'GET /api/v0/packages/bookings/:id': [
    {
      owner: 'ada',
      request: (fx) => ({ url: `/api/v0/packages/bookings/${fx.ada.pkg.bookingId}` }),
    },
  ],
  // Homes and stays (issue 22).
  'POST /api/v0/homes/search': [{ request: send('/api/v0/homes/search', TEST_HOME_SEARCH) }],
  'POST /api/v0/stays/search': [{ request: send('/api/v0/stays/search', TEST_HOME_SEARCH) }],
  'POST /api/v0/homes/shop': [
    {
      request: (fx) => ({
        url: '/api/v0/homes/shop',
        payload: testHomeStay(fx.ada.home.listingId),
      }),
    },
  ],
  'POST /api/v0/homes/quote': [
    {
      request: (fx) => ({
        url: '/api/v0/homes/quote',
        payload: testHomeStay(fx.ada.home.listingId),
      }),
    },
  ],
  'GET /api/v0/homes/quote/:quoteId': [
    { owner: 'ada', request: (fx) => ({ url: `/api/v0/homes/quote/${fx.ada.home.quoteId}` }) },
  ],
  'POST /api/v0/homes/book': [
    {
      owner: 'ada',
      // Someone else's quote token is not a valid quote of theirs (Invalid Quote, 409).
      refusals: [400, 409],
      request: (fx) => ({
        url: '/api/v0/homes/book',
        payload: {
          quoteToken: fx.ada.home.quoteToken,
          guest: { travelerId: 'trv_ada' },
          contact: TEST_CONTACT,
          payment: { cardToken: fx.ada.cardToken, rewardsMinor: 0, applyWalletCredit: false },
        },
        headers: { 'idempotency-key': randomUUID() },
      }),
    },
  ],
  'GET /api/v0/homes/bookings/:id': [
    {
      owner: 'ada',
      request: (fx) => ({ url: `/api/v0/homes/bookings/${fx.ada.home.bookingId}` }),
    },
  ],
  'GET /api/v0/images/homes/:file': [
    { request: (fx) => ({ url: `/api/v0/images/homes/${fx.ada.home.listingId}-1.svg` }) },
  ],
  // Experiences (issue 22).
  'POST /api/v0/autocomplete/experiences': [
    { request: send('/api/v0/autocomplete/experiences', { query: 'Paris' }) },
  ],
  'GET /api/v0/images/activities/:file': [
    { request: (fx) => ({ url: `/api/v0/images/activities/${fx.ada.experience.activityId}.svg` }) },
  ],
  'POST /api/v0/experiences/search': [
    {
      request: send('/api/v0/experiences/search', {
        cityCode: TEST_EXPERIENCE_CITY,
        fromDate: TEST_EXPERIENCE_DATE,
        untilDate: TEST_EXPERIENCE_DATE,
      }),
    },
  ],
  'POST /api/v0/experiences/shop': [
    {
      request: (fx) => ({
        url: '/api/v0/experiences/shop',
        payload: { activityId: fx.ada.experience.activityId },
      }),
    },
  ],
  'POST /api/v0/experiences/availability': [
    {
      request: (fx) => ({
        url: '/api/v0/experiences/availability',
        payload: {
          activityId: fx.ada.experience.activityId,
          date: fx.ada.experience.date,
          travelers: { Adult: 1 },
        },
      }),
    },
  ],
  'POST /api/v0/experiences/quote': [
    {
      request: (fx) => ({
        url: '/api/v0/experiences/quote',
        payload: {
          activityId: fx.ada.experience.activityId,
          date: fx.ada.experience.date,
          startTime: fx.ada.experience.startTime,
          ticketType: fx.ada.experience.ticketType,
          travelers: { Adult: 1 },
        },
      }),
    },
  ],
  'GET /api/v0/experiences/quote/:quoteId': [
    {
      owner: 'ada',
      request: (fx) => ({ url: `/api/v0/experiences/quote/${fx.ada.experience.quoteId}` }),
    },
  ],
  'POST /api/v0/experiences/book': [
    {
      owner: 'ada',
      // Someone else's quote token is not a valid quote of theirs (Invalid Quote, 409).
      refusals: [400, 409],
      request: (fx) => ({
        url: '/api/v0/experiences/book',
        payload: {
          quoteToken: fx.ada.experience.quoteToken,
          leadTraveler: { travelerId: 'trv_ada' },
          contact: TEST_CONTACT,
          payment: { cardToken: fx.ada.cardToken, rewardsMinor: 0, applyWalletCredit: false },
        },
        headers: { 'idempotency-key': randomUUID() },
      }),
    },
  ],
  'GET /api/v0/experiences/bookings/:id': [
    {
      owner: 'ada',
      request: (fx) => ({ url: `/api/v0/experiences/bookings/${fx.ada.experience.bookingId}` }),
    },
  ],
};
