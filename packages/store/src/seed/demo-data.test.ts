import { TravelPolicySchema } from '@wayfare/contracts/policy';
import { TravelerInputSchema } from '@wayfare/contracts/travelers';
import { describe, expect, it } from 'vitest';
import { DEMO_POLICY_TIERS } from './demo-businesses';
import { DEMO_USERS } from './demo-people';
import { DEMO_DEFAULT_TRAVELERS, DEMO_TRAVELERS } from './demo-travelers';

describe('demo data', () => {
  it('has policy tiers the policy schema accepts', () => {
    for (const tier of DEMO_POLICY_TIERS)
      expect(TravelPolicySchema.safeParse(tier.policy).success).toBe(true);
  });
  it('has travelers the traveler rules accept, owned by demo people', () => {
    const userIds = new Set(DEMO_USERS.map((u) => u.id));
    for (const t of DEMO_TRAVELERS) {
      expect(userIds.has(t.ownerUserId)).toBe(true);
      expect(TravelerInputSchema.safeParse({ ...t, assistance: [] }).success).toBe(true);
    }
    for (const travelerId of Object.values(DEMO_DEFAULT_TRAVELERS))
      expect(DEMO_TRAVELERS.some((t) => t.id === travelerId)).toBe(true);
  });
  it('gives every Profile Reference ID to one person only', () => {
    const ids = DEMO_USERS.map((u) => u.profileReferenceId).filter(Boolean);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
