import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { FlightCalendarResponse } from '@wayfare/contracts/flight-calendar';
import { EN_MESSAGES } from '../../i18n/messages-en';
import { FR_MESSAGES } from '../../i18n/messages-fr';
import { buildCalendarQuery, toCalendarPrices } from './calendar-prices';
import type { FlightSearchDraft } from './search-draft';

const english = createIntl({ locale: 'en-US', messages: EN_MESSAGES });
const french = createIntl({ locale: 'fr-CA', messages: FR_MESSAGES });

const place = (code: string) => ({ code, label: code, isRecent: false });
const SLICE = { origin: place('NYC'), destination: place('LAX'), departureDate: null };
const DRAFT: FlightSearchDraft = {
  tripType: 'round_trip',
  slices: [SLICE],
  returnDate: null,
  passengers: { ADT: 2, CNN: 1, INS: 0, INF: 0 },
  cabin: 'Economy',
};

const ANSWER: FlightCalendarResponse = {
  kind: 'departure',
  tripType: 'one_way',
  stay: null,
  departureDate: null,
  days: [
    { date: '2026-12-10', lowest: { amountMinor: 21_449, currency: 'USD' }, level: 'low' },
    { date: '2026-12-11', lowest: { amountMinor: 1_234_567, currency: 'USD' }, level: 'high' },
    { date: '2026-12-12', lowest: null, level: null },
  ],
  usual: {
    low: { amountMinor: 25_000, currency: 'USD' },
    high: { amountMinor: 40_000, currency: 'USD' },
  },
  observedAt: '2026-11-23T15:00:00.000Z',
};

describe('the date picker’s fare calendar', () => {
  it('asks for what the draft prices: one-way days, a round trip by stay, then its returns', () => {
    expect(buildCalendarQuery({ ...DRAFT, tripType: 'one_way' }, null)).toEqual({
      origin: 'NYC',
      destination: 'LAX',
      tripType: 'one_way',
      adt: 2,
      cnn: 1,
      ins: 0,
      inf: 0,
    });
    // A round trip without dates is priced for a week; with dates, for their stay.
    expect(buildCalendarQuery(DRAFT, null)).toMatchObject({ tripType: 'round_trip', stay: 7 });
    expect(
      buildCalendarQuery(
        {
          ...DRAFT,
          slices: [{ ...SLICE, departureDate: '2026-12-10' }],
          returnDate: '2026-12-13',
        },
        null,
      ),
    ).toMatchObject({ stay: 3 });
    // Once a departure is picked in the calendar, its return days.
    expect(buildCalendarQuery(DRAFT, '2026-12-10')).toMatchObject({
      tripType: 'round_trip',
      departureDate: '2026-12-10',
    });
    expect(buildCalendarQuery(DRAFT, null)).not.toHaveProperty('departureDate');
    // A cabin other than economy (which includes basic economy) is asked for.
    expect(buildCalendarQuery({ ...DRAFT, cabin: 'Business' }, null)).toMatchObject({
      cabin: 'Business',
    });
  });

  it('prices nothing without a route, for the same place twice, or for multi-city', () => {
    const noDestination = { ...DRAFT, slices: [{ ...SLICE, destination: null }] };
    expect(buildCalendarQuery(noDestination, null)).toBeNull();
    const samePlace = {
      ...DRAFT,
      slices: [{ ...SLICE, destination: place('NYC') }],
    };
    expect(buildCalendarQuery(samePlace, null)).toBeNull();
    expect(buildCalendarQuery({ ...DRAFT, tripType: 'multi_city' }, null)).toBeNull();
  });

  it('shows short fares under the days and says each in full with its level', () => {
    const query = buildCalendarQuery({ ...DRAFT, tripType: 'one_way' }, null);
    if (!query) throw new Error('no query');
    const prices = toCalendarPrices(english, query, DRAFT.passengers, {
      status: 'success',
      data: ANSWER,
    });
    expect(prices.status).toBe('ready');
    expect(prices.days.get('2026-12-10')).toEqual({
      text: '$214',
      level: 'low',
      spoken: '$214, low fare',
    });
    expect(prices.days.get('2026-12-11')).toEqual({
      text: '$12.3K',
      level: 'high',
      spoken: '$12,346, high fare',
    });
    expect(prices.days.has('2026-12-12')).toBe(false);
    expect(prices.note).toBe('Lowest one-way fare each day, for all 3 travelers.');
    expect(prices.legend).toEqual({ low: 'Low for this route', typical: 'Typical', high: 'High' });

    const fr = toCalendarPrices(french, query, DRAFT.passengers, {
      status: 'success',
      data: ANSWER,
    });
    // French puts the symbol after the amount, with a non-breaking space.
    expect(fr.days.get('2026-12-10')?.text).toMatch(/^214\s\$$/);
    expect(fr.days.get('2026-12-10')?.spoken).toMatch(/^214\s\$\sUS, tarif bas$/);
  });

  it('keeps the calendar usable while the fares load and when they cannot be had', () => {
    const query = buildCalendarQuery(DRAFT, '2026-12-10');
    if (!query) throw new Error('no query');
    const loading = toCalendarPrices(english, query, DRAFT.passengers, {
      status: 'pending',
      data: undefined,
    });
    expect(loading).toMatchObject({ status: 'loading', note: 'Finding the lowest fares…' });
    expect(loading.days.size).toBe(0);
    const failed = toCalendarPrices(english, query, DRAFT.passengers, {
      status: 'error',
      data: undefined,
    });
    expect(failed.status).toBe('unavailable');
    expect(failed.note).toMatch(/You can still choose your dates/);
    const ready = toCalendarPrices(english, query, DRAFT.passengers, {
      status: 'success',
      data: { ...ANSWER, kind: 'return', tripType: 'round_trip', departureDate: '2026-12-10' },
    });
    expect(ready.note).toBe(
      'Lowest round-trip total by return day, leaving Thu, Dec 10, 3 travelers.',
    );
  });
});
