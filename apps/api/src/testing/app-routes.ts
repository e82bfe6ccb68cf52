import type { FastifyInstance, HTTPMethods } from 'fastify';

/** One route the app answers: its method, URL pattern and route constraints (if any). */
export interface AppRoute {
  method: HTTPMethods;
  url: string;
  constraints: Record<string, string> | null;
  /** `METHOD /url` plus ` {"constraint":"value"}` when constrained: how tests name the route. */
  key: string;
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const isUnsafeMethod = (method: string): boolean => UNSAFE_METHODS.has(method);

export const routeKey = (
  method: string,
  url: string,
  constraints: Record<string, string> | null = null,
): string => `${method} ${url}${constraints ? ` ${JSON.stringify(constraints)}` : ''}`;

/** A route line of `printRoutes`: `<tree prefix>├── <path suffix> (GET, HEAD) {"constraint":…}`. */
const LINE = /^((?:│ {3}| {4})*)(├── |└── )?(.*)$/u;
const ROUTES = /^(.*?) \(([A-Z, ]+)\)(?: (\{.*\}))?$/;

/**
 * Every route of the app, read from its router (`printRoutes` without common prefixes: a child's
 * path continues its parent's), so a route added later is listed without anyone naming it.
 * Automatic HEAD routes are left out. Each parsed route is checked back with `hasRoute`, so a
 * change in the printed format fails loudly instead of silently listing fewer routes.
 */
export function listAppRoutes(app: FastifyInstance): AppRoute[] {
  const printed = app.printRoutes({ commonPrefix: false });
  const pathAtDepth: string[] = [];
  const routes: AppRoute[] = [];
  for (const line of printed.split('\n')) {
    if (line.trim() === '') continue;
    const match = LINE.exec(line);
    if (!match) throw new Error(`listAppRoutes: cannot read "${line}"`);
    const [, indent = '', marker, text = ''] = match;
    const parsed = ROUTES.exec(text);
    // A second group of methods on the same path (other constraints) repeats the path one level in.
    const depth = marker ? indent.length / 4 : indent.length / 4 - 1;
    const segment = parsed ? (parsed[1] ?? '') : text;
    let url: string;
    if (marker) {
      url = (depth > 0 ? (pathAtDepth[depth - 1] ?? '') : '') + segment;
      pathAtDepth[depth] = url;
      pathAtDepth.length = depth + 1;
    } else {
      url = pathAtDepth[depth] ?? '';
    }
    if (!parsed) continue;
    const constraints = parsed[3] ? (JSON.parse(parsed[3]) as Record<string, string>) : null;
    for (const method of (parsed[2] ?? '').split(', ')) {
      if (method === 'HEAD') continue;
      // A parametric node shared by routes with different parameter names prints as `:a|:b`;
      // a wildcard under a shared static prefix (`static/*` beside `static/index.html`) prints as
      // `*` alone, so the siblings' folders are tried in front of it.
      const candidates = url.includes('|')
        ? expandAlternatives(url)
        : url.endsWith('/*')
          ? [url, ...siblingFolders(printed, url)]
          : [url];
      const found = candidates.find((candidate) =>
        app.hasRoute({
          method,
          url: candidate,
          ...(constraints ? { constraints } : {}),
        }),
      );
      if (!found) throw new Error(`listAppRoutes: ${method} ${url} is not a route of the app`);
      routes.push({
        method,
        url: found,
        constraints,
        key: routeKey(method, found, constraints),
      });
    }
  }
  return routes.sort((a, b) => a.key.localeCompare(b.key));
}

function siblingFolders(printed: string, url: string): string[] {
  const parent = url.slice(0, -1);
  const folders = new Set<string>();
  for (const match of printed.matchAll(/(?:├── |└── )([A-Za-z0-9_.-]+\/)[^\s/]/g))
    if (match[1]) folders.add(`${parent}${match[1]}*`);
  return [...folders];
}

function expandAlternatives(url: string): string[] {
  return url
    .split('/')
    .reduce<string[]>(
      (prefixes, part, i) =>
        part
          .split('|')
          .flatMap((alternative) =>
            prefixes.map((p) => (i === 0 ? alternative : `${p}/${alternative}`)),
          ),
      [''],
    );
}

/** The route's URL with each `:param` replaced by `fill(param)` (URI-encoded). */
export function fillRouteParams(url: string, fill: (param: string) => string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(fill(name)));
}
