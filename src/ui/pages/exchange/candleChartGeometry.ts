import type { Candle } from '../../../domain/exchange/market/candles';

/** The chart's drawing box: the price panel above, the volume panel below, in SVG units. */
export const CHART = { width: 320, priceHeight: 96, volumeHeight: 32, gap: 4, pad: 4 } as const;

/** One candle drawn: its wick (high to low), its body (open to close) and its volume bar, in SVG units. */
export interface CandleShape {
  readonly startsAt: number;
  readonly x: number;
  readonly width: number;
  readonly wick: { readonly top: number; readonly bottom: number };
  readonly body: { readonly top: number; readonly height: number };
  readonly volume: { readonly top: number; readonly height: number };
  /** The close is at or above the open. */
  readonly rising: boolean;
}

/**
 * Each candle's shapes, oldest at the left, one slot each; prices scaled between the lowest low and the highest high
 * (all alike: the middle), volumes from zero to the largest. A body is at least one unit tall, so a flat candle shows.
 */
export function candleShapes(candles: readonly Candle[]): readonly CandleShape[] {
  if (candles.length === 0) return [];
  const { width, priceHeight, volumeHeight, gap, pad } = CHART;
  const low = Math.min(...candles.map((c) => c.lowSatoshis));
  const high = Math.max(...candles.map((c) => c.highSatoshis));
  const maxVolume = Math.max(...candles.map((c) => c.volumeSatoshis), 1);
  const slot = (width - 2 * pad) / candles.length;
  const barWidth = Math.max(1, Math.min(slot * 0.7, 24));
  const y = (price: number): number => (high === low ? priceHeight / 2 : priceHeight - pad - ((price - low) * (priceHeight - 2 * pad)) / (high - low));
  const volumeBottom = priceHeight + gap + volumeHeight;
  return candles.map((c, index) => {
    const [top, bottom] = [y(Math.max(c.openSatoshis, c.closeSatoshis)), y(Math.min(c.openSatoshis, c.closeSatoshis))];
    const barHeight = (c.volumeSatoshis * (volumeHeight - pad)) / maxVolume;
    return {
      startsAt: c.startsAt,
      x: pad + slot * index + (slot - barWidth) / 2,
      width: barWidth,
      wick: { top: y(c.highSatoshis), bottom: y(c.lowSatoshis) },
      body: { top: Math.min(top, (top + bottom) / 2 - 0.5), height: Math.max(bottom - top, 1) },
      volume: { top: volumeBottom - barHeight, height: barHeight },
      rising: c.closeSatoshis >= c.openSatoshis,
    };
  });
}
