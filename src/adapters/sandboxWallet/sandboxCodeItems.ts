import { randomUUID } from 'node:crypto';
import type { CodeItem } from '../../domain/exchange/codeItem';
import type { MintPreview } from '../../domain/exchange/mintDraft';
import { ok, type Result } from '../../domain/shared/result';
import type { CodeItemWallet, CodeItemWalletError, ItemOwner, MintedItem } from '../../ports/codeItemWallet.port';
import type { MintedItemRepository } from '../../ports/mintedItemRepository.port';
import { SANDBOX_WALLET_PATH } from '../config/serverConstants';

/** Where the sandbox wallet shows an item: a page of this server (`sandboxWallet.routes.ts`). */
export const sandboxItemPath = (itemId: string): string => `${SANDBOX_WALLET_PATH}/items/${encodeURIComponent(itemId)}`;

/**
 * The sandbox wallet's items (embedded default): minting always succeeds and keeps the item in the database
 * under the owner's handle, so it is in their inventory after a restart. The owner's token is not needed: the
 * session already proved who they are.
 */
export class SandboxCodeItems implements CodeItemWallet {
  constructor(
    private readonly repository: MintedItemRepository,
    private readonly now: () => number = Date.now,
    private readonly newId: () => string = randomUUID,
  ) {}

  async inventory(owner: ItemOwner): Promise<Result<readonly CodeItem[], CodeItemWalletError>> {
    return ok(await this.repository.heldBy(owner.handle));
  }

  async mint(owner: ItemOwner, preview: MintPreview): Promise<Result<MintedItem, CodeItemWalletError>> {
    const id = this.newId();
    const url = sandboxItemPath(id);
    await this.repository.add(owner.handle, {
      id,
      name: preview.name,
      description: preview.description,
      codeType: preview.codeType,
      language: preview.language,
      files: preview.files.map(({ name, sha256 }) => ({ name, sha256 })),
      supply: preview.supply,
      price: preview.price,
      revenueSharePercent: preview.revenueSharePercent,
      royaltyPercent: preview.royaltyPercent ?? 0,
      mintedAt: this.now(),
      url,
    });
    return ok({ itemId: id, url });
  }
}
