import { describe, expect, it } from 'vitest';
import type { Money } from '@wayfare/contracts/money';
import {
  priceLeadRateWithComplimentaryNight,
  priceRoomRateWithComplimentaryNight,
} from './complimentary-night';

const usd = (amountMinor: number): Money => ({ amountMinor, currency: 'USD' });
const nightsOf = (...amounts: number[]) =>
  amounts.map((amountMinor, i) => ({ date: `2030-01-0${i + 1}`, sellRate: usd(amountMinor) }));

describe('a list lead rate with the complimentary fourth night', () => {
  const rate = { sellRate: usd(100_000), taxes: usd(10_000), total: usd(110_000) };

  it('takes off an even share of the room price and its taxes from 4 nights', () => {
    expect(
      priceLeadRateWithComplimentaryNight('capone', 'Lifestyle', { nights: 4, rooms: 1 }, rate),
    ).toEqual({ discount: usd(27_500), total: usd(82_500), perNight: usd(18_750) });
  });

  it('gives nothing below 4 nights, and Premier only in the business tenant', () => {
    const stay = { nights: 3, rooms: 1 };
    expect(priceLeadRateWithComplimentaryNight('capone', 'Lifestyle', stay, rate)).toBe(null);
    const long = { nights: 5, rooms: 1 };
    expect(priceLeadRateWithComplimentaryNight('capone', 'Premier', long, rate)).toBe(null);
    expect(priceLeadRateWithComplimentaryNight('capone', 'NoCollection', long, rate)).toBe(null);
    expect(
      priceLeadRateWithComplimentaryNight('capone-corporate', 'Premier', long, rate)?.discount,
    ).toEqual(usd(22_000));
  });

  it('shows the nightly price per room', () => {
    expect(
      priceLeadRateWithComplimentaryNight('capone', 'Lifestyle', { nights: 4, rooms: 2 }, rate)
        ?.perNight,
    ).toEqual(usd(9_375));
  });

  it('takes the server’s discount-aware prices when it sends them', () => {
    const stay = { nights: 4, rooms: 1 };
    const served = {
      ...rate,
      totalDiscountAware: usd(80_000),
      nightlyDiscountAware: usd(20_000),
      complimentaryNightDiscount: usd(30_000),
    };
    expect(priceLeadRateWithComplimentaryNight('capone', 'Lifestyle', stay, served)).toEqual({
      discount: usd(30_000),
      total: usd(80_000),
      perNight: usd(20_000),
    });
    const refused = { ...served, complimentaryNightDiscount: null };
    expect(priceLeadRateWithComplimentaryNight('capone', 'Lifestyle', stay, refused)).toBe(null);
  });
});

describe('a room rate with the complimentary fourth night', () => {
  it('takes off the fourth night’s share of the discounted room price, with its taxes', () => {
    // Nightly prices before a 10% stay discount: 900 + 900 + 900 + 1,800 = 4,500 → 4,050.
    const rate = {
      sellRate: usd(405_000),
      taxes: usd(40_500),
      total: usd(445_500),
      nightly: nightsOf(90_000, 90_000, 90_000, 180_000),
    };
    expect(priceRoomRateWithComplimentaryNight('capone', 'Lifestyle', 1, rate)).toEqual({
      discount: usd(178_200),
      total: usd(267_300),
      perNight: usd(60_750),
    });
  });

  it('follows the tenant and the 4-night minimum', () => {
    const four = {
      sellRate: usd(40_000),
      taxes: usd(0),
      total: usd(40_000),
      nightly: nightsOf(1, 1, 1, 1),
    };
    const three = { ...four, nightly: nightsOf(1, 1, 1) };
    expect(priceRoomRateWithComplimentaryNight('capone', 'Premier', 1, four)).toBe(null);
    expect(priceRoomRateWithComplimentaryNight('capone', 'Lifestyle', 1, three)).toBe(null);
    expect(
      priceRoomRateWithComplimentaryNight('capone-corporate', 'Premier', 1, four)?.discount,
    ).toEqual(usd(10_000));
  });
});
