/** What the browser benches share: how Chromium runs here and the pages they open. */

/** Debian Chromium, headless, with nothing of its own on the network (the closed network here). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** A date `days` from now, YYYY-MM-DD. */
export function isoDateIn(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A one-way JFK to LAX search for one adult, `days` out, as the flight pages' query string. */
function flightQuery(days: number): string {
  return `tripType=one_way&slices=JFK-LAX-${isoDateIn(days)}&adt=1&cnn=0&ins=0&inf=0`;
}

/** Three nights in New York City from `days` out, as the hotel pages' query string. */
function hotelQuery(days: number): string {
  return (
    'locationName=New+York+City&location=city%3AC5128581' +
    `&fromDate=${isoDateIn(days)}&untilDate=${isoDateIn(days + 3)}`
  );
}

/** Three days' car rental at Boston Logan from `days` out, as the car pages' query string. */
function carQuery(days: number): string {
  return `pickUp=BOS&locationName=Boston&fromDate=${isoDateIn(days)}&untilDate=${isoDateIn(days + 3)}`;
}

/** A week in Lisbon from `days` out, as the homes and stays pages' query string. */
function homeQuery(days: number): string {
  return (
    'locationName=Lisbon&location=city%3AC2267057' +
    `&fromDate=${isoDateIn(days)}&untilDate=${isoDateIn(days + 7)}`
  );
}

/** The flight search form, filled in for that search. */
export const flightSearchPath = (days = 30) => `/flights/search?${flightQuery(days)}`;
/** That search's results (the shop). */
export const flightResultsPath = (days = 30) => `/flights/shop?${flightQuery(days)}`;
/** The hotel search form, filled in for that stay. */
export const hotelSearchPath = (days = 30) => `/hotels/search?${hotelQuery(days)}`;
/** That stay's hotel list (before any map). */
export const hotelResultsPath = (days = 30) => `/hotels/availability?${hotelQuery(days)}`;
/** That rental's cars (the list, before any map). */
export const carResultsPath = (days = 30) => `/cars/availability?${carQuery(days)}`;
/** Things to do in Paris over two days from `days` out (the results list). */
export const activityResultsPath = (days = 30) =>
  `/activities/availability?locationName=Paris&cityCode=C2988507&fromDate=${isoDateIn(days)}&untilDate=${isoDateIn(days + 1)}`;
/** That week's vacation rentals (homes alone). */
export const homeResultsPath = (days = 30) => `/vacation-rentals/?${homeQuery(days)}`;
/** That week's stays, hotels and homes together (the list, before any map). */
export const stayResultsPath = (days = 30) => `/stays/availability?${homeQuery(days)}`;
/** One home's page for that week. */
export const homeShopPath = (listingId: string, days = 30) =>
  `/vacation-rentals/shop?listingId=${listingId}&fromDate=${isoDateIn(days)}&untilDate=${isoDateIn(days + 7)}`;

export interface BrowserCookie {
  name: string;
  value: string;
  url: string;
}

/** A signed-in session's Cookie header as browser cookies for `url`, as sign-in leaves them. */
export function toBrowserCookies(cookieHeader: string, url: string): BrowserCookie[] {
  return cookieHeader.split('; ').map((pair) => {
    const [name = '', ...value] = pair.split('=');
    return { name, value: value.join('='), url };
  });
}
