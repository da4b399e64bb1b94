import type { ActivityEvent } from '../../../domain/exchange/market/activity';
import { formatBsv } from '../../../domain/payments/bsvAmount';

/** Words of the activity feed (issue 38, Build 5). */
export const ACTIVITY_TEXTS = {
  heading: 'Activity',
  listLabel: 'Activity',
  marketHeading: 'Market activity',
  none: 'Nothing has happened yet.',
  loadFailed: 'The activity could not be read. Try again later.',
  loadMore: 'Load more activity',
} as const;

const each = (event: ActivityEvent) => (event.priceSatoshis === null ? '' : ` at ${formatBsv(event.priceSatoshis)} BSV each`);

/** One event in a line, as text. */
export function activityLine(event: ActivityEvent): string {
  const tokens = `${event.quantity} tokens`;
  switch (event.kind) {
    case 'mint':
      return `${event.actor} minted ${tokens}`;
    case 'list':
      return `${event.actor} listed ${tokens}${each(event)}`;
    case 'change':
      return `${event.actor} changed a listing to ${tokens}${each(event)}`;
    case 'delist':
      return `${event.actor} withdrew a listing of ${tokens}`;
    case 'sale':
      return `${event.actor} bought ${tokens} from ${event.counterparty ?? ''}${each(event)}`;
    case 'offer':
      return `${event.actor} offered for ${tokens}${each(event)}`;
    case 'withdraw':
      return `${event.actor} withdrew an offer for ${tokens}`;
    case 'accept':
      return `${event.actor} accepted the offer of ${event.counterparty ?? ''} for ${tokens}`;
    case 'dividend':
      return `${event.actor} distributed a dividend of ${formatBsv(event.priceSatoshis ?? 0)} BSV to ${event.quantity} ${event.quantity === 1 ? 'holder' : 'holders'}`;
  }
}

/** One event of the whole market's feed: the item's name (when the board knows it) before the line. */
export const marketActivityLine = (event: ActivityEvent, itemName: string | undefined): string => `${itemName ?? event.itemId}: ${activityLine(event)}`;

/** When it happened (UTC, to the minute). */
export const activityTime = (at: number): string => `${new Date(at).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
