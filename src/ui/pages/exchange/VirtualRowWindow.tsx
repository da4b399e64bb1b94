import type { RowWindowProps } from './rowWindowProps';
import { useVirtualRows, virtualPadding } from './useVirtualRows';

/** `RowWindowOf` for a long list: the virtualizer's rows (loaded on first need, with @tanstack/react-virtual). */
export default function VirtualRowWindow({ scroller, count, rowHeight, overscan, children }: RowWindowProps) {
  const virtualizer = useVirtualRows(scroller, count, rowHeight, overscan);
  return children({ items: virtualizer.getVirtualItems(), padding: virtualPadding(virtualizer), measure: virtualizer.measureElement });
}
