import { TravelPolicySchema } from '@wayfare/contracts/policy';
import { TravelerInputSchema } from '@wayfare/contracts/travelers';
import { describe, expect, it } from 'vitest';
import { DEMO_POLICY_TIERS } from './demo-businesses';
import { DEMO_USERS } from './demo-people';
import { DEMO_DEFAULT_TRAVELERS, DEMO_TRAVELERS } from './demo-travelers';
import { DEMO_WORLD, copyDemoWorld } from './demo-world';

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

  it('copies the demo world under a tag with every id its own and every link kept', () => {
    const copy = copyDemoWorld('j1-r0');
    const originals = new Set([
      ...DEMO_WORLD.users.flatMap((u) => [u.id, u.subject, u.email, u.profileReferenceId]),
      ...DEMO_WORLD.users.flatMap((u) => u.cards.map((c) => c.accountReferenceId)),
      ...DEMO_WORLD.businesses.flatMap((b) => [b.id, b.accountReferenceId]),
      ...DEMO_WORLD.policyTiers.map((t) => t.id),
      ...DEMO_WORLD.travelers.map((t) => t.id),
    ]);
    const copied = [
      ...copy.users.flatMap((u) => [u.id, u.subject, u.email, u.profileReferenceId]),
      ...copy.users.flatMap((u) => u.cards.map((c) => c.accountReferenceId)),
      ...copy.businesses.flatMap((b) => [b.id, b.accountReferenceId]),
      ...copy.policyTiers.map((t) => t.id),
      ...copy.travelers.map((t) => t.id),
    ].filter((v) => v !== null);
    for (const value of copied) {
      expect(originals.has(value)).toBe(false);
      expect(value).toContain('j1-r0');
    }
    const businessIds = new Set(copy.businesses.map((b) => b.id));
    const tierIds = new Set(copy.policyTiers.map((t) => t.id));
    const userIds = new Set(copy.users.map((u) => u.id));
    for (const t of copy.policyTiers) expect(businessIds.has(t.businessId)).toBe(true);
    for (const u of copy.users) {
      if (u.membership) {
        expect(businessIds.has(u.membership.businessId)).toBe(true);
        if (u.membership.policyTierId) expect(tierIds.has(u.membership.policyTierId)).toBe(true);
      }
      for (const c of u.cards) if (c.businessId) expect(businessIds.has(c.businessId)).toBe(true);
    }
    for (const t of copy.travelers) expect(userIds.has(t.ownerUserId)).toBe(true);
    for (const [user, traveler] of Object.entries(copy.defaultTravelers)) {
      expect(userIds.has(user)).toBe(true);
      expect(copy.travelers.some((t) => t.id === traveler)).toBe(true);
    }
    expect(copy.users.map((u) => u.email)).toContain('ada.lovelace+j1-r0@example.com');
    expect(() => copyDemoWorld('Not A Tag')).toThrow();
  });
});
