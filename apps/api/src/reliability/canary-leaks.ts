import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { UpdateTravelerResponseSchema } from '@wayfare/contracts/travelers';
import {
  listTestDatabaseTargets,
  type TestDatabaseTarget,
} from '@wayfare/store/testing/test-databases';
import { createTestApp } from '../testing/create-test-app';
import { CONSUMER_HOST, createBrowser, signIn, type Browser } from '../testing/http-browser';
import { createLogCapture } from '../testing/log-capture';
import { bookTestFlight, quoteTestFare } from '../testing/test-flights';
import { vaultTestCard } from '../testing/vault-card';

/**
 * G9 (issue 15's reliability suite): personal data with values no other data has, used through
 * every flow that takes it, then looked for in the whole log (at trace level), the tracking and
 * engagement rows and every error body. Each copy found is a leak.
 */
export const CANARIES = {
  passport: 'QZ8813407',
  cardNumber: '4517382906173505',
  dateOfBirth: '1958-07-23',
} as const;

const TRACKING_EVENTS = ['canary_check', 'network_call_failed', 'error_reference_submitted'];

export interface CanaryReport {
  /** Copies of any canary found, all places together. */
  leaks: number;
  /** Copies per canary and place, e.g. `passport in log`. */
  found: Record<string, number>;
}

function countCopies(text: string, value: string): number {
  return text.split(value).length - 1;
}

const canaryPerson = {
  givenName: 'Canary',
  surname: 'Traveler',
  gender: 'F',
  dateOfBirth: CANARIES.dateOfBirth,
  passport: {
    number: CANARIES.passport,
    countryOfIssue: 'CA',
    nationality: 'CA',
    expiration: '2034-05-01',
  },
};

/** Posts the events the web sends (and some it doesn't), with the canaries inside. */
async function postTrackingCanaries(browser: Browser): Promise<LightMyRequestResponse[]> {
  const { passport, cardNumber, dateOfBirth } = CANARIES;
  return [
    await browser.call('POST', '/api/v0/tracking/event', {
      eventName: 'canary_check',
      properties: { passport, cardNumber, dateOfBirth, note: `${passport} ${dateOfBirth}` },
    }),
    await browser.call('POST', '/api/v0/tracking/event', {
      eventName: 'network_call_failed',
      properties: {
        url: `http://localhost:3000/trips/find?passport=${passport}&dob=${dateOfBirth}`,
        endpoint: `/api/v0/trips/lookup?card=${cardNumber}`,
        status_code: 400,
        status_text: `Bad Request ${cardNumber}`,
        response_text: `card ${cardNumber.replace(/(\d{4})(?=\d)/g, '$1 ')} born ${dateOfBirth}`,
      },
    }),
    await browser.call('POST', '/api/v0/tracking/event', {
      eventName: 'error_reference_submitted',
      properties: { reference_id: passport, url: `http://localhost:3000/#${dateOfBirth}` },
    }),
    // Refused (nested): its error body must not quote it either.
    await browser.call('POST', '/api/v0/tracking/event', {
      eventName: 'canary_check',
      properties: { person: { passport, dateOfBirth } },
    }),
    await browser.call('POST', '/api/v0/engagement/event', {
      event: 'page_view',
      url: `http://localhost:3000/trips/find?passport=${passport}&card=${cardNumber}&dob=${dateOfBirth}`,
    }),
  ];
}

