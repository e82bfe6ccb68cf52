import type { FastifyInstance } from 'fastify';
import { AppError } from '../app-error';
import type { AppContext } from '../context';
import { isApiPath } from './session';

export const BURST_WINDOW_SECONDS = 10;

/** Bursts from one address beyond the configured rate get ExcessiveActivity (spec §6). */
export function registerRateLimit(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onRequest', async (request) => {
    if (!isApiPath(request.url) || request.url.startsWith('/api/v0/health')) return;
    const count = await ctx.burstLimiter.hit(
      `ip:${request.ip}`,
      BURST_WINDOW_SECONDS,
      ctx.clock.now(),
    );
    if (count > ctx.env.RATE_LIMIT_BURST) throw new AppError('ExcessiveActivity');
  });
}
