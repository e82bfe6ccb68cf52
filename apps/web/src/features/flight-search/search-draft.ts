import type { FlightEntrySource, FlightShopRequest } from '@wayfare/contracts/flight-shop';
import type { FlightTripType, PassengerCounts } from '@wayfare/contracts/flights';
import type { SearchCabin } from '../../model/flight-search-params';
import { MAX_SLICES } from '../../model/flight-search-params';
import type { PassengerRule } from '@wayfare/domain/passenger-counts';
import { DEFAULT_PASSENGERS, validatePassengers } from '@wayfare/domain/passenger-counts';
import { addDaysToIsoDate, SEARCH_HORIZON_DAYS } from '../../model/search-dates';

export interface PlaceChoice {
  /** The 3-letter code searched: an airport's, or a metro's IATA code. */
  code: string;
  label: string;
  /** Picked from the recent places shown in the autocomplete. */
  isRecent: boolean;
  /** The place's city, when the autocomplete names one (a package's hotels are there). */
  cityCode?: string;
}

export interface SliceDraft {
  origin: PlaceChoice | null;
  destination: PlaceChoice | null;
  /** YYYY-MM-DD */
  departureDate: string | null;
}

export interface FlightSearchDraft {
  tripType: FlightTripType;
  /** One slice for one-way and round trip (the return is `returnDate`), 2–5 for multi-city. */
  slices: SliceDraft[];
  returnDate: string | null;
  passengers: PassengerCounts;
  cabin: SearchCabin;
}

export type DraftRule =
  | 'OriginRequired'
  | 'DestinationRequired'
  | 'SameOriginAndDestination'
  | 'DateRequired'
  | 'DateBeforeToday'
  | 'DateOutsideHorizon'
  | 'ReturnRequired'
  | 'ReturnBeforeDeparture'
  | 'DatesOutOfOrder';

export type DraftField = 'origin' | 'destination' | 'departureDate' | 'returnDate';
export interface DraftErrors {
  /** Per slice index, per field. */
  slices: Partial<Record<DraftField, DraftRule>>[];
  passengers: PassengerRule[];
}

export const EMPTY_SLICE: SliceDraft = { origin: null, destination: null, departureDate: null };

export function createEmptyDraft(): FlightSearchDraft {
  return {
    tripType: 'round_trip',
    slices: [EMPTY_SLICE],
    returnDate: null,
    passengers: DEFAULT_PASSENGERS,
    cabin: 'Economy',
  };
}

/**
 * The empty form started from the person's travel preferences (issue 24): it leaves from their
 * home airport, in their preferred cabin. Without preferences it is the empty form as it was.
 */
export function createPreferredDraft(
  preference: {
    homeAirport: { code: string; city: string } | null;
    cabinClass: FlightShopRequest['cabinClass'] | null;
  },
  /** A phone app's deep link (issue 24): where to and when; one-way without a return day. */
  link: { destination: PlaceChoice | null; fromDate: string | null; untilDate: string | null } = {
    destination: null,
    fromDate: null,
    untilDate: null,
  },
): FlightSearchDraft {
  const draft = createEmptyDraft();
  const { homeAirport, cabinClass } = preference;
  return {
    ...draft,
    tripType: link.fromDate && !link.untilDate ? 'one_way' : draft.tripType,
    returnDate: link.fromDate ? link.untilDate : null,
    slices: [
      {
        ...EMPTY_SLICE,
        destination: link.destination,
        departureDate: link.fromDate,
        origin: homeAirport
          ? // Named as recent searches name a place: "Chicago (ORD)".
            {
              code: homeAirport.code,
              label: `${homeAirport.city} (${homeAirport.code})`,
              isRecent: false,
            }
          : null,
      },
    ],
    cabin: cabinClass ? toSearchCabin(cabinClass) : draft.cabin,
  };
}

function placeFromCode(code: string): PlaceChoice {
  return { code, label: code, isRecent: false };
}

/** Prefills the form from a search (URL or recent search); labels default to the codes. */
export function createDraftFromRequest(
  request: FlightShopRequest,
  labelFor: (code: string) => string | undefined = () => undefined,
): FlightSearchDraft {
  const toPlace = (code: string): PlaceChoice => {
    const label = labelFor(code);
    return label ? { code, label, isRecent: false } : placeFromCode(code);
  };
  const slices = request.tripType === 'multi_city' ? request.slices : request.slices.slice(0, 1);
  return {
    tripType: request.tripType,
    slices: slices.map((slice) => ({
      origin: toPlace(slice.origin),
      destination: toPlace(slice.destination),
      departureDate: slice.departureDate,
    })),
    returnDate:
      request.tripType === 'round_trip' ? (request.slices[1]?.departureDate ?? null) : null,
    passengers: request.passengers,
    cabin: request.cabinClass === undefined ? 'Economy' : toSearchCabin(request.cabinClass),
  };
}

