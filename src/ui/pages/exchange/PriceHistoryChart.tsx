import { useEffect, useState } from 'react';
import { BuyTokens } from '../../../application/exchange/buyTokens';
import type { Listing } from '../../../domain/exchange/listing';
import { CANDLE_INTERVALS, type Candle, type CandleInterval } from '../../../domain/exchange/market/candles';
import { formatBsv } from '../../../domain/payments/bsvAmount';
import { useService } from '../../app/useService';
import { CHART, candleShapes } from './candleChartGeometry';
import { PRICE_CHART_TEXTS as TEXTS } from './market.texts';

/** The candles of one interval as read: none yet (null), failed, or the list (empty before the first trade). */
type Loaded = { readonly interval: CandleInterval; readonly candles: readonly Candle[] | 'failed' };

/** The figure: price candles above, volume bars below, drawn as plain SVG; its words say the same for a reader. */
function CandleFigure({ candles, interval }: { readonly candles: readonly Candle[]; readonly interval: CandleInterval }) {
  const last = candles.at(-1)!;
  const trades = candles.reduce((sum, c) => sum + c.trades, 0);
  const volume = candles.reduce((sum, c) => sum + c.volumeSatoshis, 0);
  const summary = TEXTS.summary(interval, trades, formatBsv(last.closeSatoshis), formatBsv(volume));
  const height = CHART.priceHeight + CHART.gap + CHART.volumeHeight;
  return (
    <figure className="exchange-price-chart">
      <svg viewBox={`0 0 ${CHART.width} ${height}`} role="img" aria-label={summary}>
        {candleShapes(candles).map((shape) => (
          <g key={shape.startsAt} className={shape.rising ? 'exchange-candle-rising' : 'exchange-candle-falling'} data-testid="candle">
            <line x1={shape.x + shape.width / 2} x2={shape.x + shape.width / 2} y1={shape.wick.top} y2={shape.wick.bottom} stroke="currentColor" />
            <rect x={shape.x} width={shape.width} y={shape.body.top} height={shape.body.height} fill="currentColor" />
            <rect x={shape.x} width={shape.width} y={shape.volume.top} height={shape.volume.height} className="exchange-candle-volume" />
          </g>
        ))}
      </svg>
      <figcaption className="exchange-muted">{summary}</figcaption>
    </figure>
  );
}

/** A real listing's price and volume by hour or by day, from the server's candles; before the first trade it says so. */
export default function PriceHistoryChart({ listing }: { readonly listing: Listing }) {
  const buy = useService(BuyTokens);
  const [interval, choose] = useState<CandleInterval>('hour');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let live = true;
    void buy.candles(listing, interval).then((answer) => {
      if (live) setLoaded({ interval, candles: answer.ok ? answer.value : answer.error.code === 'sample-listing' ? [] : 'failed' });
    });
    return () => {
      live = false;
    };
  }, [buy, listing, interval]);
  if (loaded === null) return null;
  if (loaded.candles !== 'failed' && loaded.candles.length === 0) return <p className="exchange-muted">{TEXTS.none}</p>;
  return (
    <section className="exchange-price-history" aria-label={TEXTS.heading}>
      <div role="group" aria-label={TEXTS.intervals} className="exchange-price-intervals">
        {CANDLE_INTERVALS.map((each) => (
          <button key={each} type="button" aria-pressed={each === interval} onClick={() => choose(each)}>
            {TEXTS.interval[each]}
          </button>
        ))}
      </div>
      {loaded.candles === 'failed' ? <p className="exchange-muted">{TEXTS.failed}</p> : <CandleFigure candles={loaded.candles} interval={loaded.interval} />}
    </section>
  );
}
