/**
 * The OpenAPI document's examples (issue 24): one request and one success answer per operation,
 * derived from the operation's own JSON schemas, deterministically, so a route added later gets
 * its examples without anyone writing them. Values are realistic where a field's name or format
 * says what it holds (airports, dates, money in minor units, names, ids); otherwise the smallest
 * value the schema allows. `chooseExample` keeps the first variant the route's zod schema accepts
 * too: zod's refinements (a return after the departure, at most nine passengers) are not in the
 * JSON schema.
 */

export interface ExampleSchema {
  $ref?: string;
  type?: string;
  enum?: readonly unknown[];
  nullable?: boolean;
  anyOf?: readonly ExampleSchema[];
  oneOf?: readonly ExampleSchema[];
  allOf?: readonly ExampleSchema[];
  properties?: Record<string, ExampleSchema>;
  required?: readonly string[];
  additionalProperties?: boolean | ExampleSchema;
  items?: ExampleSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  default?: unknown;
}

/**
 * How one candidate is drawn: `full` fills optional properties too; `pick` turns which enum value
 * and which `anyOf`/`oneOf` branch is taken, so later variants try other shapes.
 */
export interface ExampleVariant {
  full: boolean;
  pick: number;
}

/** The variants tried in order: the fullest, most ordinary example first. */
export const EXAMPLE_VARIANTS: readonly ExampleVariant[] = [0, 1, 2, 3, 4].flatMap((pick) => [
  { full: true, pick },
  { full: false, pick },
]);

type Resolve = (ref: string) => ExampleSchema | undefined;

const MAX_DEPTH = 24;

/** Realistic dates: a December trip of four nights, seen from late November 2026. */
const DATES = { start: '2026-12-14', end: '2026-12-18', birth: '1985-03-14', expiry: '2029-08-31' };

const lower = (name: string) => name.toLowerCase();

function dateFor(name: string): string {
  const n = lower(name);
  if (/birth|dob/.test(n)) return DATES.birth;
  if (/expir/.test(n)) return DATES.expiry;
  if (/return|checkout|end|until|^to$|dropoff|last/.test(n)) return DATES.end;
  return DATES.start;
}

function dateTimeFor(name: string): string {
  const n = lower(name);
  if (/return|checkout|end|until|^to$|dropoff|arriv|expir|deadline/.test(n))
    return `${DATES.end}T17:45:00Z`;
  if (/created|recorded|observed|updated|issued|requested|at$/.test(n))
    return '2026-11-23T15:00:00Z';
  return `${DATES.start}T09:30:00Z`;
}

/** Id-like names: `bookingId` → `bk_7Q2ZP4`, the prefixes the sandbox uses where known. */
const ID_PREFIXES: Record<string, string> = {
  user: 'usr_ada',
  traveler: 'trv_ada',
  business: 'biz_northwind',
  tier: 'tier_nwa_standard',
  claim: 'pm_4Q8ZK2',
  booking: 'fb_7Q2ZP4',
  quote: 'fq_3F8K1M',
  offer: 'off_5T9LX2',
  freeze: 'frz_2K7D4W',
  wishlist: 'wl_6J3N8R',
  watch: 'pw_9C2V5B',
  exchange: 'ex_4H7M2Q',
  listing: 'hm_3P8T6C',
  activity: 'act_2B9F4X',
  lodging: 'H1042',
  rate: 'rt_8M2K5Q',
  message: 'msg_5N7R2D',
  flightinstance: 'AC870-2026-12-14',
};

