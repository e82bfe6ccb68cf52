import { describe, expect, it } from 'vitest';
import type { Traveler } from '@wayfare/contracts/travelers';
import { buildCarBookRequest, checkCarBookingDraft, placeCarError } from './car-driver-form';

function traveler(id: string, dateOfBirth: string, isMissingInfo = false): Traveler {
  return {
    id,
    givenName: 'Ada',
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
    isMissingInfo,
    isPrivateProfile: false,
    isDefaultProfile: false,
    linkedDEUserId: null,
  };
}

const TRAVELERS = [
  traveler('adult', '1990-05-01'),
  traveler('young', '2006-03-05'),
  traveler('placeholder', '1870-01-01', true),
];
const RULES = { pickUpDate: '2027-03-04', minimumDriverAge: 21, searchedAge: 30 };
const DRAFT = {
  travelerId: 'adult',
  loyaltyNumber: '',
  email: 'ada@example.com',
  phone: '617 555 0100',
};

describe('car driver form', () => {
  it('accepts a driver of the searched age band', () => {
    expect(checkCarBookingDraft(DRAFT, TRAVELERS, RULES)).toEqual({});
  });

  it('says when the driver is too young, outside the band or has no birth date', () => {
    expect(
      checkCarBookingDraft({ ...DRAFT, travelerId: 'young' }, TRAVELERS, RULES).driver,
    ).toEqual({
      code: 'DriverUnderMinimumAge',
      minimumAge: 21,
      age: 20,
    });
    expect(
      checkCarBookingDraft({ ...DRAFT, travelerId: 'young' }, TRAVELERS, {
        ...RULES,
        minimumDriverAge: 18,
      }).driver?.code,
    ).toBe('DriverAgeMismatch');
    expect(
      checkCarBookingDraft({ ...DRAFT, travelerId: 'placeholder' }, TRAVELERS, RULES).driver?.code,
    ).toBe('DriverDateOfBirthRequired');
    expect(
      checkCarBookingDraft({ ...DRAFT, travelerId: null }, TRAVELERS, RULES).driver?.code,
    ).toBe('required');
  });

  it('checks the contact and the loyalty number’s form', () => {
    expect(
      checkCarBookingDraft(
        { ...DRAFT, email: 'nope', phone: '12', loyaltyNumber: 'a b' },
        TRAVELERS,
        RULES,
      ),
    ).toEqual({
      email: { code: 'emailFormat' },
      phone: { code: 'phoneFormat' },
      loyaltyNumber: { code: 'loyaltyFormat' },
    });
  });

  it('puts the four loyalty errors and the driver errors at their fields', () => {
    for (const code of [
      'InvalidLoyaltyNumber',
      'LoyaltyNameMismatch',
      'LoyaltyProgramNotAccepted',
      'LoyaltyAccountInactive',
    ])
      expect(placeCarError(code, 'loyaltyNumber')).toEqual({
        area: 'field',
        field: 'loyaltyNumber',
      });
    expect(placeCarError('DriverUnderMinimumAge', 'driver.travelerId')).toEqual({
      area: 'field',
      field: 'driver',
    });
    expect(placeCarError('CardDeclined', 'payment.cardToken')).toEqual({ area: 'shell' });
  });

  it('builds the booking request with only what was given', () => {
    const payment = { rewardsMinor: 0, applyWalletCredit: false, cardToken: 'tok' };
    expect(
      buildCarBookRequest({
        quoteToken: 'q',
        draft: { ...DRAFT, loyaltyNumber: ' 123456789 ' },
        payment,
        acceptedTotalMinor: null,
        outOfPolicyReason: null,
      }),
    ).toEqual({
      quoteToken: 'q',
      driver: { travelerId: 'adult' },
      additionalDrivers: [],
      loyaltyNumber: '123456789',
      contact: { email: 'ada@example.com', phone: '617 555 0100' },
      payment,
    });
  });
});
