import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/v0/health', async () => {
    await ctx.database.ping();
    return {
      status: 'ok',
      database: ctx.database.engine,
      identity: ctx.identity.kind,
      supply: ctx.supply.isReady() ? 'ready' : 'warming',
    };
  });
}
