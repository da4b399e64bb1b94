import type { RuntimeConfig as RuntimeConfigValue } from '../domain/config/runtimeConfig';

/** The validated runtime configuration the server handed to the browser. */
export type RuntimeConfig = RuntimeConfigValue;
export const RuntimeConfig = Symbol('RuntimeConfig');
