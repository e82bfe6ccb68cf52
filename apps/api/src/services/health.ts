import type { DatabaseHandle } from '@wayfare/store/database';
import type { Clock } from '../clock';
import type { Env } from '../env';
import type { IdentityProvider } from './identity-provider';
import type { SupplyService } from './supply';

/** What the health check looks at. */
export interface HealthPorts {
  env: Pick<Env, 'SANDBOX'>;
  clock: Clock;
  database: Pick<DatabaseHandle, 'engine' | 'ping'>;
  identity: Pick<IdentityProvider, 'kind'>;
  supply: Pick<SupplyService, 'isReady'>;
}

export interface HealthReport {
  status: 'ok' | 'warming';
  database: DatabaseHandle['engine'];
  identity: IdentityProvider['kind'];
  supply: 'ready' | 'warming';
  now?: string;
}

/**
 * The database answers (an unreachable one throws, which the error handler makes a 503), then
 * what is behind the ports. `isReady` is false only when readiness was asked for (`supply`) and
 * the sandbox world is still being built.
 */
export async function checkHealth(
  ports: HealthPorts,
  readiness: 'supply' | null,
): Promise<{ isReady: boolean; report: HealthReport }> {
  await ports.database.ping();
  const base = { database: ports.database.engine, identity: ports.identity.kind };
  if (readiness === 'supply' && !ports.supply.isReady()) {
    return { isReady: false, report: { status: 'warming', ...base, supply: 'warming' } };
  }
  return {
    isReady: true,
    report: {
      status: 'ok',
      ...base,
      supply: ports.supply.isReady() ? 'ready' : 'warming',
      // The sandbox's clock, so a browser test's page reads the same time as the server.
      ...(ports.env.SANDBOX ? { now: ports.clock.now().toISOString() } : {}),
    },
  };
}
