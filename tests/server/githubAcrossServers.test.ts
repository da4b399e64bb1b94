import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../src/adapters/database/database';
import { openDatabase } from '../../src/adapters/database/openDatabase';
import type { PgChangeSignals } from '../../src/adapters/database/pgChangeSignals';
import { AesTokenCipher } from '../../src/adapters/node/aesTokenCipher';
import { hubOn } from '../../src/composition/server/openHub';
import { fakePull, startFakeGitHub, type FakeGitHub } from '../support/fakeGitHub';
import { firstEvents } from '../support/serverSentEvents';
import { postgresDatabase } from '../support/databases';
import { deliver, PULLS_PATH, WEBHOOK_SECRET } from './gatewayFixture';
import { serverFor } from './serverFixture';

const database = postgresDatabase();
const connections: DatabaseConnection[] = [];
let fake: FakeGitHub;
beforeAll(async () => {
  await database.open();
  fake = await startFakeGitHub({ issues: 3, pulls: [fakePull(10, 1)] });
}, 120_000);
afterAll(async () => {
  for (const connection of connections) await connection.close();
  await fake.close();
  await database.close();
});

/** A server with its GitHub gateway on the fake, and its own connections to the shared PostgreSQL. */
async function server() {
  const connection = await openDatabase({ kind: 'postgres', url: database.url()! });
  connections.push(connection);
  const hub = hubOn(connection, null, AesTokenCipher.fromSecret('x'.repeat(32)));
  await (connection.signals as PgChangeSignals).ready();
  const env = { GITHUB_REPO: 'o/r', GITHUB_TOKEN: 'test-token', GITHUB_API_URL: fake.url, GITHUB_WEBHOOK_SECRET: WEBHOOK_SECRET, WRITE_RATE_LIMIT: '0' };
  return serverFor(env, { hub, githubGateway: { log: () => undefined } });
}

it("a webhook delivered to one server reaches the other's live stream of GitHub changes", { timeout: 30_000 }, async () => {
  const [one, two] = [await server(), await server()];
  await Promise.all([one.request(PULLS_PATH), two.request(PULLS_PATH)]);
  const versions = firstEvents(await two.request('/api/github/events'), 2);
  fake.merge(10);
  const delivered = await deliver(one, 'pull_request', JSON.stringify({ action: 'closed', pull_request: { number: 10, merged: true } }));
  const pulls = async () => ((await (await two.request(PULLS_PATH)).json()) as { merged_at: string | null }[])[0]?.merged_at !== null;
  const heard = await Promise.race([versions, new Promise<string[]>((resolve) => setTimeout(() => resolve(['no change within 5 s']), 5_000))]);
  expect([delivered.status, heard, await pulls()]).toEqual([202, ['0', '1'], true]);
});
