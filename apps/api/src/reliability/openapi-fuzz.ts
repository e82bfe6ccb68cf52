import Ajv, { type ValidateFunction } from 'ajv';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { ErrorResponseSchema } from '@wayfare/contracts/errors';
import {
  listTestDatabaseTargets,
  type TestDatabaseTarget,
} from '@wayfare/store/testing/test-databases';
import { createTestApp } from '../testing/create-test-app';
import {
  ADMIN_HOST,
  CONSUMER_HOST,
  CORPORATE_HOST,
  signIn,
  type Browser,
} from '../testing/http-browser';
import {
  NASTY_VALUES,
  arbitraryFor,
  brokenArbitrary,
  toJsonText,
  type JsonSchema,
} from './json-schema-arbitrary';

/**
 * G10 (issue 15's reliability suite): requests generated from every operation of the OpenAPI
 * document, valid-ish and broken, signed out and signed in as a consumer and a corporate admin.
 * Nothing may answer 5xx, and every JSON answer must match its declared schema, or the shared
 * ErrorResponse schema for errors; every status answered, and an error's code under it, must be
 * documented for the operation (issue 24).
 */
export interface OpenApiFuzzOptions {
  requests?: number;
  seed?: number;
  /** The database to run on; embedded PGlite by default. */
  target?: TestDatabaseTarget;
}

export interface FuzzFinding {
  operation: string;
  status: number;
  problem: string;
  request: string;
}

export interface OpenApiFuzzReport {
  requests: number;
  operations: number;
  fiveXX: number;
  schemaMismatches: number;
  /** Answers per status class, to see how deep the fuzz got (2xx means past validation). */
  statuses: Record<string, number>;
  /** The first findings, to read. */
  findings: FuzzFinding[];
}

interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
  responses: Map<number, JsonSchema | undefined>;
  /** Per documented error status, the codes its body may carry (the schema's `code` enum). */
  errorCodes: Map<number, Set<string>>;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
      }
    >
  >;
}

type Caller = 'anonymous' | 'consumer' | 'corporate';
type Mode = 'valid' | 'broken' | 'raw';

interface GeneratedRequest {
  caller: Caller;
  mode: Mode;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  rawBody: { contentType: string; text: string } | null;
  idempotencyKey: string | null;
  address: string;
}

const MAX_FINDINGS = 60;

/**
 * Operations left out: arming a sandbox supplier fault exists to make the next quote or booking
 * answer ProviderError (502) or PollingTimeout (504), so fuzzing it would only find itself.
 */
const DELIBERATE_FAILURE_OPERATIONS = new Set(['POST /admin/api/v0/sandbox/faults']);

function readOperations(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths))
    for (const [method, spec] of Object.entries(methods)) {
      if (DELIBERATE_FAILURE_OPERATIONS.has(`${method.toUpperCase()} ${path}`)) continue;
      const responses = new Map<number, JsonSchema | undefined>();
      const errorCodes = new Map<number, Set<string>>();
      for (const [status, response] of Object.entries(spec.responses ?? {})) {
        const schema = response.content?.['application/json']?.schema;
        responses.set(Number(status), schema);
        if (Number(status) >= 400) errorCodes.set(Number(status), new Set(listErrorCodes(schema)));
      }
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        parameters: spec.parameters ?? [],
        body: spec.requestBody?.content?.['application/json']?.schema,
        responses,
        errorCodes,
      });
    }
  return operations;
}

/** The `code` enum of an error response's schema (`allOf: [ErrorResponse, { code: enum }]`). */
function listErrorCodes(schema: JsonSchema | undefined): string[] {
  const parts = (schema as { allOf?: unknown[] } | undefined)?.allOf ?? [];
  for (const part of parts) {
    const codes = (part as { properties?: { code?: { enum?: unknown[] } } }).properties?.code?.enum;
    if (codes) return codes.filter((code): code is string => typeof code === 'string');
  }
  return [];
}

const RAW_BODIES = fc.oneof(
  fc.constantFrom(
    { contentType: 'application/json', text: '{"unterminated":' },
    { contentType: 'application/json', text: '\u0000' },
    { contentType: 'application/json', text: '{"a":"\\ud800"}' },
    { contentType: 'application/json', text: '{"a":"\\u0000"}' },
    { contentType: 'application/json', text: `${'['.repeat(5000)}${']'.repeat(5000)}` },
    { contentType: 'application/json', text: '{"n":1e999}' },
    { contentType: 'application/json', text: '"just a string"' },
    { contentType: 'application/json', text: 'null' },
    { contentType: 'application/json', text: '[]' },
    { contentType: 'application/json', text: '{"__proto__":{"isAdmin":true}}' },
    { contentType: 'application/json', text: `{"big":"${'x'.repeat(1_100_000)}"}` },
    { contentType: 'application/xml', text: '<a/>' },
    { contentType: 'text/plain', text: 'hello' },
    { contentType: 'application/x-www-form-urlencoded', text: 'a=1&b=2' },
    { contentType: 'multipart/form-data; boundary=x', text: '--x--' },
    { contentType: 'application/json; charset=latin1', text: '{}' },
  ),
  fc.string({ unit: 'binary', maxLength: 200 }).map((text) => ({
    contentType: 'application/json',
    text,
  })),
);

