import type { Holding, PortfolioSummary } from '../../domain/exchange/portfolio';
import type { Portfolio, PortfolioError } from '../../ports/portfolio.port';
import { Store } from '../shared/store';

/** Where the last dividend claim stands: none yet, waiting, paid (in BSV), or refused with a code. */
export type ClaimState =
  | { readonly status: 'idle' }
  | { readonly status: 'pending' }
  | { readonly status: 'paid'; readonly amount: number }
  | { readonly status: 'refused'; readonly code: PortfolioError['code'] };

export interface PortfolioState {
  readonly phase: 'loading' | 'ready' | 'failed';
  readonly summary: PortfolioSummary | null;
  readonly holdings: readonly Holding[];
  readonly failure: PortfolioError['code'] | null;
  readonly claim: ClaimState;
}

const INITIAL: PortfolioState = { phase: 'loading', summary: null, holdings: [], failure: null, claim: { status: 'idle' } };

/**
 * The visitor's portfolio from the `Portfolio` port, read on the first `open()` and again when the signed-in
 * person changes or after a mint (`refresh()`), and dividend claims.
 */
export class PortfolioStore extends Store<PortfolioState> {
  private opened = false;
  private viewer: string | null = null;
  private disposed = false;
  private loads = 0;

  constructor(private readonly portfolio: Portfolio) {
    super(INITIAL);
  }

  /**
   * Starts reading the portfolio of `viewer` (the signed-in handle, null when nobody); a later call reads it again
   * only when the viewer changed.
   */
  open(viewer: string | null = null): void {
    if (this.opened && viewer === this.viewer) return;
    this.opened = true;
    this.viewer = viewer;
    void this.load();
  }

  /** Reads the portfolio again (a mint added an item); the answer of an older read is dropped. */
  refresh(): void {
    this.opened = true;
    void this.load();
  }

  /** Asks to pay out the pending dividends; the outcome lands in `claim`. Ignored while a claim is pending. */
  async claimDividends(): Promise<void> {
    if (this.state.claim.status === 'pending') return;
    this.setState({ ...this.state, claim: { status: 'pending' } });
    const result = await this.portfolio.claimDividends();
    if (this.disposed) return;
    const claim: ClaimState = result.ok ? { status: 'paid', amount: result.value } : { status: 'refused', code: result.error.code };
    this.setState({ ...this.state, claim });
  }

  private async load(): Promise<void> {
    const load = ++this.loads;
    const [summary, holdings] = await Promise.all([this.portfolio.summary(), this.portfolio.holdings()]);
    if (this.disposed || load !== this.loads) return;
    const failed = !summary.ok ? summary.error : !holdings.ok ? holdings.error : null;
    this.setState({
      ...this.state,
      phase: failed ? 'failed' : 'ready',
      summary: summary.ok ? summary.value : null,
      holdings: holdings.ok ? holdings.value : [],
      failure: failed ? failed.code : null,
    });
  }

  override dispose(): void {
    this.disposed = true;
    super.dispose();
  }
}
