import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, RouteObject } from 'react-router';
import {
  redirect,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
} from 'react-router';
import type { PortalBoot } from '@wayfare/contracts/tenant';
import { AppShell } from '../routes/app-shell';
import { ProtectedLayout } from '../routes/protected-layout';
import { RouteErrorBoundary } from '../routes/route-error-boundary';
import { StartupFallback } from '../routes/startup-fallback';
import type { HotelProduct } from '../model/hotel-product';
import { inOwnTask } from './next-task';
import {
  prefetchFlightQuote,
  prefetchFlightSearch,
  prefetchHome,
  prefetchHotelAvailability,
} from './prefetch-results';

/**
 * Public routes (spec §2 route groups): no session needed. Every screen is its own lazy chunk; the
 * shell, the gate and the error boundary are the only route code in the first load.
 */
const PUBLIC_ROUTES: RouteObject[] = [
  {
    path: 'sandbox-idp/authorize',
    lazy: inOwnTask(() => import('../routes/sandbox-idp/authorize-route')),
  },
  {
    path: 'auth',
    children: [
      { path: 'startsession', lazy: inOwnTask(() => import('../routes/auth/start-session-route')) },
      { path: 'endsession', lazy: inOwnTask(() => import('../routes/auth/end-session-route')) },
      {
        path: 'invalidsession',
        lazy: inOwnTask(() => import('../routes/auth/invalid-session-route')),
      },
      { path: 'ftux', lazy: inOwnTask(() => import('../routes/auth/ftux-route')) },
    ],
  },
  { path: 'access-denied', lazy: inOwnTask(() => import('../routes/access/access-denied-route')) },
  {
    path: 'access-denied-not-beta',
    lazy: inOwnTask(() => import('../routes/access/access-denied-not-beta-route')),
  },
  {
    path: 'acknowledgement',
    lazy: inOwnTask(() => import('../routes/access/acknowledgement-route')),
  },
  {
    path: 'terms-of-service',
    lazy: inOwnTask(() => import('../routes/legal/terms-of-service-route')),
  },
  {
    path: 'site-terms-of-use',
    lazy: inOwnTask(() => import('../routes/legal/site-terms-of-use-route')),
  },
  {
    path: 'terms/frozen-prices',
    lazy: inOwnTask(() => import('../routes/legal/frozen-prices-terms-route')),
  },
  {
    path: 'terms/frozen-prices-hotel',
    lazy: inOwnTask(() => import('../routes/legal/frozen-prices-hotel-terms-route')),
  },
  {
    path: 'terms/disruption-assistance',
    lazy: inOwnTask(() => import('../routes/legal/disruption-assistance-terms-route')),
  },
  {
    path: 'terms/cancel-for-any-reason',
    lazy: inOwnTask(() => import('../routes/legal/cancel-for-any-reason-terms-route')),
  },
  {
    path: 'terms/change-for-any-reason',
    lazy: inOwnTask(() => import('../routes/legal/change-for-any-reason-terms-route')),
  },
  {
    path: 'terms/price-drop-protection',
    lazy: inOwnTask(() => import('../routes/legal/price-drop-protection-terms-route')),
  },
  {
    path: 'terms/price-prediction-price-watch',
    lazy: inOwnTask(() => import('../routes/legal/price-prediction-price-watch-terms-route')),
  },
  {
    path: 'terms/co2-estimates',
    lazy: inOwnTask(() => import('../routes/legal/co2-estimates-terms-route')),
  },
  {
    path: 'terms/missed-connection-guarantee',
    lazy: inOwnTask(() => import('../routes/legal/missed-connection-guarantee-terms-route')),
  },
  {
    path: 'terms/best-price-guarantee',
    lazy: inOwnTask(() => import('../routes/legal/best-price-guarantee-terms-route')),
  },
  {
    path: 'terms/complimentary-night',
    lazy: inOwnTask(() => import('../routes/legal/complimentary-night-terms-route')),
  },
  { path: 'faq', lazy: inOwnTask(() => import('../routes/faq/faq-route')) },
  { path: 'webview', lazy: inOwnTask(() => import('../routes/webview/webview-route')) },
  { path: 'trips/find', lazy: inOwnTask(() => import('../routes/trips/trip-lookup-route')) },
  // A traveller pays their share of a split payment from the e-mailed link (issue 23).
  {
    path: 'split-payment/pay',
    lazy: inOwnTask(() => import('../routes/split-payment/split-payment-pay-route')),
  },
];

