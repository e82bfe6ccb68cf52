import { describe, expect, it } from 'vitest';
import type { Traveler } from '@wayfare/contracts/travelers';
import type { AirlineTravelCredit } from '@wayfare/contracts/trips';
import { createEmptyDraft } from '../../model/traveler-draft';
import {
  buildBookRequest,
  checkBooking,
  checkDraftForSlot,
  createIdempotencyKeys,
  listUsableAirlineCredits,
  listPassengerSlots,
  placeServerField,
  suggestAssignments,
  toBookingPayment,
  toDraftField,
} from './booking-form';

const traveler = (id: string, dateOfBirth: string, extra: Partial<Traveler> = {}): Traveler => ({
  id,
  givenName: id,
  surname: 'Lovelace',
  gender: 'F',
  dateOfBirth,
  assistance: [],
  createdAt: null,
  frequentFlyer: {},
  hotelLoyalty: {},
  emailAddress: null,
  passport: null,
  knownTravelerNumber: null,
  tsaRedressNumber: null,
  isGhostUser: false,
  isMissingInfo: false,
  isPrivateProfile: false,
  isDefaultProfile: false,
  linkedDEUserId: null,
  ...extra,
});

const DOMESTIC = {
  firstDepartureDate: '2026-12-14',
  lastDepartureDate: '2026-12-20',
  isInternational: false,
};
const CONTACT = { email: 'ada@example.com', phone: '+1 555 010 2030' };

describe('booking form', () => {
  it('lists one slot per quoted passenger, adults first', () => {
    expect(listPassengerSlots({ ADT: 2, CNN: 1, INS: 0, INF: 1 })).toEqual([
      { index: 0, passengerType: 'ADT' },
      { index: 1, passengerType: 'ADT' },
      { index: 2, passengerType: 'CNN' },
      { index: 3, passengerType: 'INF' },
    ]);
  });

  it('suggests the default traveler in the first slot their age fits', () => {
    const slots = listPassengerSlots({ ADT: 1, CNN: 1, INS: 0, INF: 0 });
    const child = traveler('kid', '2018-05-01', { isDefaultProfile: true });
    expect(suggestAssignments(slots, [child], '2026-12-14')).toEqual([null, 'kid']);
    const adult = traveler('ada', '1985-12-10', { isDefaultProfile: true });
    expect(suggestAssignments(slots, [adult], '2026-12-14')).toEqual(['ada', null]);
    const self = traveler('me', '1990-03-02', { givenName: 'Marcus', surname: 'Chen' });
    const friend = traveler('friend', '1991-01-01');
    expect(
      suggestAssignments(slots, [friend, self], '2026-12-14', {
        firstName: 'Marcus',
        lastName: 'Chen',
      }),
    ).toEqual(['me', null]);
    expect(suggestAssignments(slots, [friend], '2026-12-14')).toEqual([null, null]);
  });

  it('names each unfilled slot and each broken rule beside the right traveler field', () => {
    const slots = listPassengerSlots({ ADT: 1, CNN: 1, INS: 0, INF: 0 });
    const adult = traveler('ada', '1985-12-10');
    const notAChild = traveler('byron', '1990-01-01', { knownTravelerNumber: 'AB12' });
    const empty = checkBooking({
      slots,
      assignments: [null, null],
      travelers: [adult],
      contact: CONTACT,
      trip: DOMESTIC,
    });
    expect(empty.slots).toEqual({ 0: 'TravelerRequired', 1: 'TravelerRequired' });
    expect(empty.party).toEqual([]);
    const wrong = checkBooking({
      slots,
      assignments: ['ada', 'byron'],
      travelers: [adult, notAChild],
      contact: { email: 'nope', phone: '12' },
      trip: DOMESTIC,
    });
    expect(wrong.slots).toEqual({
      1: [
        { code: 'PassengerTypeMismatch', draftField: 'dateOfBirth' },
        { code: 'InvalidKnownTravelerNumber', draftField: 'knownTravelerNumber' },
      ],
    });
    expect(wrong.contact).toEqual({ email: 'ContactEmailRequired', phone: 'ContactPhoneRequired' });
  });

  it('asks for a valid passport with nationality on an international trip', () => {
    const trip = { ...DOMESTIC, isInternational: true };
    const draft = {
      ...createEmptyDraft(),
      givenName: 'Ada',
      surname: 'Lovelace',
      dateOfBirth: '1985-12-10',
    };
    expect(checkDraftForSlot(draft, 'ADT', trip)).toEqual([
      { code: 'PassportMissing', draftField: 'passportNumber' },
    ]);
    const expired = {
      ...draft,
      passportNumber: 'X1234567',
      passportCountry: 'gb',
      passportNationality: 'GB',
      passportExpiry: '2026-12-01',
    };
    expect(checkDraftForSlot(expired, 'ADT', trip)).toEqual([
      { code: 'PassportExpired', draftField: 'passportExpiry' },
    ]);
    expect(checkDraftForSlot({ ...expired, passportExpiry: '2030-01-01' }, 'ADT', trip)).toEqual(
      [],
    );
  });

  it('maps rule and server fields onto the page', () => {
    expect(toDraftField('passengers.2.passport.expiration')).toBe('passportExpiry');
    expect(placeServerField('travelers.1.dateOfBirth')).toEqual({
      area: 'traveler',
      slotIndex: 1,
      draftField: 'dateOfBirth',
    });
    expect(placeServerField('payment.cardToken')).toEqual({ area: 'payment', field: 'card' });
    expect(placeServerField('payment.rewardsMinor')).toEqual({
      area: 'payment',
      field: 'rewards',
    });
    expect(placeServerField('contact.phone')).toEqual({ area: 'contact', field: 'phone' });
    expect(placeServerField(undefined)).toEqual({ area: 'page' });
  });

  it('sends the card only when it pays a part, flags a saved one, and reuses the key for the same request', () => {
    const choice = {
      cardToken: 'card_1',
      saveCard: true,
      rewardsAccountReferenceId: 'RA-1',
      rewardsMinor: 100,
      applyWalletCredit: false,
    };
    const split = (cardMinor: number) => ({
      walletCreditMinor: 0,
      rewardsMinor: 100,
      cardMinor,
      maxRewardsMinor: 100,
    });
    expect(toBookingPayment(choice, split(0), new Set())).toEqual({
      rewardsAccountReferenceId: 'RA-1',
      rewardsMinor: 100,
      applyWalletCredit: false,
    });
    // A card from the saved list is flagged; one added on this visit is not.
    expect(toBookingPayment(choice, split(4900), new Set())).toMatchObject({
      cardToken: 'card_1',
      savedCard: true,
    });
    expect(toBookingPayment(choice, split(4900), new Set(['card_1']))).not.toHaveProperty(
      'savedCard',
    );
    const base = {
      quoteToken: 'q.1.sig',
      slots: listPassengerSlots({ ADT: 1, CNN: 0, INS: 0, INF: 0 }),
      assignments: ['ada'],
      contact: CONTACT,
      acceptedTotalMinor: null,
      outOfPolicyReason: null,
    };
    const allMiles = buildBookRequest({
      ...base,
      payment: toBookingPayment(choice, split(0), new Set()),
    });
    const withCard = buildBookRequest({
      ...base,
      payment: toBookingPayment(choice, split(4900), new Set()),
      acceptedTotalMinor: 5000,
    });
    expect(withCard.payment.cardToken).toBe('card_1');
    expect(withCard.acceptPriceChange).toEqual({ newTotalMinor: 5000 });
    let n = 0;
    const keyFor = createIdempotencyKeys(() => `key-${++n}`);
    expect(keyFor(withCard)).toBe('key-1');
    expect(keyFor(withCard)).toBe('key-1');
    expect(keyFor(allMiles)).toBe('key-2');
  });
});

