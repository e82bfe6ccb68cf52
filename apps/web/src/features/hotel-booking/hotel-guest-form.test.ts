import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ageOn,
  buildHotelBookRequest,
  checkHotelGuest,
  placeHotelError,
  type HotelGuestDraft,
} from './hotel-guest-form';
import { listGuestCountries } from './guest-countries';

const draft: HotelGuestDraft = {
  givenName: 'Ada',
  surname: 'Lovelace',
  dateOfBirth: '',
  countryCode: 'US',
  email: 'ada@example.com',
  phone: '+1 555 010 2000',
  loyaltyNumber: '',
  specialRequests: '',
  bedType: null,
};
const stay = { checkInDate: '2026-12-10', minimumCheckInAge: 21 };

describe('the hotel guest form', () => {
  it('accepts a complete guest', () => {
    expect(checkHotelGuest(draft, stay)).toEqual({});
  });

  it('names each missing or malformed field', () => {
    expect(
      checkHotelGuest(
        { ...draft, givenName: ' ', surname: 'L0velace', email: 'ada', phone: '', countryCode: '' },
        stay,
      ),
    ).toEqual({
      givenName: 'required',
      surname: 'nameCharacters',
      email: 'emailFormat',
      phone: 'required',
      countryCode: 'required',
    });
  });

  it('checks the minimum check-in age on the check-in day, to the day', () => {
    expect(checkHotelGuest({ ...draft, dateOfBirth: '2005-12-10' }, stay)).toEqual({});
    expect(checkHotelGuest({ ...draft, dateOfBirth: '2005-12-11' }, stay)).toEqual({
      dateOfBirth: 'tooYoung',
    });
    expect(checkHotelGuest({ ...draft, dateOfBirth: '2005-02-30' }, stay)).toEqual({
      dateOfBirth: 'dateFormat',
    });
  });

  it('counts whole years of age', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2020 }),
        fc.integer({ min: 0, max: 90 }),
        (year, years) => {
          const born = `${year}-03-15`;
          expect(ageOn(born, `${year + years}-03-15`)).toBe(years);
          if (years > 0) expect(ageOn(born, `${year + years}-03-14`)).toBe(years - 1);
        },
      ),
    );
  });

  it('leaves empty optional fields out of the request', () => {
    const request = buildHotelBookRequest({
      quoteToken: 't',
      draft,
      payment: { rewardsMinor: 0, applyWalletCredit: false, cardToken: 'c' },
      acceptedTotalMinor: null,
      outOfPolicyReason: null,
    });
    expect(request).toEqual({
      quoteToken: 't',
      guests: {
        lead: { givenName: 'Ada', surname: 'Lovelace', countryCode: 'US' },
        others: [],
      },
      contact: { email: 'ada@example.com', phone: '+1 555 010 2000' },
      payment: { rewardsMinor: 0, applyWalletCredit: false, cardToken: 'c' },
    });
  });

  it('sends a sold-out room back to the hotel and an age failure to the birth date', () => {
    expect(placeHotelError('RateNotAvailable', undefined)).toEqual({ area: 'room' });
    expect(placeHotelError('CheckInMinimumAgeNotMet', undefined)).toEqual({
      area: 'field',
      field: 'dateOfBirth',
    });
    expect(placeHotelError('CreditCardDeclined', undefined)).toEqual({ area: 'card' });
    expect(placeHotelError('BadRequest', 'guests.lead.surname')).toEqual({
      area: 'field',
      field: 'surname',
    });
  });

  it('lists countries by name', () => {
    const countries = listGuestCountries('en');
    expect(countries.find((c) => c.code === 'FR')?.name).toBe('France');
    expect(countries.length).toBeGreaterThan(240);
  });
});
