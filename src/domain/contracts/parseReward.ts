import { lookupIgnoringCase, wordTable } from './caseInsensitive';
import type { RewardUnit } from './contract';
import { PERCENT_REWARD_MULTIPLIER } from './contractConstants';
import { numberEndAt, numberStartIn, numberValueOf } from './parseNumber';

/** A percentage reward in prose: `2% Bounty`, `0.25% of tokens`, `1% of the BAPP tokens`. */
const PERCENT_PHRASE_PATTERN = /(\d+(?:\.\d+)?)\s*%\s*(?:of\s+(?:the\s+)?(?:[a-z]+\s+)?tokens?\b|bount(?:y|ies)\b)/i;

const BCODE = wordTable([['bcode', true]]);

const isWordCode = (code: number): boolean =>
  (code >= 48 && code <= 57) || ((code | 32) >= 97 && (code | 32) <= 122) || code === 95;

/** BCODE when text[start, end) names it as a word (any case), else BAPP. */
export const rewardUnitIn = (text: string, start: number, end: number): RewardUnit => {
  for (let at = start; at + 5 <= end; at += 1) {
    if ((text.charCodeAt(at) | 32) !== 98 || lookupIgnoringCase(BCODE, text, at, at + 5) !== true) continue;
    if ((at === start || !isWordCode(text.charCodeAt(at - 1))) && (at + 5 === end || !isWordCode(text.charCodeAt(at + 5)))) {
      return 'BCODE';
    }
  }
  return 'BAPP';
};

/** Whole tokens, or NaN when the amount is not a safe integer once rounded (then it is no reward). */
const wholeTokens = (amount: number): number => {
  const whole = Math.round(amount);
  return Number.isSafeInteger(whole) ? whole : Number.NaN;
};

/**
 * The amount text[start, end) of a labelled line states (`45,000 BAPP`, `500 BCODE`, `0.25% of
 * tokens`), in whole tokens: a percentage is multiplied by 10,000,000. NaN when none.
 */
export const rewardAmountIn = (text: string, start: number, end: number): number => {
  const numberStart = numberStartIn(text, start, end);
  if (numberStart === -1) return Number.NaN;
  const numberEnd = numberEndAt(text, numberStart, end);
  const value = numberValueOf(text, numberStart, numberEnd);
  let at = numberEnd;
  while (at < end && text.charCodeAt(at) === 32) at += 1;
  const percent = at < end && text.charCodeAt(at) === 37; // '%'
  return wholeTokens(percent ? value * PERCENT_REWARD_MULTIPLIER : value);
};

/** The amount of a percentage reward stated in a line of prose (`2% Bounty`), or NaN. */
export const percentPhraseAmount = (line: string): number => {
  const match = PERCENT_PHRASE_PATTERN.exec(line);
  return match === null ? Number.NaN : wholeTokens(Number(match[1]) * PERCENT_REWARD_MULTIPLIER);
};
