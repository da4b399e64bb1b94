import packageJson from '../../../package.json' with { type: 'json' };
import type { ServerSettings } from '../../adapters/config/serverSettings';
import type { GitHubGateway } from '../../adapters/github/githubGateway';
import { gatewayProbe } from '../../adapters/github/gatewayProbe';
import { HandCashReachability, sandboxWalletProbe } from '../../adapters/handcash/handCashReachability';
import { ServerStatusDesk } from '../../application/operations/serverStatusDesk';
import type { DatabaseProbe } from '../../ports/serverProbes.port';

/** The app's version, from package.json (inlined into the server bundle). */
export const APP_VERSION: string = packageJson.version;

/** The status desk for these settings: the hub's database (null: none), the GitHub gateway if on, the wallet. */
export function serverStatusDeskFor(settings: ServerSettings, database: DatabaseProbe | null, gateway: GitHubGateway | null, now: () => number = Date.now): ServerStatusDesk {
  const embedded = settings.browser.mode === 'embedded';
  const wallet = settings.browser.handcash.sandbox
    ? sandboxWalletProbe
    : new HandCashReachability(settings.handcashConnectUrl, settings.browser.handcash.appId !== null);
  return new ServerStatusDesk(database, gatewayProbe(embedded ? 'sample' : 'browser', gateway), wallet, APP_VERSION, now);
}
