import { normalizeHandCashHandle } from '../contracts/claim';

/** A comma-separated list of handles, normalised (no `$`, lower case, no blanks or repeats). */
export const parseHandleList = (text: string): readonly string[] => [
  ...new Set(text.split(',').map((handle) => normalizeHandCashHandle(handle).toLowerCase()).filter((handle) => handle !== '')),
];

/** Whether `handle` (with or without `$`, any case) is one of `maintainers`. */
export const isMaintainer = (handle: string, maintainers: readonly string[]): boolean =>
  maintainers.includes(normalizeHandCashHandle(handle).toLowerCase());
