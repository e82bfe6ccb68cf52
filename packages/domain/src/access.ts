import type { CorporateAccessCode } from '@wayfare/contracts/errors';
import type { HostKind, Tenant } from '@wayfare/contracts/tenant';

export interface AccessSubject {
  kind: 'cardholder' | 'employee' | 'agent';
  membership: {
    businessIsLive: boolean;
    canViewAdmin: boolean;
    termsAcknowledgedVersion: string | null;
  } | null;
  /** Rewards accounts left after the tenant's business-account filter (spec §6). */
  eligibleAccountCount: number;
}

export type AccessDecision = { ok: true } | { ok: false; code: CorporateAccessCode };

/**
 * Who may use which face of the portal (spec §4 corporate redirects, §6 canViewAdmin).
 * Support agents pass everywhere: they act for customers, whose own session is checked in turn.
 */
export function decidePortalAccess(
  tenant: Tenant,
  hostKind: HostKind,
  subject: AccessSubject,
  currentTermsVersion: string,
): AccessDecision {
  if (subject.kind === 'agent') return { ok: true };
  const m = subject.membership;
  if (hostKind === 'admin') {
    return m?.canViewAdmin ? { ok: true } : { ok: false, code: '40103' };
  }
  if (tenant === 'capone') {
    return subject.eligibleAccountCount > 0 ? { ok: true } : { ok: false, code: '40103' };
  }
  if (!m) return { ok: false, code: '40103' };
  if (!m.businessIsLive) return { ok: false, code: m.canViewAdmin ? '40105' : '40102' };
  if (m.termsAcknowledgedVersion !== currentTermsVersion) return { ok: false, code: '40106' };
  return { ok: true };
}
