import { describe, expect, it } from 'vitest';
import type { RecentFlightSearch } from '@wayfare/contracts/flight-shop';
import type { PlaceSuggestion } from '@wayfare/contracts/places';
import { buildPlaceOptions, buildRecentPlaceOptions, selectSearchCode } from './place-options';

const suggestion = (
  kind: PlaceSuggestion['kind'],
  code: string,
  airportCodes: string[] = [code],
): PlaceSuggestion => ({
  kind,
  code,
  label: `${code} label`,
  sublabel: 'sub',
  coordinates: { lat: 0, lon: 0 },
  countryCode: 'US',
  airportCodes,
  cityCode: null,
});

describe('selectSearchCode', () => {
  it('searches airports and metros by code and cities by their first airport', () => {
    expect(selectSearchCode(suggestion('airport', 'JFK'))).toBe('JFK');
    expect(selectSearchCode(suggestion('metro', 'NYC', ['JFK', 'LGA']))).toBe('NYC');
    expect(selectSearchCode(suggestion('city', 'C5128581', ['JFK', 'LGA']))).toBe('JFK');
    expect(selectSearchCode(suggestion('city', 'C1', []))).toBeNull();
    expect(selectSearchCode(suggestion('hotel', 'H1'))).toBeNull();
  });
});

describe('buildPlaceOptions', () => {
  it('lists each metro area with its airports under it', () => {
    const options = buildPlaceOptions(
      [
        suggestion('airport', 'DEL'),
        suggestion('airport', 'JFK'),
        suggestion('metro', 'NYC', ['JFK', 'LGA', 'EWR']),
        suggestion('airport', 'LGA'),
        suggestion('hotel', 'H1'),
      ],
      (name) => `${name} (all airports)`,
    );
    expect(options.map((o) => [o.code, o.isNested])).toEqual([
      ['DEL', false],
      ['NYC', false],
      ['JFK', true],
      ['LGA', true],
    ]);
    // The server names a metro area; the web says it stands for all of its airports.
    expect(options[1]?.label).toBe('NYC label (all airports)');
    expect(options[2]?.label).toBe('JFK label');
  });
});

describe('buildRecentPlaceOptions', () => {
  it('takes each place of the recent searches once, newest first', () => {
    const recent = (slices: [string, string][]): RecentFlightSearch => ({
      id: slices.join(),
      searchedAt: '2026-11-23T10:00:00Z',
      search: {
        tripType: 'one_way',
        slices: slices.map(([origin, destination]) => ({
          origin,
          destination,
          departureDate: '2026-12-10',
        })),
        passengers: { ADT: 1, CNN: 0, INS: 0, INF: 0 },
        maxStops: 2,
        excludeLowCostCarriers: false,
      },
      labels: slices.map(([origin, destination]) => ({
        origin: `${origin} city`,
        destination: `${destination} city`,
      })),
    });
    const options = buildRecentPlaceOptions([recent([['JFK', 'LAX']]), recent([['LAX', 'SFO']])]);
    expect(options.map((o) => [o.code, o.label, o.kind])).toEqual([
      ['JFK', 'JFK city', 'recent'],
      ['LAX', 'LAX city', 'recent'],
      ['SFO', 'SFO city', 'recent'],
    ]);
  });
});
