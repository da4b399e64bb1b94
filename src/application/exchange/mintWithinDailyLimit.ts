import { MINT_DAILY_LIMIT_OFF, mintDayOf, mintLimitResetsAt } from '../../domain/exchange/mintDailyLimit';
import type { MintPreview } from '../../domain/exchange/mintDraft';
import { err, type Result } from '../../domain/shared/result';
import type { CodeItemWallet, CodeItemWalletError, ItemOwner, MintedItem } from '../../ports/codeItemWallet.port';
import type { MintQuota } from '../../ports/mintQuota.port';

/** The day's limit was reached: how many a day, and when it resets (epoch ms, the next UTC midnight). */
export interface MintDailyLimitReached {
  readonly code: 'mint-daily-limit';
  readonly limit: number;
  readonly resetsAt: number;
  /** From the refusal to the reset. */
  readonly retryAfterMs: number;
}

/** Wallet failures after which the wallet surely minted nothing, so the mint is not counted. */
const NOTHING_MINTED: readonly CodeItemWalletError[] = ['unauthorized', 'minting-not-configured'];

/**
 * Mints through the app's minter within the daily limit (a use case of the server). The mint is counted before the
 * wallet is asked, against the count the server keeps (`MintQuota`: the database, shared by every server), so two
 * requests at once cannot both take the last mint of the day; a refused mint mints nothing. A failure after which
 * the wallet surely minted nothing gives the count back; a timeout or an upstream failure keeps it (the wallet may
 * have minted). A limit of 0 turns the limit off.
 */
export class MintWithinDailyLimit {
  constructor(
    private readonly wallet: Pick<CodeItemWallet, 'mint'>,
    private readonly quota: MintQuota,
    private readonly limit: number,
    private readonly now: () => number,
  ) {}

  async mint(owner: ItemOwner, preview: MintPreview): Promise<Result<MintedItem, CodeItemWalletError | MintDailyLimitReached>> {
    if (this.limit === MINT_DAILY_LIMIT_OFF) return this.wallet.mint(owner, preview);
    const at = this.now();
    const day = mintDayOf(at);
    if (!(await this.quota.take(owner.walletId, day, this.limit))) {
      const resetsAt = mintLimitResetsAt(at);
      return err({ code: 'mint-daily-limit', limit: this.limit, resetsAt, retryAfterMs: resetsAt - at });
    }
    const minted = await this.wallet.mint(owner, preview);
    if (!minted.ok && NOTHING_MINTED.includes(minted.error)) await this.quota.giveBack(owner.walletId, day);
    return minted;
  }
}
