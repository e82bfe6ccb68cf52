import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addUtcYears,
  decideCardTravelCredit,
  decideCardTravelCreditEnd,
  decideTravelCreditRestore,
  findCardCreditTier,
  findCardMemberYear,
  selectCardTravelCreditState,
  type AccountStanding,
} from './card-travel-credits';

const at = (iso: string) => new Date(iso);
const opened = at('2025-03-14T00:00:00Z');

describe('card tiers', () => {
  it('gives the top, travel and entry cards their tier and other cards none', () => {
    expect(findCardCreditTier('VentureX')).toBe('top');
    expect(findCardCreditTier('VentureXBusiness')).toBe('top');
    expect(findCardCreditTier('Venture')).toBe('travel');
    expect(findCardCreditTier('VentureOne')).toBe('entry');
    expect(findCardCreditTier('Quicksilver')).toBeNull();
    expect(
      decideCardTravelCredit({ productId: 'Savor', openedAt: opened, standing: 'Open' }, opened),
    ).toEqual({ ok: false, code: 'NoTravelCredit' });
  });
});

describe('card-member years', () => {
  it('turns on the anniversary instant, not a moment before', () => {
    const before = findCardMemberYear(opened, at('2026-03-13T23:59:59.999Z'));
    const on = findCardMemberYear(opened, at('2026-03-14T00:00:00Z'));
    expect(before).toMatchObject({ index: 0, start: opened, end: at('2026-03-14T00:00:00Z') });
    expect(on).toMatchObject({ index: 1, end: at('2027-03-14T00:00:00Z') });
  });

  it('keeps a 29 February opening on 28 February in other years', () => {
    expect(addUtcYears(at('2024-02-29T10:00:00Z'), 1)).toEqual(at('2025-02-28T10:00:00Z'));
    expect(addUtcYears(at('2024-02-29T10:00:00Z'), 4)).toEqual(at('2028-02-29T10:00:00Z'));
  });

  it('runs calendar years for an account with no opening date', () => {
    expect(findCardMemberYear(null, at('2026-07-01T00:00:00Z'))).toMatchObject({
      start: at('2026-01-01T00:00:00Z'),
      end: at('2027-01-01T00:00:00Z'),
    });
  });

  it('always holds now inside the year it answers (property)', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: at('2000-01-01T00:00:00Z'),
          max: at('2040-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: 0, max: 20 * 366 * 86_400_000 }),
        (openedAt, laterMs) => {
          const now = new Date(openedAt.getTime() + laterMs);
          const year = findCardMemberYear(openedAt, now);
          expect(year.start.getTime()).toBeLessThanOrEqual(now.getTime());
          expect(now.getTime()).toBeLessThan(year.end.getTime());
          expect(year.end).toEqual(addUtcYears(openedAt, year.index + 1));
        },
      ),
    );
  });
});

describe('decideCardTravelCredit', () => {
  it('grants the top tier $300 for the card-member year, expiring at the next anniversary', () => {
    const decision = decideCardTravelCredit(
      { productId: 'VentureX', openedAt: opened, standing: 'Open' },
      at('2026-05-01T00:00:00Z'),
    );
    expect(decision).toEqual({
      ok: true,
      grant: {
        kind: 'AnnualTravelCredit',
        tier: 'top',
        period: '2026',
        amountMinor: 30_000,
        grantedAt: at('2026-03-14T00:00:00Z'),
        expiresAt: at('2027-03-14T00:00:00Z'),
      },
    });
  });

  it('names a new period on each anniversary, one per card-member year', () => {
    const account = { productId: 'VentureX', openedAt: opened, standing: 'Open' as const };
    const last = decideCardTravelCredit(account, at('2027-03-13T23:59:59Z'));
    const next = decideCardTravelCredit(account, at('2027-03-14T00:00:00Z'));
    expect(last.ok && last.grant.period).toBe('2026');
    expect(next.ok && next.grant.period).toBe('2027');
  });

  it('gives an entry card $100 once, ending at the first anniversary', () => {
    const account = { productId: 'VentureOne', openedAt: opened, standing: 'Open' as const };
    const decision = decideCardTravelCredit(account, at('2025-06-01T00:00:00Z'));
    expect(decision).toMatchObject({
      ok: true,
      grant: {
        kind: 'EntryTravelCredit',
        period: 'once',
        amountMinor: 10_000,
        expiresAt: at('2026-03-14T00:00:00Z'),
      },
    });
    expect(decideCardTravelCredit(account, at('2026-03-13T23:59:59.999Z')).ok).toBe(true);
    expect(decideCardTravelCredit(account, at('2026-03-14T00:00:00Z'))).toEqual({
      ok: false,
      code: 'CreditPeriodOver',
    });
  });

  it('gives the travel card $250 once, expiring one year after it is granted', () => {
    const grantedAt = at('2025-09-01T08:00:00Z');
    expect(
      decideCardTravelCredit(
        { productId: 'Venture', openedAt: opened, standing: 'Open' },
        grantedAt,
      ),
    ).toMatchObject({
      ok: true,
      grant: {
        kind: 'TravelCardCredit',
        period: 'once',
        amountMinor: 25_000,
        grantedAt,
        expiresAt: at('2026-09-01T08:00:00Z'),
      },
    });
  });

  it('gives no one-time credit to an account from before the credits (no opening date)', () => {
    expect(
      decideCardTravelCredit({ productId: 'Venture', openedAt: null, standing: 'Open' }, opened),
    ).toEqual({ ok: false, code: 'CreditPeriodOver' });
  });

  it('gives nothing to a closed or delinquent account, whatever the tier (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('VentureX', 'VentureXBusiness', 'Venture', 'VentureOne'),
        fc.constantFrom<AccountStanding>('Closed', 'Delinquent'),
        fc.date({ min: opened, max: at('2035-01-01T00:00:00Z'), noInvalidDate: true }),
        (productId, standing, now) => {
          expect(decideCardTravelCredit({ productId, openedAt: opened, standing }, now)).toEqual({
            ok: false,
            code: 'AccountNotInGoodStanding',
          });
        },
      ),
    );
  });

  it('never grants a credit that has already expired (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('VentureX', 'Venture', 'VentureOne'),
        fc.date({
          min: at('2020-01-01T00:00:00Z'),
          max: at('2030-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: 0, max: 5 * 366 * 86_400_000 }),
        (productId, openedAt, laterMs) => {
          const now = new Date(openedAt.getTime() + laterMs);
          const decision = decideCardTravelCredit({ productId, openedAt, standing: 'Open' }, now);
          if (decision.ok) {
            expect(decision.grant.expiresAt.getTime()).toBeGreaterThan(now.getTime());
            expect(decision.grant.grantedAt.getTime()).toBeLessThanOrEqual(now.getTime());
          }
        },
      ),
    );
  });
});

