import type { ListingOnBoard, MarketBoard } from '../../application/exchange/market/marketReads';

/**
 * The market board's answer body, `{"success":true,...board}` as JSON in UTF-8, made once per board. A listing's
 * JSON bytes are kept with its entry: the reads keep the entries of the items a write did not touch, so after a
 * trade only the traded item's listings are written and encoded again and the others' bytes are copied as they
 * were (writing and encoding every listing's JSON was most of a board's cost after a trade).
 */
export class BoardBodies {
  private readonly bodies = new WeakMap<MarketBoard, Uint8Array<ArrayBuffer>>();
  private readonly entries = new WeakMap<ListingOnBoard, Uint8Array>();
  private readonly encoder = new TextEncoder();

  bodyOf(board: MarketBoard): Uint8Array<ArrayBuffer> {
    const kept = this.bodies.get(board);
    if (kept !== undefined) return kept;
    const head = this.encoder.encode('{"success":true,"listings":[');
    const tail = this.encoder.encode(`],"summary":${JSON.stringify(board.summary)},"rankings":${JSON.stringify(board.rankings)}}`);
    const listings = board.listings.map((entry) => {
      const bytes = this.entries.get(entry) ?? this.encoder.encode(JSON.stringify(entry));
      this.entries.set(entry, bytes);
      return bytes;
    });
    const commas = Math.max(0, listings.length - 1);
    const body = new Uint8Array(head.length + listings.reduce((sum, bytes) => sum + bytes.length, 0) + commas + tail.length);
    body.set(head, 0);
    let at = head.length;
    listings.forEach((bytes, index) => {
      if (index > 0) body[at++] = COMMA;
      body.set(bytes, at);
      at += bytes.length;
    });
    body.set(tail, at);
    this.bodies.set(board, body);
    return body;
  }
}

const COMMA = 0x2c;
