import type { Priority, RewardUnit } from './contract';
import { labelValueEnd, labelValueStart, lineLabelAt } from './labelledLine';
import { firstNumberIn } from './parseNumber';
import { parsePriorityAt } from './parsePriority';
import { percentPhraseAmount, rewardAmountIn, rewardUnitIn } from './parseReward';

const indexOrEnd = (text: string, search: string, from: number): number => {
  const at = text.indexOf(search, from);
  return at === -1 ? text.length : at;
};

/**
 * The statements of one issue body as the scanner meets them: labelled lines (priority, hours,
 * reward) and percentage rewards; the first of each wins. The next `:` and `%` of the body are
 * found with `indexOf` and kept, so checking a line costs constant time and a body stays linear.
 * Mutable, internal to the issue-body scanner.
 */
export class BodyStatements {
  priority: Priority | null = null;
  hours: number | null = null;
  /** Whole tokens; NaN until a reward is found. */
  rewardAmount = Number.NaN;
  rewardUnit: RewardUnit = 'BAPP';
  private text = '';
  private nextColon = -1;
  private nextPercent = -1;

  reset(text: string): void {
    this.text = text;
    this.priority = this.hours = null;
    this.rewardAmount = Number.NaN;
    this.rewardUnit = 'BAPP';
    this.nextColon = this.nextPercent = -1;
  }

  /** Takes the line [start, end) when it is a labelled line or states a percentage reward. */
  take(start: number, end: number): boolean {
    const { text } = this;
    if (this.nextColon < start) this.nextColon = indexOrEnd(text, ':', start);
    const colon = this.nextColon;
    const label = colon < end ? lineLabelAt(text, start, end, colon) : null;
    if (label !== null) {
      const valueStart = labelValueStart(text, colon, end);
      const valueEnd = labelValueEnd(text, valueStart, end);
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
