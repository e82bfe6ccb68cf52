import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  checkPriceMatchEligibility,
  isPriceMatchReviewOverdue,
  isWithinPriceMatchWindow,
  priceMatchReviewDueAt,
  priceMatchWindowClosesAt,
  readCompetitorSite,
  verifyPriceMatch,
} from './price-match';
import { PROTECTION_TERMS, protectionTermsFor } from './protection-terms';

const terms = protectionTermsFor('capone').priceMatch;
const bookedAt = new Date('2026-11-23T15:00:00Z');
const at = (ms: number) => new Date(bookedAt.getTime() + ms);
const HOUR = 3_600_000;
const confirmedFlight = {
  product: 'flight' as const,
  status: 'Confirmed',
  currency: 'USD',
  bookedAt,
};

describe('price match window (24 hours after booking, injected clock)', () => {
  it('is 24 hours in both tenants, and USD', () => {
    for (const tenant of ['capone', 'capone-corporate'] as const) {
      expect(PROTECTION_TERMS[tenant].priceMatch.windowHours).toBe(24);
      expect(PROTECTION_TERMS[tenant].priceMatch.agentAnswerHours).toBe(24);
      expect(PROTECTION_TERMS[tenant].priceMatch.currency).toBe('USD');
    }
  });

  it('is open at booking and a millisecond before 24 hours, closed at 24 hours exactly', () => {
    expect(priceMatchWindowClosesAt(bookedAt, terms).toISOString()).toBe(
      '2026-11-24T15:00:00.000Z',
    );
    expect(isWithinPriceMatchWindow(bookedAt, at(0), terms)).toBe(true);
    expect(isWithinPriceMatchWindow(bookedAt, at(24 * HOUR - 1), terms)).toBe(true);
    expect(isWithinPriceMatchWindow(bookedAt, at(24 * HOUR), terms)).toBe(false);
    expect(checkPriceMatchEligibility(confirmedFlight, at(24 * HOUR - 1), terms)).toMatchObject({
      ok: true,
    });
    expect(checkPriceMatchEligibility(confirmedFlight, at(24 * HOUR), terms)).toMatchObject({
      ok: false,
      reason: 'WindowClosed',
    });
  });
});

describe('price match eligibility', () => {
  const now = at(HOUR);
  it('takes confirmed flights and stays in USD, never packages, pending or cancelled trips', () => {
    expect(checkPriceMatchEligibility(confirmedFlight, now, terms).ok).toBe(true);
    expect(
      checkPriceMatchEligibility({ ...confirmedFlight, product: 'hotel' }, now, terms).ok,
    ).toBe(true);
    const reasonOf = (patch: Partial<typeof confirmedFlight> | { product: 'package' }) => {
      const verdict = checkPriceMatchEligibility({ ...confirmedFlight, ...patch }, now, terms);
      return verdict.ok ? null : verdict.reason;
    };
    expect(reasonOf({ product: 'package' })).toBe('Package');
    expect(reasonOf({ status: 'Cancelled' })).toBe('Cancelled');
    expect(reasonOf({ status: 'Pending' })).toBe('NotConfirmed');
    expect(reasonOf({ status: 'AwaitingApproval' })).toBe('NotConfirmed');
    expect(reasonOf({ currency: 'EUR' })).toBe('NotUsd');
  });
});