/**
 * A page's loader: starts the page's search (or other data) as the navigation starts, while the
 * page's own code loads, rather than after it has loaded and rendered (prefetch-results.ts). It
 * returns at once, so it never holds the navigation up.
 */
function prefetchResults(
  queryClient: QueryClient | null,
  start: (queryClient: QueryClient, url: URL) => void,
): LoaderFunction | undefined {
  if (!queryClient) return undefined;
  return ({ request }) => {
    start(queryClient, new URL(request.url));
    return null;
  };
}

/** A hotel list's search (hotels, stays or premium stays). */
const prefetchHotelList =
  (product: HotelProduct) =>
  (queryClient: QueryClient, url: URL): void =>
    prefetchHotelAvailability(queryClient, url, product);

/** An old address of a page: the same page at its address now, with the query string kept. */
function redirectKeepingQuery(path: string): LoaderFunction {
  return ({ request }) => redirect(`${path}${new URL(request.url).search}`);
}

/** Lodging bookings whose dates change on /trips/change (hotels `hb_`, homes `vb_`). */
const LODGING_BOOKING_PREFIXES = ['hb_', 'vb_'];

/** /trips/change?bookingId=…: a stay's date change, else the flights' exchange flow. */
const changeStayOrExchange: LoaderFunction = (args) => {
  const bookingId = new URL(args.request.url).searchParams.get('bookingId') ?? '';
  return LODGING_BOOKING_PREFIXES.some((prefix) => bookingId.startsWith(prefix))
    ? null
    : redirectKeepingQuery('/exchange')(args);
};

/**
 * A package's steps (issue 23), under either of the spec's two addresses: `/packages/` (the flight
 * results' trip builder) and `/hotels-flights/` (its own search): the flow stays under the one it
 * started on.
 */
const buildPackageRoutes = (path: 'packages' | 'hotels-flights'): RouteObject => ({
  path,
  children: [
    { index: true, lazy: inOwnTask(() => import('../routes/packages/packages-search-route')) },
    { path: 'search', lazy: inOwnTask(() => import('../routes/packages/packages-search-route')) },
    {
      path: 'hotels-availability',
      lazy: inOwnTask(() => import('../routes/packages/packages-availability-route')),
    },
    {
      path: 'hotel-shop',
      lazy: inOwnTask(() => import('../routes/packages/packages-hotel-shop-route')),
    },
    {
      path: 'flight-shop',
      lazy: inOwnTask(() => import('../routes/packages/packages-flight-shop-route')),
    },
    { path: 'review', lazy: inOwnTask(() => import('../routes/packages/packages-review-route')) },
    { path: 'book', lazy: inOwnTask(() => import('../routes/packages/packages-book-route')) },
    {
      path: 'book/confirm',
      lazy: inOwnTask(() => import('../routes/packages/packages-book-confirm-route')),
    },
  ],
});

/**
 * Booking portal (both tenants). Product areas join here as their issues land; until then they 404.
 * With a query client, the results pages start their searches from their loaders.
 */
