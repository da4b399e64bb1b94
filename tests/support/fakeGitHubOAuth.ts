import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake received: method, path (query included) and, for the token exchange, the body it read. */
export interface FakeOAuthRequest {
  readonly method: string;
  readonly path: string;
  readonly body: Record<string, string> | null;
  readonly authorization: string | null;
}

/** A stand-in for GitHub's OAuth web flow on 127.0.0.1, for one OAuth app. */
export interface FakeGitHubOAuth {
  /** The base for `GITHUB_OAUTH_URL` and `GITHUB_API_URL` (both flows on one port, as paths differ). */
  readonly url: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** The login the authorize page signs in as next (the person's choice on GitHub). */
  login: string;
  /** `deny`: the authorize page answers `error=access_denied`; `down`: the token exchange and `/user` answer 503. */
  mode: 'ok' | 'deny' | 'down';
  readonly requests: FakeOAuthRequest[];
  close(): Promise<void>;
}

const readBody = async (request: IncomingMessage): Promise<Record<string, string> | null> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') return null;
  if ((request.headers['content-type'] ?? '').includes('application/json')) return JSON.parse(text) as Record<string, string>;
  return Object.fromEntries(new URLSearchParams(text));
};

/** The state of a fake OAuth app, shared by its handler: client, the next login, the mode, what it received. */
export type FakeGitHubOAuthState = Pick<FakeGitHubOAuth, 'clientId' | 'clientSecret' | 'login' | 'mode' | 'requests'>;

/**
 * GitHub's OAuth web flow as a request handler (resolves true when it answered), so another fake (the REST fake of
 * the end-to-end suite) can mount it: `GET /login/oauth/authorize` redirects back to `redirect_uri` with a new
 * single-use code and the `state` it was given; `POST /login/oauth/access_token` exchanges a code (checking the client
 * id, secret and redirect URI) for a token, or answers GitHub's 200 `{error: "bad_verification_code"}`; `GET /user`
 * names the token's login, 401 for any other token.
 */
export function gitHubOAuthHandler(fake: FakeGitHubOAuthState): (request: IncomingMessage, response: ServerResponse) => Promise<boolean> {
  const codes = new Map<string, { login: string; redirectUri: string }>();
  const tokens = new Map<string, string>();
  return async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (!['/login/oauth/authorize', '/login/oauth/access_token', '/user'].includes(url.pathname)) return false;
    const body = request.method === 'POST' ? await readBody(request) : null;
    fake.requests.push({ method: request.method ?? '', path: `${url.pathname}${url.search}`, body, authorization: request.headers.authorization ?? null });
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(value));
      return true;
    };
    if (request.method === 'GET' && url.pathname === '/login/oauth/authorize') {
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      if (url.searchParams.get('client_id') !== fake.clientId || !URL.canParse(redirectUri)) return json(404, { error: 'unknown client' });
      const back = new URL(redirectUri);
      if (fake.mode === 'deny') back.searchParams.set('error', 'access_denied');
      else {
        const code = randomBytes(10).toString('hex');
        codes.set(code, { login: fake.login, redirectUri });
        back.searchParams.set('code', code);
      }
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      response.writeHead(302, { Location: back.href });
      response.end();
      return true;
    }
    if (fake.mode === 'down') return json(503, { message: 'down' });
    if (request.method === 'POST' && url.pathname === '/login/oauth/access_token') {
      const granted = codes.get(body?.code ?? '');
      codes.delete(body?.code ?? '');
      if (body?.client_id !== fake.clientId || body.client_secret !== fake.clientSecret) return json(200, { error: 'incorrect_client_credentials' });
      if (granted === undefined || granted.redirectUri !== body.redirect_uri) return json(200, { error: 'bad_verification_code' });
      const token = `gho_${randomBytes(12).toString('hex')}`;
      tokens.set(token, granted.login);
      return json(200, { access_token: token, token_type: 'bearer', scope: 'read:user' });
    }
    if (request.method === 'GET' && url.pathname === '/user') {
      const login = tokens.get((request.headers.authorization ?? '').replace(/^Bearer\s+/i, ''));
      return login === undefined ? json(401, { message: 'Bad credentials' }) : json(200, { login, id: 1 });
    }
    return json(405, { message: 'Method Not Allowed' });
  };
}

/** Starts the fake on its own loopback port (`gitHubOAuthHandler`); anything else answers 404. */
export async function startFakeGitHubOAuth(): Promise<FakeGitHubOAuth> {
  const fake: FakeGitHubOAuthState = { clientId: 'fake-client-id', clientSecret: 'fake-client-secret', login: 'octo-dev', mode: 'ok', requests: [] };
  const handle = gitHubOAuthHandler(fake);
  const server: Server = createServer((request, response) => {
    void handle(request, response).then((handled) => {
      if (!handled) {
        response.writeHead(404, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ message: 'Not Found' }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
