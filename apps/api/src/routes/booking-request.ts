import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error';
import type { AppContext } from '../context';
import { baseHostOf } from '@wayfare/domain/tenant-host';
import type { BookingActor } from '../services/booking-service';
import type { SagaOptions } from '../services/saga-model';
import { resolveBookerPolicy } from '../services/travel-policy';
import { resolveTravelerContext } from '../services/travelers';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,100}$/;

/**
 * What every book call (flights, hotels) starts with: the `Idempotency-Key` header, checked, and
 * the booker: who they are, which travelers they may book, their rewards accounts and policy tier.
 */
export async function readBookingRequest(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<{ idempotencyKey: string; actor: BookingActor; saga: SagaOptions }> {
  const { view, scope } = await resolveTravelerContext(ctx, request);
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))
    throw new AppError(
      'BadRequest',
      'Send an Idempotency-Key header (8 to 100 letters, digits, or _ . : -).',
      'Idempotency-Key',
    );
  const policy = await resolveBookerPolicy(ctx, request.tenant, view.membership);
  return {
    idempotencyKey: key,
    actor: {
      userId: view.auth.user.id,
      tenant: request.tenant,
      accounts: view.accounts,
      scope,
      policy,
      sessionStartedAt: view.auth.session.createdAt,
    },
    // The approvers' link goes to the business portal on this request's base host.
    saga: {
      portalOrigin: `${request.protocol}://corporate.${baseHostOf(request.headers.host)}`,
      // A split payment's share links open the booker's own site (issue 23).
      siteOrigin:
        request.tenant === 'capone-corporate'
          ? `${request.protocol}://corporate.${baseHostOf(request.headers.host)}`
          : `${request.protocol}://${baseHostOf(request.headers.host)}`,
    },
  };
}