const buildPortalProtectedRoutes = (queryClient: QueryClient | null): RouteObject[] => [
  {
    index: true,
    loader: prefetchResults(queryClient, prefetchHome),
    lazy: inOwnTask(() => import('../routes/home/home-route')),
  },
  {
    path: 'flights',
    children: [
      { path: 'search', lazy: inOwnTask(() => import('../routes/flights/flights-search-route')) },
      {
        path: 'shop',
        loader: prefetchResults(queryClient, prefetchFlightSearch),
        lazy: inOwnTask(() => import('../routes/flights/flights-shop-route')),
      },
      {
        path: 'book',
        loader: prefetchResults(queryClient, prefetchFlightQuote),
        lazy: inOwnTask(() => import('../routes/flights/flights-book-route')),
      },
      {
        path: 'book/confirm',
        lazy: inOwnTask(() => import('../routes/flights/flights-book-confirm-route')),
      },
      {
        // Two tickets bought together (issue 20): the same confirmation.
        path: 'book/virtualInterline/confirm',
        lazy: inOwnTask(() => import('../routes/flights/flights-book-confirm-route')),
      },
      {
        path: 'book/pricefreeze/confirm',
        loader: prefetchResults(queryClient, prefetchFlightQuote),
        lazy: inOwnTask(() => import('../routes/flights/flights-book-route')),
      },
      {
        path: 'freeze/overview',
        lazy: inOwnTask(() => import('../routes/flights/flights-freeze-overview-route')),
      },
      // Disruption assistance for a booked trip (issue 20): the offer, then the purchase.
      {
        path: 'disruption-offer',
        lazy: inOwnTask(() => import('../routes/flights/disruption-offer-route')),
      },
      {
        path: 'ancillary/disruption/confirm',
        lazy: inOwnTask(() => import('../routes/flights/ancillary-disruption-confirm-route')),
      },
      {
        path: 'freeze/customize',
        lazy: inOwnTask(() => import('../routes/flights/flights-freeze-customize-route')),
      },
      {
        path: 'freeze/confirm',
        lazy: inOwnTask(() => import('../routes/flights/flights-freeze-confirm-route')),
      },
      { path: 'change', loader: redirectKeepingQuery('/exchange') },
    ],
  },
  {
    // Changing a booked flight (spec §2 exchange routes).
    path: 'exchange',
    children: [
      { index: true, lazy: inOwnTask(() => import('../routes/exchange/exchange-route')) },
      {
        path: 'flight',
        lazy: inOwnTask(() => import('../routes/exchange/exchange-flight-route')),
      },
      {
        path: 'flight/shop',
        lazy: inOwnTask(() => import('../routes/exchange/exchange-shop-route')),
      },
      {
        path: 'flight/confirm',
        lazy: inOwnTask(() => import('../routes/exchange/exchange-confirm-route')),
      },
    ],
  },
  {
    path: 'hotels',
    children: [
      { path: 'search', lazy: inOwnTask(() => import('../routes/hotels/hotels-search-route')) },
      {
        path: 'availability',
        loader: prefetchResults(queryClient, prefetchHotelList('hotels')),
        lazy: inOwnTask(() => import('../routes/hotels/hotels-availability-route')),
      },
      { path: 'shop', lazy: inOwnTask(() => import('../routes/hotels/hotels-shop-route')) },
      { path: 'book', lazy: inOwnTask(() => import('../routes/hotels/hotels-book-route')) },
      { path: 'freeze', lazy: inOwnTask(() => import('../routes/hotels/hotels-freeze-route')) },
      {
        path: 'freeze/confirm',
        lazy: inOwnTask(() => import('../routes/hotels/hotels-freeze-confirm-route')),
      },
      {
        path: 'book/confirm',
        lazy: inOwnTask(() => import('../routes/hotels/hotels-book-confirm-route')),
      },
    ],
  },
  {
    path: 'activities',
    children: [
      {
        index: true,
        lazy: inOwnTask(() => import('../routes/activities/activities-search-route')),
      },
      {
        path: 'search',
        lazy: inOwnTask(() => import('../routes/activities/activities-search-route')),
      },
      {
        path: 'availability',
        lazy: inOwnTask(() => import('../routes/activities/activities-availability-route')),
      },
      {
        path: 'shop',
        lazy: inOwnTask(() => import('../routes/activities/activities-shop-route')),
      },
      {
        path: 'book',
        lazy: inOwnTask(() => import('../routes/activities/activities-book-route')),
      },
      {
        path: 'book/confirm',
        lazy: inOwnTask(() => import('../routes/activities/activities-book-confirm-route')),
      },
    ],
  },
  {
    path: 'cars',
    children: [
      { index: true, lazy: inOwnTask(() => import('../routes/cars/cars-search-route')) },
      { path: 'search', lazy: inOwnTask(() => import('../routes/cars/cars-search-route')) },
      {
        path: 'availability',
        lazy: inOwnTask(() => import('../routes/cars/cars-availability-route')),
      },
      { path: 'shop', lazy: inOwnTask(() => import('../routes/cars/cars-shop-route')) },
      { path: 'book', lazy: inOwnTask(() => import('../routes/cars/cars-book-route')) },
      {
        path: 'book/confirm',
        lazy: inOwnTask(() => import('../routes/cars/cars-book-confirm-route')),
      },
    ],
  },
  {
    path: 'stays',
    children: [
      { path: 'search', lazy: inOwnTask(() => import('../routes/stays/stays-search-route')) },
      {
        path: 'availability',
        lazy: inOwnTask(() => import('../routes/stays/stays-availability-route')),
      },
      { path: 'book', lazy: inOwnTask(() => import('../routes/hotels/hotels-book-route')) },
    ],
  },
  {
    path: 'vacation-rentals',
    children: [
      {
        index: true,
        lazy: inOwnTask(() => import('../routes/vacation-rentals/vacation-rentals-route')),
      },
      {
        path: 'shop',
        lazy: inOwnTask(() => import('../routes/vacation-rentals/vacation-rentals-shop-route')),
      },
      {
        path: 'book',
        lazy: inOwnTask(() => import('../routes/vacation-rentals/vacation-rentals-book-route')),
      },
      {
        path: 'book/confirm',
        lazy: inOwnTask(
          () => import('../routes/vacation-rentals/vacation-rentals-book-confirm-route'),
        ),
      },
    ],
  },
  {
    path: 'premium-stays',
    children: [
      {
        index: true,
        lazy: inOwnTask(() => import('../routes/premium-stays/premium-stays-search-route')),
      },
      {
        path: 'search',
        lazy: inOwnTask(() => import('../routes/premium-stays/premium-stays-search-route')),
      },
      {
        path: 'availability',
        loader: prefetchResults(queryClient, prefetchHotelList('premium-stays')),
        lazy: inOwnTask(() => import('../routes/premium-stays/premium-stays-availability-route')),
      },
      {
        path: 'shop',
        lazy: inOwnTask(() => import('../routes/premium-stays/premium-stays-shop-route')),
      },
      { path: 'book', lazy: inOwnTask(() => import('../routes/hotels/hotels-book-route')) },
      {
        path: 'book/confirm',
        lazy: inOwnTask(() => import('../routes/hotels/hotels-book-confirm-route')),
      },
    ],
  },
  buildPackageRoutes('packages'),
  buildPackageRoutes('hotels-flights'),
  { path: 'favorites', lazy: inOwnTask(() => import('../routes/favorites/favorites-route')) },
  { path: 'profile', lazy: inOwnTask(() => import('../routes/profile/profile-route')) },
  {
    path: 'travel-policies',
    lazy: inOwnTask(() => import('../routes/travel-policies/travel-policies-route')),
  },
  { path: 'approvals', lazy: inOwnTask(() => import('../routes/approvals/approvals-route')) },
  {
    // The agent portal's price-match queue (issue 19): support agents only (the API decides).
    path: 'agent/price-match',
    children: [
      {
        index: true,
        lazy: inOwnTask(() => import('../routes/agent/price-match-queue-route')),
      },
      {
        path: ':claimId',
        lazy: inOwnTask(() => import('../routes/agent/price-match-review-route')),
      },
    ],
  },
  {
    // The agent portal's trail (issue 24): an agent's own, a support lead's team's (the API decides).
    path: 'agent/trail',
    lazy: inOwnTask(() => import('../routes/agent/agent-trail-route')),
  },
  {
    // The agent portal's missed connections (issue 20, part C): support agents only (the API decides).
    path: 'agent/missed-connections',
    children: [
      {
        index: true,
        lazy: inOwnTask(() => import('../routes/agent/missed-connections-queue-route')),
      },
      {
        path: ':bookingId',
        lazy: inOwnTask(() => import('../routes/agent/missed-connection-case-route')),
      },
    ],
  },
  {
    path: 'travel-offers',
    lazy: inOwnTask(() => import('../routes/travel-offers/travel-offers-route')),
  },
  {
    path: 'travelsale',
    lazy: inOwnTask(() => import('../routes/travel-sale/travel-sale-route')),
  },
  {
    path: 'premium-offers',
    lazy: inOwnTask(() => import('../routes/premium-offers/premium-offers-route')),
  },
  {
    path: 'trips',
    children: [
      { index: true, lazy: inOwnTask(() => import('../routes/trips/trips-route')) },
      // A stay's new dates (issue 22); any other booking's change is the flights' exchange flow.
      {
        path: 'change',
        loader: changeStayOrExchange,
        lazy: inOwnTask(() => import('../routes/trips/trip-change-route')),
      },
      {
        path: 'hotels/freeze/overview',
        lazy: inOwnTask(() => import('../routes/trips/hotel-freeze-overview-route')),
      },
      // Disruption assistance's claim (issue 20): what happened, the refund, the rebooking.
      {
        path: 'disruption',
        lazy: inOwnTask(() => import('../routes/trips/trip-disruption-route')),
      },
      {
        path: 'disruption/refund',
        lazy: inOwnTask(() => import('../routes/trips/trip-disruption-refund-route')),
      },
      {
        path: 'disruption/rebook',
        lazy: inOwnTask(() => import('../routes/trips/trip-disruption-rebook-route')),
      },
      // The missed-connection guarantee (issue 20, part C): the options (one page, two routes),
      // the chosen flight's review and outcome, and support.
      {
        path: 'rebook/connection',
        lazy: inOwnTask(() => import('../routes/trips/trip-rebook-route')),
      },
      { path: 'rebook/flight', lazy: inOwnTask(() => import('../routes/trips/trip-rebook-route')) },
      {
        path: 'rebook-connecting-flight',
        lazy: inOwnTask(() => import('../routes/trips/trip-rebook-connecting-flight-route')),
      },
      {
        path: 'contact-support',
        lazy: inOwnTask(() => import('../routes/trips/trip-contact-support-route')),
      },
      { path: ':bookingId', lazy: inOwnTask(() => import('../routes/trips/trip-detail-route')) },
    ],
  },
];

