import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CabinClass, FlightOffer } from '@wayfare/contracts/flights';
import {
  assignSeat,
  computeSequenceNumber,
  formatBarcodePayload,
  isSeatInCabin,
  issueBoardingPasses,
  judgeCheckIn,
  selectBoardingGroup,
  selectCheckInSlice,
  shiftLocalTime,
  splitTravelerName,
  toJulianDay,
} from './flight-check-in';

const HOUR = 3_600_000;
const outbound = {
  firstDepartureAt: new Date('2026-12-14T13:05:00Z'),
  lastDepartureAt: new Date('2026-12-14T17:30:00Z'),
};
const inbound = {
  firstDepartureAt: new Date('2026-12-18T20:00:00Z'),
  lastDepartureAt: new Date('2026-12-18T20:00:00Z'),
};
const at = (ms: number) => new Date(ms);
const CABINS: CabinClass[] = ['BasicEconomy', 'Economy', 'PremiumEconomy', 'Business', 'First'];

describe('selectCheckInSlice', () => {
  const out = outbound.firstDepartureAt.getTime();

  it('is exact at the window’s boundaries (24 h before, closed 60 min before)', () => {
    const status = (ms: number) => selectCheckInSlice([outbound, inbound], [], at(ms))?.status;
    expect(status(out - 24 * HOUR - 1)).toBe('NotOpen');
    expect(status(out - 24 * HOUR)).toBe('Open');
    expect(status(out - HOUR - 1)).toBe('Open');
    // Once the outbound closes, the return is the slice to check in next.
    expect(selectCheckInSlice([outbound, inbound], [], at(out - HOUR))).toMatchObject({
      sliceIndex: 1,
      status: 'NotOpen',
    });
  });

  it('keeps a checked-in slice until its last flight leaves, then moves on', () => {
    expect(selectCheckInSlice([outbound, inbound], [0], at(out - 2 * HOUR))).toMatchObject({
      sliceIndex: 0,
      status: 'CheckedIn',
      isOpen: true,
    });
    expect(
      selectCheckInSlice([outbound, inbound], [0], at(outbound.lastDepartureAt.getTime() - 1)),
    ).toMatchObject({ sliceIndex: 0, status: 'CheckedIn', isOpen: false });
    expect(
      selectCheckInSlice([outbound, inbound], [0], at(outbound.lastDepartureAt.getTime())),
    ).toMatchObject({ sliceIndex: 1, status: 'NotOpen' });
  });

  it('is Closed on the last slice once every window has passed', () => {
    expect(
      selectCheckInSlice([outbound, inbound], [], at(inbound.firstDepartureAt.getTime())),
    ).toMatchObject({ sliceIndex: 1, status: 'Closed', isOpen: false });
    expect(selectCheckInSlice([], [], at(out))).toBeNull();
  });

  it('says Open exactly when the slice’s window holds now (any instant)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -72 * HOUR, max: 2 * HOUR }), (offset) => {
        const now = at(out + offset);
        const state = selectCheckInSlice([outbound], [], now);
        const inWindow = offset >= -24 * HOUR && offset < -HOUR;
        expect(state?.status === 'Open').toBe(inWindow);
        expect(state?.isOpen).toBe(inWindow);
        expect(judgeCheckIn(outbound.firstDepartureAt, now).ok).toBe(inWindow);
      }),
    );
  });
});

describe('judgeCheckIn', () => {
  it('names why check-in is refused before and after the window', () => {
    const out = outbound.firstDepartureAt.getTime();
    expect(judgeCheckIn(outbound.firstDepartureAt, at(out - 25 * HOUR))).toMatchObject({
      ok: false,
      code: 'CheckInNotOpen',
    });
    expect(judgeCheckIn(outbound.firstDepartureAt, at(out - 30 * 60_000))).toMatchObject({
      ok: false,
      code: 'CheckInClosed',
    });
  });
});

describe('assignSeat', () => {
  it('always gives a seat of the cabin, never row 13, the same one each time', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 40 }),
        fc.string({ minLength: 1, maxLength: 40 }),
        fc.integer({ min: 1, max: 9 }),
        fc.constantFrom(...CABINS),
        (bookingId, flightInstanceId, travelerCount, cabin) => {
          const seats = Array.from({ length: travelerCount }, (_, passengerIndex) =>
            assignSeat({ bookingId, flightInstanceId, passengerIndex, travelerCount, cabin }),
          );
          for (const seat of seats) {
            expect(isSeatInCabin(seat, cabin)).toBe(true);
            expect(seat.startsWith('13')).toBe(false);
          }
          // The party never shares a seat.
          expect(new Set(seats).size).toBe(seats.length);
          expect(
            assignSeat({ bookingId, flightInstanceId, passengerIndex: 0, travelerCount, cabin }),
          ).toBe(seats[0]);
        },
      ),
    );
  });

  it('keeps a valid assigned seat and replaces one outside the cabin', () => {
    const base = {
      bookingId: 'fb_1',
      flightInstanceId: 'AC100@1',
      passengerIndex: 0,
      travelerCount: 1,
    };
    expect(assignSeat({ ...base, cabin: 'Economy', assignedSeat: '31F' })).toBe('31F');
    expect(
      isSeatInCabin(assignSeat({ ...base, cabin: 'Economy', assignedSeat: '2A' }), 'Economy'),
    ).toBe(true);
  });
});

