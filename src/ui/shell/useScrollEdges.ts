import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Whether a sideways-scrolling element has more content past its left and right edges. */
export interface ScrollEdges {
  readonly moreLeft: boolean;
  readonly moreRight: boolean;
}

const NONE: ScrollEdges = { moreLeft: false, moreRight: false };

/**
 * Follows `ref`'s sideways overflow: on its scroll events and whenever its size changes. Returns the edges and the
 * scroll handler to attach to the element.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): [ScrollEdges, () => void] {
  const [edges, setEdges] = useState<ScrollEdges>(NONE);
  const measure = useCallback(() => {
    const element = ref.current;
    if (element === null) return;
    const moreLeft = element.scrollLeft > 1;
    const moreRight = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
    setEdges((previous) => (previous.moreLeft === moreLeft && previous.moreRight === moreRight ? previous : { moreLeft, moreRight }));
  }, [ref]);
  useEffect(() => {
    const element = ref.current;
    if (element === null || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    measure();
    return () => observer.disconnect();
  }, [ref, measure]);
  return [edges, measure];
}
