import { firstEvents } from '../support/serverSentEvents';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakePull, startFakeGitHub, type FakeGitHub } from '../support/fakeGitHub';
import { deliver, gatewayApp } from './gatewayFixture';
import { serverFor } from './serverFixture';
import { listedContracts, statuses } from './listedContracts';
import { MemoryContractRecords } from '../../src/adapters/memory/memoryContractRecords.adapter';
import { issueRecord } from '../support/contractRecords';


describe('GET /api/contracts on the embedded default', () => {
  it('serves the contracts the server derives from the sample repository, with an ETag; a matching If-None-Match answers 304', async () => {
    const app = serverFor({});
    const first = await app.request('/api/contracts?form=compact');
    const listed = await listedContracts(first);
    const etag = first.headers.get('etag');
    const again = await app.request('/api/contracts?form=compact', { headers: { 'If-None-Match': etag ?? '' } });
    expect([first.status, listed.success, listed.fault, typeof listed.checkedAt, etag?.startsWith('"'), again.status, again.headers.get('etag')]).toEqual([200, true, null, 'number', true, 304, etag]);
    // The sample: #1 closed, #2 fixed by the merged #20, #3 and #12 under review (#21, #22), #4 assigned, #5 available.
    expect(statuses(listed)).toEqual(expect.objectContaining({ 1: 'completed', 2: 'completed', 3: 'submitted', 4: 'in_progress', 5: 'available', 12: 'submitted' }));
  });

  it('sends the same answer brotli or gzip compressed as Accept-Encoding allows, under one ETag', async () => {
    const app = serverFor({});
    const plain = await app.request('/api/contracts?form=compact');
    const text = await plain.text();
    const asked = async (acceptEncoding: string) => {
      const answer = await app.request('/api/contracts?form=compact', { headers: { 'Accept-Encoding': acceptEncoding } });
      const bytes = Buffer.from(await answer.arrayBuffer());
      const coding = answer.headers.get('content-encoding');
      const decoded = coding === 'br' ? brotliDecompressSync(bytes) : coding === 'gzip' ? gunzipSync(bytes) : bytes;
      return [coding, decoded.toString() === text, answer.headers.get('etag') === plain.headers.get('etag'), answer.headers.get('vary')];
    };
    expect([await asked('gzip'), await asked('br'), await asked('gzip;q=0, identity'), await asked('deflate')]).toEqual([
      ['gzip', true, true, 'Accept-Encoding'],
      ['br', true, true, 'Accept-Encoding'],
      [null, true, true, 'Accept-Encoding'],
      [null, true, true, 'Accept-Encoding'],
    ]);
  });

  it('keeps the version (ETag) when GitHub is checked again and nothing changed; the check time is in a header', async () => {
    const records = new MemoryContractRecords([issueRecord(1), issueRecord(2)], [], 1_000);
    const app = serverFor({}, { contractRecords: records });
    const first = await app.request('/api/contracts?form=compact');
    records.set([issueRecord(1), issueRecord(2)], [], 2_000);
    const again = await app.request('/api/contracts?form=compact', { headers: { 'If-None-Match': first.headers.get('etag') ?? '' } });
    records.set([issueRecord(1), issueRecord(2, { title: 'Renamed', updatedAt: '2026-11-02T00:00:00Z' })], [], 3_000);
    const changed = await app.request('/api/contracts?form=compact');
    expect([
      [first.status, first.headers.get('x-contracts-checked-at')],
      [again.status, again.headers.get('x-contracts-checked-at')],
      [changed.status, changed.headers.get('etag') === first.headers.get('etag'), (await listedContracts(changed)).contracts[1]?.title],
    ]).toEqual([
      [200, '1000'],
      [304, '2000'],
      [200, false, 'Renamed'],
    ]);
  });

  it('answers in the compact wire shape, without the time GitHub was checked in the body (a header)', async () => {
    const answer = await serverFor({}).request('/api/contracts?form=compact');
    const body = (await answer.json()) as Record<string, unknown>;
    expect([Object.keys(body), Number(answer.headers.get('x-contracts-checked-at')) > 0, Array.isArray((body.rows as unknown[])[0])]).toEqual([
      ['success', 'fault', 'issueUrl', 'pullUrl', 'rows'],
      true,
      true,
    ]);
  });
});

describe('GET /api/contracts through the GitHub gateway', () => {
  let fake: FakeGitHub;
  beforeEach(async () => {
    fake = await startFakeGitHub({ issues: 3, pulls: [fakePull(10, 1)] });
  });
  afterEach(() => fake.close());

  it('derives from GitHub, and after a signed merge webhook serves the contract completed and tells the event stream', async () => {
    const { app } = gatewayApp(fake);
    const before = await listedContracts(await app.request('/api/contracts?form=compact'));
    const events = await app.request('/api/contracts/events');
    const announced = firstEvents(events, 2);
    fake.merge(10);
    const delivered = await deliver(app, 'pull_request', JSON.stringify({ action: 'closed', pull_request: { number: 10, merged: true } }));
    const [firstTag, changedTag] = await announced;
    const after = await app.request('/api/contracts?form=compact');
    expect([delivered.status, statuses(before), statuses(await listedContracts(after)), firstTag !== changedTag, after.headers.get('etag')]).toEqual([
      202,
      { 1: 'submitted', 2: 'available', 3: 'available' },
      { 1: 'completed', 2: 'available', 3: 'available' },
      true,
      changedTag,
    ]);
  });

  it('keeps the last contracts when GitHub fails, saying why', async () => {
    const { app } = gatewayApp(fake, { revalidateMs: 0 });
    await app.request('/api/contracts?form=compact');
    fake.mode = 'error';
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const listed = await listedContracts(await app.request('/api/contracts?form=compact'));
    expect([Object.keys(statuses(listed)).length, listed.fault]).toEqual([3, { code: 'http-status', message: 'GitHub answered 500.' }]);
  });
});

describe('GET /api/contracts without GITHUB_TOKEN', () => {
  let fake: FakeGitHub;
  beforeEach(async () => {
    fake = await startFakeGitHub({ issues: 2 });
  });
  afterEach(() => fake.close());

  it('reads GitHub itself, unauthenticated, once for many visitors (paced under the 60-an-hour quota)', async () => {
    const app = serverFor({ GITHUB_REPO: 'o/r', GITHUB_API_URL: fake.url, HANDCASH_APP_ID: 'app' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => app.request('/api/contracts?form=compact')));
    for (let visit = 0; visit < 5; visit += 1) await app.request('/api/contracts?form=compact');
    const listed = await listedContracts(answers[0]!);
    expect([statuses(listed), fake.requests.map((request) => [request.path.split('?')[0], request.authorization])]).toEqual([
      { 1: 'available', 2: 'available' },
      [
        ['/repos/o/r/issues', null],
        ['/repos/o/r/pulls', null],
      ],
    ]);
  });
});
