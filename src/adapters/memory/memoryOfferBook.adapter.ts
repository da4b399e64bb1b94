import { err, ok, type Result } from '../../domain/shared/result';
import type { MarketDeskError } from '../../ports/marketDesk.port';
import type { OfferBook, OfferOrder, OfferSummary } from '../../ports/offerBook.port';

/** Offers in memory for the pages' tests: `offers` are the item's and the person's; `refusal` answers writes with it. */
export class MemoryOfferBook implements OfferBook {
  offers: OfferSummary[] = [];
  received: OfferSummary[] = [];
  readonly made: OfferOrder[] = [];
  readonly accepted: string[] = [];
  readonly withdrawn: string[] = [];
  refusal: MarketDeskError | null = null;

  constructor(private readonly me = 'sandbox_carol', private readonly now = 0) {}

  async ofItem(itemId: string): Promise<Result<readonly OfferSummary[], MarketDeskError>> {
    return ok(this.offers.filter((offer) => offer.itemId === itemId));
  }

  async mine(): Promise<Result<{ made: readonly OfferSummary[]; received: readonly OfferSummary[] }, MarketDeskError>> {
    return ok({ made: this.offers.filter((offer) => offer.buyer === this.me), received: this.received });
  }

  async make(order: OfferOrder): Promise<Result<OfferSummary, MarketDeskError>> {
    this.made.push(order);
    if (this.refusal !== null) return err(this.refusal);
    const offer: OfferSummary = {
      id: `offer-${this.made.length}`,
      itemId: order.itemId,
      buyer: this.me,
      quantity: order.quantity,
      priceSatoshis: Math.round(Number(order.price) * 100_000_000),
      createdAt: this.now,
      expiresAt: this.now + order.expiresInHours * 3_600_000,
      status: 'open',
      seller: null,
      settlement: null,
    };
    this.offers = [offer, ...this.offers];
    return ok(offer);
  }

  private change(offerId: string, to: Partial<OfferSummary>): Result<OfferSummary, MarketDeskError> {
    if (this.refusal !== null) return err(this.refusal);
    const found = [...this.offers, ...this.received].find((offer) => offer.id === offerId);
    if (found === undefined) return err({ code: 'unknown-offer' });
    const changed = { ...found, ...to };
    this.offers = this.offers.map((offer) => (offer.id === offerId ? changed : offer));
    this.received = this.received.filter((offer) => offer.id !== offerId);
    return ok(changed);
  }

  async withdraw(offerId: string): Promise<Result<OfferSummary, MarketDeskError>> {
    this.withdrawn.push(offerId);
    return this.change(offerId, { status: 'withdrawn' });
  }

  async accept(offerId: string): Promise<Result<OfferSummary, MarketDeskError>> {
    this.accepted.push(offerId);
    return this.change(offerId, { status: 'accepted', seller: this.me, settlement: 'paid' });
  }
}
