import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_PASSENGER_TYPES,
  checkPassengers,
  computeAgeOn,
  isPrivatePassengerType,
  selectPassengerCategory,
  type BookingPassenger,
} from './passenger-rules';

const adult: BookingPassenger = {
  passengerType: 'ADT',
  givenName: 'Ada',
  surname: 'Lovelace',
  dateOfBirth: '1985-12-10',
  passport: null,
  knownTravelerNumber: null,
  tsaRedressNumber: null,
};
const passport = {
  number: 'GB5523871',
  countryOfIssue: 'GB',
  nationality: 'GB',
  expiration: '2031-04-30',
};
const base = {
  contact: { email: 'ada@example.com', phone: '+1 416 555 0142' },
  firstDepartureDate: '2026-12-10',
  lastDepartureDate: '2026-12-17',
  isInternational: false,
};
const codes = (passengers: BookingPassenger[], extra: Partial<typeof base> = {}) =>
  checkPassengers({ ...base, ...extra, passengers }).map((e) => e.code);

describe('computeAgeOn', () => {
  it('turns a year older on the birthday, not the day before', () => {
    expect(computeAgeOn('2014-12-10', '2026-12-09')).toBe(11);
    expect(computeAgeOn('2014-12-10', '2026-12-10')).toBe(12);
  });
});