describe('credit states, ends and restores', () => {
  const credit = {
    grantedMinor: 10_000,
    remainingMinor: 4_000,
    expiresAt: at('2026-03-14T00:00:00Z'),
    endedState: null,
  };

  it('reads created, redeemed, expired and canceled', () => {
    const before = at('2026-03-13T23:59:59Z');
    expect(selectCardTravelCreditState(credit, before)).toBe('created');
    expect(selectCardTravelCreditState({ ...credit, remainingMinor: 0 }, before)).toBe('redeemed');
    expect(selectCardTravelCreditState(credit, at('2026-03-14T00:00:00Z'))).toBe('expired');
    expect(selectCardTravelCreditState({ ...credit, endedState: 'Canceled' }, before)).toBe(
      'canceled',
    );
  });

  it('ends a credit at its expiry, and cancels what is left when the account is not in good standing', () => {
    expect(decideCardTravelCreditEnd(credit, 'Open', at('2026-03-13T23:59:59Z'))).toBeNull();
    expect(decideCardTravelCreditEnd(credit, 'Open', at('2026-03-14T00:00:00Z'))).toBe('Expired');
    expect(decideCardTravelCreditEnd(credit, 'Delinquent', at('2026-01-01T00:00:00Z'))).toBe(
      'Canceled',
    );
    expect(decideCardTravelCreditEnd(credit, 'Closed', at('2026-01-01T00:00:00Z'))).toBe(
      'Canceled',
    );
    expect(
      decideCardTravelCreditEnd(
        { ...credit, remainingMinor: 0 },
        'Closed',
        at('2026-01-01T00:00:00Z'),
      ),
    ).toBeNull();
    expect(
      decideCardTravelCreditEnd(
        { ...credit, endedState: 'Canceled' },
        'Closed',
        at('2027-01-01T00:00:00Z'),
      ),
    ).toBeNull();
  });

  it('restores a spent credit on cancel only before it expires', () => {
    expect(decideTravelCreditRestore(credit, at('2026-03-13T23:59:59.999Z'))).toEqual({
      restore: true,
    });
    expect(decideTravelCreditRestore(credit, at('2026-03-14T00:00:00Z'))).toEqual({
      restore: false,
      reason: 'expired',
    });
    expect(
      decideTravelCreditRestore({ ...credit, endedState: 'Canceled' }, at('2026-01-01T00:00:00Z')),
    ).toEqual({ restore: false, reason: 'canceled' });
    expect(
      decideTravelCreditRestore({ expiresAt: null, endedState: null }, at('2099-01-01T00:00:00Z')),
    ).toEqual({ restore: true });
  });

  it('restores exactly when the state at the cancel is neither expired nor canceled (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.option(fc.constantFrom<'Expired' | 'Canceled'>('Expired', 'Canceled'), { nil: null }),
        fc.integer({ min: -400, max: 400 }),
        (remainingMinor, endedState, offsetDays) => {
          const cancelAt = new Date(credit.expiresAt.getTime() + offsetDays * 86_400_000);
          const facts = { ...credit, remainingMinor, endedState };
          const state = selectCardTravelCreditState(facts, cancelAt);
          expect(decideTravelCreditRestore(facts, cancelAt).restore).toBe(
            state !== 'expired' && state !== 'canceled',
          );
        },
      ),
    );
  });
});