describe('boarding group, sequence and names', () => {
  it('boards premium cabins first and basic economy last', () => {
    expect(selectBoardingGroup('First', '1A')).toBe(1);
    expect(selectBoardingGroup('Business', '4C')).toBe(1);
    expect(selectBoardingGroup('PremiumEconomy', '10B')).toBe(2);
    expect(selectBoardingGroup('Economy', '30A')).toBe(3);
    expect(selectBoardingGroup('Economy', '25A')).toBe(4);
    expect(selectBoardingGroup('BasicEconomy', '30A')).toBe(5);
  });

  it('gives each traveler of a booking their own sequence number', () => {
    const a = computeSequenceNumber('fb_1', 'AC100@1', 0);
    expect(computeSequenceNumber('fb_1', 'AC100@1', 1)).toBe(a + 1);
    expect(a).toBeGreaterThanOrEqual(10);
  });

  it('takes the last word as the surname', () => {
    expect(splitTravelerName('Marcus Reyes')).toEqual({ givenName: 'Marcus', surname: 'Reyes' });
    expect(splitTravelerName(' Mary  Ann Smith ')).toEqual({
      givenName: 'Mary Ann',
      surname: 'Smith',
    });
    expect(splitTravelerName('Cher')).toEqual({ givenName: '', surname: 'Cher' });
  });

  it('counts Julian days and shifts local times', () => {
    expect(toJulianDay('2026-01-01')).toBe(1);
    expect(toJulianDay('2026-11-22')).toBe(326);
    expect(toJulianDay('2028-12-31')).toBe(366);
    expect(shiftLocalTime('2026-12-14T00:20', -40)).toBe('2026-12-13T23:40');
  });
});

describe('formatBarcodePayload', () => {
  it('writes the IATA 792 mandatory items in their fixed widths', () => {
    const payload = formatBarcodePayload({
      givenName: 'Luc',
      surname: 'Desmarais',
      recordLocator: 'ABC123',
      from: 'YUL',
      to: 'FRA',
      carrierCode: 'AC',
      flightNumber: '834',
      departureDate: '2026-11-22',
      cabin: 'Business',
      seat: '1A',
      sequenceNumber: 25,
    });
    // Resolution 792's own example, with passenger status 1 (checked in).
    expect(payload).toBe('M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J001A0025 100');
    expect(payload).toHaveLength(60);
  });

  it('keeps names to 20 plain capitals', () => {
    const payload = formatBarcodePayload({
      givenName: 'Zoë-Hélène',
      surname: 'Müller-Lüdenscheidt',
      recordLocator: 'XY7Q2P',
      from: 'CDG',
      to: 'JFK',
      carrierCode: 'AF',
      flightNumber: '12',
      departureDate: '2026-02-01',
      cabin: 'Economy',
      seat: '31F',
      sequenceNumber: 7,
    });
    expect(payload.slice(2, 22)).toBe('MULLERLUDENSCHEIDT/Z');
    expect(payload.slice(22)).toBe('EXY7Q2P CDGJFKAF 0012 032Y031F0007 100');
    expect(payload).toHaveLength(60);
  });
});

describe('issueBoardingPasses', () => {
  const segment = (index: number, from: string, to: string, departureTime: string) => ({
    segmentIndex: index,
    flightInstanceId: `WF${String(100 + index)}@20801`,
    origin: { code: from, city: from },
    destination: { code: to, city: to },
    departureTime,
    zonedDepartureTime: `${departureTime}:00-05:00`,
    marketingAirline: { code: 'WF', name: 'Wayfare Air', flightNumber: String(100 + index) },
    operatingAirline: { code: 'WF', name: 'Wayfare Air', flightNumber: String(100 + index) },
  });
  const offer = {
    slices: [
      {
        segments: [
          segment(0, 'ORD', 'YYZ', '2026-12-14T08:05'),
          segment(1, 'YYZ', 'BOS', '2026-12-14T12:30'),
        ],
        fares: [{ cabinClass: 'Economy' }],
      },
    ],
  } as unknown as FlightOffer; // only the fields boarding passes read

  const input = {
    bookingId: 'fb_abc',
    offer,
    sliceIndex: 0,
    travelers: [
      { passengerIndex: 0, name: 'Marcus Reyes' },
      { passengerIndex: 1, name: 'Ana Reyes' },
    ],
    travelerCount: 2,
    recordLocatorOf: () => 'QX7PLM',
  };

  it('issues one pass per traveler per flight, seated together, the same each time', () => {
    const passes = issueBoardingPasses(input);
    expect(passes).toHaveLength(4);
    const first = passes[0];
    expect(first).toMatchObject({
      travelerName: 'Marcus Reyes',
      flightNumber: '100',
      boardingTime: '2026-12-14T07:25',
      cabin: 'Economy',
      recordLocator: 'QX7PLM',
    });
    expect(first?.barcode.startsWith('M1REYES/MARCUS        EQX7PLM ORDYYZWF 0100 348Y')).toBe(
      true,
    );
    const onFirstFlight = passes.filter((p) => p.segmentIndex === 0).map((p) => p.seat);
    expect(new Set(onFirstFlight).size).toBe(2);
    expect(issueBoardingPasses(input)).toEqual(passes);
    expect(issueBoardingPasses({ ...input, sliceIndex: 3 })).toEqual([]);
  });
});
