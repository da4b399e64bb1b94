import type { Subscription } from 'rxjs';
import type { Claim } from '../../domain/contracts/claim';
import type { Clock } from '../../ports/clock.port';
import { Store } from '../shared/store';
import { INITIAL_CONTRACTS_STATE, type ContractsState, type ContractsStore } from './contractsState';

/** Told on the fallback card when the contracts code itself could not be loaded. */
export const CONTRACTS_CODE_UNAVAILABLE = 'The contracts code could not be loaded.';

/**
 * A ContractsStore whose real implementation (the derivation of contracts from issues) loads on the first `open()`,
 * so its code stays out of the bundle every route loads. It mirrors the real store's state; until then it is
 * loading. A failure to load the code shows the fallback card, and the next `open()` tries again.
 */
export class LazyContractsStore extends Store<ContractsState> implements ContractsStore {
  private real: ContractsStore | null = null;
  private loading: Promise<ContractsStore> | null = null;
  private mirror: Subscription | null = null;
  private opened = false;

  constructor(
    private readonly create: () => Promise<ContractsStore>,
    private readonly clock: Clock,
  ) {
    super(INITIAL_CONTRACTS_STATE);
  }

  open(): void {
    this.opened = true;
    if (this.real !== null) {
      this.real.open();
      return;
    }
    this.loading ??= this.create();
    this.loading.then(
      (real) => this.attach(real),
      () => {
        this.loading = null;
        const failure = { error: { code: 'network' as const, message: CONTRACTS_CODE_UNAVAILABLE }, seenAt: this.clock.now() };
        if (this.opened) this.setState({ ...INITIAL_CONTRACTS_STATE, phase: 'failed', failure });
      },
    );
  }

  close(): void {
    this.opened = false;
    this.real?.close();
  }

  /** Before the real store exists there is nothing to re-derive: it loads the claims when it opens. */
  refreshClaims(): void {
    this.real?.refreshClaims();
  }

  applyClaim(claim: Claim): void {
    this.real?.applyClaim(claim);
  }

  removeClaim(issueNumber: number): void {
    this.real?.removeClaim(issueNumber);
  }

  override dispose(): void {
    this.mirror?.unsubscribe();
    this.real?.dispose();
    super.dispose();
  }

  private attach(real: ContractsStore): void {
    if (this.real !== null) return;
    this.real = real;
    this.mirror = real.state$.subscribe((state) => this.setState(state));
    if (this.opened) real.open();
  }
}
