import { DEVCHAIN_DEFAULT_FEE_SATS_PER_KB } from '../../domain/devchain/fee';
import { err, ok, type Result } from '../../domain/shared/result';

/** The local chain's settings (docs/operations.md, "The devchain"). */
export interface DevchainServerSettings {
  /** The least fee rate accepted, satoshis a kilobyte (`DEVCHAIN_FEE_SATS_PER_KB`, 1 by default). */
  readonly satsPerKilobyte: number;
  /** Mines a block every this many seconds while the mempool holds transactions (`DEVCHAIN_AUTOMINE_SECONDS`); null: only on request. */
  readonly autoMineSeconds: number | null;
}

/** The devchain's environment variables. */
export interface DevchainEnvironment {
  /** `on` or `off`; on by default on the embedded default, off in live mode. */
  readonly DEVCHAIN?: string;
  readonly DEVCHAIN_FEE_SATS_PER_KB?: string;
  readonly DEVCHAIN_AUTOMINE_SECONDS?: string;
}

type SettingsError = { readonly variable: keyof DevchainEnvironment; readonly message: string };

const wholeNumber = (text: string, least: number): number | null => (/^\d{1,9}$/.test(text) && Number(text) >= least ? Number(text) : null);

/** The devchain's settings, null when it is off, or the variable that is malformed. */
export function resolveDevchainSettings(env: DevchainEnvironment, embedded: boolean): Result<DevchainServerSettings | null, SettingsError> {
  const switchText = env.DEVCHAIN?.trim().toLowerCase() || (embedded ? 'on' : 'off');
  if (switchText !== 'on' && switchText !== 'off') return err({ variable: 'DEVCHAIN', message: 'must be on or off' });
  const feeText = env.DEVCHAIN_FEE_SATS_PER_KB?.trim() || String(DEVCHAIN_DEFAULT_FEE_SATS_PER_KB);
  const satsPerKilobyte = wholeNumber(feeText, 0);
  if (satsPerKilobyte === null) return err({ variable: 'DEVCHAIN_FEE_SATS_PER_KB', message: 'must be a whole number, 0 or more' });
  const mineText = env.DEVCHAIN_AUTOMINE_SECONDS?.trim() || '';
  const autoMineSeconds = mineText === '' ? null : wholeNumber(mineText, 1);
  if (mineText !== '' && autoMineSeconds === null) return err({ variable: 'DEVCHAIN_AUTOMINE_SECONDS', message: 'must be a whole number of seconds, 1 or more' });
  return ok(switchText === 'off' ? null : { satsPerKilobyte, autoMineSeconds });
}
