import { ERROR_CATALOGUE, isErrorCode, type ErrorCode } from '@wayfare/contracts/errors';
import { listTestDatabaseTargets, type TestDatabase } from '@wayfare/store/testing/test-databases';
import Ajv from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asWireValues,
  routeSchemasOf,
  shapeErrorCodes,
  toOpenApiPath,
  type RouteSchemas,
} from '../plugins/openapi-document';
import type { ExampleSchema } from '../plugins/openapi-examples';
import { ROUTE_ERRORS, ROUTE_NO_CONTENT } from '../plugins/openapi-route-errors';
import { listAppRoutes } from '../testing/app-routes';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { CONSUMER_HOST, CORPORATE_HOST } from '../testing/http-browser';
import { scanRouteErrorCodes, type ScanResult } from './openapi-error-scan';
import { openApiSchemaToDraft7 } from './openapi-fuzz';

/**
 * Issue 24: the OpenAPI document covers every route the app serves and every status each can
 * answer, each error status with the codes it carries (the catalogue's status for each), and the
 * API reference page serves it offline. The fuzz (openapi-fuzz.test.ts) checks the answers.
 */

interface Operation {
  parameters?: {
    in: string;
    name: string;
    required?: boolean;
    schema?: ExampleSchema;
    example?: unknown;
  }[];
  requestBody?: { content?: Record<string, { schema?: ExampleSchema; example?: unknown }> };
  responses?: Record<
    string,
    {
      description?: string;
      content?: Record<string, { schema?: unknown; example?: unknown }>;
    }
  >;
}
type Document = { paths: Record<string, Record<string, Operation>> };

/** Routes the document leaves out on purpose: itself and the reference page's files. */
const UNDOCUMENTED = (url: string) => url === '/api/v0/openapi.json' || url.startsWith('/api/docs');

let database: TestDatabase;
let t: TestApp;
let doc: Document;
let schemas: ReadonlyMap<string, RouteSchemas>;
let scan: ScanResult | undefined;
/** The code scan is slow: read once for the tests that need it. */
const scanCode = () => (scan ??= scanRouteErrorCodes());

beforeAll(async () => {
  const target = listTestDatabaseTargets()[0];
  if (!target) throw new Error('no database target');
  database = await target.open();
  t = await createTestApp(database);
  doc = (
    await t.app.inject({
      method: 'GET',
      url: '/api/v0/openapi.json',
      headers: { host: CONSUMER_HOST },
    })
  ).json<Document>();
  const built = routeSchemasOf(t.app.swagger());
  if (!built) throw new Error('the document was not built by createOpenApiOptions');
  schemas = built;
}, 60_000);

afterAll(async () => {
  await t.close();
  await database.dispose();
});

const servedRoutes = () =>
  listAppRoutes(t.app)
    .filter((route) => !UNDOCUMENTED(route.url))
    .map((route) => ({
      method: route.method,
      url: route.url,
      key: `${route.method} ${route.url}`,
    }));

const operationOf = (method: string, url: string): Operation | undefined =>
  doc.paths[toOpenApiPath(url)]?.[method.toLowerCase()];

