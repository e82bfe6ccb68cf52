import fc from 'fast-check';
import type { ExampleSchema } from '../plugins/openapi-examples';

/**
 * The part of JSON Schema (OpenAPI 3.0 flavour) that @fastify/swagger writes from our zod
 * schemas: no `$ref`, `nullable` instead of type arrays, boolean `exclusiveMinimum`. Hand-written
 * because the registry's JSON-schema-to-fast-check packages are unmaintained 0.0.x releases or
 * target zod v3, and this subset is small.
 */
export type JsonSchema = ExampleSchema;

/** Marks a value the JSON text must carry as written (JSON.stringify has no Infinity). */
export const RAW_JSON_PREFIX = '@@raw@@';

/** Identifiers that exist in the seeded sandbox, so some generated ids reach real rows. */
const KNOWN_IDS = ['usr_ada', 'usr_grace', 'usr_marcus', 'trv_marcus', 'biz_northwind'];

const MAX_ARRAY_ITEMS = 4;

function arbitraryForString(schema: JsonSchema, name: string): fc.Arbitrary<unknown> {
  if (schema.format === 'date')
    return fc
      .date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'date-time')
    return fc
      .date({ min: new Date('1990-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString());
  if (schema.format === 'email') return fc.emailAddress();
  const length = { minLength: schema.minLength ?? 0, maxLength: schema.maxLength ?? 40 };
  const plain = fc.string({ ...length, maxLength: Math.min(length.maxLength, 60) });
  const ids = /id$/i.test(name) ? [fc.constantFrom(...KNOWN_IDS)] : [];
  if (schema.pattern) {
    try {
      const matching = fc.stringMatching(new RegExp(schema.pattern, 'u'));
      fc.sample(matching, 1);
      return fc.oneof({ arbitrary: matching, weight: 4 }, plain, ...ids);
    } catch {
      // A pattern fast-check can't generate from: plain strings (some will be refused, as meant).
    }
  }
  return ids.length > 0 ? fc.oneof(plain, ...ids) : plain;
}

function arbitraryForNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = schema.exclusiveMinimum === true;
  const exclusiveMax = schema.exclusiveMaximum === true;
  const min =
    typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : schema.minimum;
  const max =
    typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : schema.maximum;
  if (integer) {
    const low = Math.max(min ?? -1_000_000, Number.MIN_SAFE_INTEGER) + (exclusiveMin ? 1 : 0);
    const high = Math.min(max ?? 1_000_000, Number.MAX_SAFE_INTEGER) - (exclusiveMax ? 1 : 0);
    // Small values are the meaningful ones (counts, minutes, minor units).
    const near = fc.integer({ min: Math.max(low, -1000), max: Math.min(high, 100_000) });
    return low <= high
      ? fc.oneof({ arbitrary: near, weight: 3 }, fc.integer({ min: low, max: high }))
      : fc.constant(low);
  }
  return fc
    .double({
      min: min ?? -1e6,
      max: max ?? 1e6,
      noNaN: true,
      noDefaultInfinity: true,
      minExcluded: exclusiveMin,
      maxExcluded: exclusiveMax,
    })
    .map((n) => (Object.is(n, -0) ? 0 : n));
}

function arbitraryForObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const known = fc.record(
    Object.fromEntries(properties.map(([key, value]) => [key, arbitraryFor(value, key)])),
    { requiredKeys: properties.map(([key]) => key).filter((key) => required.has(key)) },
  );
  if (typeof schema.additionalProperties !== 'object') return known;
  const extra = fc.dictionary(
    fc.string({ minLength: 1, maxLength: 12 }),
    arbitraryFor(schema.additionalProperties, ''),
    { maxKeys: 3 },
  );
  return fc.tuple(known, extra).map(([a, b]) => ({ ...b, ...a }));
}

/** Values that satisfy the schema, or nearly (a pattern fast-check can't follow, length limits). */
export function arbitraryFor(schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  const base = arbitraryForNonNull(schema, name);
  return schema.nullable ? fc.option(base, { nil: null, freq: 5 }) : base;
}

