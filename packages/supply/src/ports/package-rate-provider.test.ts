import { describe, expect, it } from 'vitest';
import {
  createSandboxPackageRateProvider,
  SANDBOX_BUNDLED_MAX_BPS,
  SANDBOX_BUNDLED_MIN_BPS,
} from './package-rate-provider';

describe('sandbox bundled rates', () => {
  const provider = createSandboxPackageRateProvider();
  const query = (lodgingId: string, checkInDate: string, hotelMinor = 100_000) => ({
    lodgingId,
    rateId: 'r',
    checkInDate,
    checkOutDate: '2027-04-20',
    hotelMinor,
  });

  it('answers the same discount for the same hotel and date, between 4 % and 15 %', () => {
    const ids = Array.from({ length: 200 }, (_, i) => `L${1000 + i}`);
    const seen = new Set<number>();
    for (const id of ids) {
      const a = provider.findBundledRate(query(id, '2027-04-14'));
      expect(provider.findBundledRate(query(id, '2027-04-14'))).toEqual(a);
      expect(a.discountBps).toBeGreaterThanOrEqual(SANDBOX_BUNDLED_MIN_BPS);
      expect(a.discountBps).toBeLessThanOrEqual(SANDBOX_BUNDLED_MAX_BPS);
      expect(a.discountMinor).toBe(Math.floor((100_000 * a.discountBps) / 10_000));
      seen.add(Math.round(a.discountBps / 100));
    }
    // Hotels differ: a believable spread, not one flat percent.
    expect(seen.size).toBeGreaterThan(6);
  });

  it('gives a midweek check-in more than the weekend at the same hotel', () => {
    let deeper = 0;
    for (let i = 0; i < 100; i++) {
      const id = `L${5000 + i}`;
      // 2027-04-14 is a Wednesday, 2027-04-16 a Friday.
      const midweek = provider.findBundledRate(query(id, '2027-04-14')).discountBps;
      const weekend = provider.findBundledRate(query(id, '2027-04-16')).discountBps;
      if (midweek > weekend) deeper++;
    }
    expect(deeper).toBeGreaterThan(80);
  });
});
