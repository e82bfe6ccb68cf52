import { describe, expect, it } from 'vitest';
import { addMinutesToLocal, buildCarCrossSell, buildCarCrossSellPath } from './car-cross-sell';

const BOS = { code: 'BOS', city: 'Boston' };
const ORD = { code: 'ORD', city: 'Chicago' };

describe('car cross-sell after a flight', () => {
  it('adds minutes across midnight and month ends', () => {
    expect(addMinutesToLocal('2027-01-31T23:30', 60)).toBe('2027-02-01T00:30');
    expect(addMinutesToLocal('2027-03-01T01:00', -120)).toBe('2027-02-28T23:00');
  });

  it('picks up an hour after landing and returns two hours before the return leaves', () => {
    const search = buildCarCrossSell([
      { departureTime: '2027-03-04T07:00', arrivalTime: '2027-03-04T10:05', destination: BOS },
      { departureTime: '2027-03-08T17:45', arrivalTime: '2027-03-08T19:10', destination: ORD },
    ]);
    expect(search).toMatchObject({
      pickUp: { code: 'BOS', name: 'Boston' },
      dropOff: null,
      fromDate: '2027-03-04',
      pickUpTime: '11:30',
      untilDate: '2027-03-08',
      dropOffTime: '15:30',
    });
  });

  it('keeps the car three days after a one-way flight', () => {
    const search = buildCarCrossSell([
      { departureTime: '2027-03-04T07:00', arrivalTime: '2027-03-04T22:30', destination: BOS },
    ]);
    expect(search).toMatchObject({
      fromDate: '2027-03-04',
      pickUpTime: '23:30',
      untilDate: '2027-03-07',
      dropOffTime: '23:30',
    });
    expect(search && buildCarCrossSellPath(search)).toBe(
      '/cars/availability?pickUp=BOS&locationName=Boston&fromDate=2027-03-04&pickUpTime=23%3A30&untilDate=2027-03-07&dropOffTime=23%3A30&entryType=cross_sell',
    );
  });

  it('offers nothing when the next flight leaves too soon', () => {
    expect(
      buildCarCrossSell([
        { departureTime: '2027-03-04T07:00', arrivalTime: '2027-03-04T10:00', destination: BOS },
        { departureTime: '2027-03-04T13:00', arrivalTime: '2027-03-04T15:00', destination: ORD },
      ]),
    ).toBeNull();
    expect(buildCarCrossSell([])).toBeNull();
  });
});
