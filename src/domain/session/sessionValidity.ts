import { PLACEHOLDER_HANDLE } from './sessionConstants';

/** The generic placeholder handle names nobody: a profile with it never makes a session. */
export const isPlaceholderHandle = (handle: string): boolean => handle === PLACEHOLDER_HANDLE;
