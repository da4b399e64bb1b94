import type { PostedCommission } from '../../domain/hub/postedSubmissions';
import type { HubBoard } from '../../ports/hubBoard.port';
import { PostingsStore } from './postingsStore';

/** The open commissions listed on the commission page, newest first; their posters may close them. */
export class CommissionsStore extends PostingsStore<PostedCommission> {
  constructor(board: HubBoard) {
    super(
      (cursor) => board.commissions(cursor),
      (id) => board.closeCommission(id),
    );
  }
}
