import type { FastifyInstance } from 'fastify';
import type { MaintenanceProduct } from '@wayfare/contracts/maintenance-products';
import type { Maintenance } from '../services/maintenance';

/**
 * Every call that starts or changes a purchase (quotes, price freezes and their exercise, the
 * booking itself, a flight exchange or a stay's new dates), by route, and its product. A call that
 * only reads (search, a quote or booking looked up) is never refused.
 */
const PURCHASE_ROUTES: Readonly<Record<string, MaintenanceProduct>> = {
  '/api/v0/flights/quote': 'flights',
  '/api/v0/flights/book': 'flights',
  '/api/v0/flights/freeze/offer': 'flights',
  '/api/v0/flights/freeze': 'flights',
  '/api/v0/flights/freeze/:freezeId/exercise/quote': 'flights',
  '/api/v0/flights/freeze/:freezeId/exercise': 'flights',
  '/api/v0/trips/:bookingId/exchange/quote': 'flights',
  '/api/v0/trips/:bookingId/exchange/confirm': 'flights',
  '/api/v0/hotels/quote': 'hotels',
  '/api/v0/hotels/book': 'hotels',
  '/api/v0/hotels/freeze/offer': 'hotels',
  '/api/v0/hotels/freeze': 'hotels',
  '/api/v0/hotels/freeze/:freezeId/exercise/quote': 'hotels',
  '/api/v0/hotels/freeze/:freezeId/exercise': 'hotels',
  '/api/v0/homes/quote': 'vacation-rentals',
  '/api/v0/homes/book': 'vacation-rentals',
  '/api/v0/cars/quote': 'cars',
  '/api/v0/cars/book': 'cars',
  '/api/v0/experiences/quote': 'activities',
  '/api/v0/experiences/book': 'activities',
  '/api/v0/packages/quote': 'packages',
  '/api/v0/packages/requote': 'packages',
  '/api/v0/packages/book': 'packages',
};

/** A stay's new dates: a hotel (`hb_`) or a vacation rental (`vb_`) booking. */
const DATE_CHANGE_ROUTES = new Set([
  '/api/v0/trips/:bookingId/date-change/quote',
  '/api/v0/trips/:bookingId/date-change/confirm',
]);

function selectPurchaseProduct(url: string, params: unknown): MaintenanceProduct | null {
  const product = PURCHASE_ROUTES[url];
  if (product) return product;
  if (!DATE_CHANGE_ROUTES.has(url)) return null;
  const bookingId =
    typeof params === 'object' && params !== null && 'bookingId' in params
      ? String(params.bookingId)
      : '';
  return bookingId.startsWith('vb_') ? 'vacation-rentals' : 'hotels';
}

/** The route table, for the test that every purchase route is still where the guard looks. */
export function listGuardedPurchaseRoutes(): string[] {
  return [...Object.keys(PURCHASE_ROUTES), ...DATE_CHANGE_ROUTES];
}

/**
 * Spec §9 maintenance: a purchase call of a product that is off, or of any product during an
 * active window, is answered ServiceUnavailable (503, Retry-After to the window's end) before the
 * route runs, so nothing is quoted, held, charged or written.
 */
export function registerMaintenanceGuard(app: FastifyInstance, maintenance: Maintenance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST') return;
    const product = selectPurchaseProduct(request.routeOptions.url ?? '', request.params);
    if (!product) return;
    const pause = await maintenance.findBookingPause(product);
    if (!pause) return;
    if (pause.retryAfterSeconds !== null)
      void reply.header('retry-after', String(pause.retryAfterSeconds));
    throw pause.error;
  });
}
