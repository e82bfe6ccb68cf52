/**
 * What tracking and engagement rows may keep (issue 15). Analytics has no use for personal data, and
 * a value can't be told apart from a passport number by its look (any 5 to 20 letters and digits),
 * so we decide by name, not by guessing:
 *
 * - Only property names on TRACKING_PROPERTY_ALLOWLIST are kept; any other is dropped without
 *   failing the call (the web's events still count). A new property is added here, on purpose.
 * - URLs (`url`, `endpoint`, the engagement URL) keep their path and their query's names; query
 *   values are replaced, since they carry codes, tokens and whatever a form put there.
 * - `reference_id` is kept only in the shape of a request id (`req_<uuid>`): people type it.
 * - In every kept text a card number (13 to 19 digits that pass the Luhn check, spaced or not) and an
 *   ISO date are replaced: error texts are ours and quote neither.
 */
export const TRACKING_PROPERTY_ALLOWLIST: ReadonlySet<string> = new Set([
  'url',
  'endpoint',
  'status_code',
  'status_text',
  'response_text',
  'reference_id',
  'page',
  // Cancel for any reason's exercise events (issue 18): codes, never free text.
  'state',
  'outcome',
  'step',
  // Where a hotel or flight shop was entered from (issue 23): spec §2 and §4 codes.
  'entry_source',
  'lookup_source',
  // Issue 24: the landing URL's tracking parameters (spec §2), kept for the browser session, and
  // a booking's funnel (spec §4) and product.
  'utm_source',
  'utm_medium',
  'referrer_source',
  'funnel',
  'product',
]);

/** Spec §2 referrer_source values. */
export const REFERRER_SOURCES = [
  'booking_portal',
  'admin_portal',
  'vxb_acknowledgement',
  'onboarding',
] as const;
export type ReferrerSource = (typeof REFERRER_SOURCES)[number];

/** Spec §4 funnels. */
export const TRACKING_FUNNELS = [
  'hotels',
  'premiumStays',
  'packages',
  'flights',
  'cars',
  'activities',
  'homes',
] as const;
export type TrackingFunnel = (typeof TRACKING_FUNNELS)[number];

/** A code of ours (`recently_searched_air`, `price_freeze`): lower-case words joined by `_`. */
const CODE = /^[a-z][a-z0-9_]{0,59}$/;
/** A campaign's name as marketing writes it (`spring-sale`, `news.letter`): no `@`, no spaces. */
const CAMPAIGN_TOKEN = /^[A-Za-z0-9][A-Za-z0-9._+-]{0,99}$/;

/**
 * Properties whose values have a known shape: anything else is dropped, so a campaign parameter
 * carrying an e-mail address or a name never reaches a row.
 */
const SHAPED_PROPERTIES: Readonly<Record<string, (value: string) => boolean>> = {
  entry_source: (value) => CODE.test(value),
  lookup_source: (value) => CODE.test(value),
  product: (value) => CODE.test(value),
  utm_source: (value) => CAMPAIGN_TOKEN.test(value) && scrubPersonalText(value) === value,
  utm_medium: (value) => CAMPAIGN_TOKEN.test(value) && scrubPersonalText(value) === value,
  referrer_source: (value) => (REFERRER_SOURCES as readonly string[]).includes(value),
  funnel: (value) => (TRACKING_FUNNELS as readonly string[]).includes(value),
};

export const REDACTED_VALUE = '[redacted]';

type PropertyValue = string | number | boolean | null;

const URL_PROPERTIES = new Set(['url', 'endpoint']);
const REQUEST_ID = /^req_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DIGIT_RUN = /\d(?:[ -]?\d){12,18}/g;
const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/g;

/** The Luhn check every payment card number passes. */
export function isLuhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** Text with card numbers and ISO dates (dates of birth among them) replaced. */
export function scrubPersonalText(text: string): string {
  return text
    .replace(DIGIT_RUN, (run) => (isLuhnValid(run.replace(/[ -]/g, '')) ? REDACTED_VALUE : run))
    .replace(ISO_DATE, REDACTED_VALUE);
}

/** A URL with each query value (and any fragment) replaced: `/trips?code=H-1` → `/trips?code=[redacted]`. */
export function redactUrlQuery(url: string): string {
  const withoutFragment = url.split('#', 1)[0] ?? '';
  const queryStart = withoutFragment.indexOf('?');
  const path = scrubPersonalText(
    queryStart < 0 ? withoutFragment : withoutFragment.slice(0, queryStart),
  );
  if (queryStart < 0) return path;
  const query = withoutFragment
    .slice(queryStart + 1)
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const separator = pair.indexOf('=');
      const name = scrubPersonalText(separator < 0 ? pair : pair.slice(0, separator));
      return `${name}=${REDACTED_VALUE}`;
    });
  return query.length > 0 ? `${path}?${query.join('&')}` : path;
}

function sanitizeValue(name: string, value: PropertyValue): PropertyValue | undefined {
  if (typeof value !== 'string') return value;
  if (name === 'reference_id') return REQUEST_ID.test(value) ? value : undefined;
  const isShaped = SHAPED_PROPERTIES[name];
  if (isShaped) return isShaped(value) ? value : undefined;
  if (URL_PROPERTIES.has(name)) return redactUrlQuery(value);
  return scrubPersonalText(value);
}

/** The properties a tracking row keeps (see the rules above). */
export function sanitizeTrackingProperties(
  properties: Readonly<Record<string, PropertyValue>>,
): Record<string, PropertyValue> {
  const kept: Record<string, PropertyValue> = {};
  for (const [name, value] of Object.entries(properties)) {
    if (!TRACKING_PROPERTY_ALLOWLIST.has(name)) continue;
    const sanitized = sanitizeValue(name, value);
    if (sanitized !== undefined) kept[name] = sanitized;
  }
  return kept;
}

/** What the server knows about an event's sender, which every tracking event carries (spec §3). */
export interface ServerTrackingProperties {
  /** The person's experiment assignments as `/experiments/active` names them (`exp_packages`). */
  experiments: Readonly<Record<string, string>>;
  isAgentSession: boolean;
  tenant: string;
  hostKind: string;
  hasTravelCredit: boolean;
}

/**
 * A tracking row's properties: the sender's allowlisted, scrubbed properties, then what the server
 * knows, which always wins (a page cannot claim another variant, tenant or agent flag).
 */
export function buildTrackingProperties(
  sent: Readonly<Record<string, PropertyValue>>,
  server: ServerTrackingProperties,
): Record<string, PropertyValue> {
  return {
    ...sanitizeTrackingProperties(sent),
    ...server.experiments,
    is_agent_session: server.isAgentSession,
    tenant: server.tenant,
    host_kind: server.hostKind,
    has_travel_credit: server.hasTravelCredit,
  };
}
