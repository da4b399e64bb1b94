import type { PostedOffer } from '../../domain/hub/postedSubmissions';
import type { HubBoard } from '../../ports/hubBoard.port';
import { PostingsStore } from './postingsStore';

/** The service offers listed on Find Developers; their posters may withdraw them. */
export class OffersStore extends PostingsStore<PostedOffer> {
  constructor(board: HubBoard) {
    super(
      (cursor) => board.offers(cursor),
      (id) => board.withdrawOffer(id),
    );
  }
}
