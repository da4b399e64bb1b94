import { lazy, Suspense } from 'react';
import type { RowWindow, RowWindowProps } from './rowWindowProps';

/**
 * Up to this many rows are all rendered: the virtualizer would render them all anyway (those in view plus its
 * overscan), so its code (about 10 KB gzip) loads only for longer lists, not with every visit to the exchange.
 */
export const PLAIN_ROW_LIMIT = 16;

const noMeasure = () => undefined;

/** The first `shown` of `count` rows, with the space of the rest below them. */
function plainWindow(count: number, shown: number, rowHeight: number): RowWindow {
  return {
    items: Array.from({ length: shown }, (_, index) => ({ index, key: index })),
    padding: { top: 0, bottom: (count - shown) * rowHeight },
    measure: noMeasure,
  };
}

const VirtualRowWindow = lazy(() => import('./VirtualRowWindow'));

/**
 * Renders `children` over the rows of `count` to show: every row of a short list; of a longer one only the rows in
 * view (and `overscan` more each way), so the DOM does not grow with `count`. While the virtualizer's code loads,
 * the first rows show.
 */
export function RowWindowOf({ scroller, count, rowHeight, overscan = 8, children }: RowWindowProps) {
  if (count <= PLAIN_ROW_LIMIT) return children(plainWindow(count, count, rowHeight));
  return (
    <Suspense fallback={children(plainWindow(count, PLAIN_ROW_LIMIT, rowHeight))}>
      <VirtualRowWindow scroller={scroller} count={count} rowHeight={rowHeight} overscan={overscan}>
        {children}
      </VirtualRowWindow>
    </Suspense>
  );
}
