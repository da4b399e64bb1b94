import type { Container } from 'inversify';
import { BrowserNavigation } from '../ports/browserNavigation.port';
import { Clock } from '../ports/clock.port';
import { HubBoard } from '../ports/hubBoard.port';
import { PersistentStore, TabStore } from '../ports/keyValueStore.port';
import { PlatformStats } from '../ports/platformStats.port';
import { Random } from '../ports/random.port';
import { RepositoryStats } from '../ports/repositoryStats.port';
import { RuntimeConfig } from '../ports/runtimeConfig.port';
import { SessionGateway } from '../ports/sessionGateway.port';
import type { Token } from '../ports/token';

/**
 * The ports the shell and the session read on every route (the sidebar, the menu bar's inbox count and session),
 * bound as the app starts; every other port is a feature's (`featurePorts.ts`).
 */
export const SHELL_PORT_TOKENS = {
  config: RuntimeConfig,
  clock: Clock,
  random: Random,
  persistentStore: PersistentStore,
  tabStore: TabStore,
  repositoryStats: RepositoryStats,
  sessionGateway: SessionGateway,
  navigation: BrowserNavigation,
  platformStats: PlatformStats,
  hubBoard: HubBoard,
} as const;

type ServiceOf<K> = K extends Token<infer T> ? T : never;

/** An adapter of its own type for each port of `tokens`, by the port's name. */
export type AdaptersOf<Tokens> = { readonly [Name in keyof Tokens]: ServiceOf<Tokens[Name]> };

/**
 * Binds each adapter to its port's token, unless the port already has one (a port two features read, such as the
 * template files of the editor and of the templates pages, is bound by the first to load).
 */
export function bindAdapters<Tokens extends Readonly<Record<string, Token<unknown>>>>(container: Container, tokens: Tokens, adapters: AdaptersOf<Tokens>): void {
  for (const name of Object.keys(tokens) as (keyof Tokens & string)[]) {
    const token = tokens[name] as Token<unknown>;
    if (!container.isBound(token)) container.bind(token).toConstantValue(adapters[name]);
  }
}
