/**
 * The market's activity feed (issue 38, Build 5): what happened, read from the server's own records. `mint`: an
 * item's supply minted to its creator; `list` / `delist`: a listing opened or withdrawn; `sale`: a trade; `offer` /
 * `withdraw` / `accept`: an offer made, withdrawn by its buyer, or accepted by a holder; `dividend`: a dividend
 * distributed to the item's holders, every share paid; `change`: an open listing's quantity and price changed (the
 * new terms). At most `ACTIVITY_KIND_SLOTS` kinds: the most an event id holds (`activityEventId`).
 */
export const ACTIVITY_KINDS = ['sale', 'mint', 'list', 'delist', 'offer', 'withdraw', 'accept', 'dividend', 'change'] as const;

/** How many kinds an event id can tell apart: its row number is multiplied by this (a power of two, so exact). */
export const ACTIVITY_KIND_SLOTS = 16;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** One event: who did it (`actor`), to whom when two take part (a sale's seller, an accepted offer's buyer). */
export interface ActivityEvent {
  /** Unique across kinds (`activityEventId`), so events at the same moment keep one order. */
  readonly id: number;
  readonly kind: ActivityKind;
  readonly itemId: string;
  readonly at: number;
  readonly actor: string;
  readonly counterparty: string | null;
  /** Tokens (a listing's as opened, or as changed); for a dividend, the holders it was paid to. */
  readonly quantity: number;
  /** The price a token (a listing's as opened, or as changed); for a dividend, the whole amount distributed; null for a mint. */
  readonly priceSatoshis: number | null;
}

/**
 * An event's id from its record's row number (`seq`) and kind: `seq × ACTIVITY_KIND_SLOTS + kind's place`. Two kinds never share an
 * id, and ids are whole positive numbers, as the lists' cursor needs. Refuses a row number whose id is not exact.
 */
export function activityEventId(seq: number, kind: ActivityKind): number {
  const id = seq * ACTIVITY_KIND_SLOTS + ACTIVITY_KINDS.indexOf(kind) + 1;
  if (!Number.isSafeInteger(seq) || seq < 0 || !Number.isSafeInteger(id)) throw new Error(`no exact event id for row ${seq}`);
  return id;
}

/** The kind an event id was made for (`activityEventId`). */
export const activityKindOf = (id: number): ActivityKind => ACTIVITY_KINDS[(id - 1) % ACTIVITY_KIND_SLOTS] as ActivityKind;

/**
 * The row-number bound of one kind below an event id: `activityEventId(seq, kind) < id` exactly when
 * `seq < activitySeqBelow(id, kind)`. It lets the feed compare a cursor with each record's own indexed row number
 * rather than with an id computed per row, which no index holds. Exact for every safe integer `id` (the division
 * by a power of two is exact in binary).
 */
export const activitySeqBelow = (id: number, kind: ActivityKind): number => Math.ceil((id - ACTIVITY_KINDS.indexOf(kind) - 1) / ACTIVITY_KIND_SLOTS);
