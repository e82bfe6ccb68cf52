import type { BookingPayment, FlightBookRequest } from '@wayfare/contracts/flight-booking';
import type { FlightOffer, PassengerCounts } from '@wayfare/contracts/flights';
import type { Traveler } from '@wayfare/contracts/travelers';
import type { AirlineTravelCredit } from '@wayfare/contracts/trips';
import { CASH_REWARDS_CURRENCY } from '@wayfare/domain/display-rules';
import { fromMajorUnits, selectCurrencyExponent, toMajorUnits } from '@wayfare/domain/money-format';
import { PASSENGER_TYPES } from '@wayfare/domain/passenger-counts';
import type {
  BookingPassenger,
  PassengerRuleCode,
  PassengerType,
} from '@wayfare/domain/passenger-rules';
import {
  checkPassengers,
  computeAgeOn,
  isAgeAllowedForType,
} from '@wayfare/domain/passenger-rules';
import type { PaymentSplit } from '@wayfare/domain/payment-split';
import type { TravelerDraft } from '../../model/traveler-draft';

/** One seat (or lap) to fill on the booking: the quoted passenger types, adults first. */
export interface PassengerSlot {
  index: number;
  passengerType: PassengerType;
}

export function listPassengerSlots(counts: PassengerCounts): PassengerSlot[] {
  return PASSENGER_TYPES.flatMap((type) => Array.from({ length: counts[type] }, () => type)).map(
    (passengerType, index) => ({ index, passengerType }),
  );
}

/** The trip facts the passenger rules need. */
export interface TripFacts {
  firstDepartureDate: string;
  lastDepartureDate: string;
  isInternational: boolean;
}

export function describeTrip(offer: FlightOffer): TripFacts {
  const segments = offer.slices.flatMap((slice) => slice.segments);
  const countries = new Set(
    segments.flatMap((segment) => [segment.origin.countryCode, segment.destination.countryCode]),
  );
  return {
    firstDepartureDate: segments[0]?.departureTime.slice(0, 10) ?? '',
    lastDepartureDate: segments.at(-1)?.departureTime.slice(0, 10) ?? '',
    isInternational: countries.size > 1,
  };
}

