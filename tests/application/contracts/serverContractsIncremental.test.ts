import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MemoryContractRecords } from '../../../src/adapters/memory/memoryContractRecords.adapter';
import { CLAIMS_RECHECK_MS, ServerContracts, type ClaimChange, type ContractsView } from '../../../src/application/contracts/serverContracts';
import type { Claim } from '../../../src/domain/contracts/claim';
import { deriveContracts } from '../../../src/domain/contracts/deriveContracts';
import type { GitHubIssueInput, GitHubPullRequestInput } from '../../../src/domain/contracts/githubRecords';
import { issueRecord, pullRecord } from '../../support/contractRecords';

const START = Date.UTC(2026, 10, 26, 12);
const ISSUES = [1, 2, 3, 4, 5];
const LOGINS = ['octo', 'mona', 'linus'];

/** What happens to the contracts, in any order: this server's claims, another server's, time, and GitHub. */
type Step =
  | { readonly kind: 'claim' | 'other-server-claims'; readonly issue: number; readonly login: string; readonly minutes: number }
  | { readonly kind: 'release' | 'other-server-releases' | 'expire'; readonly issue: number }
  | { readonly kind: 'signal-lost-claim'; readonly issue: number; readonly login: string; readonly minutes: number }
  | { readonly kind: 'time'; readonly minutes: number }
  | {
      readonly kind: 'issue-state';
      readonly issue: number;
      readonly closed: boolean;
      readonly assignee: string | null;
      /** Who opened it (a stranger's issue is a bounty only with the label) and the reward it states now. */
      readonly association: 'OWNER' | 'NONE';
      readonly labelled: boolean;
      readonly reward: number;
    }
  | { readonly kind: 'pull'; readonly number: number; readonly issue: number; readonly login: string; readonly state: 'open' | 'merged' | 'closed'; readonly closes: boolean };

