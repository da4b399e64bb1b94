import type { Hono } from 'hono';
import { API_PATHS } from '../../adapters/http/apiPaths';
import { PAYOUT_PATHS } from '../../adapters/http/payoutPaths';
import { claimsRoutes } from '../../adapters/server/claims.routes';
import { contractsRoutes } from '../../adapters/server/contracts.routes';
import { noticesRoutes } from '../../adapters/server/notices.routes';
import { paymentsRoutes } from '../../adapters/server/payments.routes';
import type { ServerSettings } from '../../adapters/config/serverSettings';
import { ClaimDesk } from '../../application/contracts/claimDesk';
import { ClaimExpiry } from '../../application/contracts/claimExpiry';
import { ClaimExpiries } from '../../application/contracts/claimExpiries';
import { ContractInbox } from '../../application/contracts/contractInbox';
import { ContractJournal } from '../../application/contracts/contractJournal';
import { ServerContracts } from '../../application/contracts/serverContracts';
import { PayContract } from '../../application/payments/payContract';
import { activityKey } from '../../domain/contracts/contractActivity';
import { AutoPayout } from '../../application/payments/autoPayout';
import { MissedMerges } from '../../application/payments/missedMerges';
import { catchUpOnLead } from './catchUpOnLead';
import { PayoutsDue } from '../../application/payments/payoutsDue';
import { autoPayoutRoutes, payoutsDueRoutes } from '../../adapters/server/payouts.routes';
import type { ContractRecordsSource } from '../../ports/contractRecordsSource.port';
import { runClaimTimers } from './claimTimers';
import type { HubServices } from './openHub';
import type { GitHubIdentityLinks } from '../../application/githubIdentity/githubIdentityLinks';
import { ContractFunding } from '../../application/payments/escrow/contractFunding';
import { escrowRoutes } from '../../adapters/server/escrow.routes';
import { escrowOnServer, payOnCompletion, withEscrowCatchUp } from './escrowOnServer';
import type { ConnectedRepositoryJobs } from './connectedRepositoryJobs';
import type { ClaimChange } from '../../application/contracts/serverContracts';

/** The operator's contracts, and the same with the amounts its escrow holds (what the bounty board lists). */
export interface OperatorContracts {
  readonly contracts: ServerContracts;
  readonly funded: Pick<ServerContracts, 'current'>;
}

export interface ContractsWiring {
  readonly settings: ServerSettings;
  readonly records: ContractRecordsSource;
  readonly hub: HubServices | null;
  readonly now: () => number;
  readonly runTimers: boolean;
  readonly log: (line: string) => void;
  /** The GitHub logins linked to sessions: a claim records the linked one. Null: claims take the login typed. */
  readonly githubLinks?: GitHubIdentityLinks | null;
  /** The connected repositories' claim timers and escrow sweep, run with the operator's; none by default. */
  readonly connectedJobs?: ConnectedRepositoryJobs | null;
}

/**
 * The contracts on the server: derived once for everyone (`ServerContracts`), served at `/api/contracts`; with the
 * database, the claims, payments and notices checked against them, their history kept, and the claim timers run
 * (by one server of the database at a time). Other servers' claims reach the live stream through the change signals.
 */
