import type { MaintenanceProduct } from '@wayfare/contracts/maintenance-products';

/** Each product's pages by their first path segment (spec §2 prefixes). */
const PRODUCT_BY_SEGMENT: Readonly<Record<string, MaintenanceProduct>> = {
  flights: 'flights',
  exchange: 'flights',
  hotels: 'hotels',
  stays: 'hotels',
  'premium-stays': 'hotels',
  'vacation-rentals': 'vacation-rentals',
  cars: 'cars',
  activities: 'activities',
  packages: 'packages',
  'hotels-flights': 'packages',
};

/** The pages where a purchase is made (not the confirmations of one already made). */
const PURCHASE_PAGES = new Set(['book', 'freeze', 'freeze/customize', 'flight/confirm']);

function splitPath(pathname: string): { segment: string; rest: string } {
  const [segment = '', ...rest] = pathname.replace(/^\/+|\/+$/g, '').split('/');
  return { segment, rest: rest.join('/') };
}

/** The product whose page this is, or null for pages of no one product (home, trips, terms). */
export function selectPathProduct(pathname: string): MaintenanceProduct | null {
  return PRODUCT_BY_SEGMENT[splitPath(pathname).segment] ?? null;
}

/** A product's booking (or price freeze, or flight exchange) page, where paying happens. */
export function isPurchasePath(pathname: string): boolean {
  const { segment, rest } = splitPath(pathname);
  return segment in PRODUCT_BY_SEGMENT && PURCHASE_PAGES.has(rest);
}