/** Candidate strings by name, tried in order against the schema's limits and pattern. */
function namedStrings(name: string): string[] {
  const n = lower(name);
  const candidates: string[] = [];
  if (/email/.test(n)) candidates.push('ada.lovelace@example.com');
  if (/^(origin|from|departureairport|originairport|airport)$/.test(n)) candidates.push('YUL');
  if (/^(destination|to|arrivalairport|destinationairport)$/.test(n)) candidates.push('CDG');
  if (/airport|iata/.test(n)) candidates.push('YUL');
  if (/currency/.test(n)) candidates.push('CAD');
  if (/country/.test(n)) candidates.push('CA');
  if (/carrier|airline/.test(n)) candidates.push('AC');
  if (/given|first/.test(n)) candidates.push('Ada');
  if (/surname|last|family/.test(n)) candidates.push('Lovelace');
  if (/^(name|fullname|displayname|holdername)$/.test(n)) candidates.push('Ada Lovelace');
  if (/city/.test(n)) candidates.push('Montréal');
  if (/phone/.test(n)) candidates.push('+15145550123');
  if (/confirmation|locator|pnr/.test(n)) candidates.push('K7Q2ZP');
  if (/date$/.test(n)) candidates.push(dateFor(name));
  if (/(time|at)$/.test(n)) candidates.push(dateTimeFor(name), dateTimeFor(name).slice(0, 16));
  if (/time$/.test(n)) candidates.push('09:30');
  if (/url|href|link|redirect|^to$|path/.test(n)) candidates.push('/trips', 'https://example.com/');
  if (/token/.test(n)) candidates.push('tok_9f2c6d1e4b7a');
  if (/key$/.test(n)) candidates.push('3b1f6c2e-8d4a-4e5b-9c7d-2a6f1e0b5c3d');
  if (/id$/.test(n) || /^id$/.test(n)) {
    const stem = n.replace(/ids?$/, '');
    const known = Object.entries(ID_PREFIXES).find(([word]) => stem.endsWith(word));
    candidates.push(known ? known[1] : `${stem.slice(0, 3) || 'id'}_7Q2ZP4`, 'C1234');
  }
  if (/description|message|note|reason|comment|text/.test(n))
    candidates.push('Window seat, please.');
  if (/code$/.test(n)) candidates.push('AC', 'YUL', 'SAVE10');
  if (/query|search|term/.test(n)) candidates.push('Paris');
  return candidates;
}

/** Strings of common shapes, tried against a pattern before building one from it. */
const SHAPED_STRINGS = [
  'YUL',
  'CA',
  'AC',
  '2026-12-14',
  '2026-12-14T09:30:00Z',
  '2026-12-14T09:30',
  '09:30',
  '2029-08',
  '2029',
  '1234',
  'C1234',
  'V1042-2',
  'V1042-2-1.svg',
  'A1042-2-1.svg',
  'H1042.svg',
  '14A',
  'H1042',
  'example',
  'summer-sale',
  'ada.lovelace@example.com',
  '/trips',
];

/**
 * A string matching a (simple) regular expression: the first branch of each alternation, the
 * fewest repetitions allowed (at least one for `+`), the first character of each class. Enough
 * for the patterns zod writes; the caller checks the result and falls back otherwise.
 */