export function travelerToPassenger(traveler: Traveler, type: PassengerType): BookingPassenger {
  return {
    passengerType: type,
    givenName: traveler.givenName,
    surname: traveler.surname,
    dateOfBirth: traveler.dateOfBirth,
    passport: traveler.passport,
    knownTravelerNumber: traveler.knownTravelerNumber,
    tsaRedressNumber: traveler.tsaRedressNumber,
  };
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

export function draftToPassenger(draft: TravelerDraft, type: PassengerType): BookingPassenger {
  const hasPassport = draft.passportNumber.trim() !== '' || draft.passportCountry.trim() !== '';
  return {
    passengerType: type,
    givenName: draft.givenName.trim(),
    surname: draft.surname.trim(),
    dateOfBirth: draft.dateOfBirth.trim(),
    passport: hasPassport
      ? {
          number: draft.passportNumber.trim(),
          countryOfIssue: draft.passportCountry.trim().toUpperCase(),
          nationality: blankToNull(draft.passportNationality)?.toUpperCase() ?? undefined,
          expiration: draft.passportExpiry.trim(),
        }
      : null,
    knownTravelerNumber: blankToNull(draft.knownTravelerNumber),
    tsaRedressNumber: blankToNull(draft.tsaRedressNumber),
  };
}

/** The traveler form field a passenger-rule field points at (`passengers.0.passport.expiration` → `passportExpiry`). */
export function toDraftField(ruleField: string): string | null {
  const path = ruleField.replace(/^(passengers|travelers)\.\d+\.?/, '');
  const fields: Record<string, string> = {
    givenName: 'givenName',
    surname: 'surname',
    dateOfBirth: 'dateOfBirth',
    passport: 'passportNumber',
    'passport.number': 'passportNumber',
    'passport.countryOfIssue': 'passportCountry',
    'passport.nationality': 'passportNationality',
    'passport.expiration': 'passportExpiry',
    knownTravelerNumber: 'knownTravelerNumber',
    tsaRedressNumber: 'tsaRedressNumber',
  };
  return fields[path] ?? null;
}

/** A passenger rule broken by one traveler, placed on a form field. */
export interface SlotRuleError {
  code: PassengerRuleCode;
  /** The traveler form field to show it beside, or null for the traveler as a whole. */
  draftField: string | null;
}

export type ContactField = 'email' | 'phone';

export interface BookingCheck {
  /** Per slot: unassigned, or the rules its traveler breaks. */
  slots: Record<number, SlotRuleError[] | 'TravelerRequired'>;
  contact: Partial<Record<ContactField, PassengerRuleCode>>;
  /** Rules about the party as a whole (at least one adult, lap infants per adult, …). */
  party: PassengerRuleCode[];
}

export function hasBookingProblems(check: BookingCheck): boolean {
  return (
    Object.keys(check.slots).length > 0 ||
    Object.keys(check.contact).length > 0 ||
    check.party.length > 0
  );
}

/**
 * Every passenger rule (spec §5) on the travelers chosen for each slot, the same function the
 * server runs, so the page names the rule beside the traveler before anything is sent.
 */
export function checkBooking(input: {
  slots: readonly PassengerSlot[];
  assignments: readonly (string | null)[];
  travelers: readonly Traveler[];
  contact: { email: string; phone: string };
  trip: TripFacts;
}): BookingCheck {
  const check: BookingCheck = { slots: {}, contact: {}, party: [] };
  const byId = new Map(input.travelers.map((t) => [t.id, t]));
  const passengers: BookingPassenger[] = [];
  const slotOfPassenger: number[] = [];
  for (const slot of input.slots) {
    const id = input.assignments[slot.index] ?? null;
    const traveler = id ? byId.get(id) : undefined;
    if (!traveler) {
      check.slots[slot.index] = 'TravelerRequired';
      continue;
    }
    passengers.push(travelerToPassenger(traveler, slot.passengerType));
    slotOfPassenger.push(slot.index);
  }
  const errors = checkPassengers({ passengers, contact: input.contact, ...input.trip });
  for (const error of errors) {
    if (error.field === 'contact.email') check.contact.email = error.code;
    else if (error.field === 'contact.phone') check.contact.phone = error.code;
    else if (error.passengerIndex === null) {
      if (!check.party.includes(error.code)) check.party.push(error.code);
    } else {
      const slotIndex = slotOfPassenger[error.passengerIndex];
      if (slotIndex === undefined) continue;
      const existing = check.slots[slotIndex];
      const list = Array.isArray(existing) ? existing : [];
      list.push({ code: error.code, draftField: toDraftField(error.field) });
      check.slots[slotIndex] = list;
    }
  }
  // Missing travelers make "at least one adult" noise until every slot is filled.
  if (Object.values(check.slots).includes('TravelerRequired')) check.party = [];
  return check;
}

/** The rules one traveler breaks in a slot, worded per form field (for the traveler form). */
export function checkDraftForSlot(
  draft: TravelerDraft,
  type: PassengerType,
  trip: TripFacts,
): SlotRuleError[] {
  const errors = checkPassengers({
    passengers: [draftToPassenger(draft, type)],
    contact: { email: 'contact@example.com', phone: '5550100000' },
    ...trip,
  });
  return errors
    .filter((error) => error.passengerIndex === 0)
    .map((error) => ({ code: error.code, draftField: toDraftField(error.field) }));
}

/**
 * First suggestion for each slot: the person themselves (their default traveler, or else the
 * traveler with their name) in the first slot their age fits, then nobody (the person picks).
 */
export function suggestAssignments(
  slots: readonly PassengerSlot[],
  travelers: readonly Traveler[],
  firstDepartureDate: string,
  user?: { firstName: string; lastName: string },
): (string | null)[] {
  const assignments: (string | null)[] = slots.map(() => null);
  const sameName = (t: Traveler) =>
    user !== undefined &&
    t.givenName.toLowerCase() === user.firstName.toLowerCase() &&
    t.surname.toLowerCase() === user.lastName.toLowerCase();
  const usable = travelers.filter((t) => !t.isMissingInfo);
  const preferred = usable.find((t) => t.isDefaultProfile) ?? usable.find(sameName);
  if (!preferred) return assignments;
  const age = computeAgeOn(preferred.dateOfBirth, firstDepartureDate);
  const slot = slots.find((s) => isAgeAllowedForType(s.passengerType, age));
  if (slot) assignments[slot.index] = preferred.id;
  return assignments;
}

export interface PaymentChoice {
  cardToken: string | null;
  saveCard: boolean;
  rewardsAccountReferenceId: string | null;
  rewardsMinor: number;
  applyWalletCredit: boolean;
  /** Flights only: the airline travel credit applied first (hotels never offer one). */
  airlineCreditId?: string | null;
}

/**
 * The payment as every product's book request sends it: the card only when it pays a part (and
 * flagged when it is one of the person's saved cards, so a card removed meanwhile is named),
 * the rewards account only when rewards pay a part, the airline credit when one applies.
 */
export function toBookingPayment(
  choice: PaymentChoice,
  split: PaymentSplit,
  newCardTokens: ReadonlySet<string>,
): BookingPayment {
  const { cardToken } = choice;
  return {
    ...(split.cardMinor > 0 && cardToken
      ? {
          cardToken,
          saveCard: choice.saveCard,
          ...(newCardTokens.has(cardToken) ? {} : { savedCard: true }),
        }
      : {}),
    ...(split.rewardsMinor > 0 && choice.rewardsAccountReferenceId
      ? { rewardsAccountReferenceId: choice.rewardsAccountReferenceId }
      : {}),
    rewardsMinor: choice.rewardsAccountReferenceId ? split.rewardsMinor : 0,
    applyWalletCredit: choice.applyWalletCredit,
    ...(choice.airlineCreditId ? { airlineCreditId: choice.airlineCreditId } : {}),
  };
}

export function buildBookRequest(input: {
  quoteToken: string;
  slots: readonly PassengerSlot[];
  assignments: readonly (string | null)[];
  contact: { email: string; phone: string };
  payment: BookingPayment;
  acceptedTotalMinor: number | null;
  outOfPolicyReason: string | null;
}): FlightBookRequest {
  return {
    quoteToken: input.quoteToken,
    travelers: input.slots.map((slot) => ({
      passengerType: slot.passengerType,
      travelerId: input.assignments[slot.index] ?? '',
    })),
    contact: { email: input.contact.email.trim(), phone: input.contact.phone.trim() },
    payment: input.payment,
    ...(input.acceptedTotalMinor !== null
      ? { acceptPriceChange: { newTotalMinor: input.acceptedTotalMinor } }
      : {}),
    ...(input.outOfPolicyReason ? { outOfPolicyReason: input.outOfPolicyReason } : {}),
  };
}

/**
 * One Idempotency-Key per distinct request: pressing Book again (or a retry after a lost answer)
 * with the same details reuses it, so the trip is never booked twice; changed details get a new one.
 */
export function createIdempotencyKeys(newKey: () => string) {
  let last: { body: string; key: string } | null = null;
  return (request: object): string => {
    const body = JSON.stringify(request);
    if (last?.body !== body) last = { body, key: newKey() };
    return last.key;
  };
}

/** Where a 400's `field` belongs on the booking page. */
export type ServerFieldPlace =
  | { area: 'traveler'; slotIndex: number; draftField: string | null }
  | { area: 'contact'; field: ContactField }
  | { area: 'payment'; field: 'card' | 'rewards' }
  | { area: 'page' };

export function placeServerField(field: string | undefined): ServerFieldPlace {
  if (!field) return { area: 'page' };
  const traveler = /^travelers\.(\d+)/.exec(field);
  if (traveler) {
    return { area: 'traveler', slotIndex: Number(traveler[1]), draftField: toDraftField(field) };
  }
  if (field === 'contact.email') return { area: 'contact', field: 'email' };
  if (field === 'contact.phone') return { area: 'contact', field: 'phone' };
  if (field === 'payment.cardToken') return { area: 'payment', field: 'card' };
  if (field.startsWith('payment')) return { area: 'payment', field: 'rewards' };
  return { area: 'page' };
}

/**
 * What a person typed in the rewards amount box, in minor units: whole miles, or dollars and
 * cents for cash rewards ("12.5" → 1250). Null when it is not a plain non-negative number.
 */
export function parseRewardsInput(text: string, currency: 'miles' | 'cash'): number | null {
  const cleaned = text.trim().replace(/[,\s$]/g, '');
  if (currency === 'miles') return /^\d{1,9}$/.test(cleaned) ? Number(cleaned) : null;
  if (!/^\d{1,7}(?:\.\d{0,2})?$/.test(cleaned)) return null;
  return fromMajorUnits(Number(cleaned), CASH_REWARDS_CURRENCY).amountMinor;
}

/** The amount box's text for a value in minor units. */
export function formatRewardsInput(minor: number, currency: 'miles' | 'cash'): string {
  if (currency === 'miles') return String(minor);
  const money = { amountMinor: minor, currency: CASH_REWARDS_CURRENCY };
  return toMajorUnits(money).toFixed(selectCurrencyExponent(CASH_REWARDS_CURRENCY));
}

/**
 * The airline travel credits a flight booking can use (the server checks again): available, with
 * something left, in the trip's currency, and every flight marketed by the credit's airline.
 */
export function listUsableAirlineCredits(
  credits: readonly AirlineTravelCredit[],
  marketingCarrierCodes: readonly string[],
  currency: string,
): AirlineTravelCredit[] {
  if (marketingCarrierCodes.length === 0) return [];
  return credits.filter(
    (credit) =>
      credit.status === 'available' &&
      credit.remaining.amountMinor > 0 &&
      credit.remaining.currency === currency &&
      marketingCarrierCodes.every((code) => code === credit.airline.code),
  );
}
