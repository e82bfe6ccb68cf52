import type { HostKind, Tenant } from '@wayfare/contracts/tenant';
import type { SessionRecord } from '@wayfare/store/repositories/sessions-repository';
import type { UserRecord } from '@wayfare/store/repositories/users-repository';

export interface AuthContext {
  session: SessionRecord;
  user: UserRecord;
  /** How the request proved the session: browser cookie (needs anti-forgery) or bearer token. */
  via: 'cookie' | 'bearer';
}

declare module 'fastify' {
  interface FastifyRequest {
    tenant: Tenant;
    hostKind: HostKind;
    auth: AuthContext | null;
  }
}
