import { DEMO_BUSINESSES, DEMO_POLICY_TIERS } from './demo-businesses';
import { DEMO_USERS, type DemoMembership, type DemoUser } from './demo-people';
import { DEMO_DEFAULT_TRAVELERS, DEMO_TRAVELERS, type DemoTraveler } from './demo-travelers';

/** Everything the demo seed inserts: businesses, their policy tiers, people and their travelers. */
export interface DemoWorld {
  businesses: typeof DEMO_BUSINESSES;
  policyTiers: typeof DEMO_POLICY_TIERS;
  users: DemoUser[];
  travelers: DemoTraveler[];
  /** Which traveler profile is each corporate user's own. */
  defaultTravelers: Record<string, string>;
}

export const DEMO_WORLD: DemoWorld = {
  businesses: DEMO_BUSINESSES,
  policyTiers: DEMO_POLICY_TIERS,
  users: DEMO_USERS,
  travelers: DEMO_TRAVELERS,
  defaultTravelers: DEMO_DEFAULT_TRAVELERS,
};

/** A copy's tag: short, lower-case letters, digits and dashes (it ends every id of the copy). */
export const DEMO_COPY_TAG = /^[a-z0-9-]{1,32}$/;
/** What separates an id from its copy's tag; no original demo id contains it. */
export const DEMO_COPY_SEPARATOR = '~';

/**
 * The demo world with every id, reference and e-mail address made its copy's own: `usr_ada`
 * becomes `usr_ada~<tag>`, `ada.lovelace@example.com` becomes `ada.lovelace+<tag>@example.com`.
 * Names, cards' last four digits, balances, roles and policies stay as they are.
 */
export function copyDemoWorld(tag: string): DemoWorld {
  if (!DEMO_COPY_TAG.test(tag)) throw new Error(`Not a demo copy tag: ${tag}`);
  const id = (original: string) => `${original}${DEMO_COPY_SEPARATOR}${tag}`;
  const email = (original: string) => original.replace('@', `+${tag}@`);
  const copyMembership = (m: DemoMembership): DemoMembership => ({
    ...m,
    businessId: id(m.businessId),
    policyTierId: m.policyTierId ? id(m.policyTierId) : null,
  });
  return {
    businesses: DEMO_BUSINESSES.map((b) => ({
      ...b,
      id: id(b.id),
      accountReferenceId: id(b.accountReferenceId),
    })),
    policyTiers: DEMO_POLICY_TIERS.map((t) => ({
      ...t,
      id: id(t.id),
      businessId: id(t.businessId),
    })),
    users: DEMO_USERS.map((u) => ({
      ...u,
      id: id(u.id),
      subject: `sandbox|${id(u.id)}`,
      email: email(u.email),
      profileReferenceId: u.profileReferenceId === null ? null : id(u.profileReferenceId),
      cards: u.cards.map((c) => ({
        ...c,
        accountReferenceId: id(c.accountReferenceId),
        ...(c.businessId ? { businessId: id(c.businessId) } : {}),
      })),
      ...(u.membership ? { membership: copyMembership(u.membership) } : {}),
      ...(u.otherMemberships ? { otherMemberships: u.otherMemberships.map(copyMembership) } : {}),
    })),
    travelers: DEMO_TRAVELERS.map((t) => ({
      ...t,
      id: id(t.id),
      ownerUserId: id(t.ownerUserId),
      businessId: t.businessId ? id(t.businessId) : null,
    })),
    defaultTravelers: Object.fromEntries(
      Object.entries(DEMO_DEFAULT_TRAVELERS).map(([user, traveler]) => [id(user), id(traveler)]),
    ),
  };
}
