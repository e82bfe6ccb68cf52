import { hashString, mixHash, toUnit } from '../random/prng';

export type CompetitorProduct = 'flight' | 'hotel';

/** A site whose public prices the feed reads. */
export interface CompetitorSite {
  /** The host that names it (without `www.`), as a traveller's URL shows it. */
  site: string;
  name: string;
  products: readonly CompetitorProduct[];
}

/** What the feed is asked: one site's price today for one itinerary (or room and dates). */
export interface CompetitorPriceQuery {
  site: string;
  product: CompetitorProduct;
  /**
   * The itinerary, stable for the same flights (or room and dates) and party: a real feed reads
   * its flights or room from it, the sandbox hashes it.
   */
  itineraryKey: string;
  /**
   * What the portal sold it for: the sandbox's competitors price around it (a real feed ignores
   * it and reads the site).
   */
  portalTotal: { amountMinor: number; currency: string };
  at: Date;
}

/**
 * A competitor price feed (issue 19): the public prices of a handful of travel sites, which price
 * match verifies claims against. A real feed would implement the same port.
 */
export interface CompetitorPriceFeed {
  listSites(): readonly CompetitorSite[];
  /** The site's price with taxes and fees, or null when it does not sell that itinerary. */
  findPrice(query: CompetitorPriceQuery): Promise<{ amountMinor: number; currency: string } | null>;
}

/** The sandbox's made-up competitors (reserved `.example` names, spec §5 "public"). */
export const SANDBOX_COMPETITOR_SITES: readonly CompetitorSite[] = [
  { site: 'skyfarehub.example', name: 'SkyFare Hub', products: ['flight'] },
  { site: 'jetcompare.example', name: 'JetCompare', products: ['flight'] },
  { site: 'aerodeals.example', name: 'AeroDeals', products: ['flight'] },
  { site: 'hotelscout.example', name: 'HotelScout', products: ['hotel'] },
  { site: 'staysaver.example', name: 'StaySaver', products: ['hotel'] },
  { site: 'tripwisely.example', name: 'TripWisely', products: ['flight', 'hotel'] },
];

/** Share of a site's itineraries it does not list on a given day. */
const NOT_LISTED_SHARE = 0.08;
/** Share it sells below the portal (by 1–5 %); the rest is 0.5–6.5 % above. */
const BELOW_SHARE = 0.22;

/**
 * The sandbox feed: each site prices the same itinerary deterministically from a seeded hash of
 * the site, the itinerary and the UTC day looked at — usually a little above the portal,
 * sometimes a few percent below, now and then not at all — rounded to the cent.
 */
export function createSandboxCompetitorFeed(seed = 0x5eed): CompetitorPriceFeed {
  return {
    listSites: () => SANDBOX_COMPETITOR_SITES,
    findPrice: (query) => Promise.resolve(priceAtSandboxCompetitor(query, seed)),
  };
}

/** The sandbox competitor's price, as `createSandboxCompetitorFeed` answers it. */
export function priceAtSandboxCompetitor(
  query: CompetitorPriceQuery,
  seed = 0x5eed,
): { amountMinor: number; currency: string } | null {
  const site = SANDBOX_COMPETITOR_SITES.find((s) => s.site === query.site);
  if (!site || !site.products.includes(query.product)) return null;
  const day = Math.floor(query.at.getTime() / 86_400_000);
  const h = mixHash(mixHash(hashString(`${query.site}|${query.itineraryKey}`), day), seed);
  const listed = toUnit(h);
  if (listed < NOT_LISTED_SHARE) return null;
  const side = toUnit(mixHash(h, 1));
  const size = toUnit(mixHash(h, 2));
  const factor = side < BELOW_SHARE ? 1 - (0.01 + 0.04 * size) : 1 + (0.005 + 0.06 * size);
  return {
    amountMinor: Math.max(1, Math.round(query.portalTotal.amountMinor * factor)),
    currency: query.portalTotal.currency,
  };
}