export function stringFromPattern(pattern: string): string | null {
  let i = 0;
  const source = pattern;
  const atom = (): string | null => {
    const c = source[i];
    if (c === undefined) return null;
    if (c === '(') {
      i += 1;
      if (source[i] === '?') {
        i += 1;
        if (source[i] === ':') i += 1;
        else if (source[i] === '!' || source[i] === '=') {
          // A lookahead: skipped, its content produces nothing.
          let depth = 1;
          while (i < source.length && depth > 0) {
            i += 1;
            if (source[i] === '\\') i += 1;
            else if (source[i] === '(') depth += 1;
            else if (source[i] === ')') depth -= 1;
          }
          i += 1;
          return '';
        }
      }
      const inner = alternation();
      if (source[i] === ')') i += 1;
      return inner;
    }
    if (c === '[') {
      i += 1;
      const negated = source[i] === '^';
      if (negated) i += 1;
      let first: string | null = null;
      while (i < source.length && source[i] !== ']') {
        let ch = source[i] ?? '';
        if (ch === '\\') {
          i += 1;
          const escaped = source[i] ?? '';
          if (escaped === 'p' || escaped === 'P') {
            i = source.indexOf('}', i);
            ch = 'a';
          } else if (escaped === 'd') ch = '0';
          else if (escaped === 'w') ch = 'a';
          else if (escaped === 's') ch = ' ';
          else ch = escaped;
        }
        first ??= ch;
        i += 1;
      }
      i += 1;
      if (negated) return 'a';
      return first ?? 'a';
    }
    if (c === '\\') {
      i += 2;
      const escaped = source[i - 1] ?? '';
      if (escaped === 'd') return '1';
      if (escaped === 'w') return 'a';
      if (escaped === 's') return ' ';
      if (escaped === 'p' || escaped === 'P') {
        i = source.indexOf('}', i) + 1;
        return 'a';
      }
      return escaped;
    }
    if (c === '^' || c === '$') {
      i += 1;
      return '';
    }
    if (c === '.') {
      i += 1;
      return 'a';
    }
    i += 1;
    return c;
  };
  const repeated = (): string | null => {
    const start = i;
    const value = atom();
    if (value === null) return null;
    const q = source[i];
    if (q === '*' || q === '?') {
      i += 1;
      return '';
    }
    if (q === '+') {
      i += 1;
      return value;
    }
    if (q === '{') {
      const end = source.indexOf('}', i);
      const [min = '0'] = source.slice(i + 1, end).split(',');
      i = end + 1;
      return value.repeat(Number(min));
    }
    return start === i ? null : value;
  };
  const sequence = (): string => {
    let out = '';
    while (i < source.length && source[i] !== '|' && source[i] !== ')') {
      const part = repeated();
      if (part === null) break;
      out += part;
    }
    return out;
  };
  const alternation = (): string => {
    const first = sequence();
    // The other branches are read past, not used.
    while (source[i] === '|') {
      i += 1;
      sequence();
    }
    return first;
  };
  try {
    const value = alternation();
    return new RegExp(pattern, 'u').test(value) ? value : null;
  } catch {
    return null;
  }
}

function fits(schema: ExampleSchema, value: string): boolean {
  if (value.length < (schema.minLength ?? 0)) return false;
  if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
  if (!schema.pattern) return true;
  try {
    return new RegExp(schema.pattern, 'u').test(value);
  } catch {
    return true;
  }
}

function exampleString(schema: ExampleSchema, name: string): string {
  const formatted =
    schema.format === 'date'
      ? [dateFor(name)]
      : schema.format === 'date-time'
        ? [dateTimeFor(name)]
        : schema.format === 'email'
          ? ['ada.lovelace@example.com']
          : [];
  const datePattern = schema.pattern === '^\\d{4}-\\d{2}-\\d{2}$' ? [dateFor(name)] : [];
  const shaped = schema.pattern ? SHAPED_STRINGS : [];
  for (const candidate of [...formatted, ...datePattern, ...namedStrings(name), ...shaped])
    if (fits(schema, candidate)) return candidate;
  const fromPattern = schema.pattern ? stringFromPattern(schema.pattern) : null;
  if (fromPattern !== null && fits(schema, fromPattern)) return fromPattern;
  const min = schema.minLength ?? 0;
  const base = 'example'.padEnd(min, 'x');
  return schema.maxLength !== undefined ? base.slice(0, schema.maxLength) : base;
}

/** A number by name (money in minor units, counts, coordinates) within the schema's bounds. */
function exampleNumber(schema: ExampleSchema, name: string, integer: boolean): number {
  const n = lower(name);
  const byName = /minor|amount|price|total|fee|fare|cost|balance|credit|refund|value/.test(n)
    ? 12850
    : /^lat/.test(n)
      ? 45.5017
      : /^(lon|lng)/.test(n)
        ? -73.5673
        : /adt|adult|^count$|guests|rooms|quantity|travelers|passengers|seats/.test(n)
          ? 1
          : /night|stay|days/.test(n)
            ? 4
            : /minute|duration/.test(n)
              ? 95
              : /year/.test(n)
                ? 2029
                : /month/.test(n)
                  ? 8
                  : /percent|rate|discount/.test(n)
                    ? 10
                    : /rating|star/.test(n)
                      ? 4
                      : /points|rewards|miles/.test(n)
                        ? 1500
                        : 1;
  const preferred = typeof schema.default === 'number' ? schema.default : byName;
  const step = integer ? 1 : 0.5;
  const exMin = schema.exclusiveMinimum;
  const exMax = schema.exclusiveMaximum;
  const low =
    typeof exMin === 'number'
      ? exMin + step
      : schema.minimum !== undefined
        ? schema.minimum + (exMin === true ? step : 0)
        : -Infinity;
  const high =
    typeof exMax === 'number'
      ? exMax - step
      : schema.maximum !== undefined
        ? schema.maximum - (exMax === true ? step : 0)
        : Infinity;
  const value = Math.min(Math.max(integer ? Math.round(preferred) : preferred, low), high);
  return Number.isFinite(value) ? value : 0;
}

