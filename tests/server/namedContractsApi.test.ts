import { describe, expect, it } from 'vitest';
import { MemoryContractRecords } from '../../src/adapters/memory/memoryContractRecords.adapter';
import { issueRecord } from '../support/contractRecords';
import { ALICE_TOKEN, clock, hubDatabasePerTest, hubServer, send, signIn } from './hubFixture';
import { problemBody } from './problem';

const connectionOf = hubDatabasePerTest();
const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> });
type Named = { issueNumber: number; status: string; rewardUnit: string; priority: string; assignee: unknown; pullRequest: unknown };

describe('GET /api/contracts with named fields', () => {
  it('names every field, sends closed vocabularies as words, and pages with limit and cursor', async () => {
    const records = new MemoryContractRecords(Array.from({ length: 5 }, (_, index) => issueRecord(index + 1)));
    const { app } = hubServer(connectionOf(), undefined, records);
    const first = await json(await send(app, 'GET', '/api/contracts?limit=2'));
    const contracts = first.body['contracts'] as Named[];
    expect(Object.keys(contracts[0]!).sort()).toEqual(
      ['assignee', 'category', 'deliverables', 'description', 'estimatedHours', 'fundedSatoshis', 'issueNumber', 'issueUrl', 'priority', 'pullRequest', 'rewardAmount', 'rewardUnit', 'skills', 'status', 'title'].sort(),
    );
    expect(contracts.map(({ status, rewardUnit }) => [status, rewardUnit])).toEqual([
      ['available', 'BAPP'],
      ['available', 'BAPP'],
    ]);
    const pages = [contracts.map((contract) => contract.issueNumber)];
    let next = first.body['next'] as string | null;
    while (next !== null) {
      const page = await json(await send(app, 'GET', `/api/contracts?limit=2&cursor=${next}`));
      pages.push((page.body['contracts'] as Named[]).map((contract) => contract.issueNumber));
      next = page.body['next'] as string | null;
    }
    expect(pages.flat().sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
  });

  it('keeps one status when asked, and refuses a bad query with the rule', async () => {
    const { app } = hubServer(connectionOf());
    const placed = await send(app, 'POST', '/api/claims', { cookie: await signIn(app, ALICE_TOKEN, 'octo'), body: { issueNumber: 3, githubUsername: 'octo', handcashHandle: '$audit', estimatedDays: 3 } });
    expect(placed.status).toBe(201);
    const claimed = await json(await send(app, 'GET', '/api/contracts?status=claimed'));
    expect((claimed.body['contracts'] as Named[]).map(({ issueNumber, status, assignee }) => ({ issueNumber, status, assignee }))).toEqual([
      { issueNumber: 3, status: 'claimed', assignee: { githubUsername: 'octo', handcashHandle: 'audit', claimedBy: 'alice', claimedAt: clock.now, deadline: clock.now + 3 * 86_400_000, terms: { rewardAmount: 1000, rewardUnit: 'BAPP', estimatedHours: 8 } } },
    ]);
    expect([
      await json(await send(app, 'GET', '/api/contracts?limit=0')),
      await json(await send(app, 'GET', '/api/contracts?status=done')),
      await json(await send(app, 'GET', '/api/contracts?cursor=zz')),
    ]).toEqual([
      { status: 400, body: problemBody(400, 'out-of-range', { field: 'limit', min: 1, max: 100 }) },
      { status: 400, body: problemBody(400, 'invalid-field', { field: 'status' }) },
      { status: 400, body: problemBody(400, 'invalid-cursor', { field: 'cursor' }) },
    ]);
  });
});
