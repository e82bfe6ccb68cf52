import { describe, expect, it } from 'vitest';
import { computeSessionExpiration, isSessionActive } from './session-expiry';

const t0 = new Date('2026-11-23T10:00:00Z');
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);

describe('session expiry', () => {
  it('ends 30 minutes after the last request', () => {
    const s = { createdAt: t0, lastSeenAt: at(10), revokedAt: null };
    expect(computeSessionExpiration(s)).toEqual(at(40));
    expect(isSessionActive(s, at(39.99))).toBe(true);
    expect(isSessionActive(s, at(40))).toBe(false);
  });

  it('never outlives 12 hours from sign-in, however active', () => {
    const s = { createdAt: t0, lastSeenAt: at(12 * 60 - 5), revokedAt: null };
    expect(computeSessionExpiration(s)).toEqual(at(12 * 60));
  });

  it('is over once revoked', () => {
    expect(isSessionActive({ createdAt: t0, lastSeenAt: t0, revokedAt: at(1) }, at(2))).toBe(false);
  });
});
