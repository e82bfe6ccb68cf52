import { describe, expect, it } from 'vitest';
import type { CarExtra } from '@wayfare/contracts/cars';
import {
  priceCarExtraMinor,
  sortCarExtras,
  sumCarExtrasMinor,
  toCarExtraChoices,
} from './car-extras';

const extra = (
  type: CarExtra['type'],
  perDay: number,
  maxChargeDays = 10,
  maxQuantity = 2,
): CarExtra => ({
  type,
  name: type,
  pricePerDay: { amountMinor: perDay, currency: 'USD' },
  maxChargeDays,
  maxQuantity,
});

describe('car extras', () => {
  it('prices an extra for its charged days and quantity', () => {
    expect(priceCarExtraMinor(extra('ChildSeat', 1200, 5), 3, 2)).toBe(7200);
    expect(priceCarExtraMinor(extra('ChildSeat', 1200, 5), 9, 1)).toBe(6000);
  });

  it('sums what was chosen and asks for each type once within its maximum', () => {
    const extras = [extra('Gps', 1000), extra('ChildSeat', 1200, 10, 2)];
    expect(sumCarExtrasMinor(extras, 3, { Gps: 1, ChildSeat: 2 })).toBe(3000 + 7200);
    expect(toCarExtraChoices(extras, { Gps: 0, ChildSeat: 5 })).toEqual([
      { type: 'ChildSeat', quantity: 2 },
    ]);
  });

  it('offers cover and drivers first', () => {
    expect(
      sortCarExtras([extra('Gps', 1), extra('FullCoverage', 1), extra('AdditionalDriver', 1)]).map(
        (e) => e.type,
      ),
    ).toEqual(['FullCoverage', 'AdditionalDriver', 'Gps']);
  });
});
