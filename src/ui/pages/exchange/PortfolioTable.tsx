import { lazy, Suspense, useState } from 'react';
import type { Holding, HoldingMarketFigures } from '../../../domain/exchange/portfolio';
import { formatBsv } from '../../../domain/payments/bsvAmount';
import { LIST_TOKENS_LABEL, holdingShareText } from './exchange.texts';
import { formatPrice } from './exchangeFormat';
import { LIST_FORM_TEXTS } from './market.texts';
import { ProfitText } from './ProfitText';
import { bsvText, OWN_LISTING_BUTTONS, PORTFOLIO_TABLE_TEXTS as TEXTS } from './portfolio.texts';

const ListTokensForm = lazy(() => import('./ListTokensForm'));
const OwnListingForm = lazy(() => import('./OwnListingForm'));
const DistributeDividendForm = lazy(() => import('./DistributeDividendForm'));

type Open = { readonly itemId: string; readonly form: 'list' | 'change' | 'withdraw' | 'dividend' } | null;

const bsv = (satoshis: number): string => bsvText(formatBsv(satoshis));
const COLUMNS = TEXTS.columns;

/** The market's figures of one holding as cells; an item not on the market has none, a sample its sample value. */
function FigureCells({ holding, market }: { readonly holding: Holding; readonly market: HoldingMarketFigures | undefined }) {
  if (market === undefined) {
    const sample = holding.listing.sample === true;
    return (
      <>
        <td>{TEXTS.notOnMarket}</td>
        <td>{sample ? `${formatPrice(holding.value)} (${TEXTS.sample})` : TEXTS.noTrades}</td>
        <td>{TEXTS.notOnMarket}</td>
        <td>{TEXTS.notOnMarket}</td>
        <td>{TEXTS.notOnMarket}</td>
      </>
    );
  }
  return (
    <>
      <td>{bsv(market.costBasisSatoshis)}</td>
      <td>{market.valueSatoshis === null ? TEXTS.noTrades : bsv(market.valueSatoshis)}</td>
      <td>{market.profitAndLossSatoshis === null ? TEXTS.noTrades : <ProfitText satoshis={market.profitAndLossSatoshis} percent={market.profitAndLossPercent} />}</td>
      <td>{bsv(market.pendingDividendsSatoshis)}</td>
      <td>{bsv(market.dividendsReceivedSatoshis)}</td>
    </>
  );
}

/**
 * My Portfolio's holdings, one row each: the item, tokens held and share of supply, then the market's figures (cost
 * basis, value at the last price, profit and loss, dividends pending and received; "No trades yet" before the item's
 * first trade). An item minted here and never listed is a row too, with no market figures. With `actions`, each
 * real holding offers List tokens, or Change and Withdraw for the holder's own open listing, and an item the holder
 * minted offers Distribute dividend whatever the state of its listing, each in a lazily loaded form; what a change
 * did is announced under the table.
 */
export function PortfolioTable({ holdings, actions }: { readonly holdings: readonly Holding[]; readonly actions: boolean }) {
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState('');
  const show = (itemId: string, form: NonNullable<Open>['form']) => {
    setNotice('');
    setOpen({ itemId, form });
  };
  return (
    <div className="exchange-table-scroll">
      <table className="exchange-table exchange-portfolio-table" aria-label={TEXTS.label}>
        <thead>
          <tr>
            <th scope="col">{COLUMNS.item}</th>
            <th scope="col">{COLUMNS.tokens}</th>
            <th scope="col">{COLUMNS.costBasis}</th>
            <th scope="col">{COLUMNS.value}</th>
            <th scope="col">{COLUMNS.profitAndLoss}</th>
            <th scope="col">{COLUMNS.pendingDividends}</th>
            <th scope="col">{COLUMNS.dividendsReceived}</th>
            {actions && <th scope="col">{COLUMNS.actions}</th>}
          </tr>
        </thead>
        <tbody>
          {holdings.map((holding) => {
            const itemId = String(holding.listing.id);
            const market = holding.market;
            const own = market?.listing ?? null;
            const form = open?.itemId === itemId ? open.form : null;
            return (
              <tr key={itemId}>
                <th scope="row" className="exchange-holding-name">
                  {holding.listing.name}
                  {market === undefined && holding.listing.sample !== true && <span className="exchange-muted">{TEXTS.notOnMarketNote}</span>}
                  {own !== null && <span className="exchange-muted">{TEXTS.listed(own.quantity, formatBsv(own.priceSatoshis))}</span>}
                </th>
                <td>{holdingShareText(holding.tokens, Number(holding.sharePercent.toFixed(2)))}</td>
                <FigureCells holding={holding} market={market} />
                {actions && (
                  <td>
                    {holding.listing.sample !== true && form === null && (
                      <span className="exchange-actions">
                        {own === null ? (
                          <button type="button" className="exchange-button" onClick={() => show(itemId, 'list')}>
                            {LIST_TOKENS_LABEL}
                          </button>
                        ) : (
                          <>
                            <button type="button" className="exchange-button" onClick={() => show(itemId, 'change')}>
                              {OWN_LISTING_BUTTONS.change}
                            </button>
                            <button type="button" className="exchange-button" onClick={() => show(itemId, 'withdraw')}>
                              {OWN_LISTING_BUTTONS.withdraw}
                            </button>
                          </>
                        )}
                        {holding.minted === true && (
                          <button type="button" className="exchange-button" onClick={() => show(itemId, 'dividend')}>
                            {LIST_FORM_TEXTS.dividendOpen}
                          </button>
                        )}
                      </span>
                    )}
                    <Suspense fallback={null}>
                      {form === 'list' && <ListTokensForm holding={holding} />}
                      {form === 'dividend' && <DistributeDividendForm holding={holding} />}
                      {(form === 'change' || form === 'withdraw') && own !== null && (
                        <OwnListingForm
                          name={holding.listing.name}
                          listing={own}
                          held={holding.tokens}
                          mode={form}
                          onClose={() => setOpen(null)}
                          onDone={(message) => {
                            setOpen(null);
                            setNotice(message);
                          }}
                        />
                      )}
                    </Suspense>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="exchange-notice" role="status" aria-live="polite">
        {notice}
      </p>
    </div>
  );
}
