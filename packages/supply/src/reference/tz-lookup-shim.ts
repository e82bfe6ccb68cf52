import { requireReference } from './raw-records';

type TzLookup = (lat: number, lon: number) => string;

const loaded = requireReference('tz-lookup');
if (typeof loaded !== 'function') throw new Error('tz-lookup did not export a function');
const lookup = loaded as TzLookup;

/** IANA zone for a coordinate (tz-lookup, CC0). */
export default function lookupTimeZone(lat: number, lon: number): string {
  return lookup(lat, lon);
}
