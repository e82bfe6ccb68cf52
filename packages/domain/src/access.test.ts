import { describe, expect, it } from 'vitest';
import { decidePortalAccess, type AccessSubject } from './access';

const TERMS = '2026-09';
const employee = (m: Partial<NonNullable<AccessSubject['membership']>>): AccessSubject => ({
  kind: 'employee',
  membership: { businessIsLive: true, canViewAdmin: false, termsAcknowledgedVersion: TERMS, ...m },
  eligibleAccountCount: 1,
});

describe('decidePortalAccess', () => {
  it('lets an onboarded employee of a live business in', () => {
    expect(decidePortalAccess('capone-corporate', 'portal', employee({}), TERMS)).toEqual({
      ok: true,
    });
  });
  it('sends an admin of a business that is not live to onboarding (40105)', () => {
    expect(
      decidePortalAccess(
        'capone-corporate',
        'portal',
        employee({ businessIsLive: false, canViewAdmin: true }),
        TERMS,
      ),
    ).toEqual({ ok: false, code: '40105' });
  });
  it('tells other employees of a business that is not live they are not in the program (40102)', () => {
    expect(
      decidePortalAccess('capone-corporate', 'portal', employee({ businessIsLive: false }), TERMS),
    ).toEqual({ ok: false, code: '40102' });
  });
  it('asks for the current terms to be acknowledged (40106)', () => {
    expect(
      decidePortalAccess(
        'capone-corporate',
        'portal',
        employee({ termsAcknowledgedVersion: null }),
        TERMS,
      ),
    ).toEqual({ ok: false, code: '40106' });
    expect(
      decidePortalAccess(
        'capone-corporate',
        'portal',
        employee({ termsAcknowledgedVersion: '2025-01' }),
        TERMS,
      ),
    ).toEqual({ ok: false, code: '40106' });
  });
  it('denies the corporate portal to people without a business (40103)', () => {
    expect(
      decidePortalAccess(
        'capone-corporate',
        'portal',
        { kind: 'cardholder', membership: null, eligibleAccountCount: 2 },
        TERMS,
      ),
    ).toEqual({ ok: false, code: '40103' });
  });
  it('denies the admin host without canViewAdmin, whatever the business state', () => {
    expect(decidePortalAccess('capone-corporate', 'admin', employee({}), TERMS)).toEqual({
      ok: false,
      code: '40103',
    });
    expect(
      decidePortalAccess(
        'capone-corporate',
        'admin',
        employee({ canViewAdmin: true, businessIsLive: false }),
        TERMS,
      ),
    ).toEqual({ ok: true });
  });
  it('denies the consumer portal to people with no eligible account', () => {
    expect(
      decidePortalAccess('capone', 'portal', { ...employee({}), eligibleAccountCount: 0 }, TERMS),
    ).toEqual({ ok: false, code: '40103' });
  });
  it('always admits support agents', () => {
    for (const tenant of ['capone', 'capone-corporate'] as const) {
      expect(
        decidePortalAccess(
          tenant,
          'portal',
          { kind: 'agent', membership: null, eligibleAccountCount: 0 },
          TERMS,
        ),
      ).toEqual({ ok: true });
    }
  });
});
