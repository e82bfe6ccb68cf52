import { CabinClassSchema } from '@wayfare/contracts/flights';
import {
  EMPTY_FLIGHT_PREFERENCE,
  EMPTY_HOTEL_PREFERENCE,
  FlightPreferenceSchema,
  HotelPreferenceSchema,
  SeatPreferenceSchema,
  type PreferenceAirport,
  type PreferenceMetadata,
  type PreferenceMetadataRequest,
  type UpdateUserPreferencesRequest,
  type UserPreferences,
} from '@wayfare/contracts/preferences';
import type {
  PreferenceOwner,
  PreferencesRecord,
  PreferencesRepository,
} from '@wayfare/store/repositories/preferences-repository';
import { HOTEL_CHAINS } from '@wayfare/supply/lodging/hotel-catalog';
import { CATALOG_AIRLINES } from '@wayfare/supply/reference/airline-catalog';
import { loadReferenceData } from '@wayfare/supply/world/reference-data';
import { AppError } from '../app-error';
import type { Clock } from '../clock';

export type { PreferenceOwner };

/** What preferences use: the stored rows and the clock that stamps a save. */
export interface PreferencePorts {
  clock: Clock;
  repos: { preferences: PreferencesRepository };
}

interface PreferenceReference {
  airlines: { code: string; name: string }[];
  chains: { code: string; name: string; programme: string }[];
  airports: ReadonlyMap<string, PreferenceAirport>;
}
let reference: PreferenceReference | undefined;

/**
 * The supplier's reference data the form offers and a save is checked against: its curated
 * airlines, its hotel chains and its airports (immutable package data, loaded once).
 */
function readReference(): PreferenceReference {
  reference ??= {
    airlines: [...CATALOG_AIRLINES]
      .map((a) => ({ code: a.iata, name: a.name }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en')),
    chains: HOTEL_CHAINS.map((c) => ({ code: c.code, name: c.name, programme: c.programme })),
    airports: new Map(
      loadReferenceData().airports.map((a) => [
        a.iata,
        { code: a.iata, name: a.name, city: a.city },
      ]),
    ),
  };
  return reference;
}
/** A stored section read with today's schema; a section that no longer parses reads as unset. */
function toPreferences(record: PreferencesRecord | null): UserPreferences {
  const flight = FlightPreferenceSchema.safeParse(record?.flight);
  const hotel = HotelPreferenceSchema.safeParse(record?.hotel);
  const home = flight.success ? flight.data.homeAirport : null;
  return {
    flight: flight.success ? flight.data : EMPTY_FLIGHT_PREFERENCE,
    hotel: hotel.success ? hotel.data : EMPTY_HOTEL_PREFERENCE,
    status: {
      hasFlightPreferences: flight.success,
      hasHotelPreferences: hotel.success,
      updatedAt: record ? record.updatedAt.toISOString() : null,
    },
    homeAirport: home === null ? null : (readReference().airports.get(home) ?? null),
  };
}

export async function getPreferences(
  ports: PreferencePorts,
  owner: PreferenceOwner,
): Promise<UserPreferences> {
  return toPreferences(await ports.repos.preferences.find(owner));
}

/** Saves both sections whole, after checking each code against the supplier's reference data. */
export async function savePreferences(
  ports: PreferencePorts,
  owner: PreferenceOwner,
  body: UpdateUserPreferencesRequest,
): Promise<UserPreferences> {
  const { airlines, chains, airports } = readReference();
  const unknownAirline = body.flight.airlineCodes.find((c) => !airlines.some((a) => a.code === c));
  if (unknownAirline !== undefined)
    throw new AppError(
      'BadRequest',
      `flight.airlineCodes: ${unknownAirline} is not an airline we sell.`,
      'flight.airlineCodes',
    );
  if (body.flight.homeAirport !== null && !airports.has(body.flight.homeAirport))
    throw new AppError(
      'BadRequest',
      `flight.homeAirport: ${body.flight.homeAirport} is not an airport we fly from.`,
      'flight.homeAirport',
    );
  const unknownChain = body.hotel.chainCodes.find((c) => !chains.some((h) => h.code === c));
  if (unknownChain !== undefined)
    throw new AppError(
      'BadRequest',
      `hotel.chainCodes: ${unknownChain} is not a hotel chain we sell.`,
      'hotel.chainCodes',
    );
  return toPreferences(await ports.repos.preferences.save(owner, body, ports.clock.now()));
}

/** The choices a preference form offers, for the sections asked (all when none is named). */
export function describePreferenceChoices(request: PreferenceMetadataRequest): PreferenceMetadata {
  const sections = new Set(request.sections ?? ['flight', 'hotel']);
  const { airlines, chains } = readReference();
  return {
    flight: sections.has('flight')
      ? {
          cabins: CabinClassSchema.options.filter((c) => c !== 'BasicEconomy'),
          seats: [...SeatPreferenceSchema.options],
          airlines,
        }
      : null,
    hotel: sections.has('hotel') ? { chains, starRatings: [1, 2, 3, 4, 5] } : null,
  };
}
