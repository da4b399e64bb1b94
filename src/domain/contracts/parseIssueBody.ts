import type { Priority, RewardUnit } from './contract';
import {
  CONTRACT_DEFAULT_ESTIMATED_HOURS,
  CONTRACT_DEFAULT_PRIORITY,
  CONTRACT_DEFAULT_REWARD_BAPP,
  CONTRACT_DEFAULT_REWARD_UNIT,
} from './contractConstants';
import { IssueBodyScanner } from './issueBodyScanner';

/** What an issue body says about its contract; every field has a value, defaults included. */
export interface ParsedIssueBody {
  readonly description: string;
  /** Whole tokens. */
  readonly rewardAmount: number;
  readonly rewardUnit: RewardUnit;
  readonly estimatedHours: number;
  readonly priority: Priority;
  readonly skills: readonly string[];
  readonly deliverables: readonly string[];
}

/** Reads one issue body; see `parseIssueBody`. */
export type IssueBodyParser = (body: string | null) => ParsedIssueBody;

/**
 * A parser that reuses one scanner for every body it reads (fewer allocations when deriving many
 * contracts). Each call returns fresh values; the parser is meant for one synchronous batch.
 */
export const createIssueBodyParser = (): IssueBodyParser => {
  const scanner = new IssueBodyScanner();
  return (body) => {
    const scanned = scanner.scan(body ?? '');
    const { statements } = scanned;
    const rewarded = !Number.isNaN(statements.rewardAmount);
    return {
      description: scanned.descriptionProse ?? scanned.firstProse ?? '',
      rewardAmount: rewarded ? statements.rewardAmount : CONTRACT_DEFAULT_REWARD_BAPP,
      rewardUnit: rewarded ? statements.rewardUnit : CONTRACT_DEFAULT_REWARD_UNIT,
      estimatedHours: statements.hours ?? CONTRACT_DEFAULT_ESTIMATED_HOURS,
      priority: statements.priority ?? CONTRACT_DEFAULT_PRIORITY,
      skills: scanned.skills,
      deliverables: scanned.deliverables,
    };
  };
};

/**
 * Reads an issue body (null or any text) in one pass over its lines, never throwing.
 * - labelled lines (`**Priority:** High`, `Estimated Hours: 12`, `**Token Reward:** 45,000 BAPP`,
 *   any case, bold optional, also as list items) give priority, hours and reward; the first of
 *   each wins, and an unknown priority gives the default;
 * - a percentage of tokens or bounty (`Bounty: 0.25% of tokens`, `2% Bounty`) is a reward of
 *   percent x 10,000,000; a reward in BCODE keeps its unit; the first reward stated wins;
 * - unchecked checklist items are deliverables (at most 8, in order); checked ones are left out;
 * - list items (not checklist items) under `## Requirements` or `## Skills` are skills;
 * - the description is the first paragraph of prose under `## Description`, else the first one
 *   anywhere; headings, labelled lines, lists, quotes, tables, HTML, comments and code are not prose;
 * - lines end at `\n` (`\r\n` too); text inside code fences and HTML comments is ignored.
 * Defaults: 2,000 BAPP, 8 hours, Medium.
 */
export const parseIssueBody = (body: string | null): ParsedIssueBody => createIssueBodyParser()(body);
