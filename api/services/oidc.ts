/**
 * Sign-in through an OpenID Connect provider (authorization code flow with PKCE, state and
 * nonce), used by /api/login when OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are set.
 * The provider's metadata is discovered on first use and kept.
 */
import * as client from 'openid-client';
import type { Config } from '../config.ts';

/** What the browser's session remembers between /api/login and /api/callback. */
export interface PendingOidcSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
  startedAt: number;
}

export interface OidcIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
}

/** A sign-in not finished within this time is abandoned. */
export const OIDC_PENDING_TTL_MS = 10 * 60 * 1000;

export const OIDC_CALLBACK_PATH = '/api/callback';

export class OidcService {
  private configuration: Promise<client.Configuration> | undefined;

  constructor(private readonly config: Config) {}

  get redirectUri(): string {
    return `${this.config.PUBLIC_URL}${OIDC_CALLBACK_PATH}`;
  }

  private discover(): Promise<client.Configuration> {
    const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET } = this.config;
    const issuer = new URL(OIDC_ISSUER ?? '');
    // Plain http is for a provider on this machine (tests, local development) only.
    const execute = issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [];
    this.configuration ??= client
      .discovery(issuer, OIDC_CLIENT_ID ?? '', OIDC_CLIENT_SECRET, undefined, { execute })
      .catch((error) => {
        this.configuration = undefined; // try again on the next sign-in
        throw error;
      });
    return this.configuration;
  }

  /** The provider's sign-in URL, and what to remember until the callback. */
  async start(returnTo: string): Promise<{ url: string; pending: PendingOidcSignIn }> {
    const configuration = await this.discover();
    const pending: PendingOidcSignIn = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
      returnTo,
      startedAt: Date.now(),
    };
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri,
      scope: this.config.OIDC_SCOPES,
      state: pending.state,
      nonce: pending.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
      code_challenge_method: 'S256',
    });
    return { url: url.href, pending };
  }

  /** Checks the provider's answer, exchanges the code and reads who signed in. */
  async finish(querystring: string, pending: PendingOidcSignIn): Promise<OidcIdentity> {
    const configuration = await this.discover();
    const currentUrl = new URL(`${this.redirectUri}?${querystring}`);
    const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('the provider sent no ID token');
    const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
    return {
      subject: claims.sub,
      email: text(claims.email),
      emailVerified: claims.email_verified === true,
      firstName: text(claims.given_name),
      lastName: text(claims.family_name),
    };
  }
}
