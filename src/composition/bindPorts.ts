import type { Container } from 'inversify';
import { Assistant } from '../ports/assistant.port';
import { ApiReferenceCatalog, ContributorCatalog, DeveloperCatalog, GuideCatalog, TemplateCatalog, TokenFactsCatalog } from '../ports/catalogs';
import { BrowserNavigation } from '../ports/browserNavigation.port';
import { Clipboard } from '../ports/clipboard.port';
import { Clock } from '../ports/clock.port';
import { CodeRunner } from '../ports/codeRunner.port';
import { FileDigest } from '../ports/fileDigest.port';
import { HandCashConnect } from '../ports/handCashConnect.port';
import { PersistentStore, TabStore } from '../ports/keyValueStore.port';
import { ClaimBoard } from '../ports/claimBoard.port';
import { ContractFeed } from '../ports/contractFeed.port';
import { PaymentDesk } from '../ports/paymentDesk.port';
import { SessionGateway } from '../ports/sessionGateway.port';
import { ListingCatalog } from '../ports/listingCatalog.port';
import { MarketDesk } from '../ports/marketDesk.port';
import { Portfolio } from '../ports/portfolio.port';
import { Random } from '../ports/random.port';
import { RepositoryStats } from '../ports/repositoryStats.port';
import { RuntimeConfig } from '../ports/runtimeConfig.port';
import type { Token } from '../ports/token';
import { HubBoard } from '../ports/hubBoard.port';
import { HubSubmissions } from '../ports/hubSubmissions.port';
import { PlatformStats } from '../ports/platformStats.port';
import { TemplateFiles } from '../ports/templateFiles.port';
import { SourceControl } from '../ports/sourceControl.port';
import { TransactionInspector } from '../ports/transactionInspector.port';
import { WorkspaceRepository } from '../ports/workspaceRepository.port';
import { WorkspaceSource } from '../ports/workspaceSource.port';

/** The token of every port, by the name its adapter has in `PortAdapters`. */
const PORT_TOKENS = {
  config: RuntimeConfig,
  clock: Clock,
  random: Random,
  persistentStore: PersistentStore,
  tabStore: TabStore,
  repositoryStats: RepositoryStats,
  sessionGateway: SessionGateway,
  claimBoard: ClaimBoard,
  contractFeed: ContractFeed,
  paymentDesk: PaymentDesk,
  handCashConnect: HandCashConnect,
  navigation: BrowserNavigation,
  assistant: Assistant,
  templateCatalog: TemplateCatalog,
  templateFiles: TemplateFiles,
  developerCatalog: DeveloperCatalog,
  contributorCatalog: ContributorCatalog,
  guideCatalog: GuideCatalog,
  tokenFactsCatalog: TokenFactsCatalog,
  apiReferenceCatalog: ApiReferenceCatalog,
  platformStats: PlatformStats,
  hubSubmissions: HubSubmissions,
  hubBoard: HubBoard,
  listingCatalog: ListingCatalog,
  marketDesk: MarketDesk,
  portfolio: Portfolio,
  fileDigest: FileDigest,
  workspaceSource: WorkspaceSource,
  workspaceRepository: WorkspaceRepository,
  codeRunner: CodeRunner,
  clipboard: Clipboard,
  transactionInspector: TransactionInspector,
  sourceControl: SourceControl,
} as const;

type PortTokens = typeof PORT_TOKENS;
type ServiceOf<K> = K extends Token<infer T> ? T : never;

/**
 * One adapter for every port. The browser's composition root and the tests' container both fill it, so a port
 * without an adapter fails to compile rather than at run time.
 */
export type PortAdapters = { readonly [Name in keyof PortTokens]: ServiceOf<PortTokens[Name]> };

/** Binds each adapter to its port's token. */
export function bindPorts(container: Container, adapters: PortAdapters): void {
  for (const name of Object.keys(PORT_TOKENS) as (keyof PortTokens)[]) {
    container.bind(PORT_TOKENS[name]).toConstantValue(adapters[name]);
  }
}