function arbitraryForNonNull(schema: JsonSchema, name: string): fc.Arbitrary<unknown> {
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0) return fc.oneof(...choices.map((c) => arbitraryFor(c, name)));
  if (schema.allOf?.[0]) return arbitraryFor(schema.allOf[0], name);
  switch (schema.type) {
    case 'string':
      return arbitraryForString(schema, name);
    case 'integer':
      return arbitraryForNumber(schema, true);
    case 'number':
      return arbitraryForNumber(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(arbitraryFor(schema.items ?? {}, name), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(
          schema.minItems ?? 0,
          Math.min(schema.maxItems ?? MAX_ARRAY_ITEMS, MAX_ARRAY_ITEMS),
        ),
      });
    case 'object':
      return arbitraryForObject(schema);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function nest(depth: number, leaf: unknown, asObject: boolean): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i += 1) value = asObject ? { a: value } : [value];
  return value;
}

/** Values no schema of ours accepts, or that break naive code: the fuzz's broken inputs. */
export const NASTY_VALUES: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    '',
    ' ',
    '%00',
    '../../etc/passwd',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '😀'.repeat(300),
    'x'.repeat(20_000),
    -0,
    1e308,
    -1e308,
    5e-324,
    2 ** 53 + 1,
    -(2 ** 63),
    `${RAW_JSON_PREFIX}1e999`,
    `${RAW_JSON_PREFIX}-1e999`,
    `${RAW_JSON_PREFIX}123456789012345678901234567890`,
    null,
    true,
    [],
    {},
    JSON.parse(
      '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
    ) as unknown,
    Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, i])),
    Array.from({ length: 5000 }, (_, i) => i),
  ),
  fc
    .integer({ min: 2, max: 2000 })
    .chain((depth) => fc.boolean().map((asObject) => nest(depth, 'leaf', asObject))),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.double(),
);

type Path = readonly (string | number)[];

function collectPaths(value: unknown, path: Path, into: Path[], depth: number): void {
  into.push(path);
  if (depth > 6 || value === null || typeof value !== 'object') return;
  for (const [key, item] of Object.entries(value)) {
    collectPaths(item, [...path, Array.isArray(value) ? Number(key) : key], into, depth + 1);
  }
}

function replaceAt(value: unknown, path: Path, replacement: unknown, drop: boolean): unknown {
  if (path.length === 0) return drop ? undefined : replacement;
  const [head, ...rest] = path;
  if (value === null || typeof value !== 'object' || head === undefined) return value;
  if (Array.isArray(value)) {
    const items = [...(value as unknown[])];
    items[Number(head)] = replaceAt(items[Number(head)], rest, replacement, drop);
    return items;
  }
  const entries = Object.entries(value);
  const current = (value as Record<string, unknown>)[head];
  const next = replaceAt(current, rest, replacement, drop);
  const kept = entries.filter(([key]) => key !== String(head));
  return Object.fromEntries(drop && next === undefined ? kept : [...kept, [String(head), next]]);
}

/**
 * A valid-ish value broken in one place: a field (or the whole value) replaced by a nasty value
 * or a value of another type, a field dropped, or an unknown field added.
 */
export function brokenArbitrary(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return valid.chain((value) => {
    const paths: Path[] = [];
    collectPaths(value, [], paths, 0);
    return fc
      .record({
        path: fc.constantFrom(...paths),
        replacement: fc.oneof(NASTY_VALUES, fc.jsonValue({ maxDepth: 2 })),
        mode: fc.constantFrom('replace', 'replace', 'drop', 'add'),
      })
      .map(({ path, replacement, mode }) => {
        if (mode === 'add')
          return replaceAt(value, [...path, 'unexpected\u0000'], replacement, false);
        return replaceAt(value, path, replacement, mode === 'drop');
      });
  });
}

/** JSON text for a generated value, writing the raw markers (`1e999`) as they are. */
export function toJsonText(value: unknown): string {
  const text = JSON.stringify(value);
  return text.replace(new RegExp(`"${RAW_JSON_PREFIX}([^"]*)"`, 'g'), (_match, raw: string) => raw);
}