/**
 * The admin host's sandbox tools: an admin's (behind the sign-in gate like onboarding), and only
 * when the server runs them (SANDBOX_CONSOLE, boot.sandboxConsole); otherwise the not-found page
 * (docs/decisions/007-sandbox-console.md). The portal hosts never get them.
 */
const ADMIN_SANDBOX_ROUTES: RouteObject[] = [
  { path: 'sandbox/outbox', lazy: inOwnTask(() => import('../routes/sandbox/outbox-route')) },
  { path: 'sandbox/console', lazy: inOwnTask(() => import('../routes/sandbox/console-route')) },
  // The travel-app bridge test page (issue 24): the portal in a phone frame and its events.
  {
    path: 'sandbox/travel-app',
    lazy: inOwnTask(() => import('../routes/sandbox/travel-app-route')),
  },
];

/** The admin host: business onboarding (spec §2: "Admin onboarding sits on a separate admin host"). */
const ADMIN_PROTECTED_ROUTES: RouteObject[] = [
  { index: true, lazy: inOwnTask(() => import('../routes/admin/admin-home-route')) },
  { path: 'onboarding', lazy: inOwnTask(() => import('../routes/admin/onboarding-route')) },
  // Issue 24: the last day's tracking events, counted (an admin's; the API checks canViewAdmin).
  { path: 'tracking', lazy: inOwnTask(() => import('../routes/admin/tracking-route')) },
];

