import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CATALOGUE, ErrorResponseSchema, type ErrorCode } from '@wayfare/contracts/errors';
import { chooseExample, type ExampleSchema } from './openapi-examples';
import { ROUTE_ERRORS, ROUTE_NO_CONTENT, ROUTE_REDIRECTS } from './openapi-route-errors';

/**
 * The OpenAPI document's answers beyond success (issue 24): every status a route can answer, each
 * with the error body's schema and the spec codes it may carry. Two sources, merged per route:
 * - its shape (`shapeErrorCodes`): what the plugins answer before or around any handler, so a new
 *   route gets them without anyone writing them;
 * - its use cases (`ROUTE_ERRORS` in openapi-route-errors.ts, keyed `METHOD /url`): the codes its
 *   services can throw. `openapi-statuses.test.ts` fails, naming the route and the codes to add,
 *   when a route has no entry or when reading its handler's code finds a code it doesn't list
 *   (`reliability/openapi-error-scan.ts`).
 * A code's status is the catalogue's (contracts/errors.ts); nothing else maps codes to statuses.
 */

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** How tests and the declarations name a route: `METHOD /url` (Fastify's `:param` syntax). */
export const routeKeyOf = (method: string, url: string): string => `${method} ${url}`;

/**
 * The codes a route answers by its shape alone, from the plugins every API route passes:
 * - any: 400 BadRequest (the input guard reads every header, cookie and query value; a bad URL
 *   encoding), 500 InternalError, 503 ServiceUnavailable (database unreachable), and 429
 *   ExcessiveActivity (the burst limit; the health check is not counted);
 * - POST/PUT/PATCH/DELETE: 403 InvalidCsrfToken (a cookie session without its anti-forgery
 *   header), 413 PayloadTooLarge and 415 UnsupportedMediaType (the body parser);
 * - a path parameter: 404 NotFound (nothing by that id, or not the caller's);
 * - the admin host's API (`/admin/api/`): 404 on another host, 401 signed out, 40103 not an admin.
 */
export function shapeErrorCodes(method: string, url: string): ErrorCode[] {
  const codes: ErrorCode[] = ['BadRequest', 'InternalError', 'ServiceUnavailable'];
  if (!url.startsWith('/api/v0/health')) codes.push('ExcessiveActivity');
  if (UNSAFE_METHODS.has(method))
    codes.push('InvalidCsrfToken', 'PayloadTooLarge', 'UnsupportedMediaType');
  if (url.includes(':')) codes.push('NotFound');
  // The admin host's API: NotFound on any other host, then a signed-in admin (canViewAdmin).
  if (url.startsWith('/admin/api/')) codes.push('NotFound', 'Unauthorized', '40103');
  return [...new Set(codes)];
}

/** Every code a route may answer: its shape's and its declared use cases'. */
export function routeErrorCodes(method: string, url: string): ErrorCode[] {
  const declared = ROUTE_ERRORS[routeKeyOf(method, url)] ?? [];
  return [...new Set([...shapeErrorCodes(method, url), ...declared])].sort();
}

/** The codes grouped by the catalogue's status. */
export function groupByStatus(codes: readonly ErrorCode[]): Map<number, ErrorCode[]> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const status = ERROR_CATALOGUE[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return new Map([...byStatus].sort(([a], [b]) => a - b));
}

const ERROR_RESPONSE_REF = '#/components/schemas/ErrorResponse';

interface ParameterObject {
  name: string;
  in: string;
  required?: boolean;
  schema?: ExampleSchema;
  example?: unknown;
}
interface OperationObject {
  tags?: string[];
  parameters?: ParameterObject[];
  requestBody?: { content?: Record<string, MediaObject> };
  responses?: Record<string, ResponseObject>;
}

/** Anything zod can check a value with (the route's schemas, as Fastify was given them). */
interface ZodLike {
  safeParse(value: unknown): { success: boolean };
}

/** A route's own zod schemas: what the server validates requests and answers with. */
export interface RouteSchemas {
  params?: ZodLike;
  querystring?: ZodLike;
  body?: ZodLike;
  response: Record<string, ZodLike>;
}

interface DocumentedRoute {
  method: string;
  url: string;
  schemas: RouteSchemas;
}

const isZod = (value: unknown): value is ZodLike =>
  typeof (value as { safeParse?: unknown } | null)?.safeParse === 'function';

/** The route schemas behind each built document, keyed `METHOD /url` (for the document test). */
const SCHEMAS_OF_DOCUMENT = new WeakMap<object, ReadonlyMap<string, RouteSchemas>>();

/** The zod schemas of the routes `document` (as `app.swagger()` returns it) was built from. */
export function routeSchemasOf(document: object): ReadonlyMap<string, RouteSchemas> | undefined {
  return SCHEMAS_OF_DOCUMENT.get(document);
}

function readRouteSchemas(schema: unknown): RouteSchemas {
  const source = (schema ?? {}) as Record<string, unknown>;
  const response: Record<string, ZodLike> = {};
  for (const [status, value] of Object.entries((source.response ?? {}) as Record<string, unknown>))
    if (isZod(value)) response[status] = value;
  return {
    ...(isZod(source.params) ? { params: source.params } : {}),
    ...(isZod(source.querystring) ? { querystring: source.querystring } : {}),
    ...(isZod(source.body) ? { body: source.body } : {}),
    response,
  };
}

/** Query and path values as the server receives them: text (repeated keys as lists of text). */
export function asWireValues(value: unknown): Record<string, unknown> {
  const wire = (item: unknown): unknown =>
    Array.isArray(item)
      ? item.map(wire)
      : typeof item === 'string'
        ? item
        : item !== null && typeof item === 'object'
          ? JSON.stringify(item)
          : String(item);
  return Object.fromEntries(
    Object.entries((value ?? {}) as Record<string, unknown>).map(([key, item]) => [
      key,
      wire(item),
    ]),
  );
}

/** The area of an API path: its first segment after the version (`admin` for the admin host). */
const areaOf = (path: string): string =>
  path.startsWith('/admin/') ? 'admin' : (path.split('/')[3] ?? 'api').replace(/\{.*\}/, 'api');
interface ResponseObject {
  description?: string;
  content?: Record<string, MediaObject>;
}
interface MediaObject {
  schema?: unknown;
  example?: unknown;
}

function describeCodes(codes: readonly ErrorCode[]): string {
  return `Error codes: ${codes.map((code) => `\`${code}\``).join(', ')}.`;
}

/** An error status's response: the shared body, its `code` narrowed to the listed ones. */
function errorResponse(codes: readonly ErrorCode[]): ResponseObject {
  return {
    description: describeCodes(codes),
    content: {
      'application/json': {
        schema: {
          allOf: [
            { $ref: ERROR_RESPONSE_REF },
            { type: 'object', properties: { code: { type: 'string', enum: [...codes] } } },
          ],
        },
        example: {
          code: codes[0],
          message: ERROR_CATALOGUE[codes[0] ?? 'BadRequest'].message,
          referenceId: 'req_6f1c2a9e-4b7d-4c1e-9a53-2d8e0f7b1c44',
        },
      },
    },
  };
}

/** `/a/:id` as OpenAPI writes it, `/a/{id}`. */
export const toOpenApiPath = (url: string): string =>
  url.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => `{${name}}`);

/** The shared error body, as a component. */
const errorSchema = (() => {
  const schema = z.toJSONSchema(ErrorResponseSchema, { target: 'openapi-3.0' });
  delete (schema as { $schema?: unknown }).$schema;
  return schema;
})();

/** Adds each operation's error statuses to the document @fastify/swagger built. */
function completeDocument(
  document: Record<string, unknown> & {
    paths?: Record<string, Record<string, OperationObject>>;
    components?: { schemas?: Record<string, unknown> };
  },
  routes: ReadonlyMap<string, DocumentedRoute>,
) {
  const componentSchemas = (document.components?.schemas ?? {}) as Record<string, ExampleSchema>;
  const resolve = (ref: string): ExampleSchema | undefined =>
    ref === ERROR_RESPONSE_REF
      ? (errorSchema as ExampleSchema)
      : componentSchemas[ref.replace('#/components/schemas/', '')];
  for (const [path, methods] of Object.entries(document.paths ?? {}))
    for (const [method, operation] of Object.entries(methods)) {
      const route = routes.get(`${method.toUpperCase()} ${path}`);
      if (!route) continue;
      // Grouped in the reference page by area: `/api/v0/cars/…` under "cars".
      operation.tags ??= [areaOf(path)];
      const responses = (operation.responses ??= {});
      for (const [status, codes] of groupByStatus(routeErrorCodes(route.method, route.url)))
        responses[String(status)] = errorResponse(codes);
      if (ROUTE_REDIRECTS.has(routeKeyOf(route.method, route.url))) {
        // It never answers a body: the 200 @fastify/swagger assumes without a schema goes.
        if (responses['200']?.description === 'Default Response') delete responses['200'];
        responses['302'] = { description: 'Redirects the browser to the `Location` header.' };
      }
      if (ROUTE_NO_CONTENT.has(routeKeyOf(route.method, route.url))) {
        // It answers 204 without a body, not the 200 @fastify/swagger assumes without a schema.
        if (!responses['200']?.content) delete responses['200'];
        responses['204'] = { description: 'Done; no content.' };
      }
    }
  allowNullInNullableEnums(document.paths);
  for (const [path, methods] of Object.entries(document.paths ?? {}))
    for (const [method, operation] of Object.entries(methods)) {
      const route = routes.get(`${method.toUpperCase()} ${path}`);
      if (route) addExamples(operation, route.schemas, resolve);
    }
  const documented = new Map(
    [...routes.values()].map((route) => [routeKeyOf(route.method, route.url), route.schemas]),
  );
  const completed = {
    ...document,
    components: {
      ...document.components,
      schemas: { ...document.components?.schemas, ErrorResponse: errorSchema },
    },
  };
  SCHEMAS_OF_DOCUMENT.set(completed, documented);
  return completed;
}

const accepting =
  (schema: ZodLike | undefined, toInput: (value: unknown) => unknown = (value) => value) =>
  (value: unknown): boolean =>
    schema ? schema.safeParse(toInput(value)).success : true;

/**
 * An example request (each path and query parameter, the JSON body) and an example of each
 * success answer with a JSON body, each valid against the operation's schema and accepted by the
 * route's zod schema where one of the candidates is (openapi-examples.ts).
 */
function addExamples(
  operation: OperationObject,
  schemas: RouteSchemas,
  resolve: (ref: string) => ExampleSchema | undefined,
): void {
  for (const place of ['path', 'query'] as const) {
    const parameters = (operation.parameters ?? []).filter((p) => p.in === place && p.schema);
    if (parameters.length === 0) continue;
    const asObject: ExampleSchema = {
      type: 'object',
      properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema ?? {}])),
      required: parameters.filter((p) => p.required || place === 'path').map((p) => p.name),
    };
    const zod = place === 'path' ? schemas.params : schemas.querystring;
    const values = chooseExample(asObject, resolve, accepting(zod, asWireValues)) as Record<
      string,
      unknown
    >;
    for (const parameter of parameters)
      if (values[parameter.name] !== undefined) parameter.example = values[parameter.name];
  }
  const body = operation.requestBody?.content?.['application/json'];
  if (body?.schema) body.example = chooseExample(body.schema, resolve, accepting(schemas.body));
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    const media = response.content?.['application/json'];
    if (!/^2\d\d$/.test(status) || !media?.schema) continue;
    media.example = chooseExample(media.schema, resolve, accepting(schemas.response[status]));
  }
}

/**
 * OpenAPI 3.0 reads `enum` before `nullable`: zod's `z.enum([...]).nullable()` comes out as
 * `{ enum: [...], nullable: true }`, which a validator refuses `null` under, though the server
 * sends it. `null` joins the enum, as the 3.0.3 clarification says.
 */
function allowNullInNullableEnums(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) allowNullInNullableEnums(item);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null))
    schema.enum = [...(schema.enum as unknown[]), null];
  for (const value of Object.values(schema)) allowNullInNullableEnums(value);
}

interface OverrideContext {
  zodSchema: unknown;
  jsonSchema: Record<string, unknown> & { anyOf?: Record<string, unknown>[] };
}
type ZodDefinition = {
  _zod?: { def?: { type?: string; keyType?: { _zod?: { values?: Set<unknown> } } } };
};

const isNullBranch = (schema: Record<string, unknown>) =>
  schema.nullable === true &&
  Array.isArray(schema.enum) &&
  schema.enum.length === 1 &&
  schema.enum[0] === null;

/**
 * How zod's schemas become OpenAPI 3.0: fastify-type-provider-zod's own adjustments (a nullable
 * union collapsed to `nullable: true`, a date answered as a date-time string), plus a record keyed
 * by an enum (`z.partialRecord(AgeBandSchema, …)`): 3.0 has no `propertyNames`, so without its
 * keys as `properties` the document would accept any key the server refuses.
 */
function overrideForOpenApi(io: 'input' | 'output') {
  return (ctx: OverrideContext): void => {
    const def = (ctx.zodSchema as ZodDefinition)._zod?.def;
    const json = ctx.jsonSchema;
    if (def?.type === 'union' && json.anyOf) {
      json.anyOf = json.anyOf.filter((schema) => Object.keys(schema).length > 0);
      const others = json.anyOf.filter((schema) => !isNullBranch(schema));
      if (others.length < json.anyOf.length && others.length > 0) {
        if (others.length === 1) {
          delete json.anyOf;
          Object.assign(json, others[0], { nullable: true });
        } else {
          json.anyOf = others;
          json.nullable = true;
        }
      }
    }
    if (def?.type === 'date' && io === 'output')
      Object.assign(json, { type: 'string', format: 'date-time' });
    if (def?.type === 'undefined' && io === 'output') json.type = 'null';
    const keys = def?.type === 'record' ? def.keyType?._zod?.values : undefined;
    const values = json.additionalProperties;
    if (keys && keys.size > 0 && [...keys].every((key) => typeof key === 'string') && values) {
      json.properties = Object.fromEntries([...keys].map((key) => [key, values]));
      json.additionalProperties = false;
    }
  };
}

/**
 * The options of @fastify/swagger: zod's transform for the schemas, then the routes' error
 * statuses over the whole document.
 */
export function createOpenApiOptions(): FastifyDynamicSwaggerOptions {
  const routes = new Map<string, DocumentedRoute>();
  const transforms = {
    input: createJsonSchemaTransform({
      zodToJsonConfig: { override: overrideForOpenApi('input') },
    }),
    output: createJsonSchemaTransform({
      zodToJsonConfig: { override: overrideForOpenApi('output') },
    }),
  };
  return {
    openapi: {
      info: {
        title: 'Wayfare portal API',
        version: '0',
        description:
          'Every route with its request and answer schemas and every status it can answer. Errors share one body (`ErrorResponse`): `code` is the spec code (listed per status), `message` a safe default text, `field` the offending field of a 400, `referenceId` the request id in the server logs, `details` the facts a page needs.',
      },
    },
    transform: (input) => {
      // Requests are read as zod's input, answers as its output (one override per side).
      const requestSide = transforms.input(input);
      // Without a route schema the transform answers `{ schema: undefined }`.
      const responseSide = transforms.output(input).schema as { response?: unknown } | undefined;
      const transformed = {
        ...requestSide,
        schema: { ...requestSide.schema, response: responseSide?.response },
      };
      const methods = [input.route.method].flat();
      for (const method of methods)
        routes.set(`${method} ${toOpenApiPath(input.url)}`, {
          method,
          url: input.url,
          schemas: readRouteSchemas(input.schema),
        });
      return transformed;
    },
    transformObject: (documentObject) => {
      if (!('openapiObject' in documentObject))
        throw new Error('an OpenAPI 3 document is expected');
      const completed = completeDocument(
        documentObject.openapiObject as Parameters<typeof completeDocument>[0],
        routes,
      );
      return completed;
    },
  };
}