const pickOf = <T>(items: readonly T[], pick: number): T | undefined =>
  items.length > 0 ? items[pick % items.length] : undefined;

/** Merges `allOf` parts that are objects into one object schema; otherwise the first part. */
function mergeAllOf(parts: readonly ExampleSchema[], resolve: Resolve): ExampleSchema {
  const resolved = parts.map((part) => (part.$ref ? (resolve(part.$ref) ?? {}) : part));
  if (!resolved.every((part) => part.type === 'object' || part.properties))
    return resolved[0] ?? {};
  return {
    type: 'object',
    properties: Object.assign({}, ...resolved.map((part) => part.properties ?? {})) as Record<
      string,
      ExampleSchema
    >,
    required: [...new Set(resolved.flatMap((part) => part.required ?? []))],
  };
}

/** One example value of `schema`, named `name` where it is a property or parameter. */
export function exampleOf(
  schema: ExampleSchema,
  variant: ExampleVariant,
  resolve: Resolve,
  name = '',
  depth = 0,
): unknown {
  if (depth > MAX_DEPTH) return null;
  if (schema.$ref) {
    const target = resolve(schema.$ref);
    return target ? exampleOf(target, variant, resolve, name, depth + 1) : {};
  }
  if (schema.enum && schema.enum.length > 0) {
    if (variant.pick === 0 && schema.default !== undefined && schema.enum.includes(schema.default))
      return schema.default;
    const values = schema.enum.filter((value) => value !== null);
    return values.length > 0 ? pickOf(values, variant.pick) : null;
  }
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0) {
    const choice = pickOf(choices, variant.pick) ?? {};
    return exampleOf(choice, variant, resolve, name, depth + 1);
  }
  if (schema.allOf && schema.allOf.length > 0)
    return exampleOf(mergeAllOf(schema.allOf, resolve), variant, resolve, name, depth + 1);
  switch (schema.type) {
    case 'string':
      return exampleString(schema, name);
    case 'integer':
      return exampleNumber(schema, name, true);
    case 'number':
      return exampleNumber(schema, name, false);
    case 'boolean':
      return typeof schema.default === 'boolean' ? schema.default : false;
    case 'array': {
      const count = Math.min(Math.max(schema.minItems ?? 0, 1), schema.maxItems ?? 1);
      const item = schema.items ?? {};
      return Array.from({ length: count }, () =>
        exampleOf(item, variant, resolve, singular(name), depth + 1),
      );
    }
    case 'object':
    case undefined: {
      if (!schema.properties && schema.type === undefined) return schema.default ?? null;
      const required = new Set(schema.required ?? []);
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {}))
        if (variant.full || required.has(key))
          value[key] = exampleOf(property, variant, resolve, key, depth + 1);
      return value;
    }
    default:
      return null;
  }
}

/** `slices` → `slice`: an array's items named like one of them. */
const singular = (name: string) => name.replace(/(ies)$/, 'y').replace(/s$/, '');

/**
 * The first variant's example that `accepts` (the route's zod schema) takes, or the first
 * variant's when none is accepted (the document test then names the operation).
 */
export function chooseExample(
  schema: ExampleSchema,
  resolve: Resolve,
  accepts: (value: unknown) => boolean,
  name = '',
): unknown {
  let first: unknown;
  for (const [index, variant] of EXAMPLE_VARIANTS.entries()) {
    const value = exampleOf(schema, variant, resolve, name);
    if (index === 0) first = value;
    if (accepts(value)) return value;
  }
  return first;
}
