import { lazy, Suspense, useId } from 'react';
import { PortfolioStore } from '../../../application/exchange/portfolioStore';
import { UserSessionStore } from '../../../application/session/userSessionStore';
import { useService } from '../../app/useService';
import { useObservableValue } from '../../app/useObservableValue';
import { NO_HOLDINGS_TEXT, PORTFOLIO_ERROR_TEXTS, PORTFOLIO_LABELS as LABELS } from './exchange.texts';
import { PortfolioTable } from './PortfolioTable';
import { PortfolioTotals } from './PortfolioTotals';
import { OffersOnYourTokens } from './OffersOnYourTokens';

/** The signed-in payer's purchases and dividends stopped at "pending check"; shown only when there is one. */
const PendingPaymentsPanel = lazy(() => import('../payments/PendingPaymentsPanel').then((module) => ({ default: module.PendingPaymentsPanel })));
const MARKET_PAYMENTS = ['purchase', 'dividend'] as const;

/**
 * The My Portfolio tab: the totals, then one table of what the person holds. A signed-in person's figures come from
 * the market's ledger (`summary.market`, each holding's `market`); items minted and not listed yet are rows of the
 * same table with no market figures. The sample portfolio (no wallet configured) has no totals: its rows say Sample.
 * A signed-in person's purchases and dividends whose wallet answer was lost come first, with what to do about them.
 */
export function PortfolioTab() {
  const titleId = useId();
  const portfolio = useService(PortfolioStore);
  const { phase, summary, holdings, failure } = useObservableValue(portfolio.state$);
  const viewer = useObservableValue(useService(UserSessionStore).state$).session?.profile.handle ?? null;
  const signedIn = viewer !== null;
  return (
    <section className="exchange-portfolio" aria-labelledby={titleId}>
      <h2 id={titleId}>{LABELS.tabTitle}</h2>
      {signedIn && (
        <Suspense fallback={null}>
          <PendingPaymentsPanel kinds={MARKET_PAYMENTS} version={holdings} onConcluded={() => portfolio.refresh()} />
        </Suspense>
      )}
      {viewer !== null && <OffersOnYourTokens viewer={viewer} onConcluded={() => portfolio.refresh()} />}
      {failure && <p role="alert">{PORTFOLIO_ERROR_TEXTS[failure]}</p>}
      {summary?.market && <PortfolioTotals totals={summary.market} holdings={holdings.length} />}
      <div className="exchange-card">
        <h3>{LABELS.holdings}</h3>
        {holdings.length > 0 && <PortfolioTable holdings={holdings} actions={summary !== null && phase === 'ready'} />}
        {phase === 'ready' && holdings.length === 0 && <p className="exchange-muted">{NO_HOLDINGS_TEXT}</p>}
      </div>
    </section>
  );
}
