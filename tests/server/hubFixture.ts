import { nodeSessionIds } from '../../src/adapters/node/nodeSessionIds';
import { AesTokenCipher } from '../../src/adapters/node/aesTokenCipher';
import { hubOn } from '../../src/composition/server/openHub';
import type { ProfileProvider, ProfileProviderError } from '../../src/ports/profileProvider.port';
import type { DatabaseConnection } from '../../src/adapters/database/database';
import type { Profile } from '../../src/domain/session/session';
import { err, ok, type Result } from '../../src/domain/shared/result';
import { serverFor } from './serverFixture';
import { MemoryContractRecords } from '../../src/adapters/memory/memoryContractRecords.adapter';
import { issueRecord } from '../support/contractRecords';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { emptyTables, pgliteDatabase, type TestDatabase } from '../support/databases';

export const profileOf = (handle: string): Profile => ({
  handle,
  paymail: `${handle}@sandbox.invalid`,
  publicKey: `${handle}-id`,
  avatarUrl: '',
  displayName: handle,
});

/** A wallet that knows `tokens` (token -> handle); `refuse` makes it answer 401 for every token. */
export class StubWallet implements ProfileProvider {
  refuse = false;
  failure: ProfileProviderError | null = null;
  constructor(private readonly tokens: Record<string, string>) {}
  async getProfile(authToken: string): Promise<Result<Profile, ProfileProviderError>> {
    if (this.failure !== null) return err(this.failure);
    const handle = this.tokens[authToken];
    if (this.refuse || handle === undefined) return err('unauthorized');
    return ok(profileOf(handle));
  }
}

export const ALICE_TOKEN = 'a'.repeat(64);
export const BOB_TOKEN = 'b'.repeat(64);
export const PLACEHOLDER_TOKEN = 'c'.repeat(64);

/** A test clock: `now` is what the server sees. */
export const clock = { now: Date.UTC(2026, 10, 23, 12) };

/** A repository whose issues 1 to 30 are open, unassigned and without pull requests: every contract is available. */
export const availableRecords = (): MemoryContractRecords =>
  new MemoryContractRecords(Array.from({ length: 30 }, (_, index) => issueRecord(index + 1)));

/**
 * The server app on `connection`, with a stub wallet knowing Alice, Bob and the placeholder user; its contracts come
 * from `records` (change them with `records.set`).
 */
export function hubServer(
  connection: DatabaseConnection,
  wallet = new StubWallet({ [ALICE_TOKEN]: 'alice', [BOB_TOKEN]: 'bob', [PLACEHOLDER_TOKEN]: 'handcash_user' }),
  records: MemoryContractRecords = availableRecords(),
) {
  const now = () => clock.now;
  const hub = hubOn(connection, wallet, AesTokenCipher.fromSecret('x'.repeat(32)), now);
  const app = serverFor({}, { hub, profileProvider: wallet, now, contractRecords: records });
  hubsOfApps.set(app, hub);
  return { app, wallet, records, hub };
}

/** Each app `hubServer` made (or a test remembered), with its hub: `signIn` links a GitHub login through it. */
const hubsOfApps = new WeakMap<object, ReturnType<typeof hubOn>>();

/** Remembers the hub of an app a test built itself, so `signIn` can link GitHub logins on it. */
export const rememberHub = (app: object, hub: ReturnType<typeof hubOn>): void => {
  hubsOfApps.set(app, hub);
};

/** The HandCash handle each fixture token signs in as. */
const HANDLES: Readonly<Record<string, string>> = { [ALICE_TOKEN]: 'alice', [BOB_TOKEN]: 'bob', [PLACEHOLDER_TOKEN]: 'handcash_user' };

type App = ReturnType<typeof hubServer>['app'];

/** A JSON request as the page sends it (same origin), with the session cookie when given. */
export function send(app: App, method: string, path: string, options: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { Origin: 'http://localhost', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.cookie !== undefined) headers['Cookie'] = options.cookie;
  const body = options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  return app.request(`http://localhost${path}`, { method, headers, body });
}

/**
 * Signs in with `token`; resolves to the `name=value` cookie to send back. With `githubLogin`, the session also has
 * that GitHub login linked, as signing in with GitHub would leave it (written through the app's own repository; the
 * OAuth flow itself is tested in `githubIdentityApi.test.ts`), so it may claim as that login.
 */
export async function signIn(app: App, token: string, githubLogin?: string): Promise<string> {
  const response = await send(app, 'POST', '/api/session', { body: { authToken: token } });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (response.status !== 200 || cookie === undefined) throw new Error(`sign-in failed: ${response.status}`);
  if (githubLogin !== undefined) await linkGitHub(app, cookie, githubLogin, HANDLES[token] ?? 'handcash_user');
  return cookie;
}

/** Links `githubLogin` to the session of `cookie` (HandCash account `handle`), as GitHub's sign-in does; throws when refused. */
export async function linkGitHub(app: object, cookie: string, githubLogin: string, handle: string): Promise<void> {
  const hub = hubsOfApps.get(app);
  const identities = hub?.githubIdentities;
  if (identities == null) throw new Error('this app was not made by hubServer');
  const sessionId = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
  const outcome = await identities.link({ sessionIdHash: nodeSessionIds.hash(sessionId), login: githubLogin, tokenCiphertext: 'sealed', linkedAt: clock.now, handcashHandle: handle });
  if (outcome !== 'linked') throw new Error(`GitHub login ${githubLogin} is linked elsewhere`);
}

/**
 * One database (in-memory PGlite unless given) for a test file's (or a describe block's) API tests: opened before
 * them, every table emptied and the fixture clock set back before each, closed after. Returns the open connection
 * (call inside a test or a hook).
 */
export function hubDatabasePerTest(database: TestDatabase = pgliteDatabase()): () => DatabaseConnection {
  let connection: DatabaseConnection | null = null;
  beforeAll(async () => {
    connection = await database.open();
  }, 60_000);
  afterAll(() => database.close());
  beforeEach(async () => {
    clock.now = Date.UTC(2026, 10, 23, 12);
    await emptyTables(open());
  });
  const open = (): DatabaseConnection => {
    if (connection === null) throw new Error('the test database is not open yet');
    return connection;
  };
  return open;
}
