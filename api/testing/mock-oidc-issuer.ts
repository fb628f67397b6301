/**
 * A tiny OpenID Connect provider for tests: discovery, JWKS, an authorize endpoint that
 * approves at once as whoever `nextUser` is, and a token endpoint that checks the client, the
 * code and PKCE, then returns an RS256 ID token signed with a WebCrypto key.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface MockUser {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

interface IssuedCode {
  clientId: string;
  redirectUri: string;
  nonce: string | null;
  challenge: string;
  user: MockUser;
}

const b64url = (data: ArrayBuffer | Buffer | string) =>
  Buffer.from(data as ArrayBuffer).toString('base64url');

export async function startMockIssuer(client: { id: string; secret: string }) {
  const keys = await crypto.subtle.generateKey(
    {
      name: 'RSASSA-PKCS1-v1_5',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['sign', 'verify'],
  );
  const publicJwk = {
    ...(await crypto.subtle.exportKey('jwk', keys.publicKey)),
    kid: 'test-key',
    alg: 'RS256',
    use: 'sig',
  };
  const codes = new Map<string, IssuedCode>();
  const state = { nextUser: { sub: 'user-1' } as MockUser, tokenRequests: 0, url: '' };

  async function idToken(code: IssuedCode): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const header = b64url(JSON.stringify({ alg: 'RS256', kid: 'test-key', typ: 'JWT' }));
    const claims = {
      iss: state.url,
      aud: client.id,
      iat: now,
      exp: now + 300,
      nonce: code.nonce ?? undefined,
      ...code.user,
    };
    const payload = b64url(JSON.stringify(claims));
    const signature = await crypto.subtle.sign(
      'RSASSA-PKCS1-v1_5',
      keys.privateKey,
      Buffer.from(`${header}.${payload}`),
    );
    return `${header}.${payload}.${b64url(signature)}`;
  }

  const readBody = (req: IncomingMessage) =>
    new Promise<URLSearchParams>((resolve) => {
      let text = '';
      req.on('data', (c) => {
        text += c;
      });
      req.on('end', () => resolve(new URLSearchParams(text)));
    });

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    res.end(JSON.stringify(body));
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', state.url);
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(res, 200, {
        issuer: state.url,
        authorization_endpoint: `${state.url}/authorize`,
        token_endpoint: `${state.url}/token`,
        jwks_uri: `${state.url}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
        code_challenge_methods_supported: ['S256'],
      });
    }
    if (url.pathname === '/jwks') return json(res, 200, { keys: [publicJwk] });
    if (url.pathname === '/authorize') {
      const q = url.searchParams;
      if (
        q.get('client_id') !== client.id ||
        q.get('response_type') !== 'code' ||
        q.get('code_challenge_method') !== 'S256'
      ) {
        return json(res, 400, { error: 'invalid_request' });
      }
      const code = b64url(randomBytes(16));
      const redirectUri = q.get('redirect_uri') ?? '';
      codes.set(code, {
        clientId: client.id,
        redirectUri,
        nonce: q.get('nonce'),
        challenge: q.get('code_challenge') ?? '',
        user: state.nextUser,
      });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', q.get('state') ?? '');
      res.writeHead(302, { Location: back.href });
      return res.end();
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      state.tokenRequests++;
      const form = await readBody(req);
      const issued = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const ok =
        issued &&
        form.get('client_id') === client.id &&
        form.get('client_secret') === client.secret &&
        form.get('redirect_uri') === issued.redirectUri &&
        createHash('sha256').update(verifier).digest('base64url') === issued.challenge;
      if (!ok || !issued) return json(res, 400, { error: 'invalid_grant' });
      return json(res, 200, {
        access_token: b64url(randomBytes(16)),
        token_type: 'Bearer',
        expires_in: 300,
        id_token: await idToken(issued),
      });
    }
    return json(res, 404, { error: 'not_found' });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err) => json(res, 500, { error: String(err) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    state,
    get url() {
      return state.url;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
