import type { CarClass, CarResult, FuelPolicy } from '@wayfare/contracts/cars';
import type {
  CarClassGroup,
  CarFilters,
  CarSort,
  CarTransmissionFilter,
} from '../../model/car-search-params';

/**
 * Car classes grouped as rental sites show them: small to large cars, premium and luxury, SUVs and
 * vans. A record of every class keeps the grouping whole as the contract's list grows.
 */
export const CAR_CLASS_GROUP: Record<CarClass, CarClassGroup> = {
  Mini: 'small',
  Economy: 'small',
  Compact: 'small',
  Intermediate: 'medium',
  Standard: 'medium',
  FullSize: 'large',
  Premium: 'premium',
  Luxury: 'premium',
  Convertible: 'premium',
  CompactSuv: 'suv',
  IntermediateSuv: 'suv',
  StandardSuv: 'suv',
  FullSizeSuv: 'suv',
  PremiumSuv: 'suv',
  Minivan: 'van',
};

/** A continuously variable transmission drives like an automatic: the filter says so. */
export function transmissionFilterOf(
  offer: Pick<CarResult, 'transmission'>,
): CarTransmissionFilter {
  return offer.transmission === 'Manual' ? 'Manual' : 'Automatic';
}

/** Does the offer pass every filter that is on? */
export function matchesCarFilters(offer: CarResult, filters: CarFilters): boolean {
  if (filters.classes.length > 0 && !filters.classes.includes(CAR_CLASS_GROUP[offer.carClass]))
    return false;
  if (
    filters.transmissions.length > 0 &&
    !filters.transmissions.includes(transmissionFilterOf(offer))
  )
    return false;
  if (offer.seats < filters.minSeats) return false;
  if (offer.largeBags < filters.minBags) return false;
  if (filters.suppliers.length > 0 && !filters.suppliers.includes(offer.supplier.code))
    return false;
  if (filters.fuelPolicies.length > 0 && !filters.fuelPolicies.includes(offer.fuelPolicy))
    return false;
  if (filters.freeCancellation && !offer.hasFreeCancellation) return false;
  if (filters.pickUpKinds.length > 0 && !filters.pickUpKinds.includes(offer.pickUpKind))
    return false;
  return true;
}

const byPrice = (a: CarResult, b: CarResult) =>
  a.pricePerDay.amountMinor - b.pricePerDay.amountMinor ||
  a.total.amountMinor - b.total.amountMinor;

/**
 * The offers in the chosen order, ties by price then id so the order never jumps: cheapest per
 * day, best-rated rental company, or nearest counter.
 */
export function sortCarResults(offers: readonly CarResult[], sort: CarSort): CarResult[] {
  const compare = (a: CarResult, b: CarResult): number => {
    if (sort === 'rating') return b.rating.score - a.rating.score || byPrice(a, b);
    if (sort === 'distance') return a.distanceKm - b.distanceKm || byPrice(a, b);
    return byPrice(a, b);
  };
  return [...offers].sort((a, b) => compare(a, b) || a.offerId.localeCompare(b.offerId));
}

/** The filtered, sorted list the page shows. */
export function selectCarResults(
  offers: readonly CarResult[],
  filters: CarFilters,
  sort: CarSort,
): CarResult[] {
  return sortCarResults(
    offers.filter((offer) => matchesCarFilters(offer, filters)),
    sort,
  );
}

export interface CarFacet<T extends string> {
  value: T;
  label: string;
  count: number;
}

/** The choices a filter offers, with how many cars each would show (from the whole answer). */
export interface CarFacets {
  classes: CarFacet<CarClassGroup>[];
  transmissions: CarFacet<CarTransmissionFilter>[];
  suppliers: CarFacet<string>[];
  fuelPolicies: CarFacet<FuelPolicy>[];
  pickUpKinds: CarFacet<CarResult['pickUpKind']>[];
  maxSeats: number;
  maxBags: number;
}

function countBy<T extends string>(
  offers: readonly CarResult[],
  keyOf: (offer: CarResult) => T,
  labelOf: (offer: CarResult) => string = keyOf,
): CarFacet<T>[] {
  const counts = new Map<T, CarFacet<T>>();
  for (const offer of offers) {
    const value = keyOf(offer);
    const facet = counts.get(value) ?? { value, label: labelOf(offer), count: 0 };
    facet.count += 1;
    counts.set(value, facet);
  }
  return [...counts.values()];
}

const GROUP_ORDER: readonly CarClassGroup[] = ['small', 'medium', 'large', 'premium', 'suv', 'van'];

export function collectCarFacets(offers: readonly CarResult[]): CarFacets {
  const classes = countBy(offers, (o) => CAR_CLASS_GROUP[o.carClass]).sort(
    (a, b) => GROUP_ORDER.indexOf(a.value) - GROUP_ORDER.indexOf(b.value),
  );
  return {
    classes,
    transmissions: countBy(offers, transmissionFilterOf).sort((a, b) =>
      a.value.localeCompare(b.value),
    ),
    suppliers: countBy(
      offers,
      (o) => o.supplier.code,
      (o) => o.supplier.name,
    ).sort((a, b) => a.label.localeCompare(b.label)),
    fuelPolicies: countBy(offers, (o) => o.fuelPolicy).sort((a, b) =>
      a.value.localeCompare(b.value),
    ),
    pickUpKinds: countBy(offers, (o) => o.pickUpKind).sort((a, b) =>
      a.value.localeCompare(b.value),
    ),
    maxSeats: offers.reduce((max, o) => Math.max(max, o.seats), 0),
    maxBags: offers.reduce((max, o) => Math.max(max, o.largeBags), 0),
  };
}
