/**
 * The listbox's measurement and virtual window: which rows to render for the scroll position and height in the
 * picker's state, keeping the DOM's scroll position in step with the state's, measuring the listbox once the browser
 * has laid it out (re-centring the active row when it is shorter than opening assumed), and its scroll events.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, type Dispatch, type UIEvent } from 'react';
import { useLatestCallback } from '../use-latest-callback';
import {
  COUNTRY_ROW_HEIGHT,
  COUNTRY_VISIBLE_ROWS,
  type PickerAction,
  type PickerOption,
  type PickerState,
} from './picker-state';
import { visibleRange } from './virtual-window';

const OVERSCAN = 4;

/** The virtual window of one render, and what the listbox needs to keep it. */
export interface ListWindow {
  /** The rows to render, as [start, end) of the current list. */
  readonly range: { start: number; end: number };
  /** The listbox's ref: a new listbox starts scrolled to the top. */
  readonly setList: (listbox: HTMLDivElement | null) => void;
  /** The listbox's real height, read when it is needed (jsdom has no layout: then the CSS maximum). */
  readonly viewportHeight: () => number;
  /** The listbox's scroll handler. */
  readonly onScroll: (event: UIEvent<HTMLElement>) => void;
}

export function useListWindow(
  expanded: boolean,
  state: PickerState,
  results: readonly PickerOption[],
  dispatch: Dispatch<PickerAction>,
): ListWindow {
  const { scrollTop, measuredHeight } = state;
  const listRef = useRef<HTMLDivElement | null>(null);
  /** The listbox's scroll position as last set or reported (a new listbox starts at 0). */
  const domScrollTop = useRef(0);
  const setList = useCallback((listbox: HTMLDivElement | null) => {
    listRef.current = listbox;
    domScrollTop.current = 0;
  }, []);

  // State is the source of truth for the scroll position (keys move it); the DOM follows. Where the DOM is comes from
  // its own scroll events, not from reading scrollTop: a read on open forced a layout (1.4 ms of a 17 ms open).
  useLayoutEffect(() => {
    const listbox = listRef.current;
    if (!expanded || !listbox || Math.abs(domScrollTop.current - scrollTop) < 1) return;
    listbox.scrollTop = scrollTop;
    domScrollTop.current = scrollTop;
  }, [expanded, scrollTop]);

  // Opening centred the active row for the tallest list; a shorter one (a small screen) centres it again. Its height
  // is read when the browser has laid it out (a ResizeObserver reports before paint), never by forcing a layout.
  const centreActiveRow = useLatestCallback((height: number) =>
    dispatch({ type: 'shown', results, viewportHeight: height }),
  );
  useEffect(() => {
    const listbox = listRef.current;
    if (!expanded || !listbox || typeof ResizeObserver === 'undefined') return;
    let first = true;
    const observer = new ResizeObserver(() => {
      const height = listbox.clientHeight;
      // The usual height, which opening assumed, changes nothing at first; a dispatch that changes nothing still
      // costs the picker a render here (React cannot bail out early right after a commit).
      if (first) {
        first = false;
        if (height === COUNTRY_VISIBLE_ROWS * COUNTRY_ROW_HEIGHT) return;
        centreActiveRow(height);
      }
      dispatch({ type: 'measured', height });
    });
    observer.observe(listbox);
    return () => observer.disconnect();
  }, [expanded, centreActiveRow, dispatch]);

  return {
    // The window is computed for the tallest the list can be, so a shorter list only renders a few rows extra.
    range: visibleRange(
      { count: results.length, rowHeight: COUNTRY_ROW_HEIGHT, viewportHeight: measuredHeight, scrollTop },
      OVERSCAN,
    ),
    setList,
    viewportHeight: () => listRef.current?.clientHeight || COUNTRY_VISIBLE_ROWS * COUNTRY_ROW_HEIGHT,
    onScroll: (event: UIEvent<HTMLElement>) => {
      domScrollTop.current = event.currentTarget.scrollTop;
      dispatch({ type: 'scrolled', scrollTop: domScrollTop.current });
    },
  };
}
