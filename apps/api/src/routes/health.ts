import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Liveness by default; `?ready=supply` is readiness: 503 until the sandbox world is built, so a
  // load balancer (or the browser tests) sends traffic only once searches answer at full speed.
  app.get('/api/v0/health', async (request, reply) => {
    await ctx.database.ping();
    const { ready } = request.query as { ready?: string };
    if (ready === 'supply' && !ctx.supply.isReady()) {
      return reply.status(503).send({
        status: 'warming',
        database: ctx.database.engine,
        identity: ctx.identity.kind,
        supply: 'warming',
      });
    }
    return {
      status: 'ok',
      database: ctx.database.engine,
      identity: ctx.identity.kind,
      supply: ctx.supply.isReady() ? 'ready' : 'warming',
    };
  });
}