describe('verifying a claim (exact match, credit = paid − verified)', () => {
  const paid = 41_237;
  it('accepts the exact price found and credits the difference', () => {
    expect(
      verifyPriceMatch(
        { paidTotalMinor: paid, claimedTotalMinor: 39_900, foundTotalMinor: 39_900 },
        terms,
      ),
    ).toEqual({ status: 'Accepted', verifiedTotalMinor: 39_900, creditMinor: 1_337 });
  });

  it('allows the tolerance either way, and not a cent more; the credit uses the verified price', () => {
    const tol = terms.matchToleranceMinor;
    expect(
      verifyPriceMatch(
        { paidTotalMinor: paid, claimedTotalMinor: 39_900, foundTotalMinor: 39_900 + tol },
        terms,
      ),
    ).toEqual({ status: 'Accepted', verifiedTotalMinor: 39_900 + tol, creditMinor: 1_337 - tol });
    expect(
      verifyPriceMatch(
        { paidTotalMinor: paid, claimedTotalMinor: 39_900, foundTotalMinor: 39_900 - tol - 1 },
        terms,
      ),
    ).toMatchObject({ status: 'Declined', reason: 'PriceDiffers' });
    expect(
      verifyPriceMatch(
        { paidTotalMinor: paid, claimedTotalMinor: 39_900, foundTotalMinor: 39_900 + tol + 1 },
        terms,
      ),
    ).toMatchObject({ status: 'Declined', reason: 'PriceDiffers' });
  });

  it('declines a claim not lower than paid, whatever the site says', () => {
    for (const claimed of [paid, paid + 1, paid * 2])
      expect(
        verifyPriceMatch(
          { paidTotalMinor: paid, claimedTotalMinor: claimed, foundTotalMinor: claimed },
          terms,
        ),
      ).toMatchObject({ status: 'Declined', reason: 'NotLower' });
    // A cent below, matched within the tolerance by a price at or above what was paid.
    expect(
      verifyPriceMatch(
        { paidTotalMinor: paid, claimedTotalMinor: paid - 1, foundTotalMinor: paid },
        terms,
      ),
    ).toMatchObject({ status: 'Declined', reason: 'NotLower' });
  });

  it('declines a price the competitor does not show', () => {
    expect(
      verifyPriceMatch(
        { paidTotalMinor: paid, claimedTotalMinor: 39_900, foundTotalMinor: null },
        terms,
      ),
    ).toEqual({ status: 'Declined', reason: 'PriceNotFound', verifiedTotalMinor: null });
  });

  it('never credits more than the difference paid, nor anything on a declined claim', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.option(fc.integer({ min: 1, max: 10_000_000 })),
        (paidTotalMinor, claimedTotalMinor, found) => {
          const verdict = verifyPriceMatch(
            { paidTotalMinor, claimedTotalMinor, foundTotalMinor: found },
            terms,
          );
          if (verdict.status === 'Accepted') {
            expect(verdict.creditMinor).toBeGreaterThan(0);
            expect(verdict.creditMinor).toBe(paidTotalMinor - verdict.verifiedTotalMinor);
            expect(Math.abs(verdict.verifiedTotalMinor - claimedTotalMinor)).toBeLessThanOrEqual(
              terms.matchToleranceMinor,
            );
          }
        },
      ),
    );
  });
});

describe('the agent queue', () => {
  it('is due 24 hours after the claim and overdue from then', () => {
    const due = priceMatchReviewDueAt(bookedAt, terms);
    expect(due.toISOString()).toBe('2026-11-24T15:00:00.000Z');
    expect(isPriceMatchReviewOverdue(due, new Date(due.getTime() - 1))).toBe(false);
    expect(isPriceMatchReviewOverdue(due, due)).toBe(true);
  });
});

describe('competitor URLs (public http(s) sites)', () => {
  it('names the site by its host without www', () => {
    expect(readCompetitorSite(' https://www.SkyFareHub.example/flights?id=1 ')).toEqual({
      ok: true,
      site: 'skyfarehub.example',
      url: 'https://www.skyfarehub.example/flights?id=1',
    });
    expect(readCompetitorSite('http://hotelscout.example/')).toMatchObject({
      ok: true,
      site: 'hotelscout.example',
    });
  });

  it('refuses what is not a public web address', () => {
    const problemOf = (text: string) => {
      const read = readCompetitorSite(text);
      return read.ok ? null : read.problem;
    };
    expect(problemOf('')).toBe('Empty');
    expect(problemOf('skyfarehub.example')).toBe('NotUrl');
    expect(problemOf('ftp://skyfarehub.example/x')).toBe('NotHttp');
    expect(problemOf('javascript:alert(1)')).toBe('NotHttp');
    expect(problemOf('http://localhost:3000/')).toBe('NotPublic');
    expect(problemOf('http://intranet/')).toBe('NotPublic');
    expect(problemOf('http://10.0.0.1/')).toBe('NotPublic');
    expect(problemOf('http://[::1]/')).toBe('NotPublic');
    expect(problemOf('https://user:pw@skyfarehub.example/')).toBe('NotPublic');
    expect(problemOf('http://printer.local/')).toBe('NotPublic');
  });
});
