import type {
  SandboxCompetitorPriceRequest,
  SandboxCompetitorPrices,
} from '@wayfare/contracts/price-match';
import type { CompetitorPriceOverridesRepository } from '@wayfare/store/repositories/price-match-claims-repository';
import type { CompetitorPriceFeed } from '@wayfare/supply/ports/competitor-price-feed';
import { AppError } from '../app-error';
import type { AppContext } from '../context';
import { readPriceMatchFacts } from '../services/price-match-facts';

/**
 * The competitor price feed as the sandbox console changes it (issue 19): a price the console set
 * for a site and itinerary answers first (null: the site does not sell it), else the feed's own.
 */
export function withCompetitorPriceOverrides(
  feed: CompetitorPriceFeed,
  overrides: Pick<CompetitorPriceOverridesRepository, 'find'>,
): CompetitorPriceFeed {
  return {
    listSites: () => feed.listSites(),
    async findPrice(query) {
      const set = await overrides.find(query.site, query.itineraryKey);
      if (set === undefined) return feed.findPrice(query);
      return set.amountMinor === null ? null : { amountMinor: set.amountMinor, currency: 'USD' };
    },
  };
}

const RECENT_BOOKINGS = 12;

/**
 * GET /admin/api/v0/sandbox/competitor-prices: the feed's sites and, for the newest confirmed
 * bookings, each covering site's price of the same itinerary or room today.
 */
export async function readCompetitorPrices(ctx: AppContext): Promise<SandboxCompetitorPrices> {
  const sites = ctx.suppliers.competitorPrices.listSites();
  const overrides = await ctx.repos.competitorPriceOverrides.list();
  const now = ctx.travelClock.now();
  const rows = [
    ...(await ctx.repos.sandboxConsole.listRecentFlightBookings(RECENT_BOOKINGS)),
    ...(await ctx.repos.sandboxConsole.listRecentHotelBookings(RECENT_BOOKINGS)),
  ]
    .filter((row) => row.status === 'Confirmed')
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, RECENT_BOOKINGS);
  const bookings: SandboxCompetitorPrices['bookings'] = [];
  for (const row of rows) {
    const trip = await ctx.repos.trips.findBooking(row.id);
    if (!trip) continue;
    const facts = readPriceMatchFacts(trip);
    const covering = sites.filter((s) => s.products.includes(facts.product));
    const prices = [];
    for (const s of covering) {
      const found = await ctx.suppliers.competitorPrices.findPrice({
        site: s.site,
        product: facts.product,
        itineraryKey: facts.itineraryKey,
        portalTotal: { amountMinor: facts.paidTotalMinor, currency: facts.currency },
        at: now,
      });
      prices.push({
        site: s.site,
        total: found ? { amountMinor: found.amountMinor, currency: 'USD' as const } : null,
        setByConsole: overrides.some(
          (o) => o.site === s.site && o.itineraryKey === facts.itineraryKey,
        ),
      });
    }
    bookings.push({
      bookingId: trip.booking.id,
      label: `${facts.confirmationCode ?? trip.booking.id} · ${facts.label}`,
      product: facts.product,
      paidTotal: { amountMinor: facts.paidTotalMinor, currency: 'USD' },
      prices,
    });
  }
  return {
    sites: sites.map((s) => ({ site: s.site, name: s.name, products: [...s.products] })),
    bookings,
  };
}

/**
 * POST /admin/api/v0/sandbox/competitor-prices: sets a covering site's price of a booking's
 * itinerary or room (any booking: the sandbox is shared), so a claim meets it reproducibly.
 */
export async function setCompetitorPrice(
  ctx: AppContext,
  request: SandboxCompetitorPriceRequest,
): Promise<void> {
  const trip = await ctx.repos.trips.findBooking(request.bookingId);
  if (!trip) throw new AppError('NotFound', 'There is no booking with that id.', 'bookingId');
  const facts = readPriceMatchFacts(trip);
  const site = ctx.suppliers.competitorPrices
    .listSites()
    .find((s) => s.site === request.site && s.products.includes(facts.product));
  if (!site)
    throw new AppError(
      'BadRequest',
      `The feed has no ${facts.product} site named ${request.site}.`,
      'site',
    );
  await ctx.repos.competitorPriceOverrides.set({
    site: site.site,
    itineraryKey: facts.itineraryKey,
    amountMinor: request.amountMinor,
  });
}
