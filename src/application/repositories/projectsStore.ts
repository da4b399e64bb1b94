import type { Subscription } from 'rxjs';
import type { BountyListing } from '../../domain/repositories/bountyListing';
import type { BountyBoardDesk, BountyBoardError, NewConnectionView, ProjectSummary } from '../../ports/repositories/bountyBoardDesk.port';
import { Store } from '../shared/store';

/** `/projects`: the repositories, the one opened (with its contracts), the connection just made (its secret shown once). */
export interface ProjectsState {
  readonly phase: 'loading' | 'loaded' | 'failed';
  readonly projects: readonly ProjectSummary[];
  readonly opened: { readonly project: ProjectSummary; readonly bounties: readonly BountyListing[] } | null;
  readonly loadError: BountyBoardError | null;
  readonly justConnected: NewConnectionView | null;
  readonly commandError: BountyBoardError | null;
  readonly busy: boolean;
}

const INITIAL: ProjectsState = { phase: 'loading', projects: [], opened: null, loadError: null, justConnected: null, commandError: null, busy: false };

/** The repositories on the hub: `load()`, `open(fullName)`, `connect(fullName)`, `disconnect(id)`, over `BountyBoardDesk`. */
export class ProjectsStore extends Store<ProjectsState> {
  private readonly requests = new Set<Subscription>();

  constructor(private readonly desk: BountyBoardDesk) {
    super(INITIAL);
  }

  /** Reads every repository afresh; returns the way to abandon the read. */
  load(): () => void {
    this.setState({ ...this.state, phase: 'loading', loadError: null });
    const reading = this.desk.projects().subscribe((result) => {
      this.setState(result.ok ? { ...this.state, phase: 'loaded', projects: result.value } : { ...this.state, phase: 'failed', loadError: result.error });
    });
    return () => reading.unsubscribe();
  }

  /** Reads one repository with its contracts; returns the way to abandon the read. */
  open(fullName: string): () => void {
    this.setState({ ...this.state, phase: 'loading', opened: null, loadError: null });
    const reading = this.desk.project(fullName).subscribe((result) => {
      this.setState(result.ok ? { ...this.state, phase: 'loaded', opened: result.value } : { ...this.state, phase: 'failed', loadError: result.error });
    });
    return () => reading.unsubscribe();
  }

  connect(fullName: string): void {
    this.setState({ ...this.state, busy: true, justConnected: null, commandError: null });
    this.track(
      this.desk.connect(fullName).subscribe((result) => {
        if (!result.ok) {
          this.setState({ ...this.state, busy: false, commandError: result.error });
          return;
        }
        this.setState({ ...this.state, busy: false, justConnected: result.value });
        this.load();
      }),
    );
  }

  /**
   * Claims contract `issueNumber` of the opened connected repository as the signed-in person's linked GitHub login;
   * once placed, the repository is read again (the card shows it claimed).
   */
  claim(issueNumber: number, githubLogin: string, handcashHandle: string): void {
    const project = this.state.opened?.project;
    if (project?.id == null) return;
    const { id, fullName } = project;
    this.setState({ ...this.state, busy: true, commandError: null });
    this.track(
      this.desk.claim(id, issueNumber, githubLogin, handcashHandle).subscribe((result) => {
        if (!result.ok) {
          this.setState({ ...this.state, busy: false, commandError: result.error });
          return;
        }
        this.setState({ ...this.state, busy: false });
        this.track(this.desk.project(fullName).subscribe((read) => read.ok && this.setState({ ...this.state, opened: read.value })));
      }),
    );
  }

  /** Disconnects repository `id`; the opened repository is then gone (`opened` null). */
  disconnect(id: string): void {
    this.setState({ ...this.state, busy: true, justConnected: null, commandError: null });
    this.track(
      this.desk.disconnect(id).subscribe((result) => {
        this.setState(
          result.ok
            ? { ...this.state, busy: false, opened: null, projects: this.state.projects.filter((project) => project.id !== id) }
            : { ...this.state, busy: false, commandError: result.error },
        );
      }),
    );
  }

  private track(subscription: Subscription): void {
    if (subscription.closed) return;
    this.requests.add(subscription);
    subscription.add(() => this.requests.delete(subscription));
  }

  override dispose(): void {
    for (const request of this.requests) request.unsubscribe();
    super.dispose();
  }
}
