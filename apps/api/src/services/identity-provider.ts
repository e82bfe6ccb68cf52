import * as oidc from 'openid-client';
import { AppError } from '../app-error';

export interface LoginRequest {
  state: string;
  nonce: string;
  codeChallenge: string;
  /** Absolute callback URL on the host the person signs in from. */
  redirectUri: string;
  audience: 'customers' | 'agents';
}

export interface CallbackInput {
  callbackUrl: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface Identity {
  subject: string;
  email: string | null;
}

/**
 * Where people prove who they are. The sandbox provider is an OpenID Connect-style authorize page
 * inside the app; any OpenID Connect provider can replace it by configuration.
 */
export interface IdentityProvider {
  kind: 'sandbox' | 'oidc';
  buildLoginUri(request: LoginRequest): Promise<string>;
  /** Turns a callback into an identity; the sandbox provider resolves its one-time code itself. */
  completeLogin(input: CallbackInput, sandboxSubject: string | null): Promise<Identity>;
  buildLogoutUri(postLogoutRedirectUri: string): string;
}

export function createSandboxIdentityProvider(): IdentityProvider {
  return {
    kind: 'sandbox',
    buildLoginUri: ({ state }) =>
      Promise.resolve(`/sandbox-idp/authorize?state=${encodeURIComponent(state)}`),
    completeLogin(input, sandboxSubject) {
      const code = input.callbackUrl.searchParams.get('code');
      if (!code || !sandboxSubject) return Promise.reject(new AppError('AuthError'));
      return Promise.resolve({ subject: sandboxSubject, email: null });
    },
    buildLogoutUri: () => '/',
  };
}

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  /** Plain-HTTP issuers are refused unless allowed (local test providers). */
  allowInsecure: boolean;
}

export async function createOidcIdentityProvider(
  settings: OidcSettings,
): Promise<IdentityProvider> {
  const config = await oidc.discovery(
    new URL(settings.issuer),
    settings.clientId,
    settings.clientSecret,
    undefined,
    // Plain HTTP is only for local providers (tests, development); deprecated to stand out, not removed.
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    settings.allowInsecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
  );
  return {
    kind: 'oidc',
    buildLoginUri({ state, nonce, codeChallenge, redirectUri }) {
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state,
        nonce,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      });
      return Promise.resolve(url.toString());
    },
    async completeLogin({ callbackUrl, state, nonce, codeVerifier }) {
      try {
        const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: codeVerifier,
          expectedState: state,
          expectedNonce: nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims) throw new AppError('AuthError');
        // Conforming providers keep profile claims out of the ID token: ask the UserInfo endpoint.
        const email =
          typeof claims.email === 'string'
            ? claims.email
            : await oidc
                .fetchUserInfo(config, tokens.access_token, claims.sub)
                .then((info) => (typeof info.email === 'string' ? info.email : null));
        return { subject: `oidc|${claims.iss}|${claims.sub}`, email };
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw new AppError('AuthError', 'The identity provider did not confirm this sign-in.');
      }
    },
    buildLogoutUri(postLogoutRedirectUri) {
      try {
        return oidc
          .buildEndSessionUrl(config, { post_logout_redirect_uri: postLogoutRedirectUri })
          .toString();
      } catch {
        return postLogoutRedirectUri;
      }
    },
  };
}
