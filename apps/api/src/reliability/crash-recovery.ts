import { request } from 'node:http';
import pg from 'pg';
import {
  signInOverHttp,
  startServer,
  type HttpSession,
  type RunningServer,
} from '../testing/spawned-server';
import { SHARED_SAGA_STEPS } from '../services/saga-model';

/**
 * The crash trial of issue 15 (G3), shared by the test and `npm run bench`: real API processes on
 * one PostgreSQL database, each killed (`SIGKILL`, as `kill -9`) right after one saga step of a
 * booking it was running; then one process is started again and the trial measures how long it
 * takes until every booking has settled (Confirmed or Failed) with no card authorization left
 * open, and checks that nothing was lost or done twice.
 */
export const CRASH_STEPS = ['seatsReserved', ...SHARED_SAGA_STEPS] as const;
export type CrashStep = (typeof CRASH_STEPS)[number];

export interface CrashRecoveryOutcome {
  bookings: number;
  /** From spawning the restarted process to every booking settled and no authorization open. */
  recoverySeconds: number;
  /** Bookings not Confirmed or Failed when the trial gave up waiting. */
  unsettled: number;
  confirmed: number;
  /** Authorizations still open, and captures of bookings that did not confirm. */
  openAuthorizations: number;
  capturesWithoutBooking: number;
  /** Rewards redeemed and not given back minus what the confirmed bookings paid in miles. */
  rewardsDrift: number;
  /** More than one booking row for one request (the idempotency key) or one quote. */
  duplicates: number;
}

const ACCOUNT = 'RA-1001';
const PERSON = 'sandbox|usr_ada';

const SERVER_ENV = {
  NODE_ENV: 'test',
  RATE_LIMIT_BURST: '100000',
  SANDBOX_SUPPLIER_LATENCY_MS: '0',
  LOG_LEVEL: 'error',
};

