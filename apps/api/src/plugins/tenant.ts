import type { FastifyInstance } from 'fastify';
import { resolveHost } from '@wayfare/domain/tenant-host';
import type { AppContext } from '../context';

/** Every request learns its tenant and host kind from the Host header (DESIGN.md). */
export function registerTenant(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('tenant', 'capone');
  app.decorateRequest('hostKind', 'portal');
  app.addHook('onRequest', (request, _reply, done) => {
    const resolved = resolveHost(request.headers.host, ctx.env.TENANT);
    request.tenant = resolved.tenant;
    request.hostKind = resolved.hostKind;
    done();
  });
}
