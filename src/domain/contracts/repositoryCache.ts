import { MINUTE_MS } from './contractConstants';

/**
 * How long the last good answer of the code host is used as it is. Unauthenticated GitHub allows 60 requests an hour
 * and each visit of the contracts page costs two; within this window moving around the app costs none.
 */
export const REPOSITORY_CACHE_FRESH_MS = 5 * MINUTE_MS;

/** True while a cached answer saved at `savedAt` can stand without asking the code host again. */
export const isCacheFresh = (savedAt: number, now: number): boolean => now >= savedAt && now - savedAt < REPOSITORY_CACHE_FRESH_MS;
