import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { checkHealth } from '../services/health';

export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Liveness by default; `?ready=supply` is readiness: 503 until the sandbox world is built, so a
  // load balancer (or the browser tests) sends traffic only once searches answer at full speed.
  app.get('/api/v0/health', async (request, reply) => {
    const { ready } = request.query as { ready?: string };
    const { isReady, report } = await checkHealth(ctx, ready === 'supply' ? 'supply' : null);
    return isReady ? report : reply.status(503).send(report);
  });
}
