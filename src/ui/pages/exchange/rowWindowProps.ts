import type { Key, ReactNode, RefObject } from 'react';

/** The rows to render of a scrolling list, and the space that stands for the others. */
export interface RowWindow {
  readonly items: readonly { readonly index: number; readonly key: Key }[];
  readonly padding: { readonly top: number; readonly bottom: number };
  /** Each rendered row passes its element here (with `data-index`), so its real height counts. */
  readonly measure: (element: Element | null) => void;
}

export interface RowWindowProps {
  readonly scroller: RefObject<HTMLElement | null>;
  readonly count: number;
  readonly rowHeight: number;
  readonly overscan?: number;
  readonly children: (window: RowWindow) => ReactNode;
}