function toSearchCabin(cabin: NonNullable<FlightShopRequest['cabinClass']>): SearchCabin {
  return cabin === 'BasicEconomy' ? 'Economy' : cabin;
}

/** Switching trip type keeps what fits: the first slice always, a second multi-city slice added. */
export function changeTripType(
  draft: FlightSearchDraft,
  tripType: FlightTripType,
): FlightSearchDraft {
  const first = draft.slices[0] ?? EMPTY_SLICE;
  if (tripType === 'multi_city') {
    const second: SliceDraft = draft.slices[1] ?? {
      origin: first.destination,
      destination: null,
      departureDate: draft.returnDate,
    };
    return { ...draft, tripType, slices: [first, second, ...draft.slices.slice(2)] };
  }
  return { ...draft, tripType, slices: [first] };
}

export function addSlice(draft: FlightSearchDraft): FlightSearchDraft {
  if (draft.tripType !== 'multi_city' || draft.slices.length >= MAX_SLICES) return draft;
  const last = draft.slices[draft.slices.length - 1];
  return {
    ...draft,
    slices: [
      ...draft.slices,
      { origin: last?.destination ?? null, destination: null, departureDate: null },
    ],
  };
}

export function removeSlice(draft: FlightSearchDraft, index: number): FlightSearchDraft {
  if (draft.slices.length <= 2) return draft;
  return { ...draft, slices: draft.slices.filter((_, i) => i !== index) };
}

export function swapSlicePlaces(draft: FlightSearchDraft, index: number): FlightSearchDraft {
  return {
    ...draft,
    slices: draft.slices.map((slice, i) =>
      i === index ? { ...slice, origin: slice.destination, destination: slice.origin } : slice,
    ),
  };
}

function checkDate(date: string, today: string): DraftRule | null {
  if (date < today) return 'DateBeforeToday';
  if (date > addDaysToIsoDate(today, SEARCH_HORIZON_DAYS)) return 'DateOutsideHorizon';
  return null;
}

/** Every rule the form breaks, by field, for messages beside the fields. `today` is YYYY-MM-DD. */
export function validateDraft(draft: FlightSearchDraft, today: string): DraftErrors {
  const slices = draft.slices.map((slice, index) => {
    const errors: Partial<Record<DraftField, DraftRule>> = {};
    if (!slice.origin) errors.origin = 'OriginRequired';
    if (!slice.destination) errors.destination = 'DestinationRequired';
    if (slice.origin && slice.destination && slice.origin.code === slice.destination.code) {
      errors.destination = 'SameOriginAndDestination';
    }
    if (!slice.departureDate) errors.departureDate = 'DateRequired';
    else {
      const dateRule = checkDate(slice.departureDate, today);
      const previous = draft.slices[index - 1]?.departureDate;
      if (dateRule) errors.departureDate = dateRule;
      else if (draft.tripType === 'multi_city' && previous && slice.departureDate < previous) {
        errors.departureDate = 'DatesOutOfOrder';
      }
    }
    if (draft.tripType === 'round_trip' && index === 0) {
      if (!draft.returnDate) errors.returnDate = 'ReturnRequired';
      else if (slice.departureDate && draft.returnDate < slice.departureDate) {
        errors.returnDate = 'ReturnBeforeDeparture';
      } else {
        const returnRule = checkDate(draft.returnDate, today);
        if (returnRule) errors.returnDate = returnRule;
      }
    }
    return errors;
  });
  return { slices, passengers: validatePassengers(draft.passengers) };
}

export function hasDraftErrors(errors: DraftErrors): boolean {
  return (
    errors.passengers.length > 0 || errors.slices.some((slice) => Object.keys(slice).length > 0)
  );
}

/**
 * The request for a valid draft. The entry source is `recently_searched_autocomplete` when a place
 * came from the recent places in the autocomplete.
 */
export function buildRequestFromDraft(draft: FlightSearchDraft): FlightShopRequest {
  const slices = draft.slices.map((slice) => ({
    origin: slice.origin?.code ?? '',
    destination: slice.destination?.code ?? '',
    departureDate: slice.departureDate ?? '',
  }));
  const first = slices[0];
  const withReturn =
    draft.tripType === 'round_trip' && first
      ? [
          first,
          {
            origin: first.destination,
            destination: first.origin,
            departureDate: draft.returnDate ?? '',
          },
        ]
      : slices;
  const usedRecentPlace = draft.slices.some(
    (slice) => slice.origin?.isRecent === true || slice.destination?.isRecent === true,
  );
  const entrySource: FlightEntrySource | undefined = usedRecentPlace
    ? 'recently_searched_autocomplete'
    : undefined;
  return {
    tripType: draft.tripType,
    slices: withReturn,
    passengers: draft.passengers,
    maxStops: 2,
    excludeLowCostCarriers: false,
    ...(draft.cabin === 'Economy' ? {} : { cabinClass: draft.cabin }),
    ...(entrySource ? { entrySource } : {}),
  };
}
