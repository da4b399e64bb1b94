import type { Subscription } from 'rxjs';
import type { RepositoryStats } from '../../ports/repositoryStats.port';
import { Store } from '../shared/store';

/** The open-issue count of the code repository for the sidebar badge: null until known, 0 when the call fails. */
export class OpenIssueCountStore extends Store<{ readonly count: number | null }> {
  private request: Subscription | null = null;

  constructor(private readonly stats: RepositoryStats) {
    super({ count: null });
  }

  /** Asks the code host once; later calls while the answer is known or pending do nothing. */
  load(): void {
    if (this.request !== null) return;
    this.request = this.stats.openIssueCount().subscribe((result) => {
      this.setState({ count: result.ok ? result.value : 0 });
    });
  }

  override dispose(): void {
    this.request?.unsubscribe();
    super.dispose();
  }
}
