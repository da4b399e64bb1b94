import type { Context, Hono } from 'hono';
import { claimsRoutes } from '../../adapters/server/claims.routes';
import { RepositoryDesks } from './repositoryDesks';
import type { ServerSettings } from '../../adapters/config/serverSettings';
import { GatewayContractRecords } from '../../adapters/github/gatewayContractRecords.adapter';
import { GatewayRepositoryPermissions } from '../../adapters/github/gatewayRepositoryPermissions.adapter';
import type { GitHubGateway } from '../../adapters/github/githubGateway';
import { StaticContractRecords } from '../../adapters/github/staticContractRecords.adapter';
import { REPOSITORY_PATHS } from '../../adapters/http/apiPaths';
import { nodeSessionIds } from '../../adapters/node/nodeSessionIds';
import { SampleRepositoryPermissions, sampleRepositoryLists } from '../../adapters/sample/sampleConnectedRepositories';
import { problem } from '../../adapters/server/apiAnswers';
import { bountiesRoutes } from '../../adapters/server/bounties.routes';
import { signedWebhookRoute } from '../../adapters/server/githubWebhook.route';
import { repositoriesRoutes } from '../../adapters/server/repositories.routes';
import type { GitHubIdentityLinks } from '../../application/githubIdentity/githubIdentityLinks';
import { BountyBoard, type RepositoryContracts } from '../../application/repositories/bountyBoard';
import { RepositoryConnections } from '../../application/repositories/repositoryConnections';
import { CONNECTED_REPOSITORY_ID_PATTERN } from '../../domain/repositories/connectedRepository';
import type { ContractRecordsSource } from '../../ports/contractRecordsSource.port';
import type { RepositoryDisconnectListener } from '../../ports/repositories/repositoryDisconnected.port';
import type { RepositoryPermissions } from '../../ports/repositories/repositoryPermissions.port';
import type { EscrowLedgerRepository } from '../../ports/escrowLedger.port';
import type { HubServices } from './openHub';
import { escrowRoutes } from '../../adapters/server/escrow.routes';
import { refundAll } from './refundBeforeDisconnect';
import { repositoryEscrowFor, type RepositoryEscrow } from './repositoryEscrow';
import type { ConnectedJobsSource, ConnectedRepositoryJobs } from './connectedRepositoryJobs';
import { EscrowSweep } from '../../application/payments/escrow/escrowSweep';

export interface ConnectedRepositoriesWiring {
  readonly settings: ServerSettings;
  readonly hub: HubServices | null;
  /** The server's one GitHub gateway (with `GITHUB_TOKEN`); null: the embedded sample, or no token. */
  readonly gateway: GitHubGateway | null;
  readonly githubLinks: GitHubIdentityLinks | null;
  /** The operator's own contracts (`GITHUB_REPO`), derived as before. */
  readonly operatorContracts: Pick<RepositoryContracts, 'current'>;
  readonly now: () => number;
  readonly log: (line: string) => void;
  /** Told before a repository is removed, after its funded bounties were refunded; none by default. */
  readonly disconnectListeners?: readonly RepositoryDisconnectListener[];
  /** Where a connected repository's issues and pull requests come from (tests); by default the sample or the gateway. */
  readonly recordsOf?: (fullName: string) => ContractRecordsSource;
  /** Where the connected repositories' claim timers and escrow sweep join the scheduled jobs; none by default. */
  readonly jobs?: ConnectedRepositoryJobs | null;
}

/** No token and no sample: GitHub's permission API cannot be asked, so no repository can be connected (503). */
const NO_PERMISSIONS: RepositoryPermissions = { accessOf: () => Promise.resolve('unavailable') };

/**
 * Where the other repositories come from: the embedded default's sample repositories in process (the sandbox logins
 * are their collaborators), or GitHub through the one gateway (its token, quota, pacing and ETags). Without a token
 * in live mode nothing can be connected; repositories connected before keep their (empty) place until it is set.
 */
function codeHostFor(settings: ServerSettings, gateway: GitHubGateway | null, now: () => number) {
  if (settings.browser.mode === 'embedded') {
    return { permissions: new SampleRepositoryPermissions(), recordsOf: (fullName: string): ContractRecordsSource => new StaticContractRecords(() => sampleRepositoryLists(fullName), now) };
  }
  if (gateway !== null) return { permissions: new GatewayRepositoryPermissions(gateway), recordsOf: (fullName: string) => new GatewayContractRecords(gateway, now, false, fullName) };
  return { permissions: NO_PERMISSIONS, recordsOf: (): ContractRecordsSource => new StaticContractRecords(() => ({ issues: [], pulls: [] }), now) };
}

/**
 * Repositories connected to the hub (issue 36): `/api/repositories` (connect, list, disconnect), each one's
 * webhook at `/api/github/webhook/<id>` signed with its own secret, and the bounty board over every repository,
 * `/api/bounties` and `/api/projects`. Each connected repository's contracts are derived by the same rules as the
 * operator's (`ServerContracts`, its bounty label) with their own claims, at `/api/repositories/<id>/claims`.
 */
