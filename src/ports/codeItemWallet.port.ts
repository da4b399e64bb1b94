import type { CodeItem } from '../domain/exchange/codeItem';
import type { MintPreview } from '../domain/exchange/mintDraft';
import type { Result } from '../domain/shared/result';

/** The signed-in person the wallet acts for: their profile's handle and wallet id, and their session's auth token. */
export interface ItemOwner {
  readonly handle: string;
  /** The wallet's id of the person (HandCash's public profile id; our profile's `publicKey`). */
  readonly walletId: string;
  readonly authToken: string;
}

/**
 * Why the wallet could not list or mint items: it refused the owner's token (`unauthorized`), failed or answered
 * nonsense (`upstream`), did not answer in time (`timeout`), or minting is not configured (`minting-not-configured`).
 */
export type CodeItemWalletError = 'unauthorized' | 'upstream' | 'timeout' | 'minting-not-configured';

/** A minted item: its id at the wallet and its page there (null when the wallet gives none yet). */
export interface MintedItem {
  readonly itemId: string;
  readonly url: string | null;
}

/**
 * Code NFTs as wallet items (server side): HandCash items through its SDK, or the sandbox wallet's items in the
 * database on the embedded default. Never rejects for an expected failure; the sandbox rejects with
 * `DatabaseUnavailableError` when its database cannot answer.
 */
export interface CodeItemWallet {
  /** The code-NFT items the owner holds, newest first (items that are not code NFTs are left out). */
  inventory(owner: ItemOwner): Promise<Result<readonly CodeItem[], CodeItemWalletError>>;
  /** Mints a checked code NFT to the owner, with the project's name, description, code type, language and file digests. */
  mint(owner: ItemOwner, preview: MintPreview): Promise<Result<MintedItem, CodeItemWalletError>>;
}
