/**
 * Benchmark of `deriveContracts` (`npm run bench`): synthetic issues and as many pull requests,
 * with realistic template bodies and checklists, pull requests referencing issues with `Fixes #N`.
 * Prints the median of several runs for 1,000 and 10,000 issues, and their ratio (linear: ~10).
 * Targets: 10,000 issues under 20 ms; ratio at most 12.
 */
import { performance } from 'node:perf_hooks';
import type { Claim } from '../src/domain/contracts/claim';
import { deriveContracts } from '../src/domain/contracts/deriveContracts';
import { DAY_MS } from '../src/domain/contracts/contractConstants';
import type { GitHubIssueInput, GitHubPullRequestInput } from '../src/domain/contracts/githubRecords';
import { indexPullRequestsByIssue } from '../src/domain/contracts/linkPullRequests';
import { createIssueBodyParser } from '../src/domain/contracts/parseIssueBody';

const TARGET_10K_MS = 20;
const TARGET_RATIO = 12;
const RUNS = 15;
const WARM_UP_RUNS = 10;
const NOW = 1_750_000_000_000;

/** A small deterministic generator (LCG), so every run benchmarks the same data. */
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

const dataset = (count: number) => {
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
    // Every seventh issue is claimed locally, half of the claims past their deadline.
    const deadline = NOW + (n % 2 === 0 ? 1 : -1) * DAY_MS;
    const claimedAt = NOW - DAY_MS;
    claims.set(n, { issueNumber: n, githubUsername: `claimant${n}`, handcashHandle: `$c${n}`, claimedAt, deadline });
  }
  return { issues, pulls, claims };
};

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

let sink = 0;
/** The median time of `work`, after warming it up. */
const timeOf = (work: () => number): number => {
  for (let run = 0; run < WARM_UP_RUNS; run += 1) sink += work();
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    sink += work();
    times.push(performance.now() - start);
  }
  return median(times);
};

const measure = (count: number): number => {
  const { issues, pulls, claims } = dataset(count);
  const result = timeOf(() => deriveContracts(issues, pulls, claims, NOW).length);
  console.log(`derive ${count} issues + ${count} pulls: ${result.toFixed(2)} ms (median of ${RUNS})`);
  // Where the time goes, for whoever tunes it next.
  const parsing = timeOf(() => {
    const parse = createIssueBodyParser();
    let deliverables = 0;
    for (const issue of issues) deliverables += parse(issue.body).deliverables.length;
    return deliverables + 1;
  });
  const indexing = timeOf(() => indexPullRequestsByIssue(pulls).size + 1);
  console.log(`  of which parsing the bodies alone ${parsing.toFixed(2)} ms, indexing the pull requests alone ${indexing.toFixed(2)} ms`);
  return result;
};

const small = measure(1_000);
const large = measure(10_000);
const ratio = large / small;
console.log(`ratio 10k/1k: ${ratio.toFixed(1)}`);
const met = large < TARGET_10K_MS && ratio <= TARGET_RATIO;
// A report, not a gate: timings on a shared machine vary with its load, so a miss does not fail.
console.log(`target (10k under ${TARGET_10K_MS} ms, ratio at most ${TARGET_RATIO}): ${met ? 'met' : 'missed'}`);
if (sink === 0) throw new Error('no contracts derived');
