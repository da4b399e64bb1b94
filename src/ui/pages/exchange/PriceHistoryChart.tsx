import { useEffect, useState } from 'react';
import { BuyTokens } from '../../../application/exchange/buyTokens';
import type { Listing } from '../../../domain/exchange/listing';
import { formatBsv } from '../../../domain/payments/bsvAmount';
import type { PricePoint } from '../../../ports/marketDesk.port';
import { useService } from '../../app/useService';
import { PRICE_CHART_TEXTS as TEXTS } from './market.texts';

const WIDTH = 320;
const HEIGHT = 96;
const PAD = 4;

/** The points of a polyline through the prices, scaled into the chart (a single trade is a flat line). */
function pathOf(points: readonly PricePoint[]): string {
  const prices = points.map((point) => point.priceSatoshis);
  const [low, high] = [Math.min(...prices), Math.max(...prices)];
  const x = (index: number) => PAD + (points.length === 1 ? (WIDTH - 2 * PAD) / 2 : (index * (WIDTH - 2 * PAD)) / (points.length - 1));
  const y = (price: number) => (high === low ? HEIGHT / 2 : HEIGHT - PAD - ((price - low) * (HEIGHT - 2 * PAD)) / (high - low));
  const coordinates = points.map((point, index) => `${x(index).toFixed(1)},${y(point.priceSatoshis).toFixed(1)}`);
  return points.length === 1 ? `${PAD},${coordinates[0]!.split(',')[1]} ${WIDTH - PAD},${coordinates[0]!.split(',')[1]}` : coordinates.join(' ');
}

/** A real listing's price history from its trades, drawn as plain SVG; before the first trade it says so. */
export default function PriceHistoryChart({ listing }: { readonly listing: Listing }) {
  const buy = useService(BuyTokens);
  const [points, setPoints] = useState<readonly PricePoint[] | null>(null);
  useEffect(() => {
    let live = true;
    void buy.history(listing).then((answer) => {
      if (live) setPoints(answer.ok ? answer.value : []);
    });
    return () => {
      live = false;
    };
  }, [buy, listing]);
  if (points === null) return null;
  if (points.length === 0) return <p className="exchange-muted">{TEXTS.none}</p>;
  const last = points.at(-1)!;
  return (
    <figure className="exchange-price-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={TEXTS.label(points.length, formatBsv(last.priceSatoshis))}>
        <polyline points={pathOf(points)} fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <figcaption className="exchange-muted">{TEXTS.label(points.length, formatBsv(last.priceSatoshis))}</figcaption>
    </figure>
  );
}