function buildRequestArbitrary(operation: Operation): fc.Arbitrary<GeneratedRequest> {
  const valuesOf = (place: 'path' | 'query', broken: boolean) => {
    const parameters = operation.parameters.filter((p) => p.in === place);
    const entries = parameters.map((p) => {
      const valid = arbitraryFor(p.schema, p.name);
      const value = broken ? fc.oneof(valid, NASTY_VALUES) : valid;
      return [
        p.name,
        p.required || place === 'path' ? value : fc.option(value, { nil: undefined }),
      ];
    });
    return fc.record(Object.fromEntries(entries) as Record<string, fc.Arbitrary<unknown>>);
  };
  const validBody = operation.body ? arbitraryFor(operation.body) : fc.constant(undefined);
  return fc.constantFrom<Mode>('valid', 'valid', 'broken', 'broken', 'raw').chain((mode) =>
    fc.record({
      caller: fc.constantFrom<Caller>('anonymous', 'consumer', 'corporate', 'corporate'),
      mode: fc.constant(mode),
      params: valuesOf('path', mode === 'broken'),
      query: valuesOf('query', mode === 'broken'),
      body: mode === 'broken' ? brokenArbitrary(validBody) : validBody,
      rawBody: mode === 'raw' ? RAW_BODIES : fc.constant(null),
      idempotencyKey: fc.option(fc.oneof(fc.uuid(), fc.string({ maxLength: 300 })), {
        nil: null,
      }),
      address: fc
        .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 1, max: 254 }))
        .map(([a, b]) => `198.18.${a}.${b}`),
    }),
  );
}

/** Percent-encodes like a browser; text with an unpaired surrogate goes as broken UTF-8. */
function encodePart(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

function buildUrl(operation: Operation, request: GeneratedRequest): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) =>
    encodePart(request.params[name] ?? ''),
  );
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(request.query)) {
    if (value === undefined) continue;
    const values = Array.isArray(value) && request.mode === 'broken' ? value : [value];
    for (const item of values.slice(0, 5)) pairs.push(`${encodePart(name)}=${encodePart(item)}`);
  }
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}

/** OpenAPI 3.0 writes exclusive bounds as booleans beside minimum/maximum; Ajv reads numbers. */
export function openApiSchemaToDraft7(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(openApiSchemaToDraft7);
  if (node === null || typeof node !== 'object') return node;
  const source = node as Record<string, unknown>;
  if (source.nullable === true && source.type === undefined) {
    // Ajv reads `nullable` only beside `type`: a nullable `anyOf` (or untyped schema) says it.
    const { nullable: _nullable, ...rest } = source;
    return { anyOf: [openApiSchemaToDraft7(rest), { type: 'null' }] };
  }
  const entries: [string, unknown][] = [];
  for (const [key, value] of Object.entries(source)) {
    if (key === 'exclusiveMinimum' || key === 'exclusiveMaximum') {
      if (value === true)
        entries.push([key, source[key === 'exclusiveMinimum' ? 'minimum' : 'maximum']]);
      else if (typeof value === 'number') entries.push([key, value]);
    } else if (
      (key === 'minimum' && source.exclusiveMinimum === true) ||
      (key === 'maximum' && source.exclusiveMaximum === true)
    ) {
      continue;
    } else entries.push([key, openApiSchemaToDraft7(value)]);
  }
  return Object.fromEntries(entries);
}

function createResponseValidator() {
  const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: false });
  const cache = new Map<JsonSchema, ValidateFunction>();
  return (schema: JsonSchema, value: unknown): string | null => {
    let validate = cache.get(schema);
    if (!validate) {
      validate = ajv.compile(openApiSchemaToDraft7(schema) as object);
      cache.set(schema, validate);
    }
    if (validate(value)) return null;
    const [first] = validate.errors ?? [];
    return first ? `${first.instancePath || '/'} ${first.message ?? 'is not valid'}` : 'invalid';
  };
}

/** What is wrong with an answer, or null: 5xx, or a body that doesn't match its schema. */
function checkAnswer(
  operation: Operation,
  res: LightMyRequestResponse,
  validate: ReturnType<typeof createResponseValidator>,
): { fiveXX: boolean; problem: string } | null {
  if (res.statusCode >= 500) return { fiveXX: true, problem: res.body.slice(0, 300) };
  const isJson = String(res.headers['content-type'] ?? '').startsWith('application/json');
  if (!isJson) {
    if (!operation.responses.has(res.statusCode))
      return { fiveXX: false, problem: `undocumented status ${res.statusCode}` };
    const declared = operation.responses.get(res.statusCode);
    return res.statusCode < 300 && declared
      ? { fiveXX: false, problem: `non-JSON ${String(res.headers['content-type'])} answer` }
      : null;
  }
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return { fiveXX: false, problem: 'answer is not valid JSON' };
  }
  if (res.statusCode >= 400) {
    const parsed = ErrorResponseSchema.safeParse(body);
    if (!parsed.success)
      return {
        fiveXX: false,
        problem: `not an ErrorResponse: ${parsed.error.message.slice(0, 200)}`,
      };
    // Every answer is documented (issue 24): its status, and its code under that status.
    const documented = operation.errorCodes.get(res.statusCode);
    if (!documented)
      return {
        fiveXX: false,
        problem: `undocumented status ${res.statusCode} (${parsed.data.code})`,
      };
    return documented.has(parsed.data.code)
      ? null
      : {
          fiveXX: false,
          problem: `undocumented code ${parsed.data.code} under ${res.statusCode}`,
        };
  }
  if (!operation.responses.has(res.statusCode))
    return { fiveXX: false, problem: `undocumented status ${res.statusCode}` };
  const schema = operation.responses.get(res.statusCode);
  const mismatch = schema ? validate(schema, body) : null;
  return mismatch ? { fiveXX: false, problem: mismatch } : null;
}

