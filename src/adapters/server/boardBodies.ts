import type { ListingOnBoard, MarketBoard } from '../../application/exchange/market/marketReads';

/**
 * The market board's answer body, `{"success":true,...board}` as JSON in UTF-8, made once per board. A listing's
 * JSON is kept with its entry: the reads keep the entries of the items a write did not touch, so after a trade
 * only the traded item's listings are written again and the others' text is joined as it was (writing every
 * listing's JSON was most of a board's cost after a trade).
 */
export class BoardBodies {
  private readonly bodies = new WeakMap<MarketBoard, Uint8Array<ArrayBuffer>>();
  private readonly entries = new WeakMap<ListingOnBoard, string>();
  private readonly encoder = new TextEncoder();

  bodyOf(board: MarketBoard): Uint8Array<ArrayBuffer> {
    const kept = this.bodies.get(board);
    if (kept !== undefined) return kept;
    const listings = board.listings.map((entry) => {
      const text = this.entries.get(entry) ?? JSON.stringify(entry);
      this.entries.set(entry, text);
      return text;
    });
    const body = this.encoder.encode(
      `{"success":true,"listings":[${listings.join(',')}],"summary":${JSON.stringify(board.summary)},"rankings":${JSON.stringify(board.rankings)}}`,
    );
    this.bodies.set(board, body);
    return body;
  }
}
