import { firstValueFrom, lastValueFrom, toArray } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { wireOfContracts } from '../../src/adapters/http/contractsWire';
import { HttpContractFeed } from '../../src/adapters/http/httpContractFeed.adapter';
import { MemoryKeyValueStore } from '../../src/adapters/memory/memoryKeyValueStore.adapter';
import { deriveContracts } from '../../src/domain/contracts/deriveContracts';
import { issueRecord } from '../support/contractRecords';
import { stubFetch } from '../support/stubFetch';

const contracts = deriveContracts([issueRecord(1), issueRecord(2)], [], new Map(), 0);
const wire = wireOfContracts(contracts);
const listed = (etag: string, body: unknown = { success: true, fault: null, ...wire }) =>
  new Response(JSON.stringify(body), { status: 200, headers: { ETag: etag, 'Content-Type': 'application/json' } });

describe('the server’s contracts over HTTP', () => {
  it('reads the contracts, keeps them for the next visit, and revalidates them with their ETag (304)', async () => {
    const tab = new MemoryKeyValueStore();
    const answers = [listed('"a"'), new Response(null, { status: 304 })];
    const calls = stubFetch(async () => answers.shift() ?? Response.error());
    const first = await lastValueFrom(new HttpContractFeed(tab).load().pipe(toArray()));
    const next = await lastValueFrom(new HttpContractFeed(tab).load().pipe(toArray()));
    expect([first.map((u) => u.kind === 'contracts' && [u.source, u.contracts.length]), next.map((u) => u.kind === 'contracts' && [u.source, u.revalidating, u.contracts.length])]).toEqual([
      [['network', 2]],
      [
        ['cache', true, 2],
        ['network', false, 2],
      ],
    ]);
    expect(calls.map((call) => (call.init.headers as Record<string, string>)['If-None-Match'] ?? null)).toEqual([null, '"a"']);
    expect(next[0]?.kind === 'contracts' && next[0].contracts).toEqual(contracts);
  });

  it('skips a malformed contract, passes GitHub’s fault on, and fails with the fault while the server has no data', async () => {
    const fault = { code: 'rate-limited', message: "The server's GitHub rate limit is used up." };
    const answers = [
      listed('"b"', { success: true, fault, ...wire, rows: [...wire.rows, [3]] }),
      new Response(JSON.stringify({ code: 'code-host-unavailable', fault }), { status: 502 }),
      new Response('nope', { status: 200 }),
    ];
    stubFetch(async () => answers.shift() ?? Response.error());
    const stale = await firstValueFrom(new HttpContractFeed(new MemoryKeyValueStore()).load());
    const none = await firstValueFrom(new HttpContractFeed(new MemoryKeyValueStore()).load());
    const malformed = await firstValueFrom(new HttpContractFeed(new MemoryKeyValueStore()).load());
    expect([stale.kind === 'contracts' && [stale.contracts.length, stale.fault], none, malformed.kind === 'failure' && malformed.error.code]).toEqual([
      [2, fault],
      { kind: 'failure', error: fault },
      'malformed-response',
    ]);
  });
});