describe('the OpenAPI document', () => {
  it('documents every route the app serves', () => {
    const missing = servedRoutes()
      .filter((route) => !operationOf(route.method, route.url))
      .map((route) => route.key);
    expect(missing, 'routes missing from /api/v0/openapi.json').toEqual([]);
  });

  it("declares every route's use-case codes, at least those its handler's code names", () => {
    const undeclared = [...new Set(servedRoutes().map((route) => route.key))].filter(
      (key) => !(key in ROUTE_ERRORS),
    );
    const scanned = new Map<string, Set<ErrorCode>>();
    for (const route of scanCode().routes)
      scanned.set(route.key, new Set([...(scanned.get(route.key) ?? []), ...route.codes]));
    const useCaseCodes = (key: string) => {
      const [method = '', url = ''] = key.split(' ');
      const shape = new Set<string>(shapeErrorCodes(method, url));
      return [...(scanned.get(key) ?? [])].filter((code) => !shape.has(code));
    };
    const hints = undeclared.map(
      (key) =>
        `${key}: add to ROUTE_ERRORS (plugins/openapi-route-errors.ts) the codes its services throw, e.g. [${useCaseCodes(
          key,
        )
          .map((c) => `'${c}'`)
          .join(', ')}]`,
    );
    expect(hints, 'routes without a ROUTE_ERRORS entry').toEqual([]);
    const short: string[] = [];
    for (const [key, codes] of scanned) {
      const [method = '', url = ''] = key.split(' ');
      const declared = new Set([...(ROUTE_ERRORS[key] ?? []), ...shapeErrorCodes(method, url)]);
      const missing = [...codes].filter((code) => !declared.has(code));
      if (missing.length > 0) short.push(`${key}: also ${missing.join(', ')}`);
    }
    expect(short, 'codes the handlers name that ROUTE_ERRORS does not list').toEqual([]);
    const unknown = Object.entries(ROUTE_ERRORS).flatMap(([key, codes]) =>
      codes.filter((code: string) => !isErrorCode(code)).map((code: string) => `${key}: ${code}`),
    );
    expect(unknown).toEqual([]);
  }, 300_000);

  it('lists, under each error status, the codes the catalogue gives that status', () => {
    const problems: string[] = [];
    for (const route of servedRoutes()) {
      const operation = operationOf(route.method, route.url);
      for (const [status, response] of Object.entries(operation?.responses ?? {})) {
        if (Number(status) < 400) continue;
        const schema = response.content?.['application/json']?.schema as
          { allOf?: { properties?: { code?: { enum?: string[] } } }[] } | undefined;
        const codes = schema?.allOf?.[1]?.properties?.code?.enum ?? [];
        if (codes.length === 0) problems.push(`${route.key} ${status}: no codes`);
        for (const code of codes)
          if (!isErrorCode(code) || ERROR_CATALOGUE[code].status !== Number(status))
            problems.push(`${route.key} ${status}: ${code} is not a ${status}`);
        if (!codes.every((code) => response.description?.includes(`\`${code}\``)))
          problems.push(`${route.key} ${status}: the description does not name every code`);
      }
      // Every route answers at least a bad request, the burst limit (but health) and failures.
      for (const status of ['400', '500', '503'])
        if (!operation?.responses?.[status]) problems.push(`${route.key}: no ${status}`);
    }
    expect(problems).toEqual([]);
  });

  it('documents a portal route’s access refusals and a path id’s 404', () => {
    const quote = operationOf('GET', '/api/v0/cars/quote/:quoteId');
    expect(Object.keys(quote?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '429', '500', '503']),
    );
    const book = operationOf('POST', '/api/v0/flights/book');
    expect(Object.keys(book?.responses ?? {})).toEqual(
      expect.arrayContaining(['409', '410', '413', '415', '422', '502', '504']),
    );
  });
});

describe('the API reference page', () => {
  it('serves Swagger UI and its files from this server, on both portal hosts', async () => {
    for (const host of [CONSUMER_HOST, CORPORATE_HOST]) {
      const page = await t.app.inject({ method: 'GET', url: '/api/docs/', headers: { host } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('<div id="swagger-ui"></div>');
      // Nothing from another origin: every script and stylesheet is a relative path.
      const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '');
      expect(assets.length).toBeGreaterThan(3);
      for (const asset of assets) {
        expect(asset).not.toMatch(/^(https?:)?\/\//);
        const file = await t.app.inject({
          method: 'GET',
          url: new URL(asset, 'http://x/api/docs/').pathname,
          headers: { host },
        });
        expect(file.statusCode, asset).toBe(200);
      }
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
    }
    const initializer = await t.app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-initializer.js',
      headers: { host: CONSUMER_HOST },
    });
    expect(initializer.body).toContain('validatorUrl: null');
    const json = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { host: CONSUMER_HOST },
    });
    expect(Object.keys(json.json<Document>().paths)).toEqual(Object.keys(doc.paths));
  });
});

/** The document's JSON schemas checked as a client would (formats too); OpenAPI 3.0 `nullable`. */
const ajv = new Ajv({ strict: false, allErrors: false });
ajv.addFormat('date', /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/);
ajv.addFormat('date-time', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/);
ajv.addFormat('email', /^[^\s@]+@[^\s@]+\.[^\s@]+$/);
const compiled = new Map<unknown, (value: unknown) => boolean>();
const jsonSchemaAccepts = (schema: unknown, value: unknown): boolean => {
  let validate = compiled.get(schema);
  if (!validate) {
    const check = ajv.compile(openApiSchemaToDraft7(schema) as object);
    validate = (candidate) => check(candidate);
    compiled.set(schema, validate);
  }
  return validate(value);
};

