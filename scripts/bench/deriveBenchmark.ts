/**
 * The contracts benchmark's workload, runtime-neutral (only `performance` and plain JavaScript), so
 * the same code runs in Node and, bundled, in Chromium: the median time of `deriveContracts` for
 * 1,000 and 10,000 issues with as many pull requests, and where the time goes.
 */
import { ContractsDeriver, deriveContracts } from '../../src/domain/contracts/deriveContracts';
import { shownPullRequestByIssue } from '../../src/domain/contracts/linkPullRequests';
import { createIssueBodyParser } from '../../src/domain/contracts/parseIssueBody';
import { BENCH_NOW, contractsDataset } from './contractsDataset';

export const BENCH_SIZES = [1_000, 10_000] as const;
const RUNS = 25;
/** Warm-up: at least this many runs and this long, so the JIT has optimised the code when timing starts. */
const WARM_UP_RUNS = 10;
const WARM_UP_MS = 500;

export interface DeriveTiming {
  readonly count: number;
  /** Median milliseconds of one `deriveContracts` call. */
  readonly deriveMs: number;
  /** The fastest of those calls (the machine is shared: the spread shows its noise). */
  readonly deriveFastestMs: number;
  /** Median milliseconds of re-deriving with a warm `ContractsDeriver` after one more claim (same records). */
  readonly rederiveMs: number;
  /** Median milliseconds of parsing the issue bodies alone. */
  readonly parseMs: number;
  /** Median milliseconds of linking the pull requests alone. */
  readonly linkMs: number;
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

interface Times {
  readonly median: number;
  readonly fastest: number;
}

/** The median and fastest time of `work` after warming it up; `work` returns a count so nothing is optimised away. */
const timesOf = (work: () => number): Times => {
  let produced = 0;
  const warmUpStart = performance.now();
  for (let run = 0; run < WARM_UP_RUNS || performance.now() - warmUpStart < WARM_UP_MS; run += 1) produced += work();
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    produced += work();
    times.push(performance.now() - start);
  }
  if (produced === 0) throw new Error('the benchmark produced nothing');
  return { median: median(times), fastest: Math.min(...times) };
};

const timingFor = (count: number): DeriveTiming => {
  const { issues, pulls, claims } = contractsDataset(count);
  const derive = timesOf(() => deriveContracts(issues, pulls, claims, BENCH_NOW).length);
  const deriver = new ContractsDeriver();
  deriver.derive(issues, pulls, claims, BENCH_NOW);
  // Each run adds a claim the previous run did not have, as a person claiming one contract does.
  const claimed = [2, 3].map((issueNumber) => new Map([...claims, [issueNumber, { issueNumber, githubUsername: 'new', handcashHandle: 'new', claimedBy: 'new', claimedAt: BENCH_NOW, deadline: BENCH_NOW + 1 }]]));
  let turn = 0;
  const rederive = timesOf(() => {
    turn += 1;
    return deriver.derive(issues, pulls, claimed[turn % 2] ?? claims, BENCH_NOW).length;
  });
  const parsing = timesOf(() => {
    const parse = createIssueBodyParser();
    let deliverables = 1;
    for (const issue of issues) deliverables += parse(issue.body).deliverables.length;
    return deliverables;
  });
  const linking = timesOf(() => shownPullRequestByIssue(pulls).size);
  return { count, deriveMs: derive.median, deriveFastestMs: derive.fastest, rederiveMs: rederive.median, parseMs: parsing.median, linkMs: linking.median };
};

export const runDeriveBenchmark = (): readonly DeriveTiming[] => BENCH_SIZES.map(timingFor);
