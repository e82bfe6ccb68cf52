import type { RecentFlightSearch } from '@wayfare/contracts/flight-shop';
import type { PlaceSuggestion } from '@wayfare/contracts/places';
import type { PlaceChoice } from './search-draft';

export interface PlaceOption {
  /** Unique within one list. */
  id: string;
  /** The 3-letter code a search uses. */
  code: string;
  label: string;
  sublabel: string;
  kind: 'metro' | 'airport' | 'city' | 'recent';
  /** An airport listed under its metro area. */
  isNested: boolean;
  /** The city the place belongs to (a package's hotels), when the autocomplete names one. */
  cityCode?: string | null;
}

const MAX_RECENT_PLACES = 5;

/** Airports and metros search by their own code; a city by its first airport. */
export function selectSearchCode(suggestion: PlaceSuggestion): string | null {
  if (suggestion.kind === 'airport' || suggestion.kind === 'metro') return suggestion.code;
  if (suggestion.kind === 'city') return suggestion.airportCodes[0] ?? null;
  return null;
}

/**
 * Orders suggestions so each metro area is followed by its airports (shown nested), keeping the
 * server's order otherwise. Kinds a flight search cannot use are dropped. A metro area is named
 * by `nameMetro` ("New York (all airports)": the server sends only its name).
 */
export function buildPlaceOptions(
  suggestions: readonly PlaceSuggestion[],
  nameMetro: (name: string) => string,
): PlaceOption[] {
  const usable = suggestions.filter((s) => selectSearchCode(s) !== null);
  const metroAirports = new Set(
    usable.filter((s) => s.kind === 'metro').flatMap((s) => s.airportCodes),
  );
  const options: PlaceOption[] = [];
  const toOption = (s: PlaceSuggestion, isNested: boolean): PlaceOption => ({
    id: `${s.kind}:${s.code}`,
    code: selectSearchCode(s) ?? s.code,
    label: s.kind === 'metro' ? nameMetro(s.label) : s.label,
    sublabel: s.sublabel,
    kind: s.kind === 'metro' ? 'metro' : s.kind === 'city' ? 'city' : 'airport',
    isNested,
    cityCode: s.cityCode,
  });
  for (const suggestion of usable) {
    if (suggestion.kind === 'airport' && metroAirports.has(suggestion.code)) continue;
    options.push(toOption(suggestion, false));
    if (suggestion.kind === 'metro') {
      for (const airport of usable) {
        if (airport.kind === 'airport' && suggestion.airportCodes.includes(airport.code)) {
          options.push(toOption(airport, true));
        }
      }
    }
  }
  return options;
}

/** The places of the user's recent searches, newest first, each once. */
export function buildRecentPlaceOptions(searches: readonly RecentFlightSearch[]): PlaceOption[] {
  const seen = new Set<string>();
  const options: PlaceOption[] = [];
  for (const recent of searches) {
    recent.search.slices.forEach((slice, index) => {
      const labels = recent.labels[index];
      for (const [code, label] of [
        [slice.origin, labels?.origin ?? slice.origin],
        [slice.destination, labels?.destination ?? slice.destination],
      ] as const) {
        if (seen.has(code) || options.length >= MAX_RECENT_PLACES) continue;
        seen.add(code);
        options.push({
          id: `recent:${code}`,
          code,
          label,
          sublabel: code,
          kind: 'recent',
          isNested: false,
        });
      }
    });
  }
  return options;
}

export function toPlaceChoice(option: PlaceOption): PlaceChoice {
  return {
    code: option.code,
    label: option.label,
    isRecent: option.kind === 'recent',
    ...(option.cityCode ? { cityCode: option.cityCode } : {}),
  };
}
