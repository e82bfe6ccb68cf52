import type { FastifyInstance } from 'fastify';
import { AppError } from '../app-error';

/** Deeper JSON than any call's schema is refused before validation walks it. */
export const MAX_JSON_DEPTH = 32;

const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * A NUL byte (PostgreSQL text cannot hold one) or an unpaired UTF-16 surrogate (no UTF-8 form;
 * PostgreSQL's jsonb refuses `\ud800`): either would reach the database and fail there.
 */
export function hasUnacceptableCharacters(text: string): boolean {
  return text.includes('\u0000') || UNPAIRED_SURROGATE.test(text);
}

function joinPath(base: string, key: string | number): string {
  return base ? `${base}.${key}` : String(key);
}

function refuse(field: string, problem: string): AppError {
  return new AppError('BadRequest', `${field || 'body'}: ${problem}`, field || 'body');
}

/**
 * Walks a parsed value (iteratively, so deep nesting cannot overflow the stack) and throws
 * BadRequest naming the first field whose key or text holds characters we can't store, that nests
 * deeper than MAX_JSON_DEPTH, or that names `__proto__` (a plain JSON.parse keeps it as an own key,
 * which a later spread or Object.assign would turn into a prototype).
 */
export function assertAcceptableInput(value: unknown, root: string): void {
  const pending: { value: unknown; path: string; depth: number }[] = [
    { value, path: root, depth: 0 },
  ];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, path, depth } = next;
    if (typeof current === 'string') {
      if (hasUnacceptableCharacters(current))
        throw refuse(path, 'contains characters we can’t accept (a NUL byte or broken Unicode).');
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) throw refuse(path, 'is nested too deeply.');
    if (Array.isArray(current)) {
      current.forEach((item: unknown, index) =>
        pending.push({ value: item, path: joinPath(path, index), depth: depth + 1 }),
      );
      continue;
    }
    for (const [key, item] of Object.entries(current)) {
      const itemPath = joinPath(path, key);
      if (hasUnacceptableCharacters(key))
        throw refuse(
          path,
          'has a property name with characters we can’t accept (a NUL byte or broken Unicode).',
        );
      if (key === '__proto__') throw refuse(itemPath, 'is not an accepted property.');
      pending.push({ value: item, path: itemPath, depth: depth + 1 });
    }
  }
}

/**
 * JSON bodies: an empty body is an empty object (the spec's calls send `PUT` with no body), and
 * every string is checked here once for all routes, before any schema or database sees it.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, {});
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      done(new AppError('BadRequest', 'The request body is not valid JSON.'), undefined);
      return;
    }
    try {
      assertAcceptableInput(parsed, '');
    } catch (error) {
      done(error instanceof Error ? error : new Error(String(error)), undefined);
      return;
    }
    done(null, parsed);
  });
}

/**
 * Refuses NUL bytes and unpaired surrogates in the query, path parameters, headers and cookies
 * of every route before anything reads them (the JSON body is checked by its parser above).
 * Registered after the cookie plugin, whose own hook parses the cookies.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    try {
      assertAcceptableInput(request.query, 'query');
      assertAcceptableInput(request.params, 'params');
      assertAcceptableInput(request.headers, 'headers');
      assertAcceptableInput(request.cookies, 'cookies');
    } catch (error) {
      done(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    done();
  });
}
