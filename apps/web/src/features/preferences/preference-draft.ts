import type { CabinClass } from '@wayfare/contracts/flights';
import {
  MAX_PREFERRED,
  type SeatPreference,
  type UpdateUserPreferencesRequest,
  type UserPreferences,
} from '@wayfare/contracts/preferences';

/** The preference form as typed: the home airport is text until it is saved. */
export interface PreferenceDraft {
  homeAirport: string;
  cabinClass: CabinClass | null;
  seat: SeatPreference;
  airlineCodes: string[];
  chainCodes: string[];
  minStarRating: number | null;
}

export function createPreferenceDraft(preferences: UserPreferences): PreferenceDraft {
  return {
    homeAirport: preferences.flight.homeAirport ?? '',
    cabinClass: preferences.flight.cabinClass,
    seat: preferences.flight.seat,
    airlineCodes: [...preferences.flight.airlineCodes],
    chainCodes: [...preferences.hotel.chainCodes],
    minStarRating: preferences.hotel.minStarRating,
  };
}

export type PreferenceDraftCheck =
  | { ok: true; request: UpdateUserPreferencesRequest }
  | { ok: false; field: 'homeAirport'; rule: 'AirportCodeFormat' };

/** The save request, or why the draft cannot be sent (the server checks the codes exist). */
export function checkPreferenceDraft(draft: PreferenceDraft): PreferenceDraftCheck {
  const home = draft.homeAirport.trim().toUpperCase();
  if (home !== '' && !/^[A-Z]{3}$/.test(home))
    return { ok: false, field: 'homeAirport', rule: 'AirportCodeFormat' };
  return {
    ok: true,
    request: {
      flight: {
        cabinClass: draft.cabinClass,
        seat: draft.seat,
        airlineCodes: draft.airlineCodes.slice(0, MAX_PREFERRED),
        homeAirport: home === '' ? null : home,
      },
      hotel: {
        chainCodes: draft.chainCodes.slice(0, MAX_PREFERRED),
        minStarRating: draft.minStarRating,
      },
    },
  };
}

/** Adds or removes a code from a capped list (a code already there is removed). */
export function toggleCode(codes: readonly string[], code: string): string[] {
  if (codes.includes(code)) return codes.filter((c) => c !== code);
  return codes.length >= MAX_PREFERRED ? [...codes] : [...codes, code];
}
