/**
 * Synthetic repositories for the contracts benchmark: issues with realistic template bodies and
 * checklists, as many pull requests referencing them with `Fixes #N`, and local claims. A seeded
 * generator makes every run (and every runtime) benchmark the same data.
 */
import type { Claim } from '../../src/domain/contracts/claim';
import { DAY_MS } from '../../src/domain/contracts/contractConstants';
import type { GitHubIssueInput, GitHubPullRequestInput } from '../../src/domain/contracts/githubRecords';

export const BENCH_NOW = 1_750_000_000_000;

export interface ContractsDataset {
  readonly issues: readonly GitHubIssueInput[];
  readonly pulls: readonly GitHubPullRequestInput[];
  readonly claims: ReadonlyMap<number, Claim>;
}

/** A small deterministic generator (LCG). */
const generator = (seed: number) => {
  let state = seed >>> 0;
  return (below: number): number => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state % below;
  };
};

const PRIORITIES = ['Critical', 'High', 'Medium', 'Low', 'high', 'urgent'];
const SKILLS = ['TypeScript', 'React', 'BSV SDK', 'Node.js', 'sCrypt', 'Bitcoin Script', 'Accessibility', 'Monaco'];
const REWARDS = ['45,000 BAPP', '3,000 BAPP', '500 BCODE', '120,000 BAPP', '0.25% of tokens', 'TBD'];
const TASKS = [
  'Depth chart',
  'Order book table',
  'Live updates',
  'Snippet for P2PKH',
  'Balance refreshes every block',
  'Keyboard-only flows',
  'Zoom to 200%',
  'Colour contrast 4.5:1',
];

/** A body in the repository's issue template (as in the embedded sample), with variations. */
const issueBody = (n: number, pick: (below: number) => number): string => {
  const skills = Array.from({ length: pick(4) }, (_, i) => `- ${SKILLS[(n + i) % SKILLS.length]}`);
  const tasks = Array.from(
    { length: 1 + pick(10) },
    (_, i) => `- [${pick(4) === 0 ? 'x' : ' '}] ${TASKS[(n + i) % TASKS.length]} (${i + 1})`,
  );
  const rewardLabel = pick(2) === 0 ? '**Token Reward:**' : 'Bounty:';
  const reward = pick(5) === 0 ? `${pick(3)}.${pick(100)}% Bounty` : `${rewardLabel} ${REWARDS[pick(REWARDS.length)]}`;
  return [
    '## Description',
    `Feature ${n}: show the connected wallet balance in the status bar, see #${n + 1}.`,
    '',
    `**Priority:** ${PRIORITIES[pick(PRIORITIES.length)]}`,
    `${pick(2) === 0 ? '**Estimated Hours:**' : 'Estimated hours:'} ${1 + pick(1_500)}`,
    reward,
    '',
    ...(skills.length > 0 ? ['## Requirements', ...skills, ''] : []),
    '## Acceptance Criteria',
    ...tasks,
  ].join(pick(3) === 0 ? '\r\n' : '\n');
};

/** `count` issues, `count` pull requests, and a claim on every seventh issue (half of them expired). */
export const contractsDataset = (count: number): ContractsDataset => {
  const pick = generator(count);
  const issues: GitHubIssueInput[] = Array.from({ length: count }, (_, i) => ({
    number: i + 1,
    htmlUrl: `https://github.com/bitcoin-apps-suite/bitcoin-code/issues/${i + 1}`,
    title: `Feature ${i + 1}: contract work`,
    body: pick(20) === 0 ? null : issueBody(i + 1, pick),
    state: pick(6) === 0 ? 'closed' : 'open',
    assigneeLogin: pick(5) === 0 ? `dev${i}` : null,
    labels: pick(4) === 0 ? ['documentation'] : ['enhancement', 'bounty'],
    isPullRequest: false,
    // Opened by the repository's owner: every issue is a bounty, as in a maintained repository.
    authorAssociation: 'OWNER',
    updatedAt: `2026-11-${String(1 + (i % 28)).padStart(2, '0')}T00:00:00Z`,
  }));
  const pulls: GitHubPullRequestInput[] = Array.from({ length: count }, (_, i) => {
    const target = 1 + pick(count);
    const state = pick(2) === 0 ? 'open' : 'closed';
    return {
      number: count + i + 1,
      htmlUrl: `https://github.com/bitcoin-apps-suite/bitcoin-code/pull/${count + i + 1}`,
      title: pick(4) === 0 ? `Feature ${target} (#${target})` : `Implement feature ${target}`,
      body:
        pick(3) === 0
          ? `Closes #${target} and #${1 + pick(count)}, see issue#7 (not a link).`
          : `Fixes #${target}\n\n- [x] Tests pass`,
      state,
      merged: state === 'closed' && pick(3) !== 0,
    };
  });
  const claims = new Map<number, Claim>();
  for (let n = 1; n <= count; n += 7) {
    const deadline = BENCH_NOW + (n % 2 === 0 ? 1 : -1) * DAY_MS;
    const claimedAt = BENCH_NOW - DAY_MS;
    claims.set(n, { issueNumber: n, githubUsername: `claimant${n}`, handcashHandle: `c${n}`, claimedBy: `c${n}`, claimedAt, deadline });
  }
  return { issues, pulls, claims };
};
