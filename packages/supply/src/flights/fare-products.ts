import type { CabinClass, PenaltyKind } from '@wayfare/contracts/flights';
import { BRAND_FAMILIES } from '../reference/airline-catalog';
import { getAircraft } from './aircraft';
import type { FlightNetwork } from './flight-network';
import { isFrontCabinFirst } from './schedule-builder';

/** A fare brand offered on an itinerary: shelf, cabin and the rules that come with it. */
export interface FareProduct {
  shelf: 0 | 1 | 2 | 3 | 4;
  cabin: CabinClass;
  brandName: string;
  /** Multiplier on the standard economy fare. */
  priceFactor: number;
  changePenalty: { kind: PenaltyKind; feeUsdMinor: number };
  cancelPenalty: { kind: PenaltyKind; feeUsdMinor: number };
  carryOnBags: number;
  checkedBagsIncluded: number;
  checkedBagChargesUsdMinor: number[];
  maxWeightKg: number;
}

export type SeatCabin = 'economy' | 'premiumEconomy' | 'business' | 'first';

export function getSeatCabin(cabin: CabinClass): SeatCabin {
  if (cabin === 'First') return 'first';
  if (cabin === 'Business') return 'business';
  if (cabin === 'PremiumEconomy') return 'premiumEconomy';
  return 'economy';
}

/** Seats of a cabin on a schedule's aircraft; a narrow-body "First" uses the business seats. */
export function getCabinCapacity(net: FlightNetwork, schedule: number, cabin: SeatCabin): number {
  const a = getAircraft(net.sAircraft[schedule] ?? 0);
  if (cabin === 'first') return a.first > 0 ? a.first : a.isWidebody ? 0 : a.business;
  if (cabin === 'business') return a.business;
  if (cabin === 'premiumEconomy') return a.premiumEconomy;
  return a.economy;
}

function fee(kind: PenaltyKind, usd: number): { kind: PenaltyKind; feeUsdMinor: number } {
  return { kind, feeUsdMinor: kind === 'WithFee' ? usd * 100 : 0 };
}

/**
 * The fare brands sold on an itinerary, from the validating (first) carrier's brand family and
 * the cabins every segment's aircraft actually has.
 */
export function listFareProducts(
  net: FlightNetwork,
  schedules: readonly number[],
  isInternational: boolean,
): FareProduct[] {
  const first = schedules[0] ?? 0;
  let longHaul = false;
  let isMixedCarrier = false;
  let allPremium = true;
  let allBusiness = true;
  let allFirst = true;
  let allNarrow = true;
  let km = 0;
  for (const s of schedules) {
    const dist = net.sDistanceKm[s] ?? 0;
    km += dist;
    if (dist > 4500) longHaul = true;
    if (net.sAirline[s] !== net.sAirline[first]) isMixedCarrier = true;
    const a = getAircraft(net.sAircraft[s] ?? 0);
    if (a.premiumEconomy === 0) allPremium = false;
    if (a.business === 0) allBusiness = false;
    if (a.first === 0) allFirst = false;
    if (a.isWidebody) allNarrow = false;
  }
  const kmBand = km < 1500 ? 0 : km < 4500 ? 1 : 2;
  const key = [
    net.sAirline[first] ?? 0,
    isInternational,
    longHaul,
    isMixedCarrier,
    allPremium,
    allBusiness,
    allFirst,
    allNarrow,
    kmBand,
  ].join(':');
  let cached = productCache.get(key);
  if (!cached) {
    cached = buildFareProducts(net, first, {
      isInternational,
      longHaul,
      isMixedCarrier,
      allPremium,
      allBusiness,
      allFirst,
      allNarrow,
      kmBand,
    });
    productCache.set(key, cached);
  }
  return cached;
}

interface ProductTraits {
  isInternational: boolean;
  longHaul: boolean;
  isMixedCarrier: boolean;
  allPremium: boolean;
  allBusiness: boolean;
  allFirst: boolean;
  allNarrow: boolean;
  kmBand: number;
}

const productCache = new Map<string, FareProduct[]>();