/** Vaults a sandbox card on the vault's own host, as the booking page's frame does. */
function vaultCard(origin: string): Promise<string> {
  const url = new URL('/vault/v1/cards', origin);
  const body = JSON.stringify({
    number: '4242424242424242',
    expiryMonth: 12,
    expiryYear: 2029,
    cvc: '123',
    holderName: 'Ada Lovelace',
    postalCode: '10001',
  });
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          host: `vault.localhost:${url.port}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        res.on('end', () => {
          if (res.statusCode !== 200)
            reject(new Error(`vault answered ${res.statusCode}: ${text}`));
          else resolve((JSON.parse(text) as { cardToken: string }).cardToken);
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function quoteOneWay(session: HttpSession, day: string): Promise<string> {
  const search = await session.call('POST', '/api/v0/flights/search', {
    tripType: 'one_way',
    slices: [{ origin: 'DEN', destination: 'PHX', departureDate: day }],
    passengers: { ADT: 1, CNN: 0, INS: 0, INF: 0 },
    maxStops: 0,
    excludeLowCostCarriers: false,
  });
  const shop = (await search.json()) as {
    search: { slices: { itineraries: { fares: { fareId: string }[] }[] }[] };
  };
  const fareId = shop.search.slices[0]?.itineraries[0]?.fares[0]?.fareId;
  if (!fareId) throw new Error(`no DEN-PHX fare on ${day}`);
  const quoted = await session.call('POST', '/api/v0/flights/quote', {
    tripType: 'one_way',
    passengers: { ADT: 1, CNN: 0, INS: 0, INF: 0 },
    fareIds: [fareId],
  });
  if (quoted.status !== 200) throw new Error(`quote answered ${quoted.status}`);
  return ((await quoted.json()) as { quoteToken: string }).quoteToken;
}

/** Starts a server that kills itself after `step` of the first booking it runs. */
function startCrashingServer(databaseUrl: string, port: number, step: CrashStep) {
  return startServer(port, { ...SERVER_ENV, DATABASE_URL: databaseUrl, SAGA_CRASH_AFTER: step });
}

/** Books a flight paid with card and miles on a server that dies mid-saga. */
async function bookAndCrash(server: RunningServer, step: CrashStep, day: string): Promise<string> {
  try {
    const session = await signInOverHttp(server.origin, PERSON);
    const quoteToken = await quoteOneWay(session, day);
    const cardToken = await vaultCard(server.origin);
    const booked = await session.call(
      'POST',
      '/api/v0/flights/book',
      {
        quoteToken,
        travelers: [
          {
            passengerType: 'ADT',
            givenName: 'Ada',
            surname: 'Lovelace',
            gender: 'F',
            dateOfBirth: '1985-12-10',
          },
        ],
        contact: { email: 'ada@example.com', phone: '+1 555 010 2030' },
        payment: {
          cardToken,
          rewardsAccountReferenceId: ACCOUNT,
          rewardsMinor: 2_000,
          applyWalletCredit: false,
        },
      },
      { 'idempotency-key': `crash-${step}-${day}` },
    );
    if (booked.status !== 202)
      throw new Error(`book answered ${booked.status}: ${await booked.text()}`);
    const { id } = (await booked.json()) as { id: string };
    const ended = await Promise.race([
      server.exited,
      new Promise((resolve) => setTimeout(() => resolve('alive'), 30_000)),
    ]);
    if (ended !== 'SIGKILL')
      throw new Error(`the server did not die after ${step}: ${String(ended)}`);
    return id;
  } catch (error) {
    await server.stop();
    throw error;
  }
}

interface Snapshot {
  statuses: string[];
  open: number;
  capturesWithoutBooking: number;
  confirmed: number;
}

async function readSnapshot(client: pg.Client, ids: readonly string[]): Promise<Snapshot> {
  const bookings = await client.query<{ id: string; status: string }>(
    'select id, status from flight_bookings where id = any($1::text[])',
    [ids],
  );
  const auths = await client.query<{ reference: string; status: string }>(
    'select reference, status from payment_authorizations where reference = any($1::text[])',
    [ids],
  );
  const statusOf = new Map(bookings.rows.map((r) => [r.id, r.status]));
  return {
    statuses: ids.map((id) => statusOf.get(id) ?? 'Missing'),
    open: auths.rows.filter((a) => a.status === 'Authorized').length,
    capturesWithoutBooking: auths.rows.filter(
      (a) => a.status === 'Captured' && statusOf.get(a.reference) !== 'Confirmed',
    ).length,
    confirmed: bookings.rows.filter((r) => r.status === 'Confirmed').length,
  };
}

/**
 * One booking killed after each of `steps`, then a restart. `databaseUrl` must be a fresh
 * database of its own (the servers migrate and seed it).
 */
export async function runCrashRecovery(options: {
  databaseUrl: string;
  basePort: number;
  steps?: readonly CrashStep[];
  /** Gives up waiting after this long (the trial then reports what is unsettled). */
  timeoutMs?: number;
}): Promise<CrashRecoveryOutcome> {
  const steps = options.steps ?? CRASH_STEPS;
  const client = new pg.Client({ connectionString: options.databaseUrl });
  const ids: string[] = [];
  let recoverySeconds = Number.POSITIVE_INFINITY;
  let snapshot: Snapshot = { statuses: [], open: 0, capturesWithoutBooking: 0, confirmed: 0 };
  let stopRestarted: () => Promise<void> = () => Promise.resolve();
  try {
    // Every process is up before any books, so all die within a moment of each other and none
    // takes up another's booking before the restart (which is what is measured).
    const servers: RunningServer[] = [];
    for (const [i, step] of steps.entries())
      servers.push(await startCrashingServer(options.databaseUrl, options.basePort + i, step));
    ids.push(
      ...(await Promise.all(
        steps.map((step, i) => {
          const server = servers[i];
          if (!server) throw new Error('no server');
          return bookAndCrash(server, step, `2026-12-${String(10 + i).padStart(2, '0')}`);
        }),
      )),
    );
    await client.connect();
    const started = performance.now();
    const server = await startServer(options.basePort + steps.length, {
      ...SERVER_ENV,
      DATABASE_URL: options.databaseUrl,
    });
    stopRestarted = () => server.stop();
    const deadline = started + (options.timeoutMs ?? 60_000);
    for (;;) {
      snapshot = await readSnapshot(client, ids);
      const settled = snapshot.statuses.every((s) => s === 'Confirmed' || s === 'Failed');
      if (settled && snapshot.open === 0) {
        recoverySeconds = (performance.now() - started) / 1000;
        break;
      }
      if (performance.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const paid = await client.query<{ total: string | null }>(
      `select sum(-amount) as total from rewards_transactions where account_id = $1 and booking_id = any($2::text[])`,
      [ACCOUNT, ids],
    );
    const confirmedMiles = await client.query<{ total: string | null }>(
      `select sum(rewards_minor) as total from flight_bookings where id = any($1::text[]) and status = 'Confirmed'`,
      [ids],
    );
    const duplicates = await client.query<{ extra: string }>(
      `select count(*) - count(distinct quote_id) as extra from flight_bookings where user_id = 'usr_ada'`,
    );
    const net = Number(paid.rows[0]?.total ?? 0);
    const confirmed = Number(confirmedMiles.rows[0]?.total ?? 0);
    // The miles kept are exactly what the confirmed bookings paid: none lost, none taken twice.
    return {
      bookings: ids.length,
      recoverySeconds: Math.round(recoverySeconds * 10) / 10,
      unsettled: snapshot.statuses.filter((s) => s !== 'Confirmed' && s !== 'Failed').length,
      confirmed: snapshot.confirmed,
      openAuthorizations: snapshot.open,
      capturesWithoutBooking: snapshot.capturesWithoutBooking,
      rewardsDrift: Math.abs(net - confirmed),
      duplicates: Number(duplicates.rows[0]?.extra ?? 0),
    };
  } finally {
    await stopRestarted();
    await client.end().catch(() => undefined);
  }
}