const issue = fc.constantFrom(...ISSUES);
const login = fc.constantFrom(...LOGINS);
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constantFrom('claim' as const, 'other-server-claims' as const), issue, login, minutes: fc.integer({ min: 1, max: 90 }) }),
  fc.record({ kind: fc.constantFrom('release' as const, 'other-server-releases' as const, 'expire' as const), issue }),
  fc.record({ kind: fc.constant('signal-lost-claim' as const), issue, login, minutes: fc.integer({ min: 1, max: 90 }) }),
  fc.record({ kind: fc.constant('time' as const), minutes: fc.integer({ min: 1, max: 60 }) }),
  fc.record({
    kind: fc.constant('issue-state' as const),
    issue,
    closed: fc.boolean(),
    assignee: fc.option(login, { nil: null }),
    association: fc.constantFrom('OWNER' as const, 'NONE' as const),
    labelled: fc.boolean(),
    reward: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({
    kind: fc.constant('pull' as const),
    number: fc.integer({ min: 100, max: 104 }),
    issue,
    login,
    state: fc.constantFrom('open' as const, 'merged' as const, 'closed' as const),
    closes: fc.boolean(),
  }),
);

/** The server's contracts over records and a claims table it shares with another server; the full derivation beside. */
class World {
  now = START;
  edits = 0;
  issues: GitHubIssueInput[] = ISSUES.map((number) => issueRecord(number));
  pulls: GitHubPullRequestInput[] = [];
  /** The claims table of the database. */
  readonly table = new Map<number, Claim>();
  readonly records = new MemoryContractRecords(this.issues, this.pulls);
  readonly told: (ClaimChange | null)[] = [];
  readonly contracts = new ServerContracts(this.records, { openClaims: async () => [...this.table.values()] }, () => this.now);

  constructor() {
    this.contracts.onChange((_view: ContractsView, change) => this.told.push(change));
  }

  /** A claim; an odd number of minutes freezes terms (as claims placed now do), an even one has none (placed before). */
  claim(issueNumber: number, githubUsername: string, minutes: number): Claim {
    const claim = { issueNumber, githubUsername, handcashHandle: githubUsername, claimedBy: githubUsername, claimedAt: this.now, deadline: this.now + minutes * 60_000 };
    return minutes % 2 === 0 ? claim : { ...claim, terms: { rewardAmount: minutes * 100, rewardUnit: 'BAPP', estimatedHours: 8 } };
  }

  async apply(step: Step): Promise<void> {
    switch (step.kind) {
      case 'claim': {
        const claim = this.claim(step.issue, step.login, step.minutes);
        this.table.set(step.issue, claim);
        return this.contracts.announce({ issueNumber: step.issue, claim });
      }
      case 'release':
      case 'expire':
        if (step.kind === 'expire') this.now = Math.max(this.now, (this.table.get(step.issue)?.deadline ?? this.now) + 1);
        this.table.delete(step.issue);
        return this.contracts.announce({ issueNumber: step.issue, claim: null });
      case 'other-server-claims':
        this.table.set(step.issue, this.claim(step.issue, step.login, step.minutes));
        return this.contracts.announce();
      case 'other-server-releases':
        this.table.delete(step.issue);
        return this.contracts.announce();
      case 'signal-lost-claim':
        // Nobody tells this server: it reads the claims again once CLAIMS_RECHECK_MS passed.
        this.table.set(step.issue, this.claim(step.issue, step.login, step.minutes));
        this.now += CLAIMS_RECHECK_MS;
        return;
      case 'time':
        this.now += step.minutes * 60_000;
        return;
      case 'issue-state':
        this.issues = this.issues.map((record) =>
          record.number === step.issue
            ? {
                ...record,
                state: step.closed ? 'closed' : 'open',
                assigneeLogin: step.assignee,
                authorAssociation: step.association,
                labels: step.labelled ? ['bounty'] : [],
                body: `**Token Reward:** ${step.reward},000 BAPP`,
                // Every edit is a new updated_at on GitHub, also two within one millisecond.
                updatedAt: `${new Date(this.now).toISOString()}#${(this.edits += 1)}`,
              }
            : record,
        );
        return this.setRecords();
      case 'pull': {
        const pull = pullRecord(step.number, step.issue, {
          body: step.closes ? `Fixes #${step.issue}` : `Works on #${step.issue}`,
          state: step.state === 'open' ? 'open' : 'closed',
          merged: step.state === 'merged',
          authorLogin: step.login,
        });
        this.pulls = [...this.pulls.filter((other) => other.number !== step.number), pull];
        return this.setRecords();
      }
    }
  }

  private async setRecords(): Promise<void> {
    this.records.set(this.issues, this.pulls);
    await this.contracts.announce();
  }
}

describe('the server contracts, changed one claim at a time', () => {
  it('equal the full derivation after any sequence of claims, releases, expiries, other servers’ claims, time and GitHub changes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 40 }), async (steps) => {
        const world = new World();
        await world.contracts.current();
        for (const each of steps) {
          await world.apply(each);
          const view = await world.contracts.current();
          const full = deriveContracts(world.issues, world.pulls, world.table, world.now);
          expect(view.contracts).toEqual(full);
          for (const number of ISSUES) expect(await world.contracts.find(number)).toEqual(full.find((contract) => contract.githubIssueNumber === number) ?? null);
        }
        world.contracts.close();
      }),
      { numRuns: 150 },
    );
  });

  it('changes one contract per claim of this server, tells the change with the claim, and keeps the list of a version', async () => {
    const world = new World();
    const before = await world.contracts.current();
    const listed = before.contracts;
    await world.apply({ kind: 'claim', issue: 2, login: 'octo', minutes: 30 });
    const after = await world.contracts.current();
    expect({
      unchangedBefore: before.contracts === listed,
      sameOthers: [0, 2, 3, 4].every((index) => after.contracts[index] === listed[index]),
      claimed: after.contracts[1]?.status,
      before: listed[1]?.status,
      sameListWhileUnchanged: (await world.contracts.current()).contracts === after.contracts,
      told: world.told,
      records: world.records.reads > 0,
    }).toEqual({
      unchangedBefore: true,
      sameOthers: true,
      claimed: 'claimed',
      before: 'available',
      sameListWhileUnchanged: true,
      told: [{ issueNumber: 2, claim: world.table.get(2) }],
      records: true,
    });
  });

  it('reads the claims again only when told of another server’s change, or once CLAIMS_RECHECK_MS passed', async () => {
    const world = new World();
    let reads = 0;
    const contracts = new ServerContracts(world.records, { openClaims: async () => ((reads += 1), [...world.table.values()]) }, () => world.now);
    await contracts.current();
    const claim = world.claim(3, 'mona', 30);
    world.table.set(3, claim);
    await contracts.announce({ issueNumber: 3, claim });
    await contracts.find(3);
    const afterOwnClaim = reads;
    world.now += CLAIMS_RECHECK_MS;
    await contracts.find(3);
    expect([afterOwnClaim, reads]).toEqual([1, 2]);
  });
});
