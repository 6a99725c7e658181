export type VisibleRange = { start: number; end: number };

export type VisibleRangeInput = {
  /** Distance from the top of the viewport to the top of the list (negative once scrolled past). */
  listTop: number;
  viewportHeight: number;
  rowHeight: number;
  count: number;
  /** Rows rendered beyond each edge of the viewport, so fast scrolling does not show blanks. */
  overscan: number;
};

/** The rows of a fixed-height list that intersect the viewport, plus overscan; `end` is exclusive. */
export function computeVisibleRange({
  listTop,
  viewportHeight,
  rowHeight,
  count,
  overscan,
}: VisibleRangeInput): VisibleRange {
  if (count <= 0 || rowHeight <= 0) return { start: 0, end: 0 };
  const firstVisible = Math.floor(Math.max(0, -listTop) / rowHeight);
  const lastVisible = Math.ceil(Math.max(0, viewportHeight - listTop) / rowHeight);
  const start = Math.min(count, Math.max(0, firstVisible - overscan));
  const end = Math.min(count, Math.max(start, lastVisible + overscan));
  return { start, end };
}