describe('checkPassengers', () => {
  it('accepts a valid adult with contact details', () => {
    expect(codes([adult])).toEqual([]);
  });
  it('needs at least one adult and at most nine travellers', () => {
    expect(codes([{ ...adult, passengerType: 'CNN', dateOfBirth: '2016-01-01' }])).toContain(
      'NoAdultPassenger',
    );
    expect(codes(Array.from({ length: 10 }, () => adult))).toContain('TooManyPassengers');
    expect(codes(Array.from({ length: 9 }, () => adult))).not.toContain('TooManyPassengers');
  });
  it('allows one lap infant per adult', () => {
    const lap = {
      ...adult,
      passengerType: 'INF' as const,
      givenName: 'Byron',
      dateOfBirth: '2026-01-01',
    };
    expect(codes([adult, lap])).toEqual([]);
    expect(codes([adult, lap, lap])).toContain('TooManyLapInfants');
  });
  it('refuses a lap infant who turns 2 before the last flight, and trusted-traveler numbers on lap infants', () => {
    const lap = { ...adult, passengerType: 'INF' as const, dateOfBirth: '2024-12-15' };
    expect(codes([adult, lap])).toContain('LapInfantTooOld');
    expect(codes([adult, { ...lap, dateOfBirth: '2024-12-18' }])).toEqual([]);
    expect(
      codes([adult, { ...lap, dateOfBirth: '2025-06-01', knownTravelerNumber: 'AB123456' }]),
    ).toContain('LapInfantWithTrustedTravelerNumber');
  });
  it('checks the birth date against the passenger type on the day of travel (boundaries at 2 and 12)', () => {
    expect(codes([adult, { ...adult, passengerType: 'CNN', dateOfBirth: '2014-12-11' }])).toEqual(
      [],
    );
    expect(codes([adult, { ...adult, passengerType: 'CNN', dateOfBirth: '2014-12-10' }])).toContain(
      'PassengerTypeMismatch',
    );
    expect(codes([adult, { ...adult, passengerType: 'CNN', dateOfBirth: '2024-12-10' }])).toEqual(
      [],
    );
    expect(codes([adult, { ...adult, passengerType: 'INS', dateOfBirth: '2024-12-10' }])).toContain(
      'PassengerTypeMismatch',
    );
    expect(codes([{ ...adult, dateOfBirth: '2014-12-11' }])).toContain('PassengerTypeMismatch');
  });
  it('checks name characters and number formats', () => {
    expect(codes([{ ...adult, givenName: 'Ada2' }])).toContain('UnsupportedNameCharacters');
    expect(codes([{ ...adult, givenName: "Zoë-Anne O'Neil" }])).toEqual([]);
    expect(codes([{ ...adult, knownTravelerNumber: '1234567' }])).toContain(
      'InvalidKnownTravelerNumber',
    );
    expect(codes([{ ...adult, tsaRedressNumber: '12345AB' }])).toContain('InvalidRedressNumber');
  });
  it('needs a passport valid beyond the trip with nationality on international trips', () => {
    expect(codes([adult], { isInternational: true })).toContain('PassportMissing');
    expect(codes([{ ...adult, passport }], { isInternational: true })).toEqual([]);
    expect(
      codes([{ ...adult, passport: { ...passport, expiration: '2026-12-17' } }], {
        isInternational: true,
      }),
    ).toContain('PassportExpired');
    expect(
      codes([{ ...adult, passport: { ...passport, nationality: undefined } }], {
        isInternational: true,
      }),
    ).toContain('PassportNationalityMissing');
  });
  it('tells a missing passport from a malformed one, at the field that is wrong', () => {
    const at = (p: Partial<typeof passport>) =>
      checkPassengers({
        ...base,
        isInternational: true,
        passengers: [{ ...adult, passport: { ...passport, ...p } }],
      }).map((e) => [e.code, e.field]);
    expect(at({ number: '' })).toEqual([['PassportMissing', 'passengers.0.passport']]);
    expect(at({ number: 'AB1' })).toEqual([['PassportInvalid', 'passengers.0.passport.number']]);
    expect(at({ countryOfIssue: 'GBR' })).toEqual([
      ['PassportInvalid', 'passengers.0.passport.countryOfIssue'],
    ]);
    expect(at({ expiration: '31/04/2031' })).toEqual([
      ['PassportInvalid', 'passengers.0.passport.expiration'],
    ]);
  });
  it('puts a lap infant’s redress number at its own field', () => {
    const lap = { ...adult, passengerType: 'INF' as const, dateOfBirth: '2026-01-01' };
    expect(
      checkPassengers({
        ...base,
        passengers: [adult, { ...lap, tsaRedressNumber: '1234567' }],
      }).map((e) => [e.code, e.field]),
    ).toEqual([['LapInfantWithTrustedTravelerNumber', 'passengers.1.tsaRedressNumber']]);
  });
  it('judges AgelessChild and the private types as their kind (spec §3)', () => {
    expect(selectPassengerCategory('CHD')).toBe('CNN');
    expect(selectPassengerCategory('JCB')).toBe('ADT');
    expect(selectPassengerCategory('JNS')).toBe('INS');
    expect(selectPassengerCategory('JNF')).toBe('INF');
    expect(isPrivatePassengerType('JNN')).toBe(true);
    expect(isPrivatePassengerType('CHD')).toBe(false);
    expect(BOOKING_PASSENGER_TYPES).toHaveLength(9);
    const child = { ...adult, dateOfBirth: '2018-05-16' };
    // A private adult counts as the party's adult; an ageless child is still a child by age.
    expect(
      codes([
        { ...adult, passengerType: 'JCB' },
        { ...child, passengerType: 'CHD' },
      ]),
    ).toEqual([]);
    expect(codes([{ ...child, passengerType: 'JNN' }])).toContain('NoAdultPassenger');
    expect(codes([adult, { ...adult, passengerType: 'CHD' }])).toContain('PassengerTypeMismatch');
    const lap = { ...adult, passengerType: 'JNF' as const, dateOfBirth: '2026-01-01' };
    expect(codes([adult, lap, lap])).toContain('TooManyLapInfants');
  });
  it('requires contact e-mail and phone', () => {
    expect(codes([adult], { contact: { email: 'nope', phone: '12' } })).toEqual([
      'ContactEmailRequired',
      'ContactPhoneRequired',
    ]);
  });
  it('names the passenger and field of every error (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...BOOKING_PASSENGER_TYPES), {
          minLength: 1,
          maxLength: 12,
        }),
        (types) => {
          const errors = checkPassengers({
            ...base,
            passengers: types.map((passengerType) => ({ ...adult, passengerType })),
          });
          for (const e of errors) {
            if (e.passengerIndex !== null)
              expect(e.field.startsWith(`passengers.${e.passengerIndex}.`)).toBe(true);
            expect(e.message.length).toBeGreaterThan(10);
          }
        },
      ),
    );
  });
});
