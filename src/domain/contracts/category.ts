import { lookupIgnoringCase, wordTable } from './caseInsensitive';
import type { ContractCategory } from './contract';
import { WRITING_CATEGORY_LABELS } from './contractConstants';

const WRITING_LABELS = wordTable(WRITING_CATEGORY_LABELS.map((label) => [label, true] as const));

const isWritingLabel = (label: string): boolean => {
  let start = 0;
  let end = label.length;
  while (start < end && label.charCodeAt(start) <= 32) start += 1;
  while (end > start && label.charCodeAt(end - 1) <= 32) end -= 1;
  return lookupIgnoringCase(WRITING_LABELS, label, start, end) === true;
};

/** Writing when a label is documentation, docs or writing (any case, trimmed); else developer. */
export const categoryFromLabels = (labels: readonly string[]): ContractCategory => {
  for (const label of labels) if (isWritingLabel(label)) return 'writing';
  return 'developer';
};
