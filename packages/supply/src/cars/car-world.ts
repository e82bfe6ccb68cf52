import type { RentalLocation } from '@wayfare/contracts/cars';
import { hash3, toUnit } from '../random/prng';
import lookupTimeZone from '../reference/tz-lookup-shim';
import type { ReferenceData } from '../world/reference-data';
import { CAR_SUPPLIERS } from './car-catalog';

/** City-centre branches exist in cities of at least this many people. */
export const CAR_CITY_MIN_POPULATION = 150_000;

export interface CarLocationRecord {
  code: string;
  kind: 'Airport' | 'City';
  name: string;
  cityName: string;
  countryCode: string;
  countryName: string;
  lat: number;
  lon: number;
  /** Indexes into CAR_SUPPLIERS. */
  suppliers: number[];
  /** Opening hours in local minutes of the day; 0–1440 is round the clock. */
  opensMinute: number;
  closesMinute: number;
  /** Larger is busier; drives demand. */
  size: number;
  cityCode: string | null;
}

export interface CarWorld {
  seed: number;
  reference: ReferenceData;
  byCode: Map<string, CarLocationRecord>;
}

/** Rental counters at every airport with scheduled service and branches in large cities. */
export function createCarWorld(reference: ReferenceData, seed: number): CarWorld {
  const byCode = new Map<string, CarLocationRecord>();
  const pickSuppliers = (key: number, size: number): number[] => {
    const list = CAR_SUPPLIERS.map((s, i) => ({ s, i }))
      .filter(
        ({ s, i }) => toUnit(hash3(seed, key, i)) < s.presence * size + (size >= 1 ? 0.35 : 0),
      )
      .map(({ i }) => i);
    return list.length > 0 ? list : [key % CAR_SUPPLIERS.length];
  };
  for (const a of reference.airports) {
    const size = a.kind === 'large' ? 1 : 0.45;
    byCode.set(a.iata, {
      code: a.iata,
      kind: 'Airport',
      name: `${a.name} car rental centre`,
      cityName: a.city,
      countryCode: a.countryCode,
      countryName: a.countryName,
      lat: a.lat,
      lon: a.lon,
      suppliers: pickSuppliers(a.index + 1_000_000, size),
      opensMinute: a.kind === 'large' ? 0 : 6 * 60,
      closesMinute: a.kind === 'large' ? 1440 : 23 * 60,
      size,
      cityCode: null,
    });
  }
  for (const city of reference.cities) {
    if (city.population < CAR_CITY_MIN_POPULATION) break;
    const size = Math.min(0.9, 0.3 + Math.log10(city.population / 100_000) * 0.3);
    const code = `C${city.geonameId}`;
    byCode.set(code, {
      code,
      kind: 'City',
      name: `${city.name} downtown`,
      cityName: city.name,
      countryCode: city.countryCode,
      countryName: city.countryName,
      lat: city.lat,
      lon: city.lon,
      suppliers: pickSuppliers(city.index, size),
      opensMinute: 8 * 60,
      closesMinute: 18 * 60,
      size,
      cityCode: code,
    });
  }
  return { seed, reference, byCode };
}

function formatMinuteOfDay(minute: number): string {
  const m = Math.min(minute, 1439);
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

export function describeRentalLocation(loc: CarLocationRecord): RentalLocation {
  return {
    code: loc.code,
    kind: loc.kind,
    name: loc.name,
    address:
      loc.kind === 'Airport'
        ? `Rental car centre, ${loc.cityName}`
        : `1 Station Square, ${loc.cityName}, ${loc.countryName}`,
    cityCode: loc.cityCode,
    countryCode: loc.countryCode,
    coordinates: { lat: loc.lat, lon: loc.lon },
    timeZone: lookupTimeZone(loc.lat, loc.lon),
    opensAt: formatMinuteOfDay(loc.opensMinute),
    closesAt: formatMinuteOfDay(loc.closesMinute),
    suppliers: loc.suppliers.map((i) => ({
      code: CAR_SUPPLIERS[i]?.code ?? '',
      name: CAR_SUPPLIERS[i]?.name ?? '',
    })),
  };
}
