import type { BountyListing } from '../../domain/repositories/bountyListing';
import { selectBounties, type BountyQuery } from '../../domain/repositories/bountyQuery';

/** The most selections kept for one state of the board (distinct filters and sorts asked since it changed). */
export const MAX_KEPT_SELECTIONS = 64;

/**
 * The board's listings of every repository as one array, and each query's filtered, sorted selection of it, made once
 * per state of the board: while no repository's listings changed (the same arrays, as `ServerContracts` hands out
 * between derivations), a visit costs a comparison per repository and the page's slice, never a sort of every
 * contract. A change of any repository starts again; at most `MAX_KEPT_SELECTIONS` queries are kept meanwhile.
 */
export class BountySelections {
  private parts: readonly (readonly BountyListing[])[] = [];
  private everything: readonly BountyListing[] = [];
  private readonly selections = new Map<string, { readonly listings: readonly BountyListing[]; index: ReadonlyMap<string, number> | null }>();

  /** `query`'s selection of the listings of every repository, `parts` in board order; and each key's position in it. */
  select(parts: readonly (readonly BountyListing[])[], query: BountyQuery): { readonly listings: readonly BountyListing[]; positionOf(key: string): number } {
    if (parts.length !== this.parts.length || parts.some((part, index) => part !== this.parts[index])) {
      this.parts = parts;
      this.everything = parts.flat();
      this.selections.clear();
    }
    const key = JSON.stringify([query.repository?.toLowerCase(), query.minReward, query.maxReward, query.label?.trim().toLowerCase(), query.status, query.fundedOnly === true, query.sort]);
    let kept = this.selections.get(key);
    if (kept === undefined) {
      if (this.selections.size >= MAX_KEPT_SELECTIONS) this.selections.delete(this.selections.keys().next().value ?? '');
      kept = { listings: selectBounties(this.everything, query), index: null };
      this.selections.set(key, kept);
    }
    const selection = kept;
    return {
      listings: selection.listings,
      positionOf: (listingKey) => {
        selection.index ??= new Map(selection.listings.map((listing, position) => [listing.key, position]));
        return selection.index.get(listingKey) ?? -1;
      },
    };
  }
}
