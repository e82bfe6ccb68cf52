import type { FastifyInstance } from 'fastify';
import type { SandboxConsoleState } from '@wayfare/contracts/sandbox';
import { readConsoleAnswer, SANDBOX_CONSOLE_API, signInSandboxAdmin } from './sandbox-admin';

/** What the reliability suite asks of the console, as the demo admin (see sandbox-admin.ts). */
const consoleCall = (
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  payload?: unknown,
): Promise<SandboxConsoleState> =>
  readConsoleAnswer({ app }, method, `${SANDBOX_CONSOLE_API}${path}`, payload);

/** Arms a one-shot supplier fault (the console's Faults panel). */
export async function armSupplierFault(
  app: FastifyInstance,
  fault: {
    product: 'flight' | 'hotel' | 'any';
    operation: 'quote' | 'book' | 'cancel' | 'any';
    kind: string;
  },
): Promise<void> {
  await consoleCall(app, 'POST', '/faults', fault);
}

/** Moves a flight instance's fares or a hotel's rates by `percent`; answers the move's id. */
export async function moveSandboxPrice(
  app: FastifyInstance,
  target: { kind: 'flight'; flightInstanceId: string } | { kind: 'hotel'; lodgingId: string },
  percent: number,
): Promise<string> {
  const before = new Set((await consoleCall(app, 'GET', '/console')).priceMoves.map((m) => m.id));
  const after = await consoleCall(app, 'POST', '/prices', { target, percent });
  const move = after.priceMoves.find((m) => !before.has(m.id));
  if (!move) throw new Error('the price move is not listed');
  return move.id;
}

/** Clears every armed fault and price move, and puts the travel clock back to real time. */
export async function resetSandboxConsole(app: FastifyInstance): Promise<void> {
  const state = await consoleCall(app, 'GET', '/console');
  const operator = await signInSandboxAdmin({ app });
  for (const fault of state.faults)
    await operator.call('DELETE', `${SANDBOX_CONSOLE_API}/faults/${fault.id}`);
  for (const move of state.priceMoves)
    await operator.call('DELETE', `${SANDBOX_CONSOLE_API}/prices/${move.id}`);
  await consoleCall(app, 'POST', '/clock', { offsetMinutes: 0 });
}
