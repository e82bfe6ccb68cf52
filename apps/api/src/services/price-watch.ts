import { formatTotal } from '@wayfare/domain/trip-display';
import { randomUUID } from 'node:crypto';
import type { FlightSearchRequest } from '@wayfare/contracts/flights';
import { FlightSearchRequestSchema } from '@wayfare/contracts/flights';
import { CurrencySchema } from '@wayfare/contracts/money';
import type { PriceWatch } from '@wayfare/contracts/price-watch';
import type { EmailOutboxRepository } from '@wayfare/store/repositories/email-outbox-repository';
import type {
  PriceWatchRecord,
  PriceWatchesRepository,
} from '@wayfare/store/repositories/price-watches-repository';
import { AppError } from '../app-error';
import type { Clock } from '../clock';
import { wrapTripEmail } from './booking-email';
import type { EmailSender } from './email-sender';
import { computeSearchKey, predictFlightSearch, type FlightShopPorts } from './flight-shop';
import type { JobRunner } from './job-runner';

/*
 * Price watch (issue 19; spec §2 Watched trips, §4 watch states): a person watches a flight
 * search; every WATCH_CHECK_EVERY_HOURS of travel time a one-shot `price-watch-check` job prices
 * it (the same buy-or-wait the results show) and e-mails them when the lowest total dropped since
 * the last alert or the advice turned to buy. Each check has its number: a check is written once
 * (compare-and-set on the count), so a repeated or overtaken job writes nothing and sends nothing.
 */

export const PRICE_WATCH_CHECK_JOB = 'price-watch-check';
/** How often a watch is checked, in travel-clock hours. */
export const WATCH_CHECK_EVERY_HOURS = 6;
/** A drop is worth an alert from this much (and 1 % of the price): not a few cents of noise. */
const MIN_DROP_MINOR = 100;

export interface PriceWatchPorts {
  shop: FlightShopPorts;
  repos: { priceWatches: PriceWatchesRepository; emailOutbox: EmailOutboxRepository };
  travelClock: Clock;
  clock: Clock;
  jobRunner: Pick<JobRunner, 'schedule'>;
  emailSender: Pick<EmailSender, 'kick'>;
}

type Actor = { userId: string; tenant: string; email: string };

const money = (amountMinor: number | null, currency: string) =>
  amountMinor === null ? null : { amountMinor, currency: CurrencySchema.parse(currency) };

export function toPriceWatch(row: PriceWatchRecord): PriceWatch {
  return {
    watchId: row.id,
    state: row.state,
    request: FlightSearchRequestSchema.parse(row.request),
    createdAt: row.createdAt.toISOString(),
    startingLowest: money(row.startingMinor, row.currency),
    currentLowest: money(row.currentMinor, row.currency),
    advice: row.advice,
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
    nextCheckAt: row.nextCheckAt?.toISOString() ?? null,
    alertCount: row.alertCount,
  };
}

/** The results page of a watched search (the web's flight-search-params.ts format). */
export function buildResultsPath(request: FlightSearchRequest): string {
  const params = new URLSearchParams();
  params.set('tripType', request.tripType);
  params.set(
    'slices',
    request.slices.map((s) => `${s.origin}-${s.destination}-${s.departureDate}`).join(','),
  );
  params.set('adt', String(request.passengers.ADT));
  params.set('cnn', String(request.passengers.CNN));
  params.set('ins', String(request.passengers.INS));
  params.set('inf', String(request.passengers.INF));
  if (request.cabinClass && request.cabinClass !== 'Economy')
    params.set('cabin', request.cabinClass);
  return `/flights/shop?${params.toString()}`;
}

async function scheduleCheck(
  ports: PriceWatchPorts,
  watchId: string,
  checkNumber: number,
  at: Date,
) {
  await ports.jobRunner.schedule({
    kind: PRICE_WATCH_CHECK_JOB,
    key: `${PRICE_WATCH_CHECK_JOB}:${watchId}:${checkNumber}`,
    payload: { watchId, checkNumber },
    runAt: at,
    clock: 'travel',
  });
}

const nextCheckFrom = (now: Date) => new Date(now.getTime() + WATCH_CHECK_EVERY_HOURS * 3_600_000);

/**
 * POST /api/v0/watches: watches the search from today's price and advice (JustWatched), its first
 * check due in WATCH_CHECK_EVERY_HOURS; watching it again answers the live watch (the partial
 * unique index decides between two requests).
 */
export async function createWatch(
  ports: PriceWatchPorts,
  actor: Actor,
  input: FlightSearchRequest,
  portalOrigin: string,
): Promise<PriceWatch> {
  const request = FlightSearchRequestSchema.parse(input);
  const searchKey = computeSearchKey(request);
  const live = await ports.repos.priceWatches.findLive(actor.userId, searchKey);
  if (live) return toPriceWatch(live);
  const prediction = await predictFlightSearch(ports.shop, request);
  const lowest = prediction.currentLowest?.amountMinor ?? null;
  const now = ports.travelClock.now();
  const next = nextCheckFrom(now);
  const { created, watch } = await ports.repos.priceWatches.createOrFindLive({
    id: `pw_${randomUUID().replaceAll('-', '').slice(0, 24)}`,
    userId: actor.userId,
    tenant: actor.tenant,
    searchKey,
    request: request,
    portalOrigin,
    contactEmail: actor.email,
    state: 'JustWatched',
    startingMinor: lowest,
    currentMinor: lowest,
    alertedMinor: lowest,
    advice: prediction.recommendation,
    currency: prediction.currentLowest?.currency ?? 'USD',
    createdAt: now,
    nextCheckAt: next,
  });
  if (created) await scheduleCheck(ports, watch.id, 1, next);
  return toPriceWatch(watch);
}

