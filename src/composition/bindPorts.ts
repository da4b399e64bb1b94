import type { Container } from 'inversify';
import { FEATURE_PORT_TOKENS } from './featurePorts';
import { bindAdapters, SHELL_PORT_TOKENS, type AdaptersOf } from './shellPorts';

/** The token of every port, by the name its adapter has in `PortAdapters`: the shell's and the features'. */
const PORT_TOKENS = { ...SHELL_PORT_TOKENS, ...FEATURE_PORT_TOKENS } as const;

/**
 * One adapter for every port. The tests' container fills it, and the browser's composition root fills its two
 * halves (`ShellPortAdapters` at once, `FeaturePortAdapters` with the first feature), so a port without an adapter
 * fails to compile rather than at run time.
 */
export type PortAdapters = AdaptersOf<typeof PORT_TOKENS>;
export type ShellPortAdapters = AdaptersOf<typeof SHELL_PORT_TOKENS>;
export type FeaturePortAdapters = AdaptersOf<typeof FEATURE_PORT_TOKENS>;

/** Binds each adapter to its port's token. */
export function bindPorts(container: Container, adapters: PortAdapters): void {
  bindAdapters(container, PORT_TOKENS, adapters);
}