function buildFareProducts(
  net: FlightNetwork,
  first: number,
  traits: ProductTraits,
): FareProduct[] {
  const { isInternational, longHaul, isMixedCarrier, allNarrow } = traits;
  const airline = net.airlines[net.sAirline[first] ?? 0];
  if (!airline) throw new Error(`schedule ${first} has no airline`);
  const family = BRAND_FAMILIES[airline.brandFamily];
  const isLowCost = airline.model === 'lcc';
  const isJetBlue = airline.brandFamily === 'jetblue';
  const bagCharges = isLowCost ? [4500, 6000] : isInternational ? [7500, 10000] : [3500, 4500];
  const changeFee = longHaul ? 200 : isInternational ? 120 : 75;
  const freeChange = !isInternational && !isLowCost && ['US', 'CA'].includes(airline.countryCode);
  const products: FareProduct[] = [
    {
      shelf: 0,
      cabin: 'BasicEconomy',
      brandName: family.shelves[0],
      priceFactor: 0.8,
      changePenalty: fee('NotPossible', 0),
      cancelPenalty: fee('NotPossible', 0),
      carryOnBags: isLowCost ? 0 : 1,
      checkedBagsIncluded: 0,
      checkedBagChargesUsdMinor: bagCharges,
      maxWeightKg: 23,
    },
    {
      shelf: 1,
      cabin: 'Economy',
      brandName: family.shelves[1],
      priceFactor: 1,
      changePenalty:
        isJetBlue || freeChange
          ? fee('NoPenalty', 0)
          : isMixedCarrier
            ? fee('Unknown', 0)
            : fee('WithFee', isLowCost ? 99 : changeFee),
      cancelPenalty: isJetBlue
        ? fee('NoPenalty', 0)
        : isLowCost
          ? fee('NotPossible', 0)
          : fee('WithFee', changeFee),
      carryOnBags: 1,
      checkedBagsIncluded: longHaul && !isLowCost ? 1 : 0,
      checkedBagChargesUsdMinor: bagCharges,
      maxWeightKg: 23,
    },
    {
      shelf: 2,
      cabin: 'Economy',
      brandName: family.shelves[2],
      priceFactor: 1.3,
      changePenalty: fee('NoPenalty', 0),
      cancelPenalty: isJetBlue
        ? fee('NoPenalty', 0)
        : isMixedCarrier
          ? fee('Unknown', 0)
          : fee('WithFee', Math.round(changeFee / 2)),
      carryOnBags: 1,
      checkedBagsIncluded: 1,
      checkedBagChargesUsdMinor: bagCharges,
      maxWeightKg: 23,
    },
  ];
  if (isLowCost) return products;
  if (isJetBlue) {
    products.push({
      shelf: 3,
      cabin: 'Economy',
      brandName: family.shelves[3],
      priceFactor: 1.55,
      changePenalty: fee('NoPenalty', 0),
      cancelPenalty: fee('NoPenalty', 0),
      carryOnBags: 1,
      checkedBagsIncluded: 2,
      checkedBagChargesUsdMinor: bagCharges,
      maxWeightKg: 23,
    });
  } else if (traits.allPremium) {
    products.push({
      shelf: 3,
      cabin: 'PremiumEconomy',
      brandName: family.shelves[3],
      priceFactor: 1.85,
      changePenalty: fee('NoPenalty', 0),
      cancelPenalty: fee('WithFee', Math.round(changeFee / 2)),
      carryOnBags: 1,
      checkedBagsIncluded: 2,
      checkedBagChargesUsdMinor: bagCharges,
      maxWeightKg: 23,
    });
  }
  const businessFactor = [2.6, 3.4, 4.3][traits.kmBand] ?? 3.4;
  if (traits.allBusiness) {
    const isFirst = allNarrow && !isJetBlue && isFrontCabinFirst(airline);
    const narrowName = isFirst && family.narrowFront === 'Business' ? 'First' : family.narrowFront;
    products.push({
      shelf: 4,
      cabin: isFirst ? 'First' : 'Business',
      brandName: allNarrow ? narrowName : family.shelves[4],
      priceFactor: isJetBlue ? businessFactor * 0.85 : businessFactor,
      changePenalty: fee('NoPenalty', 0),
      cancelPenalty: fee('NoPenalty', 0),
      carryOnBags: 2,
      checkedBagsIncluded: 2,
      checkedBagChargesUsdMinor: bagCharges,
      maxWeightKg: 32,
    });
  }
  if (!allNarrow && traits.allFirst) {
    products.push({
      shelf: 4,
      cabin: 'First',
      brandName: family.first,
      priceFactor: 7.5,
      changePenalty: fee('NoPenalty', 0),
      cancelPenalty: fee('NoPenalty', 0),
      carryOnBags: 2,
      checkedBagsIncluded: 3,
      checkedBagChargesUsdMinor: bagCharges,
      maxWeightKg: 32,
    });
  }
  return products;
}
