import { describe, expect, it } from 'vitest';
import { listCollectionBenefits } from './collection-benefits';

const ids = (...args: Parameters<typeof listCollectionBenefits>) =>
  listCollectionBenefits(...args).map((b) => b.id);

describe('collection benefits', () => {
  it('gives Lifestyle the complimentary fourth night in both tenants', () => {
    expect(ids('capone', 'Lifestyle')).toContain('complimentaryNight');
    expect(ids('capone-corporate', 'Lifestyle')).toContain('complimentaryNight');
  });

  it('gives Premier the fourth night in the business tenant only', () => {
    expect(ids('capone', 'Premier')).not.toContain('complimentaryNight');
    expect(ids('capone-corporate', 'Premier')).toContain('complimentaryNight');
    expect(ids('capone', 'Premier')).toEqual([
      'dailyBreakfastForTwo',
      'experienceCredit',
      'roomUpgrade',
      'earlyCheckInLateCheckout',
      'freeWifi',
    ]);
  });

  it('names the experience credit and the minimum stay', () => {
    expect(listCollectionBenefits('capone', 'Premier')[1]).toEqual({
      id: 'experienceCredit',
      amount: { amountMinor: 10_000, currency: 'USD' },
    });
    expect(listCollectionBenefits('capone', 'Lifestyle').at(-1)).toEqual({
      id: 'complimentaryNight',
      minNights: 4,
    });
  });

  it('gives hotels outside the collections nothing', () => {
    expect(listCollectionBenefits('capone-corporate', 'NoCollection')).toEqual([]);
  });
});
