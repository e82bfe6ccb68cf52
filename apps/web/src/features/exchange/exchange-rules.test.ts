import { describe, expect, it } from 'vitest';
import type { ChfarProtection } from '@wayfare/contracts/change-for-any-reason';
import type { ExchangeEntry } from '@wayfare/contracts/exchange';
import {
  checkChangeDates,
  chooseSlices,
  hasAirportChoice,
  isReadyToShop,
  selectCoveringChfar,
  withAirports,
} from './exchange-rules';

const airport = (code: string) => ({ code, name: `${code} airport` });

/** A round trip JFK–LAX, out Dec 10, back Dec 17; New York has three airports. */
const ENTRY: ExchangeEntry = {
  state: 'GoToExchange',
  bookingId: 'fb_1',
  confirmationCode: 'H-ABC123',
  firstStep: 'SliceSelection',
  slices: [
    {
      origin: 'JFK',
      destination: 'LAX',
      departureTime: '2026-12-10T08:00',
      arrivalTime: '2026-12-10T11:20',
      airline: 'Delta',
      flightNumbers: ['DL 100'],
      originChoices: [airport('JFK'), airport('EWR'), airport('LGA')],
      destinationChoices: [airport('LAX')],
    },
    {
      origin: 'LAX',
      destination: 'JFK',
      departureTime: '2026-12-17T22:00',
      arrivalTime: '2026-12-18T06:30',
      airline: 'Delta',
      flightNumbers: ['DL 101'],
      originChoices: [airport('LAX')],
      destinationChoices: [airport('LAX')],
    },
  ],
  latestDepartureDate: '2027-12-10',
  exchange: null,
  referenceId: 'req-1',
  changeFee: null,
  waiver: null,
  changeForAnyReason: null,
  voidWindowEndsAt: null,
};

describe('choosing slices', () => {
  it('gives each new slice its booked date and keeps what was chosen', () => {
    const kept = { sliceIndex: 1, departureDate: '2026-12-19' };
    expect(chooseSlices(ENTRY, [1, 0, 1, 7], [kept])).toEqual([
      { sliceIndex: 0, departureDate: '2026-12-10' },
      kept,
    ]);
  });
});

describe('checking the dates', () => {
  it('accepts a later return, and the last allowed day itself', () => {
    expect(checkChangeDates(ENTRY, [{ sliceIndex: 1, departureDate: '2026-12-20' }]).size).toBe(0);
    expect(
      isReadyToShop(ENTRY, [
        { sliceIndex: 0, departureDate: '2027-12-09' },
        { sliceIndex: 1, departureDate: '2027-12-10' },
      ]),
    ).toBe(true);
  });

  it('wants a date, and none after the airline’s last day', () => {
    const problems = checkChangeDates(ENTRY, [
      { sliceIndex: 0, departureDate: '' },
      { sliceIndex: 1, departureDate: '2027-12-11' },
    ]);
    expect(problems.get(0)).toEqual({ kind: 'required' });
    expect(problems.get(1)).toEqual({ kind: 'afterLatest', latest: '2027-12-10' });
  });

  it('keeps the trip in order: a return before the way out, a way out after the booked return', () => {
    expect(
      checkChangeDates(ENTRY, [{ sliceIndex: 1, departureDate: '2026-12-09' }]).get(1),
    ).toEqual({ kind: 'beforeEarlier', other: 0, date: '2026-12-10' });
    expect(
      checkChangeDates(ENTRY, [{ sliceIndex: 0, departureDate: '2026-12-18' }]).get(0),
    ).toEqual({ kind: 'afterLater', other: 1, date: '2026-12-17' });
    // Both moved: only the later one reports the clash; the same day is fine.
    const both = checkChangeDates(ENTRY, [
      { sliceIndex: 0, departureDate: '2026-12-20' },
      { sliceIndex: 1, departureDate: '2026-12-19' },
    ]);
    expect([...both.keys()]).toEqual([1]);
    expect(
      checkChangeDates(ENTRY, [
        { sliceIndex: 0, departureDate: '2026-12-20' },
        { sliceIndex: 1, departureDate: '2026-12-20' },
      ]).size,
    ).toBe(0);
  });

  it('has nothing to shop without a slice', () => {
    expect(isReadyToShop(ENTRY, [])).toBe(false);
  });
});

describe('changing airports', () => {
  it('is offered only where a city has another airport', () => {
    expect(ENTRY.slices.map((slice) => hasAirportChoice(slice))).toEqual([true, false]);
  });

  it('names only an airport that differs from the booked one', () => {
    const change = { sliceIndex: 0, departureDate: '2026-12-11' };
    expect(withAirports(ENTRY, change, { origin: 'EWR' })).toEqual({ ...change, origin: 'EWR' });
    expect(withAirports(ENTRY, { ...change, origin: 'EWR' }, { origin: 'JFK' })).toEqual(change);
  });
});

describe('change for any reason in the flow', () => {
  const protection = (state: ChfarProtection['state']): ChfarProtection => ({
    state,
    premium: { amountMinor: 2_400, currency: 'USD' },
    coverageLimit: { amountMinor: 15_000, currency: 'USD' },
    deadline: '2026-12-10T10:00:00.000Z',
    expiredReason: null,
    reimbursement: null,
    referenceId: 'chfar_1',
  });

  it('covers the change only while it is Active', () => {
    const active = protection('Active');
    expect(selectCoveringChfar({ ...ENTRY, changeForAnyReason: active })).toBe(active);
    for (const state of ['Used', 'Reimbursed', 'Expired'] as const)
      expect(selectCoveringChfar({ ...ENTRY, changeForAnyReason: protection(state) })).toBeNull();
    expect(selectCoveringChfar(ENTRY)).toBeNull();
    expect(selectCoveringChfar(undefined)).toBeNull();
  });

  it('says nothing under the airline’s waiver, which already makes the change free', () => {
    expect(
      selectCoveringChfar({
        ...ENTRY,
        changeForAnyReason: protection('Active'),
        waiver: 'ScheduleChange',
      }),
    ).toBeNull();
  });
});
