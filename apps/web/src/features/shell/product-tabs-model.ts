/** Spec §2 product tabs, verbatim. `closed` means no tab is active. */
export const PRODUCT_TABS = [
  'closed',
  'flight',
  'ground',
  'hotel',
  'stays',
  'trips',
  'experiences',
  'wallet',
  'packages',
] as const;
export type ProductTab = (typeof PRODUCT_TABS)[number];
export type OpenProductTab = Exclude<ProductTab, 'closed'>;

export interface ProductTabLink {
  tab: OpenProductTab;
  href: string;
  /** Path prefixes (with trailing slash) that make this tab active. */
  prefixes: readonly string[];
}

/** Where each spec tab leads once its product is built. */
const PRODUCT_TAB_TARGETS: Record<OpenProductTab, Omit<ProductTabLink, 'tab'>> = {
  flight: { href: '/flights/search', prefixes: ['/flights/'] },
  ground: { href: '/cars/search', prefixes: ['/cars/'] },
  hotel: { href: '/hotels/search', prefixes: ['/hotels/'] },
  stays: {
    href: '/stays/search',
    prefixes: ['/stays/', '/vacation-rentals/', '/premium-stays/'],
  },
  trips: { href: '/trips/', prefixes: ['/trips/'] },
  experiences: { href: '/activities/search', prefixes: ['/activities/'] },
  wallet: { href: '/travel-offers/', prefixes: ['/travel-offers/'] },
  packages: { href: '/packages/search', prefixes: ['/packages/', '/hotels-flights/'] },
};

/**
 * The products people can use today. Nothing is shown before it works: a product's tab (and its
 * search on the home page) appears when its routes land, by adding it here.
 */
export const BUILT_PRODUCT_TABS: ReadonlySet<OpenProductTab> = new Set<OpenProductTab>([
  'flight',
  'ground',
  'hotel',
  'stays',
  'trips',
  'experiences',
  'wallet',
]);

/** The built products' tabs, in the spec's order. */
export const PRODUCT_TAB_LINKS: readonly ProductTabLink[] = PRODUCT_TABS.flatMap((tab) =>
  tab !== 'closed' && BUILT_PRODUCT_TABS.has(tab) ? [{ tab, ...PRODUCT_TAB_TARGETS[tab] }] : [],
);

/** The tab the URL belongs to; `closed` outside every built product area. */
export function selectActiveProductTab(pathname: string): ProductTab {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  const match = PRODUCT_TAB_LINKS.find((link) =>
    link.prefixes.some((prefix) => path.startsWith(prefix)),
  );
  return match?.tab ?? 'closed';
}
