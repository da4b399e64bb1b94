import type { Priority, RewardUnit } from './contract';
import { LabelledLineReader } from './labelledLine';
import { firstNumberIn } from './parseNumber';
import { parsePriorityAt } from './parsePriority';
import { percentPhraseAmount, rewardAmountIn, rewardUnitIn } from './parseReward';

const indexOrEnd = (text: string, search: string, from: number): number => {
  const at = text.indexOf(search, from);
  return at === -1 ? text.length : at;
};

/**
 * The statements of one issue body as the scanner meets them: labelled lines (priority, hours,
 * reward) and percentage rewards; the first of each wins. A labelled line is known by its first
 * letters; the next `%` of the body is found with `indexOf` and kept, so checking a line costs
 * constant time and a body stays linear. Mutable, internal to the issue-body scanner.
 */
export class BodyStatements {
  priority: Priority | null = null;
  hours: number | null = null;
  /** Whole tokens; NaN until a reward is found. */
  rewardAmount = Number.NaN;
  rewardUnit: RewardUnit = 'BAPP';
  private text = '';
  private readonly labelled = new LabelledLineReader();
  private nextPercent = -1;

  reset(text: string): void {
    this.text = text;
    this.priority = this.hours = null;
    this.rewardAmount = Number.NaN;
    this.rewardUnit = 'BAPP';
    this.nextPercent = -1;
  }

  /** Takes the line [start, end) when it is a labelled line or states a percentage reward. */
  take(start: number, end: number): boolean {
    const { text, labelled } = this;
    if (labelled.read(text, start, end)) {
      const { label, valueStart, valueEnd } = labelled;
      if (label === 'priority') this.priority ??= parsePriorityAt(text, valueStart, valueEnd);
      else if (label === 'hours') this.hours ??= firstNumberIn(text, valueStart, valueEnd);
      else this.takeReward(rewardAmountIn(text, valueStart, valueEnd), valueStart, valueEnd);
      return true;
    }
    if (this.nextPercent < start) this.nextPercent = indexOrEnd(text, '%', start);
    if (this.nextPercent >= end) return false;
    const amount = percentPhraseAmount(text.slice(start, end));
    if (Number.isNaN(amount)) return false;
    this.takeReward(amount, start, end);
    return true;
  }

  /** Keeps the first reward found; a value without an amount (`TBD`) is none. */
  private takeReward(amount: number, start: number, end: number): void {
    if (!Number.isNaN(this.rewardAmount) || Number.isNaN(amount)) return;
    this.rewardAmount = amount;
    this.rewardUnit = rewardUnitIn(this.text, start, end);
  }
}