/** One place a request carries values: its path, its query or its JSON body. */
interface RequestPart {
  name: 'path' | 'query' | 'body';
  schema: ExampleSchema;
  example: unknown;
  /** What the server validates it with, and the value as the server receives it. */
  zodAccepts(value: unknown): boolean;
  /** The codes of zod's issues with `value` (`custom`: a refinement across fields). */
  zodIssueCodes(value: unknown): string[];
}

const issueCodes = (
  result: { success: boolean; error?: { issues?: { code?: string }[] } } | undefined,
) => (result?.success === false ? (result.error?.issues ?? []).map((i) => String(i.code)) : []);

function requestParts(operation: Operation, route: RouteSchemas): RequestPart[] {
  const parts: RequestPart[] = [];
  for (const place of ['path', 'query'] as const) {
    const parameters = (operation.parameters ?? []).filter((p) => p.in === place);
    if (parameters.length === 0) continue;
    const zod = place === 'path' ? route.params : route.querystring;
    parts.push({
      name: place,
      schema: {
        type: 'object',
        properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema ?? {}])),
        required: parameters.filter((p) => p.required).map((p) => p.name),
      },
      example: Object.fromEntries(
        parameters.filter((p) => p.example !== undefined).map((p) => [p.name, p.example]),
      ),
      zodAccepts: (value) => zod?.safeParse(asWireValues(value)).success ?? true,
      zodIssueCodes: (value) => issueCodes(zod?.safeParse(asWireValues(value))),
    });
  }
  const body = operation.requestBody?.content?.['application/json'];
  if (body?.schema)
    parts.push({
      name: 'body',
      schema: body.schema,
      example: body.example,
      zodAccepts: (value) => route.body?.safeParse(value).success ?? true,
      zodIssueCodes: (value) => issueCodes(route.body?.safeParse(value)),
    });
  return parts;
}

const documentedOperations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );

