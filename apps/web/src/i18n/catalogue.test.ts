import { TYPE, parse } from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '@wayfare/contracts/errors';
import { FLIGHT_BOOKING_EN } from './catalogues/flight-booking';
import { FLIGHT_SHOP_EN } from './catalogues/flight-shop';
import { LEGAL_EN } from './catalogues/legal';
import { SANDBOX_IDP_EN } from './catalogues/sandbox-idp';
import { TRAVELERS_EN } from './catalogues/travelers';
import { PREFERENCES_EN } from './catalogues/preferences';
import { HOTELS_EN } from './catalogues/hotels';
import { STAYS_EN } from './catalogues/stays';
import { HOTEL_BOOKING_EN } from './catalogues/hotel-booking';
import { TRIPS_EN } from './catalogues/trips';
import { ONBOARDING_EN } from './catalogues/onboarding';
import { SANDBOX_CONSOLE_EN } from './catalogues/sandbox-console';
import { TRAVEL_CREDITS_EN } from './catalogues/travel-credits';
import { PRICE_FREEZE_EN } from './catalogues/price-freeze';
import { EXCHANGE_EN } from './catalogues/exchange';
import { PRICE_WATCH_EN } from './catalogues/price-watch';
import { PRICE_MATCH_EN } from './catalogues/price-match';
import { FLIGHT_DATES_EN } from './catalogues/flight-dates';
import { CARS_EN } from './catalogues/cars';
import { CAR_RENTAL_EN } from './catalogues/car-rental';
import { CAR_BOOKING_EN } from './catalogues/car-booking';
import { ACTIVITIES_EN } from './catalogues/activities';
import { ACTIVITY_BOOKING_EN } from './catalogues/activity-booking';
import { CAR_FACTS_EN } from './catalogues/car-facts';
import { HOMES_EN } from './catalogues/homes';
import { STAY_SEARCH_EN } from './catalogues/stay-search';
import { OFFLINE_MAP_EN } from './catalogues/offline-map';
import { PACKAGES_EN } from './catalogues/packages';
import { PACKAGE_BUILDER_EN } from './catalogues/package-builder';
import { TRAVEL_SALE_EN } from './catalogues/travel-sale';
import { EXPERIMENTS_TRACKING_EN } from './catalogues/experiments-tracking';
import { FAQ_EN } from './catalogues/faq';
import { SANDBOX_MAINTENANCE_EN } from './catalogues/sandbox-maintenance';
import { APPROVALS_EN } from './catalogues/approvals';
import { TRAVEL_POLICY_PAGE_EN } from './catalogues/travel-policy-page';
import { AGENT_TRAIL_EN } from './catalogues/agent-trail';
import { TRAVEL_APP_TEST_EN } from './catalogues/travel-app-test';
import { SANDBOX_OUTBOX_EN } from './catalogues/sandbox-outbox';
import { EN_MESSAGES, SHELL_EN_MESSAGES } from './messages-en';
import { FR_MESSAGES } from './messages-fr';
import { resolveInitialLocale, toLanguageTag } from './locale';

function collectArguments(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) collectArguments(option.value, into);
    }
    if (element.type === TYPE.tag) collectArguments(element.children, into);
  }
  return into;
}

describe('catalogues', () => {
  it('keeps each id in one place: an area catalogue never repeats another catalogue id', () => {
    const ids = [
      SHELL_EN_MESSAGES,
      FLIGHT_BOOKING_EN,
      FLIGHT_SHOP_EN,
      LEGAL_EN,
      SANDBOX_IDP_EN,
      TRAVELERS_EN,
      PREFERENCES_EN,
      ONBOARDING_EN,
      HOTELS_EN,
      STAYS_EN,
      HOTEL_BOOKING_EN,
      TRIPS_EN,
      SANDBOX_CONSOLE_EN,
      TRAVEL_CREDITS_EN,
      PRICE_FREEZE_EN,
      EXCHANGE_EN,
      PRICE_WATCH_EN,
      PRICE_MATCH_EN,
      FLIGHT_DATES_EN,
      CARS_EN,
      CAR_RENTAL_EN,
      CAR_BOOKING_EN,
      CAR_FACTS_EN,
      HOMES_EN,
      STAY_SEARCH_EN,
      OFFLINE_MAP_EN,
      ACTIVITIES_EN,
      ACTIVITY_BOOKING_EN,
      PACKAGES_EN,
      PACKAGE_BUILDER_EN,
      TRAVEL_SALE_EN,
      EXPERIMENTS_TRACKING_EN,
      FAQ_EN,
      SANDBOX_MAINTENANCE_EN,
      APPROVALS_EN,
      TRAVEL_POLICY_PAGE_EN,
      AGENT_TRAIL_EN,
      TRAVEL_APP_TEST_EN,
      SANDBOX_OUTBOX_EN,
    ].flatMap(Object.keys);
    expect(ids.length).toBe(new Set(ids).size);
    expect(ids.length).toBe(Object.keys(EN_MESSAGES).length);
  });

  it('French covers exactly the English ids', () => {
    expect(Object.keys(FR_MESSAGES).sort()).toEqual(Object.keys(EN_MESSAGES).sort());
  });

  it('every message parses and both languages use the same placeholders', () => {
    for (const [id, english] of Object.entries(EN_MESSAGES)) {
      const french = FR_MESSAGES[id as keyof typeof EN_MESSAGES];
      expect(french.trim(), id).not.toBe('');
      const englishArgs = [...collectArguments(parse(english))].sort();
      const frenchArgs = [...collectArguments(parse(french))].sort();
      expect(frenchArgs, id).toEqual(englishArgs);
    }
  });

  it('uses the spec wording for the start-session failure and the catalogue message for throttling', () => {
    expect(EN_MESSAGES['startSession.notFound']).toBe(
      "We couldn't find that Profile Reference ID. Try a different one?",
    );
    expect(EN_MESSAGES['startSession.notFound']).toBe(ERROR_CATALOGUE.InvalidCustomer.message);
    expect(EN_MESSAGES['error.ExcessiveActivity']).toBe(ERROR_CATALOGUE.ExcessiveActivity.message);
  });

  it('keeps tenant copy as the brief words it', () => {
    expect(EN_MESSAGES['tenant.capone.welcomeTitle']).toBe('Welcome to Capital One Travel');
    expect(EN_MESSAGES['tenant.capone-corporate.welcomeTitle']).toBe(
      'Welcome to Capital One Business Travel',
    );
    expect(EN_MESSAGES['tenant.capone-corporate.tagline']).toBe(
      'Smarter business travel starts here',
    );
  });
});

describe('locale', () => {
  it('defaults to English and honours a stored choice', () => {
    expect(resolveInitialLocale(null)).toBe('en');
    expect(resolveInitialLocale('fr')).toBe('fr');
    expect(resolveInitialLocale('de')).toBe('en');
    expect(toLanguageTag('en')).toBe('en-US');
    expect(toLanguageTag('fr')).toBe('fr-CA');
  });
});