/** Runs the flows on a fresh database and app and counts the canaries where none may be. */
export async function runCanaryCheck(
  options: { target?: TestDatabaseTarget } = {},
): Promise<CanaryReport> {
  const target = options.target ?? listTestDatabaseTargets()[0];
  if (!target) throw new Error('no database target');
  const database = await target.open();
  const log = createLogCapture();
  const t = await createTestApp(database, {
    env: { LOG_LEVEL: 'trace', RATE_LIMIT_BURST: '100000' },
    logStream: log.stream,
  });
  const answers: LightMyRequestResponse[] = [];
  try {
    const { browser } = await signIn(t.app, CONSUMER_HOST, 'usr_ada');
    // A traveler saved with the passport and date of birth.
    const saved = await browser.call('PUT', '/api/v0/passengers/update', { person: canaryPerson });
    answers.push(saved);
    const travelerId = UpdateTravelerResponseSchema.parse(saved.json()).person.id;

    // Validation errors around them.
    answers.push(
      await browser.call('PUT', '/api/v0/passengers/update', {
        person: { ...canaryPerson, passport: { ...canaryPerson.passport, expiration: 'soon' } },
      }),
      await browser.call('PUT', '/api/v0/passengers/update', {
        person: { ...canaryPerson, gender: 'X', dateOfBirth: `${CANARIES.dateOfBirth}T00:00` },
      }),
      await browser.call('PUT', '/api/v0/passengers/update', {
        person: { ...canaryPerson, passport: { number: `${CANARIES.passport}!` } },
      }),
      await t.app.inject({
        method: 'POST',
        url: '/vault/v1/cards',
        headers: { host: 'vault.localhost:3000', 'content-type': 'application/json' },
        payload: JSON.stringify({ number: CANARIES.cardNumber, expiryMonth: 13, cvc: 'x' }),
      }),
      await t.app.inject({
        method: 'POST',
        url: '/vault/v1/cards',
        headers: { host: 'vault.localhost:3000', 'content-type': 'application/json' },
        payload: `{"number":"${CANARIES.cardNumber}",`,
      }),
    );

    // A booking with that traveler and a card from the sandbox vault.
    const quote = await quoteTestFare(browser, ['BOS', 'DCA', '2026-12-18']);
    const cardToken = await vaultTestCard(t.app, CANARIES.cardNumber);
    await bookTestFlight(t, browser, quote, {
      payment: { cardToken },
      travelers: [{ passengerType: 'ADT', travelerId }],
    });
    // The same booking refused: a traveler typed in with a bad passport, a card that isn't ours.
    answers.push(
      await browser.call(
        'POST',
        '/api/v0/flights/book',
        {
          quoteToken: quote.quoteToken,
          travelers: [{ passengerType: 'ADT', ...canaryPerson, passport: { number: 'x' } }],
          contact: { email: 'ada@example.com', phone: '+1 555 010 2030' },
          payment: { cardToken: CANARIES.cardNumber, rewardsMinor: 0, applyWalletCredit: false },
        },
        { 'idempotency-key': randomUUID() },
      ),
    );

    // A database error while saving them: its query carries them as parameters.
    const create = t.ctx.repos.travelers.create.bind(t.ctx.repos.travelers);
    t.ctx.repos.travelers.create = async () => {
      await t.ctx.database.db.execute(
        sql`select ${CANARIES.passport}::integer, ${CANARIES.dateOfBirth}::date, ${CANARIES.cardNumber}::smallint`,
      );
      throw new Error('unreachable: the query above fails');
    };
    try {
      answers.push(
        await browser.call('PUT', '/api/v0/passengers/update', { person: canaryPerson }),
      );
    } finally {
      t.ctx.repos.travelers.create = create;
    }

    answers.push(...(await postTrackingCanaries(browser)));
    answers.push(...(await postTrackingCanaries(createBrowser(t.app, CONSUMER_HOST))));

    const tracking = (
      await Promise.all(TRACKING_EVENTS.map((name) => t.ctx.repos.events.listTracking(name, 500)))
    ).flat();
    const engagement = await t.ctx.repos.events.listEngagement(500);
    const places = {
      log: log.text(),
      tracking: JSON.stringify([tracking, engagement]),
      'error bodies': answers
        .filter((res) => res.statusCode >= 400)
        .map((res) => res.body)
        .join('\n'),
    };
    const found: Record<string, number> = {};
    let leaks = 0;
    for (const [canary, value] of Object.entries(CANARIES))
      for (const [place, text] of Object.entries(places)) {
        const copies = countCopies(text, value);
        if (copies > 0) found[`${canary} in ${place}`] = copies;
        leaks += copies;
      }
    return { leaks, found };
  } finally {
    await t.close();
    await database.dispose();
  }
}
