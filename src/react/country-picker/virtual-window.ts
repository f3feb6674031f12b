/** A fixed-row-height list scrolled to `scrollTop` inside a viewport `viewportHeight` tall. */
export interface VirtualListGeometry {
  readonly count: number;
  readonly rowHeight: number;
  readonly viewportHeight: number;
  readonly scrollTop: number;
}

/** The rows to render: those in view plus `overscan` on either side, as [start, end). */
export function visibleRange(
  geometry: VirtualListGeometry,
  overscan: number,
): { start: number; end: number } {
  const { count, rowHeight, viewportHeight, scrollTop } = geometry;
  if (count <= 0 || rowHeight <= 0) return { start: 0, end: 0 };
  const top = Math.max(0, scrollTop);
  const first = Math.floor(top / rowHeight);
  const last = Math.ceil((top + Math.max(0, viewportHeight)) / rowHeight);
  return { start: Math.max(0, Math.min(first - overscan, count - 1)), end: Math.min(count, last + overscan) };
}

/** The indexes of a range, plus `pinned` (the active option, which must stay in the DOM for aria-activedescendant). */
export function windowIndexes(range: { start: number; end: number }, pinned: number): number[] {
  const indexes: number[] = [];
  if (pinned >= 0 && pinned < range.start) indexes.push(pinned);
  for (let i = range.start; i < range.end; i++) indexes.push(i);
  if (pinned >= range.end) indexes.push(pinned);
  return indexes;
}

export function maxScrollTop(count: number, rowHeight: number, viewportHeight: number): number {
  return Math.max(0, count * rowHeight - viewportHeight);
}

const clampTop = (top: number, count: number, rowHeight: number, viewportHeight: number) =>
  Math.min(Math.max(0, top), maxScrollTop(count, rowHeight, viewportHeight));

/** The least scrolling that brings row `index` fully into view. */
export function scrollTopToReveal(index: number, geometry: VirtualListGeometry): number {
  const { count, rowHeight, viewportHeight, scrollTop } = geometry;
  if (index < 0) return clampTop(scrollTop, count, rowHeight, viewportHeight);
  const rowTop = index * rowHeight;
  const rowBottom = rowTop + rowHeight;
  let top = scrollTop;
  if (rowTop < top) top = rowTop;
  else if (rowBottom > top + viewportHeight) top = rowBottom - viewportHeight;
  return clampTop(top, count, rowHeight, viewportHeight);
}

/** The scroll position that puts row `index` in the middle of the viewport (0 when there is none). */
export function scrollTopToCenter(
  index: number,
  count: number,
  rowHeight: number,
  viewportHeight: number,
): number {
  if (index < 0) return 0;
  return clampTop(index * rowHeight - (viewportHeight - rowHeight) / 2, count, rowHeight, viewportHeight);
}

/** How many rows PageUp/PageDown move: a viewport less one row, so one row stays for context. */
export function pageSize(rowHeight: number, viewportHeight: number): number {
  return Math.max(1, Math.floor(viewportHeight / rowHeight) - 1);
}
