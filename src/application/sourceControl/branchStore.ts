import type { SourceControl } from '../../ports/sourceControl.port';
import { Store } from '../shared/store';

/** The workspace repository's current branch, for the status bar: null until read, or when it cannot be. */
export interface BranchState {
  readonly branch: string | null;
}

/** Reads the branch once on creation (without loading git) and again on `refresh`. */
export class BranchStore extends Store<BranchState> {
  constructor(private readonly sourceControl: SourceControl) {
    super({ branch: null });
    void this.refresh();
  }

  async refresh(): Promise<void> {
    const branch = await this.sourceControl.branch();
    this.setState({ branch: branch.ok ? branch.value : null });
  }
}
