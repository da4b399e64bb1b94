import { Assistant } from '../ports/assistant.port';
import { ChangelogCatalog, DeveloperGuideCatalog, ManualCatalog } from '../ports/manualCatalogs';
import { ApiReferenceCatalog, ContributorCatalog, DeveloperCatalog, GuideCatalog, TemplateCatalog, TokenFactsCatalog } from '../ports/catalogs';
import { ClaimBoard } from '../ports/claimBoard.port';
import { Clipboard } from '../ports/clipboard.port';
import { CodeRunner } from '../ports/codeRunner.port';
import { ContractFeed } from '../ports/contractFeed.port';
import { FileDigest } from '../ports/fileDigest.port';
import { FileSaver } from '../ports/fileSaver.port';
import { HandCashConnect } from '../ports/handCashConnect.port';
import { HubSubmissions } from '../ports/hubSubmissions.port';
import { KeptItemFiles } from '../ports/keptItemFiles.port';
import { ListingCatalog } from '../ports/listingCatalog.port';
import { MarketDesk } from '../ports/marketDesk.port';
import { OfferBook } from '../ports/offerBook.port';
import { MarketActivityFeed } from '../ports/marketActivityFeed.port';
import { PaymentDesk } from '../ports/paymentDesk.port';
import { PendingPaymentDesk } from '../ports/pendingPaymentDesk.port';
import { Portfolio } from '../ports/portfolio.port';
import { SourceControl } from '../ports/sourceControl.port';
import { TemplateFiles } from '../ports/templateFiles.port';
import { TransactionInspector } from '../ports/transactionInspector.port';
import { WorkspaceRepository } from '../ports/workspaceRepository.port';
import { WorkspaceSource } from '../ports/workspaceSource.port';

/**
 * The ports only features' pages read: in the browser each is bound with the feature that reads it
 * (`src/composition/featurePorts/`, re-exported by each feature's bindings), so neither their tokens nor their
 * adapters' wiring are in the entry bundle.
 */
export const FEATURE_PORT_TOKENS = {
  claimBoard: ClaimBoard,
  contractFeed: ContractFeed,
  paymentDesk: PaymentDesk,
  pendingPaymentDesk: PendingPaymentDesk,
  handCashConnect: HandCashConnect,
  assistant: Assistant,
  templateCatalog: TemplateCatalog,
  templateFiles: TemplateFiles,
  developerCatalog: DeveloperCatalog,
  contributorCatalog: ContributorCatalog,
  guideCatalog: GuideCatalog,
  tokenFactsCatalog: TokenFactsCatalog,
  apiReferenceCatalog: ApiReferenceCatalog,
  manualCatalog: ManualCatalog,
  changelogCatalog: ChangelogCatalog,
  developerGuideCatalog: DeveloperGuideCatalog,
  hubSubmissions: HubSubmissions,
  listingCatalog: ListingCatalog,
  marketDesk: MarketDesk,
  offerBook: OfferBook,
  marketActivityFeed: MarketActivityFeed,
  portfolio: Portfolio,
  fileDigest: FileDigest,
  fileSaver: FileSaver,
  workspaceSource: WorkspaceSource,
  workspaceRepository: WorkspaceRepository,
  codeRunner: CodeRunner,
  clipboard: Clipboard,
  transactionInspector: TransactionInspector,
  sourceControl: SourceControl,
  keptItemFiles: KeptItemFiles,
} as const;