export function contractsOnServer(app: Hono, { settings, records, hub, now, runTimers, log, githubLinks = null, connectedJobs = null }: ContractsWiring): OperatorContracts {
  const journal = hub === null ? null : new ContractJournal(hub.history, hub.notices, settings.browser.payments?.maintainers ?? []);
  // Set once the payments are wired below: pays a completed contract's worker when automatic payout is on for it.
  let afterMerge: ((issueNumber: number) => Promise<unknown>) | null = null;
  // GitHub's activity is kept in the order it was seen: one write after the other.
  let keeping: Promise<void> = Promise.resolve();
  const contracts = new ServerContracts(records, hub?.claims ?? { openClaims: async () => [] }, now, (events, contractOf, completed) => {
    if (journal === null) return;
    const claimants = new Map(events.map(({ issueNumber }) => [issueNumber, contractOf(issueNumber)?.assignee?.claimedBy ?? null]));
    keeping = keeping
      .then(async () => {
        for (const event of events) await journal.record(event, [claimants.get(event.issueNumber) ?? null], activityKey(event));
      })
      .catch((error: unknown) => log(`Contract history: GitHub activity could not be kept (${String(error)}).`))
      .then(async () => {
        for (const issueNumber of completed) if (afterMerge !== null) await afterMerge(issueNumber);
      })
      .catch((error: unknown) => log(`Automatic payout: a merged contract could not be paid (${String(error)}).`));
  }, undefined, settings.bountyLabel);
  const funding = hub?.escrowLedger ? new ContractFunding(hub.escrowLedger, settings.browser.github.repo) : null;
  app.route(API_PATHS.contracts, contractsRoutes(contracts, journal, funding));
  const funded = { current: async () => (funding === null ? contracts.current() : funding.of(await contracts.current())) };
  if (hub === null || journal === null) return { contracts, funded };
  // A claim changed on another server of the database: derive again, so this server's live stream tells its pages
  // (its own claims announce themselves). The claims cache heard the signal first (it listened when the hub was
  // built) and reads the database again.
  hub.signals?.listen(({ topic, fromHere }) => {
    if ((topic === 'claims' || topic === 'everything') && !fromHere) void contracts.announce().catch(() => undefined);
  });
  app.route(API_PATHS.claims, claimsRoutes(new ClaimDesk(hub.claims, contracts, journal, now, settings.claimTimers.dayMs), hub.sessions, githubLinks));
  app.route(API_PATHS.notices, noticesRoutes(new ContractInbox(hub.notices, contracts, now), hub.sessions));
  // Set with the automatic payout: pays, when this server takes the lead, the merges made while no server ran.
  let missedMerges: Pick<MissedMerges, 'catchUp'> | null = null;
  if (hub.payments) {
    const bsvPerBapp = settings.browser.payments?.bsvPerBapp ?? null;
    const maintainers = settings.browser.payments?.maintainers ?? [];
    const payContract = new PayContract(hub.payments, contracts, journal, { now }, bsvPerBapp);
    const escrow = funding === null ? null : escrowOnServer(hub, settings, { contracts, journal, payContract, funding, now });
    app.route(API_PATHS.contracts, escrowRoutes(escrow, hub.sessions));
    afterMerge = payOnCompletion(escrow, null);
    if (hub.autoPayouts && hub.cipher) {
      const autoPayout = new AutoPayout(hub.autoPayouts, payContract, contracts, hub.notices, hub.cipher, { now }, bsvPerBapp, hub.payments.canPay);
      afterMerge = payOnCompletion(escrow, autoPayout);
      missedMerges = new MissedMerges(contracts, hub.payments, hub.autoPayouts, autoPayout);
      if (escrow !== null) missedMerges = withEscrowCatchUp(missedMerges, escrow, log);
      app.route(PAYOUT_PATHS.payoutsDue, payoutsDueRoutes(new PayoutsDue(contracts, hub.payments, bsvPerBapp), autoPayout, hub.sessions, maintainers));
      app.route(PAYOUT_PATHS.autoPayouts, autoPayoutRoutes(autoPayout, hub.payments.canPay, hub.sessions, maintainers));
    }
    app.route(API_PATHS.payments, paymentsRoutes(hub.payments, payContract, hub.sessions, maintainers, hub.connectedPayments ?? undefined));
  }
  if (runTimers) {
    const expiry = new ClaimExpiry(hub.claims, contracts, hub.history, hub.notices, now, settings.claimTimers.reminderLeadMs);
    const leadership = hub.leadership ?? null;
    const asked = leadership === null ? () => Promise.resolve(true) : () => leadership.leads();
    const caughtUp = missedMerges === null ? asked : catchUpOnLead(asked, missedMerges, log);
    const leads = connectedJobs === null ? caughtUp : connectedJobs.sweepEscrowOnLead(caughtUp, log);
    // One loop for every repository's claims: the operator's, then the connected repositories' (the same rule).
    const everyRepository = connectedJobs === null ? expiry : new ClaimExpiries(async () => [expiry, { sweep: () => connectedJobs.sweepClaims() }]);
    const timers = runClaimTimers(everyRepository, now, log, { leads });
    // A claim placed here has its timers (its reminder, its deadline): the sweep comes by the first. A claim ended
    // here needs none; claims changed elsewhere (or the records) are looked at now.
    const leadMs = settings.claimTimers.reminderLeadMs;
    const wakeFor = (change: ClaimChange | null) => {
      if (change === null) timers.wake();
      // Its first timer is its reminder, due now when the claim is shorter than the reminder's lead.
      else if (change.claim !== null) timers.wakeBy(Math.max(now(), change.claim.deadline - leadMs));
    };
    contracts.onChange((_view, change) => wakeFor(change));
    connectedJobs?.onClaimChange(wakeFor);
  }
  return { contracts, funded };
}
