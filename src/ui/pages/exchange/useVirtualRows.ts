import { measureElement, observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import type { RefObject } from 'react';

/** The viewport assumed while the scroll element has no size yet (a hidden tab, or a test without layout). */
const UNMEASURED_RECT = { width: 1024, height: 640 };

/** Reports the element's size, or the assumed viewport while it measures 0 × 0. */
const observeRectOrAssume: typeof observeElementRect = (instance, report) =>
  observeElementRect(instance, (rect) => report(rect.width === 0 && rect.height === 0 ? UNMEASURED_RECT : rect));

/**
 * Virtual rows inside a scrolling element: only the rows in view (and `overscan` more each way) are rendered, so the
 * DOM does not grow with `count`. Each rendered row should pass its element to `measureElement` (with `data-index`).
 */
export function useVirtualRows(
  scrollElement: RefObject<HTMLElement | null>,
  count: number,
  rowHeight: number,
  overscan = 8,
): Virtualizer<HTMLElement, Element> {
  return useVirtualizer({
    count,
    getScrollElement: () => scrollElement.current,
    estimateSize: () => rowHeight,
    overscan,
    initialRect: UNMEASURED_RECT,
    observeElementRect: observeRectOrAssume,
    // A row not laid out measures 0; keep the estimate then, or every row would seem to fit and all would render.
    measureElement: (element, entry, instance) => measureElement(element, entry, instance) || rowHeight,
  });
}

/** The space above and below the rendered rows, so the scrollbar reflects every row. */
export function virtualPadding(virtualizer: Virtualizer<HTMLElement, Element>): { readonly top: number; readonly bottom: number } {
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return { top: 0, bottom: 0 };
  return { top: first.start, bottom: virtualizer.getTotalSize() - last.end };
}
