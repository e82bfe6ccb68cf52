import type { CorporateAccessCode, ErrorCode } from '@wayfare/contracts/error-catalogue';
import type { HostKind, Tenant } from '@wayfare/contracts/tenant';

/** Spec §2 routes. */
export const ROUTE_PATHS = {
  home: '/',
  startSession: '/auth/startsession/',
  endSession: '/auth/endsession/',
  invalidSession: '/auth/invalidsession/',
  /** A phone app's webview whose session ended: the app signs the person in again. */
  webviewSessionEnded: '/webview/?sessionEnded=true',
  ftux: '/auth/ftux',
  accessDenied: '/access-denied/',
  accessDeniedNotBeta: '/access-denied-not-beta/',
  acknowledgement: '/acknowledgement/',
  termsOfService: '/terms-of-service/',
  siteTermsOfUse: '/site-terms-of-use/',
  webview: '/webview/',
  faq: '/faq/',
  onboarding: '/onboarding',
  /** The admin host's tracking view (issue 24). */
  adminTracking: '/tracking',
  profile: '/profile/',
  /** A trip looked up by confirmation code and e-mail, signed out (issue 7). */
  tripLookup: '/trips/find/',
  /** A traveller's share of a split payment, from the e-mailed link, signed out (issue 23). */
  splitSharePayment: '/split-payment/pay/',
} as const;

/** Public routes need no session (spec §2 route groups, plus the sandbox sign-in page). */
const PUBLIC_PREFIXES = ['/auth/', '/sandbox-idp/', '/terms/'] as const;
const PUBLIC_PATHS = [
  ROUTE_PATHS.termsOfService,
  ROUTE_PATHS.siteTermsOfUse,
  ROUTE_PATHS.accessDenied,
  ROUTE_PATHS.accessDeniedNotBeta,
  ROUTE_PATHS.acknowledgement,
  ROUTE_PATHS.faq,
  ROUTE_PATHS.webview,
  ROUTE_PATHS.tripLookup,
  ROUTE_PATHS.splitSharePayment,
] as const;

function withTrailingSlash(pathname: string): string {
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}

export function isPublicPath(pathname: string): boolean {
  const path = withTrailingSlash(pathname);
  return (
    PUBLIC_PREFIXES.some((prefix) => path.startsWith(prefix)) ||
    PUBLIC_PATHS.some((publicPath) => path === publicPath)
  );
}

const CORPORATE_ACCESS_CODES: readonly string[] = ['40102', '40103', '40105', '40106'];

export function isCorporateAccessCode(code: ErrorCode | null): code is CorporateAccessCode {
  return code !== null && CORPORATE_ACCESS_CODES.includes(code);
}

/** GET /api/v0/login/handoff: the portal's way to the admin host for a signed-in admin. */
export const ADMIN_HANDOFF_PATH = '/api/v0/login/handoff?to=admin';

export type AccessDestination =
  { kind: 'route'; path: string } | { kind: 'external'; href: string };

/**
 * Where a corporate access code sends the browser (spec §4). The consumer tenant sends every code
 * to the access-denied pages.
 */
export function resolveAccessCodeDestination(
  code: CorporateAccessCode,
  tenant: Tenant,
  hostKind: HostKind,
): AccessDestination {
  if (tenant === 'capone') {
    return {
      kind: 'route',
      path: code === '40102' ? ROUTE_PATHS.accessDeniedNotBeta : ROUTE_PATHS.accessDenied,
    };
  }
  switch (code) {
    case '40105':
      // From the portal, the server hands the signed-in admin over to the admin host (no second
      // sign-in there); signed out, it sends the browser to the admin host's onboarding.
      return hostKind === 'admin'
        ? { kind: 'route', path: ROUTE_PATHS.onboarding }
        : { kind: 'external', href: ADMIN_HANDOFF_PATH };
    case '40106':
      return { kind: 'route', path: ROUTE_PATHS.acknowledgement };
    case '40103':
      return { kind: 'route', path: ROUTE_PATHS.accessDenied };
    case '40102':
      return { kind: 'route', path: ROUTE_PATHS.accessDeniedNotBeta };
  }
}

export interface FailureContext {
  status: number;
  code: ErrorCode | null;
  tenant: Tenant;
  hostKind: HostKind;
  pathname: string;
}

export type FailureReaction =
  { kind: 'none' } | { kind: 'signIn' } | { kind: 'redirect'; destination: AccessDestination };

/**
 * The global failed-call rule (spec §7, §8): outside public routes a 401 sends the user to sign in
 * and a corporate access code to its page. Public routes handle their own failures.
 */
export function decideFailureReaction(context: FailureContext): FailureReaction {
  if (isPublicPath(context.pathname)) return { kind: 'none' };
  if (context.status === 401) return { kind: 'signIn' };
  if (isCorporateAccessCode(context.code)) {
    const destination = resolveAccessCodeDestination(
      context.code,
      context.tenant,
      context.hostKind,
    );
    if (destination.kind === 'route' && isSamePath(destination.path, context.pathname)) {
      return { kind: 'none' };
    }
    return { kind: 'redirect', destination };
  }
  return { kind: 'none' };
}

function isSamePath(a: string, b: string): boolean {
  return withTrailingSlash(a) === withTrailingSlash(b);
}

/**
 * A stored return location is only followed when it is a path on this origin and not an auth page,
 * so a crafted value can neither leave the site nor loop through sign-in.
 */
export function sanitizeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  const pathname = value.split(/[?#]/, 1)[0] ?? '';
  if (pathname.startsWith('/auth/') && !pathname.startsWith('/auth/startsession')) return null;
  return value;
}

/** The agent flag (spec §2: `agent=true` switches to the agent authentication module). */
export function hasAgentFlag(pathOrSearch: string | null | undefined): boolean {
  if (!pathOrSearch) return false;
  const queryStart = pathOrSearch.indexOf('?');
  const search = queryStart >= 0 ? pathOrSearch.slice(queryStart + 1) : pathOrSearch;
  return new URLSearchParams(search.split('#', 1)[0]).get('agent') === 'true';
}