async function signInCallers(app: FastifyInstance) {
  const [consumer, corporate, admin] = await Promise.all([
    signIn(app, CONSUMER_HOST, 'usr_ada'),
    signIn(app, CORPORATE_HOST, 'usr_grace'),
    signIn(app, ADMIN_HOST, 'usr_grace'),
  ]);
  return { consumer: consumer.browser, corporate: corporate.browser, admin: admin.browser };
}

/** Runs the fuzz on a fresh database and app; the bench calls it with ≥10,000 requests. */
export async function runOpenApiFuzz(options: OpenApiFuzzOptions = {}): Promise<OpenApiFuzzReport> {
  const requests = options.requests ?? 2000;
  const seed = options.seed ?? 20_261_123;
  const target = options.target ?? listTestDatabaseTargets()[0];
  if (!target) throw new Error('no database target');
  const database = await target.open();
  // The burst limit would answer most of the run with 429: the fuzz is one client.
  const t = await createTestApp(database, { env: { RATE_LIMIT_BURST: '100000000' } });
  try {
    const doc = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v0/openapi.json',
        headers: { host: CONSUMER_HOST },
      })
    ).json<OpenApiDocument>();
    const operations = readOperations(doc);
    const arbitraries = new Map(operations.map((op) => [op, buildRequestArbitrary(op)]));
    const validate = createResponseValidator();
    let callers = await signInCallers(t.app);
    const report: OpenApiFuzzReport = {
      requests: 0,
      operations: operations.length,
      fiveXX: 0,
      schemaMismatches: 0,
      statuses: {},
      findings: [],
    };
    for (let i = 0; i < requests; i += 1) {
      const operation = operations[i % operations.length];
      const arbitrary = operation && arbitraries.get(operation);
      if (!operation || !arbitrary) continue;
      const [request] = fc.sample(arbitrary, { numRuns: 1, seed: seed + i });
      if (!request) continue;
      const isAdminPath = operation.path.startsWith('/admin/');
      const browser: Browser | null =
        request.caller === 'anonymous'
          ? null
          : request.caller === 'consumer'
            ? callers.consumer
            : isAdminPath
              ? callers.admin
              : callers.corporate;
      const host = browser?.host ?? (isAdminPath ? ADMIN_HOST : CONSUMER_HOST);
      const url = buildUrl(operation, request);
      const bodyText = request.rawBody
        ? request.rawBody.text
        : request.body === undefined
          ? undefined
          : toJsonText(request.body);
      const headers: Record<string, string> = { host };
      if (browser) {
        headers.cookie = Object.entries(browser.cookies)
          .map(([name, value]) => `${name}=${value}`)
          .join('; ');
        if (operation.method !== 'GET' && browser.csrf) headers['x-csrf-token'] = browser.csrf;
      }
      if (bodyText !== undefined)
        headers['content-type'] = request.rawBody?.contentType ?? 'application/json';
      if (request.idempotencyKey !== null) headers['idempotency-key'] = request.idempotencyKey;
      const res = await t.app.inject({
        method: operation.method,
        url,
        headers,
        remoteAddress: request.address,
        ...(bodyText !== undefined ? { payload: bodyText } : {}),
      });
      report.requests += 1;
      const statusClass = `${Math.floor(res.statusCode / 100)}xx`;
      report.statuses[statusClass] = (report.statuses[statusClass] ?? 0) + 1;
      const finding = checkAnswer(operation, res, validate);
      if (finding) {
        if (finding.fiveXX) report.fiveXX += 1;
        else report.schemaMismatches += 1;
        if (report.findings.length < MAX_FINDINGS)
          report.findings.push({
            operation: `${operation.method} ${operation.path}`,
            status: res.statusCode,
            problem: finding.problem,
            request: `${operation.method} ${url.slice(0, 300)} ${(bodyText ?? '').slice(0, 300)}`,
          });
      }
      // Signing out, starting an agent session or a dropped session: sign the callers in again.
      if (browser && (res.statusCode === 401 || /\/(logout|login\/agent)$/.test(operation.path)))
        callers = await signInCallers(t.app);
    }
    return report;
  } finally {
    await t.close();
    await database.dispose();
  }
}
