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

export const PRODUCT_TAB_LINKS: readonly ProductTabLink[] = [
  { tab: 'flight', href: '/flights/search', prefixes: ['/flights/'] },
  { tab: 'ground', href: '/cars/search', prefixes: ['/cars/'] },
  { tab: 'hotel', href: '/hotels/search', prefixes: ['/hotels/'] },
  {
    tab: 'stays',
    href: '/stays/search',
    prefixes: ['/stays/', '/vacation-rentals/', '/premium-stays/'],
  },
  { tab: 'trips', href: '/trips/', prefixes: ['/trips/'] },
  { tab: 'experiences', href: '/activities/search', prefixes: ['/activities/'] },
  { tab: 'wallet', href: '/travel-offers/', prefixes: ['/travel-offers/'] },
  { tab: 'packages', href: '/packages/search', prefixes: ['/packages/', '/hotels-flights/'] },
];

/** The tab the URL belongs to; `closed` outside every product area. */
export function selectActiveProductTab(pathname: string): ProductTab {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  const match = PRODUCT_TAB_LINKS.find((link) =>
    link.prefixes.some((prefix) => path.startsWith(prefix)),
  );
  return match?.tab ?? 'closed';
}
