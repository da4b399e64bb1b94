import type { CodeItem } from '../../../domain/exchange/codeItem';
import { checkListing, type ListingRefusal } from '../../../domain/exchange/market/listingRules';
import type { MarketItem, MarketListing } from '../../../domain/exchange/market/marketRecords';
import { parseBsvAmount } from '../../../domain/payments/bsvAmount';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { CodeItemWallet, CodeItemWalletError, ItemOwner } from '../../../ports/codeItemWallet.port';
import type { MarketRepository } from '../../../ports/marketRepository.port';

/** A listing as asked for: the item, how many tokens, and the price of one in BSV as typed. */
export interface ListingRequest {
  readonly itemId: string;
  readonly quantity: number;
  readonly priceBsv: string;
}

/** Why a listing was refused: the rules, an item the seller neither minted nor holds, or the wallet's failure. */
export type ListingDeskError = ListingRefusal | 'unknown-item' | CodeItemWalletError;

const marketItemOf = (owner: string, item: CodeItem): MarketItem => ({
  itemId: item.id,
  owner,
  name: item.name,
  description: item.description,
  codeType: item.codeType,
  language: item.language,
  supply: item.supply,
  mintedAt: item.mintedAt,
});

/**
 * Lists tokens of code items (issue 30, Build 1). An item enters the market the first time its minter lists it:
 * it is looked up in the minter's wallet inventory and its whole supply is minted to them in the ledger. Anyone
 * holding tokens may then list them ("sell = list your own holdings").
 */
export class ListingDesk {
  constructor(
    private readonly repository: MarketRepository,
    private readonly wallet: CodeItemWallet,
    private readonly now: () => number,
    private readonly newId: () => string,
  ) {}

  /** Opens the seller's listing of the item, or changes its quantity and price. */
  async list(seller: ItemOwner, request: ListingRequest): Promise<Result<MarketListing, ListingDeskError>> {
    const price = parseBsvAmount(request.priceBsv);
    if (!price.ok) return err('invalid-price');
    const known = await this.knownItem(seller, request.itemId);
    if (!known.ok) return known;
    const { held, reserved } = await this.repository.balance(request.itemId, seller.handle);
    const checked = checkListing({ quantity: request.quantity, priceSatoshis: price.value }, held - reserved);
    if (!checked.ok) return checked;
    const put = await this.repository.putListing({
      id: this.newId(),
      itemId: request.itemId,
      seller: seller.handle,
      listedAt: this.now(),
      ...checked.value,
    });
    return put.kind === 'listed' ? ok(put.listing) : err('exceeds-holdings');
  }

  /** Closes the seller's own open listing. */
  async withdraw(seller: string, listingId: string): Promise<Result<void, 'unknown-listing'>> {
    return (await this.repository.withdrawListing(listingId, seller, this.now())) ? ok(undefined) : err('unknown-listing');
  }

  /** The item on the market, entering it from the seller's wallet when they minted it. */
  private async knownItem(seller: ItemOwner, itemId: string): Promise<Result<MarketItem, ListingDeskError>> {
    const known = await this.repository.item(itemId);
    if (known !== null) return ok(known);
    const inventory = await this.wallet.inventory(seller);
    if (!inventory.ok) return inventory;
    const minted = inventory.value.find((item) => item.id === itemId);
    if (minted === undefined) return err('unknown-item');
    const item = marketItemOf(seller.handle, minted);
    await this.repository.registerItem(item);
    return ok(item);
  }
}
