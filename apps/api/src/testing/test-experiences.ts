import { randomUUID } from 'node:crypto';
import type { TimeSlot } from '@wayfare/contracts/activities';
import {
  ExperienceAvailabilityResponseSchema,
  ExperienceBookingViewSchema,
  ExperienceQuoteResponseSchema,
  ExperienceSearchResponseSchema,
  type ExperienceBookingRequest,
  type ExperienceBookingView,
  type ExperienceQuoteResponse,
  type ExperienceResult,
  type ExperienceSearchRequest,
  type ExperienceTravelers,
} from '@wayfare/contracts/experiences';
import type { BookingPayment } from '@wayfare/contracts/flight-booking';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Browser, TestApp } from './test-app';
import { TEST_CONTACT } from './test-flights';
import { vaultTestCard } from './vault-card';

/** TEST_START is 2026-11-23T15:00Z: Paris, three weeks out. */
export const TEST_EXPERIENCE_CITY = 'C2988507';
export const TEST_EXPERIENCE_DATE = '2026-12-14';

export async function searchTestExperiences(
  browser: Browser,
  search: Partial<ExperienceSearchRequest> = {},
) {
  const res = await browser.call('POST', '/api/v0/experiences/search', {
    cityCode: TEST_EXPERIENCE_CITY,
    fromDate: TEST_EXPERIENCE_DATE,
    untilDate: TEST_EXPERIENCE_DATE,
    ...search,
  });
  expect(res.statusCode, res.body).toBe(200);
  return ExperienceSearchResponseSchema.parse(res.json());
}

/** The first activity of a category with a slot of this ticket type the party can book. */
export async function findTestSlot(
  browser: Browser,
  {
    category,
    ticketType = 'Standard',
    travelers = { Adult: 2, Child: 1 },
    date = TEST_EXPERIENCE_DATE,
  }: {
    category?: ExperienceResult['category'];
    ticketType?: TimeSlot['ticketType'];
    travelers?: ExperienceTravelers;
    date?: string;
  } = {},
): Promise<{ activity: ExperienceResult; slot: TimeSlot; date: string }> {
  const found = await searchTestExperiences(browser, {
    fromDate: date,
    untilDate: date,
    ...(category ? { categories: [category] } : {}),
    limit: 50,
  });
  for (const activity of found.activities) {
    if (!activity.tickets.some((t) => t.ticketType === ticketType)) continue;
    if (!activity.ageBands.some((b) => b.band === 'Child') && travelers.Child) continue;
    const res = await browser.call('POST', '/api/v0/experiences/availability', {
      activityId: activity.activityId,
      date,
      travelers,
    });
    if (res.statusCode !== 200) continue;
    const day = ExperienceAvailabilityResponseSchema.parse(res.json());
    const slot = day.timeSlots.find((s) => s.isAvailable && s.ticketType === ticketType);
    if (slot) return { activity, slot, date };
  }
  throw new Error(`no ${category ?? ''} ${ticketType} slot`);
}

export async function quoteTestExperience(
  browser: Browser,
  found: { activity: ExperienceResult; slot: TimeSlot; date: string },
  travelers: ExperienceTravelers = { Adult: 2, Child: 1 },
): Promise<ExperienceQuoteResponse> {
  const res = await browser.call('POST', '/api/v0/experiences/quote', {
    activityId: found.activity.activityId,
    date: found.date,
    startTime: found.slot.startTime,
    ticketType: found.slot.ticketType,
    travelers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return ExperienceQuoteResponseSchema.parse(res.json());
}

export async function requestTestExperienceBooking(
  t: Pick<TestApp, 'app'>,
  browser: Browser,
  quoteToken: string,
  {
    lead = 'trv_ada',
    payment = {},
    extra = {},
    key = randomUUID(),
  }: {
    lead?: string;
    payment?: Partial<BookingPayment>;
    extra?: Partial<ExperienceBookingRequest>;
    key?: string;
  } = {},
): Promise<LightMyRequestResponse> {
  return browser.call(
    'POST',
    '/api/v0/experiences/book',
    {
      quoteToken,
      leadTraveler: { travelerId: lead },
      contact: TEST_CONTACT,
      payment: {
        cardToken: await vaultTestCard(t.app),
        rewardsMinor: 0,
        applyWalletCredit: false,
        ...payment,
      },
      ...extra,
    },
    { 'idempotency-key': key },
  );
}

export async function settleTestExperienceBooking(
  t: Pick<TestApp, 'ctx'>,
  browser: Browser,
  res: LightMyRequestResponse,
): Promise<ExperienceBookingView> {
  expect(res.statusCode, res.body).toBe(202);
  const id = ExperienceBookingViewSchema.parse(res.json()).id;
  await t.ctx.jobs.idle();
  const polled = await browser.call('GET', `/api/v0/experiences/bookings/${id}`);
  expect(polled.statusCode, polled.body).toBe(200);
  return ExperienceBookingViewSchema.parse(polled.json());
}