const routeKeyOfPath = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`;

type Field = { path: (string | number)[]; schema: ExampleSchema };

/** The fields of an example with their schemas: objects' properties and arrays' first items. */
function fieldsOf(schema: ExampleSchema, value: unknown, at: (string | number)[] = []): Field[] {
  if (Array.isArray(value) && schema.items) return fieldsOf(schema.items, value[0], [...at, 0]);
  if (value === null || typeof value !== 'object' || !schema.properties)
    return [{ path: at, schema }];
  return Object.entries(schema.properties).flatMap(([key, property]) =>
    key in value ? fieldsOf(property, (value as Record<string, unknown>)[key], [...at, key]) : [],
  );
}

function replaced(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  const copy = (
    Array.isArray(value) ? [...(value as unknown[])] : { ...(value as object) }
  ) as Record<string | number, unknown>;
  copy[head] = replaced(copy[head], rest, replacement);
  return copy;
}

const SAFE_INTEGER_BOUND = Number.MAX_SAFE_INTEGER;
const isDateField = (schema: ExampleSchema) =>
  schema.type === 'string' &&
  (schema.format === 'date' || schema.pattern === '^\\d{4}-\\d{2}-\\d{2}$');

describe('the OpenAPI document’s examples', () => {
  it('gives every operation an example request and success answer, valid for the document and the server', () => {
    const problems: string[] = [];
    for (const { path, method, operation } of documentedOperations()) {
      const key = routeKeyOfPath(method, path);
      const route = schemas.get(key);
      if (!route) {
        problems.push(`${key}: no route schemas`);
        continue;
      }
      for (const part of requestParts(operation, route)) {
        if (part.example === undefined) problems.push(`${key}: no ${part.name} example`);
        else {
          if (!jsonSchemaAccepts(part.schema, part.example))
            problems.push(`${key}: the ${part.name} example fails the document's schema`);
          if (!part.zodAccepts(part.example))
            problems.push(`${key}: the ${part.name} example fails the route's zod schema`);
        }
      }
      for (const p of operation.parameters ?? [])
        if ((p.required || p.in === 'path') && p.example === undefined)
          problems.push(`${key}: no example of ${p.in} parameter ${p.name}`);
      // A success: a 2xx, or the redirect of a sign-in step (ROUTE_REDIRECTS).
      const successes = Object.entries(operation.responses ?? {}).filter(([status]) =>
        /^(2\d\d|302)$/.test(status),
      );
      if (successes.length === 0) problems.push(`${key}: no success answer`);
      for (const [status, response] of successes) {
        const media = response.content?.['application/json'];
        if (!media?.schema) continue;
        if (media.example === undefined) problems.push(`${key} ${status}: no example`);
        else if (!jsonSchemaAccepts(media.schema, media.example))
          problems.push(`${key} ${status}: the example fails the document's schema`);
        else if (route.response[status]?.safeParse(media.example).success === false)
          problems.push(`${key} ${status}: the example fails the route's zod schema`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('is no looser and no stricter than the server at dates, counts and lengths', () => {
    const disagreements: string[] = [];
    let checks = 0;
    const compare = (
      label: string,
      part: RequestPart,
      value: unknown,
      expected: 'accepted' | 'refused',
    ) => {
      checks += 1;
      const byDocument = jsonSchemaAccepts(part.schema, value) ? 'accepted' : 'refused';
      const byServer = part.zodAccepts(value) ? 'accepted' : 'refused';
      // At a maximum, a refinement across fields (rooms ≤ adults, at most nine travellers in all)
      // may refuse what the field's own bound allows: OpenAPI 3.0 cannot say it; not a mismatch.
      const acrossFields =
        expected === 'accepted' &&
        byServer === 'refused' &&
        part.zodIssueCodes(value).every((code) => code === 'custom');
      if (acrossFields) return;
      if (byDocument !== expected || byServer !== expected)
        disagreements.push(`${label}: document ${byDocument}, server ${byServer}`);
    };
    for (const { path, method, operation } of documentedOperations()) {
      const key = routeKeyOfPath(method, path);
      const route = schemas.get(key);
      if (!route) continue;
      for (const part of requestParts(operation, route)) {
        if (part.example === undefined || !part.zodAccepts(part.example)) continue;
        for (const field of fieldsOf(part.schema, part.example)) {
          const label = `${key} ${part.name}.${field.path.join('.')}`;
          const at = (value: unknown) => replaced(part.example, field.path, value);
          const { schema } = field;
          if (isDateField(schema)) {
            compare(`${label} = "not-a-date"`, part, at('not-a-date'), 'refused');
            // A calendar check only where the schema is a real date (`z.iso.date()`); a bare
            // `\d{4}-\d{2}-\d{2}` pattern lets 30 February through, on both sides alike.
            if (schema.format === 'date')
              compare(`${label} = "2026-02-30"`, part, at('2026-02-30'), 'refused');
          }
          if (
            schema.type === 'integer' &&
            schema.maximum !== undefined &&
            schema.maximum < SAFE_INTEGER_BOUND &&
            schema.exclusiveMaximum !== true
          ) {
            compare(`${label} = ${schema.maximum} (maximum)`, part, at(schema.maximum), 'accepted');
            compare(`${label} = ${schema.maximum + 1}`, part, at(schema.maximum + 1), 'refused');
          }
          if (schema.type === 'string' && schema.maxLength !== undefined && !schema.enum) {
            const current = String(
              field.path.reduce<unknown>(
                (value, step) => (value as Record<string | number, unknown>)[step],
                part.example,
              ),
            );
            const longer = current.padEnd(schema.maxLength + 1, current.at(-1) ?? 'x');
            compare(`${label} of ${schema.maxLength + 1} characters`, part, at(longer), 'refused');
          }
        }
      }
    }
    expect(checks).toBeGreaterThan(100);
    expect(disagreements).toEqual([]);
  });
});

describe('the OpenAPI document’s 204 answers', () => {
  it('documents as 204, without a 200, every route whose handler answers 204', () => {
    const answering204 = new Set(
      scanCode()
        .routes.filter((r) => r.noContent)
        .map((r) => r.key),
    );
    expect(
      [...answering204].filter((key) => !ROUTE_NO_CONTENT.has(key)),
      'handlers answering 204: add them to ROUTE_NO_CONTENT (plugins/openapi-route-errors.ts)',
    ).toEqual([]);
    const problems: string[] = [];
    for (const key of ROUTE_NO_CONTENT) {
      const [method = '', url = ''] = key.split(' ');
      const responses = operationOf(method, url)?.responses ?? {};
      if (!responses['204']) problems.push(`${key}: no 204`);
      if (responses['200']) problems.push(`${key}: still a 200`);
      if (!answering204.has(key)) problems.push(`${key}: its handler does not answer 204`);
    }
    expect(problems).toEqual([]);
  }, 300_000);
});
