/**
 * The country picker's state as one pure reducer: DOM events become actions, list navigation and the virtual
 * window do the arithmetic, and the hook only wires it to the DOM. What the reducer cannot know (the list, the
 * selected country, how tall the listbox is) comes in the action. Worked example, 245 countries, DE selected
 * at position 60, a 288px listbox (8 rows of 36): { type: 'open', query: '' } makes DE active and scrolls to
 * 60 × 36 − (288 − 36) / 2 = 2034, so DE sits in the middle; typing 'ger' ({ type: 'search-changed' }) makes the
 * first match active and scrolls to the top; clearing the search centres DE again; ArrowDown moves to
 * the next option and scrolls only as far as it needs to; { type: 'close' } forgets the query.
 */
import type { CountryCode } from '../../phone/plan/countries';
import { nextActiveIndex, type NavigationKey } from './list-navigation';
import { hasSearchableText } from './search-match';
import { pageSize, scrollTopToCenter, scrollTopToReveal } from './virtual-window';

/** Height of one option in CSS pixels: a comfortable touch target (WCAG 2.5.8 asks for 24). */
export const COUNTRY_ROW_HEIGHT = 36;
/** Rows assumed in view when the list cannot be measured (server, jsdom); the CSS shows at most this many. */
export const COUNTRY_VISIBLE_ROWS = 8;

/** The list's height when nothing limits it: the rows are drawn for at least this. */
const DEFAULT_LIST_HEIGHT = COUNTRY_VISIBLE_ROWS * COUNTRY_ROW_HEIGHT;

/** Until a search starts, the active option follows the selected country; a new query activates the first match. */
export const FIRST_MATCH = 'first';
export type ActiveTarget = CountryCode | typeof FIRST_MATCH | undefined;

/** An option of a list, as the reducer needs it: the country list entries and search results both fit. */
export interface PickerOption {
  readonly code: CountryCode;
}

export interface PickerState {
  readonly open: boolean;
  readonly query: string;
  /** Which option is active, by country rather than position, so it survives the list changing under it. */
  readonly activeTarget: ActiveTarget;
  /** The listbox's scroll position; the DOM follows it (keys move it), and scrolling brings it along. */
  readonly scrollTop: number;
  /**
   * The height the list's rows are drawn for: the listbox's as last measured, but never less than the tallest it is
   * by default (COUNTRY_VISIBLE_ROWS rows), so that measuring a list of the usual height changes nothing (the first
   * open drew every option twice when the measurement arrived).
   */
  readonly measuredHeight: number;
  /** The result count to announce, set once typing pauses. */
  readonly announcement: string;
}

/** The unfiltered list, the selected country and the listbox height: what centring the selected country needs. */
export interface PickerListContext {
  readonly countries: readonly PickerOption[];
  readonly selected: CountryCode | undefined;
  readonly viewportHeight: number;
}

export type PickerAction =
  | ({ readonly type: 'open'; readonly query: string } & PickerListContext)
  | { readonly type: 'close' }
  | ({ readonly type: 'search-changed'; readonly query: string } & PickerListContext)
  | {
      readonly type: 'move-active';
      readonly key: NavigationKey;
      /** The options shown now (the search results, or the whole list). */
      readonly results: readonly PickerOption[];
      readonly viewportHeight: number;
    }
  | {
      /** The listbox is laid out at its real height (opening assumed the tallest): centre the active option for it. */
      readonly type: 'shown';
      readonly results: readonly PickerOption[];
      readonly viewportHeight: number;
    }
  | { readonly type: 'point'; readonly code: CountryCode }
  | { readonly type: 'scrolled'; readonly scrollTop: number }
  | { readonly type: 'measured'; readonly height: number }
  | { readonly type: 'announce'; readonly message: string };

export function initialPickerState(): PickerState {
  return {
    open: false,
    query: '',
    activeTarget: undefined,
    scrollTop: 0,
    measuredHeight: DEFAULT_LIST_HEIGHT,
    announcement: '',
  };
}

/** The position of the active option in `results`, or -1 when none is. */
export function activeIndexOf(state: PickerState, results: readonly PickerOption[]): number {
  const target = state.activeTarget;
  if (target === FIRST_MATCH) return Math.min(0, results.length - 1);
  if (target === undefined) return -1;
  return results.findIndex((option) => option.code === target);
}

/** The one centring rule: row `index` in the middle of the view, as far as the list lets it (the top for -1). */
function centredOn(index: number, count: number, viewportHeight: number): number {
  return scrollTopToCenter(index, count, COUNTRY_ROW_HEIGHT, viewportHeight);
}

/**
 * A new query: with something to search for, the first match is active at the top of the list; without,
 * the selected country is active in the middle of the view (no option at all when it is not in the list).
 */
function withQuery(state: PickerState, query: string, context: PickerListContext): PickerState {
  if (hasSearchableText(query)) return { ...state, query, activeTarget: FIRST_MATCH, scrollTop: 0 };
  const { countries, selected, viewportHeight } = context;
  const selectedIndex = selected ? countries.findIndex((option) => option.code === selected) : -1;
  return {
    ...state,
    query,
    announcement: '',
    activeTarget: selectedIndex >= 0 ? selected : undefined,
    scrollTop: centredOn(selectedIndex, countries.length, viewportHeight),
  };
}

export function pickerReducer(state: PickerState, action: PickerAction): PickerState {
  switch (action.type) {
    case 'open':
      return { ...withQuery(state, action.query, action), open: true, announcement: '' };
    case 'close':
      return { ...state, open: false, query: '', announcement: '' };
    case 'search-changed':
      return withQuery(state, action.query, action);
    case 'move-active': {
      const { results, viewportHeight } = action;
      const next = nextActiveIndex(
        action.key,
        activeIndexOf(state, results),
        results.length,
        pageSize(COUNTRY_ROW_HEIGHT, viewportHeight),
      );
      const option = results[next];
      if (!option) return state;
      const geometry = {
        count: results.length,
        rowHeight: COUNTRY_ROW_HEIGHT,
        viewportHeight,
        scrollTop: state.scrollTop,
      };
      return { ...state, activeTarget: option.code, scrollTop: scrollTopToReveal(next, geometry) };
    }
    case 'shown': {
      const index = activeIndexOf(state, action.results);
      if (action.viewportHeight <= 0 || index < 0) return state;
      const scrollTop = centredOn(index, action.results.length, action.viewportHeight);
      return Math.abs(scrollTop - state.scrollTop) < 1 ? state : { ...state, scrollTop };
    }
    case 'point':
      return state.activeTarget === action.code ? state : { ...state, activeTarget: action.code };
    case 'scrolled':
      return state.scrollTop === action.scrollTop ? state : { ...state, scrollTop: action.scrollTop };
    case 'measured': {
      const height = Math.max(action.height, DEFAULT_LIST_HEIGHT);
      return state.measuredHeight === height ? state : { ...state, measuredHeight: height };
    }
    case 'announce':
      return state.announcement === action.message ? state : { ...state, announcement: action.message };
  }
}