export function buildRoutes(
  boot: PortalBoot,
  queryClient: QueryClient | null = null,
): RouteObject[] {
  return [
    {
      path: '/',
      Component: AppShell,
      children: [
        {
          ErrorBoundary: RouteErrorBoundary,
          // Inside the shell, so the shell is drawn once while the first page's code loads.
          HydrateFallback: StartupFallback,
          children: [
            ...PUBLIC_ROUTES,
            {
              Component: ProtectedLayout,
              children:
                boot.hostKind === 'admin'
                  ? [
                      ...ADMIN_PROTECTED_ROUTES,
                      ...(boot.sandboxConsole ? ADMIN_SANDBOX_ROUTES : []),
                    ]
                  : buildPortalProtectedRoutes(queryClient),
            },
            { path: '*', lazy: inOwnTask(() => import('../routes/not-found-route')) },
          ],
        },
      ],
    },
  ];
}

/**
 * The portal's router, not yet started: `createBrowserRouter` without its last step, so that
 * building the router (every route, and matching the address) and starting its first navigation
 * (`router.initialize()`: the page's code and loaders) can run as two tasks (main.tsx), each well
 * under the 50 ms a long task takes on a phone. React Router exports these parts as `UNSAFE_`
 * because they are its own; they are exactly what `createBrowserRouter` passes (the hydration
 * data it also reads is for server rendering, which the portal does not do).
 */
export function createAppRouter(boot: PortalBoot, queryClient: QueryClient) {
  return createRouter({
    history: createBrowserHistory(),
    routes: buildRoutes(boot, queryClient),
    mapRouteProperties,
    hydrationRouteProperties,
  });
}