export function connectedRepositoriesOn(app: Hono, wiring: ConnectedRepositoriesWiring): BountyBoard {
  const { settings, hub, gateway, githubLinks, operatorContracts, now, log } = wiring;
  const codeHost = codeHostFor(settings, gateway, now);
  const store = hub?.connectedRepositories ?? null;
  // Each repository's escrow, made once with its desk: a paying merge pays from escrow, a closing refunds.
  const escrows = new Map<string, RepositoryEscrow | null>();
  const escrowOf = (fullName: string): RepositoryEscrow | null => {
    if (!escrows.has(fullName)) escrows.set(fullName, repositoryEscrowFor(hub, settings, fullName, desks.of(fullName), now));
    return escrows.get(fullName) ?? null;
  };
  // A repository's funded bounties are refunded before it is disconnected (a refund left pending stops it).
  const refundFirst: RepositoryDisconnectListener = { beforeDisconnect: (repository) => refundAll(escrowOf(repository.fullName), hub?.escrowLedger ?? null, repository.fullName) };
  const connections =
    store === null || hub === null || hub.cipher === undefined
      ? null
      : new RepositoryConnections(
          store,
          { current: (id) => hub.sessions.current(id), linkedLogin: (id) => (githubLinks === null ? Promise.resolve(null) : githubLinks.linkedLogin(id)) },
          codeHost.permissions,
          hub.cipher,
          nodeSessionIds,
          now,
          settings.browser.github.repo,
          [refundFirst, ...(wiring.disconnectListeners ?? [])],
        );
  const desks: RepositoryDesks = new RepositoryDesks({
    recordsOf: wiring.recordsOf ?? codeHost.recordsOf,
    claimRecordsOf: hub?.repositoryRecords ?? null,
    escrowLedger: hub?.escrowLedger ?? null,
    now,
    bountyLabel: settings.bountyLabel,
    dayMs: settings.claimTimers.dayMs,
    reminderLeadMs: settings.claimTimers.reminderLeadMs,
    onClaimChange: (change) => wiring.jobs?.claimChanged(change),
    log,
    onCompleted: async (fullName, issueNumber) => escrowOf(fullName)?.payout.afterCompleted(issueNumber),
  });
  const contractsFor = (fullName: string): RepositoryContracts => desks.of(fullName).funded;
  const board = new BountyBoard(connections ?? { list: () => Promise.resolve([]) }, { fullName: settings.browser.github.repo, contracts: operatorContracts }, contractsFor, now);
  const { bounties, projects } = bountiesRoutes(board);
  app.route(REPOSITORY_PATHS.bounties, bounties);
  app.route(REPOSITORY_PATHS.projects, projects);
  if (connections !== null) wiring.jobs?.serve(jobsOf(connections, desks, escrowOf, hub?.escrowLedger ?? null, settings.browser.github.repo));
  if (connections === null) {
    for (const path of [REPOSITORY_PATHS.repositories, `${REPOSITORY_PATHS.repositories}/*`]) app.all(path, (c) => problem(c, 503, 'database-unavailable'));
    return board;
  }
  // A claim changed on another server of the database: the repositories' contracts derive again.
  hub?.signals?.listen(({ topic, fromHere }) => {
    if ((topic === 'claims' || topic === 'everything') && !fromHere) desks.announceAll();
  });
  const repositoryOf = async (c: Context) => {
    const id = c.req.param('id') ?? '';
    return CONNECTED_REPOSITORY_ID_PATTERN.test(id) ? (await connections.list()).find((one) => one.id === id) : undefined;
  };
  const deskOf = async (c: Context) => {
    const repository = await repositoryOf(c);
    return repository === undefined ? null : desks.of(repository.fullName).desk;
  };
  if (hub !== null) {
    app.route(`${REPOSITORY_PATHS.repositories}/:id/claims`, claimsRoutes(deskOf, hub.sessions, githubLinks));
    app.route(
      `${REPOSITORY_PATHS.repositories}/:id/contracts`,
      escrowRoutes(async (c) => {
        const repository = await repositoryOf(c);
        if (repository === undefined) return 'repository-not-found';
        return escrowOf(repository.fullName)?.servicesFor(repository.connectedBy) ?? 'no-escrow';
      }, hub.sessions),
    );
  }
  app.route(REPOSITORY_PATHS.repositories, repositoriesRoutes(connections, () => board.forget()));
  const refreshOf = (fullName: string) => async () => {
    if (gateway !== null) await gateway.refreshRepository(fullName);
  };
  app.post(
    `${REPOSITORY_PATHS.webhook}/:id`,
    signedWebhookRoute(
      async (c) => {
        const id = c.req.param('id') ?? '';
        const found = CONNECTED_REPOSITORY_ID_PATTERN.test(id) ? await connections.webhookSecretOf(id) : null;
        return found === null ? null : { secret: found.secret, refresh: refreshOf(found.repository.fullName) };
      },
      now,
      log,
    ),
  );
  return board;
}

/**
 * The connected repositories' scheduled work: each connected repository's claim timers, and the sweep of their escrow
 * (a repository's entries are resumed only while it is connected: it is disconnected only once nothing is held).
 */
function jobsOf(
  connections: Pick<RepositoryConnections, 'list'>,
  desks: RepositoryDesks,
  escrowOf: (fullName: string) => RepositoryEscrow | null,
  ledger: EscrowLedgerRepository | null,
  operatorRepository: string,
): ConnectedJobsSource {
  const connected = async () => (await connections.list()).map(({ fullName }) => fullName);
  const repositoryOf = async (fullName: string) => {
    const escrow = (await connected()).includes(fullName) ? escrowOf(fullName) : null;
    return escrow === null ? null : { contracts: desks.of(fullName).contracts, payout: escrow.payout };
  };
  return {
    expiries: async () => (await connected()).flatMap((fullName) => desks.of(fullName).expiry ?? []),
    escrow: ledger === null ? null : new EscrowSweep(ledger, repositoryOf, operatorRepository),
  };
}