describe('rewards amount box', () => {
  it('reads miles as whole numbers and cash as dollars and cents, in minor units', async () => {
    const { parseRewardsInput, formatRewardsInput } = await import('./booking-form');
    expect(parseRewardsInput('25,000', 'miles')).toBe(25_000);
    expect(parseRewardsInput('12.5', 'cash')).toBe(1_250);
    expect(parseRewardsInput('$7', 'cash')).toBe(700);
    expect(parseRewardsInput('1.234', 'cash')).toBeNull();
    expect(parseRewardsInput('-3', 'miles')).toBeNull();
    expect(formatRewardsInput(1_205, 'cash')).toBe('12.05');
    expect(formatRewardsInput(900, 'miles')).toBe('900');
  });
});

describe('listUsableAirlineCredits', () => {
  const credit = (over: Partial<AirlineTravelCredit> = {}): AirlineTravelCredit => ({
    id: 'c1',
    airline: { code: 'AC', name: 'Air Canada' },
    amount: { amountMinor: 30_000, currency: 'USD' },
    remaining: { amountMinor: 12_000, currency: 'USD' },
    status: 'available',
    expiresAt: '2027-01-01T00:00:00.000Z',
    travelerNames: ['Ada Lovelace'],
    origin: { bookingId: 'b1', confirmationCode: 'H-ABC123' },
    createdAt: '2026-01-01T00:00:00.000Z',
    ...over,
  });

  it('offers available credits of the airline that markets every flight', () => {
    expect(listUsableAirlineCredits([credit()], ['AC', 'AC'], 'USD')).toHaveLength(1);
  });

  it('never offers another airline, a mixed trip, a spent or expired credit, or no flights', () => {
    expect(listUsableAirlineCredits([credit()], ['AC', 'UA'], 'USD')).toEqual([]);
    expect(listUsableAirlineCredits([credit()], ['UA'], 'USD')).toEqual([]);
    expect(listUsableAirlineCredits([credit({ status: 'expired' })], ['AC'], 'USD')).toEqual([]);
    expect(listUsableAirlineCredits([credit({ status: 'redeemed' })], ['AC'], 'USD')).toEqual([]);
    expect(
      listUsableAirlineCredits(
        [credit({ remaining: { amountMinor: 0, currency: 'USD' } })],
        ['AC'],
        'USD',
      ),
    ).toEqual([]);
    expect(listUsableAirlineCredits([credit()], ['AC'], 'CAD')).toEqual([]);
    expect(listUsableAirlineCredits([credit()], [], 'USD')).toEqual([]);
  });
});
