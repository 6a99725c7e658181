import { useLayoutEffect, useRef, useState } from "react";
import { computeVisibleRange, type VisibleRange } from "./visible-range";

type Options = { count: number; rowHeight: number; overscan?: number };

/**
 * Windowing for a fixed-height list that scrolls with the page: only the rows in (and near) the viewport are
 * rendered, so a cellar of thousands of wines paints its first rows at once. Attach `listRef` to the element
 * that holds the rows; give it `totalHeight` and place the rendered rows at `offsetTop`.
 */
export function useWindowVirtualizer<Element extends HTMLElement = HTMLDivElement>({
  count,
  rowHeight,
  overscan = 6,
}: Options) {
  const listRef = useRef<Element>(null);
  const [range, setRange] = useState<VisibleRange>(() => ({ start: 0, end: Math.min(count, 12) }));

  useLayoutEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const element = listRef.current;
      if (!element) return;
      const next = computeVisibleRange({
        listTop: element.getBoundingClientRect().top,
        viewportHeight: window.innerHeight,
        rowHeight,
        count,
        overscan,
      });
      setRange((current) => (current.start === next.start && current.end === next.end ? current : next));
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [count, rowHeight, overscan]);

  return {
    listRef,
    range,
    totalHeight: count * rowHeight,
    offsetTop: range.start * rowHeight,
  };
}
