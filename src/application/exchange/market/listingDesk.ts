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

/** A change of an open listing: its new quantity and price per token in BSV as typed. */
export interface ListingChange {
  readonly quantity: number;
  readonly priceBsv: string;
}

/** Why a change or a withdrawal was refused: no such open listing, someone else's, or the listing rules. */
export type ListingChangeError = 'unknown-listing' | 'not-listing-owner' | ListingRefusal;

const marketItemOf = (owner: string, item: CodeItem): MarketItem => ({
  itemId: item.id,
  owner,
  name: item.name,
  description: item.description,
  codeType: item.codeType,
  language: item.language,
  supply: item.supply,
  mintedAt: item.mintedAt,
  royaltyPercent: item.royaltyPercent ?? 0,
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

  /**
   * Changes the quantity and price of the seller's own open listing: the quantity may not exceed what the seller holds
   * beyond purchases in progress (the tokens of this listing included, since they are still the seller's).
   */
  async change(seller: string, listingId: string, change: ListingChange): Promise<Result<MarketListing, ListingChangeError>> {
    const owned = await this.ownListing(seller, listingId);
    if (!owned.ok) return owned;
    const price = parseBsvAmount(change.priceBsv);
    if (!price.ok) return err('invalid-price');
    const { held, reserved } = await this.repository.balance(owned.value.itemId, seller);
    const checked = checkListing({ quantity: change.quantity, priceSatoshis: price.value }, held - reserved);
    if (!checked.ok) return checked;
    // Only this open listing is changed in place: withdrawn meanwhile, the change is refused, never a new listing.
    const put = await this.repository.putListing({ ...owned.value, ...checked.value }, owned.value.id, this.now());
    return put.kind === 'listed' ? ok(put.listing) : err(put.kind);
  }

  /** Closes the seller's own open listing. */
  async withdraw(seller: string, listingId: string): Promise<Result<void, 'unknown-listing' | 'not-listing-owner'>> {
    const owned = await this.ownListing(seller, listingId);
    if (!owned.ok) return owned;
    return (await this.repository.withdrawListing(listingId, seller, this.now())) ? ok(undefined) : err('unknown-listing');
  }

  /** The open listing, when it is the seller's. */
  private async ownListing(seller: string, listingId: string): Promise<Result<MarketListing, 'unknown-listing' | 'not-listing-owner'>> {
    const listing = await this.repository.listing(listingId);
    if (listing === null) return err('unknown-listing');
    return listing.seller === seller ? ok(listing) : err('not-listing-owner');
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
