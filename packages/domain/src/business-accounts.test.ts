import { describe, expect, it } from 'vitest';
import { filterRewardsAccounts } from './business-accounts';

const personal = {
  productDisplayName: 'Venture X',
  accountType: 'Personal' as const,
  businessId: null,
};
const spark = {
  productDisplayName: 'Spark Cash Plus',
  accountType: 'Business' as const,
  businessId: null,
};
const vxb = {
  productDisplayName: 'Venture X Business',
  accountType: 'Business' as const,
  businessId: 'biz_a',
};
const otherBiz = {
  productDisplayName: 'Corporate Card',
  accountType: 'Business' as const,
  businessId: 'biz_b',
};

describe('filterRewardsAccounts', () => {
  it("keeps only the session business's accounts in the corporate tenant", () => {
    expect(
      filterRewardsAccounts('capone-corporate', [personal, spark, vxb, otherBiz], 'biz_a'),
    ).toEqual([vxb]);
    expect(filterRewardsAccounts('capone-corporate', [personal, vxb], null)).toEqual([]);
  });
  it('keeps personal accounts and Spark or business-named accounts in the consumer tenant', () => {
    expect(filterRewardsAccounts('capone', [personal, spark, vxb, otherBiz], null)).toEqual([
      personal,
      spark,
      vxb,
    ]);
  });
});