/** POST /api/v0/watches/find */
export async function findWatch(
  ports: Pick<PriceWatchPorts, 'repos'>,
  actor: Pick<Actor, 'userId'>,
  input: FlightSearchRequest,
): Promise<PriceWatch | null> {
  const request = FlightSearchRequestSchema.parse(input);
  const live = await ports.repos.priceWatches.findLive(actor.userId, computeSearchKey(request));
  return live ? toPriceWatch(live) : null;
}

/** GET /api/v0/watches */
export async function listWatches(
  ports: Pick<PriceWatchPorts, 'repos'>,
  actor: Pick<Actor, 'userId' | 'tenant'>,
): Promise<PriceWatch[]> {
  return (await ports.repos.priceWatches.listLive(actor.userId, actor.tenant)).map(toPriceWatch);
}

/** DELETE /api/v0/watches/:watchId: stops a live watch (a repeat answers it as stopped). */
export async function stopWatch(
  ports: Pick<PriceWatchPorts, 'repos' | 'travelClock'>,
  actor: Pick<Actor, 'userId' | 'tenant'>,
  watchId: string,
): Promise<PriceWatch> {
  const row = await ports.repos.priceWatches.findById(watchId);
  if (!row || row.userId !== actor.userId || row.tenant !== actor.tenant)
    throw new AppError('NotFound', 'We could not find that watched trip.', 'watchId');
  const stopped = await ports.repos.priceWatches.stop(watchId, ports.travelClock.now());
  return toPriceWatch(stopped ?? (await ports.repos.priceWatches.findById(watchId)) ?? row);
}

function describeSearch(request: FlightSearchRequest): string {
  const first = request.slices[0];
  const route = request.slices.map((s) => `${s.origin} → ${s.destination}`).join(', ');
  return `${route} on ${first?.departureDate ?? ''}`;
}

const formatUsd = (minor: number) => formatTotal(minor, 'USD');

/**
 * One check of a watch (`checkNumber`, its job's payload): prices the search now; past its first
 * flight's day the watch stops. An alert goes out when the lowest total fell by at least
 * MIN_DROP_MINOR and 1 % below the last alerted (or starting) price, or the advice turned to buy.
 * The next check is scheduled once this one is written.
 */
export async function checkWatch(
  ports: PriceWatchPorts,
  watchId: string,
  checkNumber: number,
): Promise<void> {
  const row = await ports.repos.priceWatches.findById(watchId);
  if (!row || row.state === 'NotWatching' || row.checkCount !== checkNumber - 1) return;
  const request = FlightSearchRequestSchema.parse(row.request);
  const now = ports.travelClock.now();
  const firstDay = request.slices[0]?.departureDate ?? '';
  if (firstDay <= now.toISOString().slice(0, 10)) {
    await ports.repos.priceWatches.stop(watchId, now);
    return;
  }
  const prediction = await predictFlightSearch(ports.shop, request);
  const lowest = prediction.currentLowest?.amountMinor ?? null;
  const reference = row.alertedMinor ?? row.startingMinor;
  const dropped =
    lowest !== null &&
    reference !== null &&
    reference - lowest >= Math.max(MIN_DROP_MINOR, Math.ceil(reference / 100));
  const turnedToBuy = row.advice !== 'buy' && prediction.recommendation === 'buy';
  const alerted = dropped || turnedToBuy;
  const next = nextCheckFrom(now);
  const written = await ports.repos.priceWatches.recordCheck(watchId, checkNumber, {
    currentMinor: lowest,
    advice: prediction.recommendation,
    lastCheckedAt: now,
    nextCheckAt: next,
    alertedMinor: alerted ? lowest : row.alertedMinor,
    alerted,
  });
  if (!written) return;
  await scheduleCheck(ports, watchId, checkNumber + 1, next);
  if (!alerted) return;
  const label = describeSearch(request);
  const subject = dropped ? `Price drop: ${label}` : `Time to buy: ${label}`;
  const lines = [
    lowest !== null
      ? `The lowest price is now ${formatUsd(lowest)}${
          row.startingMinor !== null && row.startingMinor > lowest
            ? `, ${formatUsd(row.startingMinor - lowest)} less than when you started watching`
            : ''
        }.`
      : '',
    turnedToBuy ? 'Our advice has turned to buy: prices are more likely to rise from here.' : '',
    `See the flights: ${row.portalOrigin}${buildResultsPath(request)}`,
    'You can stop watching this trip from Watched trips in My Trips.',
  ].filter(Boolean);
  const body = wrapTripEmail(row.tenant, subject, lines);
  await ports.repos.emailOutbox.enqueue({
    id: `price-watch:${watchId}:${checkNumber}`,
    toAddress: row.contactEmail,
    subject,
    textBody: body.text,
    htmlBody: body.html,
    createdAt: ports.clock.now(),
    tenant: row.tenant,
  });
  ports.emailSender.kick();
}

/** The sandbox console's "check every watch now": each live watch's next check, at once. */
export async function checkAllWatches(ports: PriceWatchPorts): Promise<number> {
  let checked = 0;
  for (const id of await ports.repos.priceWatches.listLiveIds()) {
    const row = await ports.repos.priceWatches.findById(id);
    if (!row) continue;
    await checkWatch(ports, id, row.checkCount + 1);
    checked += 1;
  }
  return checked;
}
