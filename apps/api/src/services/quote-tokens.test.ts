import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signQuoteToken, verifyQuoteToken } from './quote-tokens';

const secret = 'test-secret';
const expiresAt = new Date('2026-11-23T15:15:00Z');

describe('quote tokens', () => {
  it('verifies until the expiry instant, then reports it expired', () => {
    const token = signQuoteToken(secret, 'q_1', expiresAt);
    expect(verifyQuoteToken(secret, token, new Date('2026-11-23T15:14:59.999Z'))).toEqual({
      ok: true,
      quoteId: 'q_1',
      expiresAt,
    });
    expect(verifyQuoteToken(secret, token, expiresAt)).toEqual({ ok: false, code: 'Expired' });
  });
  it('rejects a token signed with another secret or with a stretched expiry', () => {
    const token = signQuoteToken(secret, 'q_1', expiresAt);
    expect(verifyQuoteToken('other', token, new Date('2026-11-23T15:00:00Z')).ok).toBe(false);
    const stretched = token.replace(
      String(expiresAt.getTime()),
      String(expiresAt.getTime() + 3_600_000),
    );
    expect(verifyQuoteToken(secret, stretched, new Date('2026-11-23T15:00:00Z'))).toEqual({
      ok: false,
      code: 'Invalid',
    });
  });
  it('never accepts an arbitrary string (property)', () => {
    fc.assert(fc.property(fc.string(), (junk) => !verifyQuoteToken(secret, junk, t0()).ok));
  });
});

const t0 = () => new Date('2026-11-23T15:00:00Z');
