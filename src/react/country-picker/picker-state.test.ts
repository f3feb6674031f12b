import { describe, expect, it } from 'vitest';
import type { CountryCode } from '../../phone/plan/countries';
import {
  activeIndexOf,
  COUNTRY_ROW_HEIGHT,
  COUNTRY_VISIBLE_ROWS,
  initialPickerState,
  pickerReducer,
  type PickerAction,
  type PickerOption,
  type PickerState,
} from './picker-state';

// Twenty countries, eight rows (288px) in view: a list that scrolls, with arithmetic that stays readable.
const CODES: readonly CountryCode[] = [
  'AR', 'AT', 'AU', 'BE', 'BR', 'CA', 'CH', 'CN', 'CZ', 'DE',
  'DK', 'ES', 'FI', 'FR', 'GB', 'GR', 'IE', 'IN', 'IT', 'JP',
]; // prettier-ignore
const LIST: readonly PickerOption[] = CODES.map((code) => ({ code }));
const ROW = COUNTRY_ROW_HEIGHT;
const VIEW = COUNTRY_VISIBLE_ROWS * ROW;
/** The largest scrollTop the fixture list allows. */
const BOTTOM = LIST.length * ROW - VIEW;
/** What a search for "g" might find. */
const MATCHES: readonly PickerOption[] = [{ code: 'GB' }, { code: 'GR' }, { code: 'DE' }];

const run = (state: PickerState, ...actions: PickerAction[]) => actions.reduce(pickerReducer, state);
const open = (selected: CountryCode | undefined, query = ''): PickerAction => ({
  type: 'open',
  query,
  countries: LIST,
  selected,
  viewportHeight: VIEW,
});
const search = (query: string, selected: CountryCode | undefined = 'DE'): PickerAction => ({
  type: 'search-changed',
  query,
  countries: LIST,
  selected,
  viewportHeight: VIEW,
});
const key = (
  name: Extract<PickerAction, { type: 'move-active' }>['key'],
  results: readonly PickerOption[] = LIST,
): PickerAction => ({ type: 'move-active', key: name, results, viewportHeight: VIEW });
const opened = (selected: CountryCode | undefined, query = '') =>
  run(initialPickerState(), open(selected, query));
const activeCode = (state: PickerState, results: readonly PickerOption[] = LIST) =>
  results[activeIndexOf(state, results)]?.code;

describe('a new picker', () => {
  it('is closed, with no query, no active option and nothing to announce', () => {
    const state = initialPickerState();
    expect(state).toMatchObject({ open: false, query: '', scrollTop: 0, announcement: '' });
    expect(activeIndexOf(state, LIST)).toBe(-1);
  });
});

describe('opening', () => {
  it('makes the selected country active and centres it in the view', () => {
    const state = opened('DE');
    expect(state.open).toBe(true);
    expect(activeCode(state)).toBe('DE');
    // DE is row 9: its top at 324, less half the view around it, (288 − 36) / 2 = 126.
    expect(state.scrollTop).toBe(9 * ROW - (VIEW - ROW) / 2);
  });

  it('centres only as far as the list lets it, at either end', () => {
    expect(opened('AT').scrollTop).toBe(0);
    expect(opened('JP').scrollTop).toBe(BOTTOM);
    expect(activeCode(opened('JP'))).toBe('JP');
  });

  it('has no active option when nothing is selected, or the selection is not in the list', () => {
    expect(activeIndexOf(opened(undefined), LIST)).toBe(-1);
    expect(opened(undefined).scrollTop).toBe(0);
    expect(activeIndexOf(opened('US'), LIST)).toBe(-1);
    expect(opened('US').scrollTop).toBe(0);
  });

  it('with a type-ahead character, searches at once and makes the first match active at the top', () => {
    const state = opened('JP', 'g');
    expect(state.query).toBe('g');
    expect(activeCode(state, MATCHES)).toBe('GB');
    expect(state.scrollTop).toBe(0);
  });

  it('forgets an announcement left from before', () => {
    const state = run(initialPickerState(), { type: 'announce', message: '3 results' }, open('DE', 'g'));
    expect(state.announcement).toBe('');
  });
});

describe('searching', () => {
  it('makes the first match active and scrolls to the top, wherever the active option was', () => {
    const state = run(initialPickerState(), open('DE'), key('ArrowDown'), search('g'));
    expect(state.query).toBe('g');
    expect(activeCode(state, MATCHES)).toBe('GB');
    expect(state.scrollTop).toBe(0);
  });

  it('has no active option when nothing matches', () => {
    const state = run(initialPickerState(), open('DE'), search('zz'));
    expect(activeIndexOf(state, [])).toBe(-1);
  });

  it('keeps the count announced while the query changes', () => {
    const state = run(opened('DE'), search('g'), { type: 'announce', message: '3 results' }, search('gr'));
    expect(state.announcement).toBe('3 results');
  });

  it('when cleared, centres the selected country again and stops announcing', () => {
    const state = run(opened('DE'), search('g'), { type: 'announce', message: '3 results' }, search(''));
    expect(state.query).toBe('');
    expect(activeCode(state)).toBe('DE');
    expect(state.scrollTop).toBe(opened('DE').scrollTop);
    expect(state.announcement).toBe('');
  });

  it('treats a query of punctuation alone as no search', () => {
    const state = run(opened('DE'), search('g'), search('-'));
    expect(state.query).toBe('-');
    expect(activeCode(state)).toBe('DE');
    expect(state.scrollTop).toBe(opened('DE').scrollTop);
  });
});

describe('navigation keys', () => {
  it('ArrowDown and ArrowUp move one option', () => {
    expect(activeCode(run(opened('DE'), key('ArrowDown')))).toBe('DK');
    expect(activeCode(run(opened('DE'), key('ArrowUp')))).toBe('CZ');
  });

  it('stop at the ends rather than wrapping', () => {
    expect(activeCode(run(opened('JP'), key('ArrowDown')))).toBe('JP');
    expect(activeCode(run(opened('AR'), key('ArrowUp')))).toBe('AR');
    expect(activeCode(run(opened('IT'), key('PageDown')))).toBe('JP');
    expect(activeCode(run(opened('AT'), key('PageUp')))).toBe('AR');
  });

  it('Home and End go to the first and the last option, and scroll there', () => {
    const home = run(opened('DE'), key('Home'));
    expect(activeCode(home)).toBe('AR');
    expect(home.scrollTop).toBe(0);
    const end = run(opened('DE'), key('End'));
    expect(activeCode(end)).toBe('JP');
    expect(end.scrollTop).toBe(BOTTOM);
  });

  it('PageDown and PageUp move a view less one row', () => {
    expect(activeCode(run(opened('AR'), key('PageDown')))).toBe(CODES[7]);
    expect(activeCode(run(opened('JP'), key('PageUp')))).toBe(CODES[19 - 7]);
  });

  it('with no active option, ArrowDown starts at the first and ArrowUp at the last', () => {
    expect(activeCode(run(opened(undefined), key('ArrowDown')))).toBe('AR');
    expect(activeCode(run(opened(undefined), key('ArrowUp')))).toBe('JP');
  });

  it('move within the search results, starting from the first match', () => {
    const state = run(opened('DE', 'g'), key('ArrowDown', MATCHES));
    expect(activeCode(state, MATCHES)).toBe('GR');
  });

  it('scroll only as far as it takes to show the new active option', () => {
    // Rows 0–7 are in view with AR…CN; ArrowDown from CN (7) to CZ (8) scrolls by one row.
    const atTop = run(opened('AR'), key('ArrowDown'), key('ArrowDown'), key('ArrowDown'));
    expect(atTop.scrollTop).toBe(0);
    const state = run(opened('CN'), { type: 'scrolled', scrollTop: 0 }, key('ArrowDown'));
    expect(activeCode(state)).toBe('CZ');
    expect(state.scrollTop).toBe(ROW);
  });

  it('change nothing in an empty list', () => {
    const before = run(opened('DE'), search('zz'));
    expect(run(before, key('ArrowDown', []))).toBe(before);
  });
});

describe('closing', () => {
  it('closes, forgets the query and the announcement', () => {
    const state = run(
      opened('DE'),
      search('g'),
      { type: 'announce', message: '3 results' },
      { type: 'close' },
    );
    expect(state).toMatchObject({ open: false, query: '', announcement: '' });
  });

  it('then reopening centres the selected country again, not where the list was left', () => {
    const state = run(opened('DE'), key('End'), { type: 'close' }, open('DE'));
    expect(activeCode(state)).toBe('DE');
    expect(state.scrollTop).toBe(opened('DE').scrollTop);
  });
});

describe('the list on screen', () => {
  it('centres the active option again once the listbox turns out shorter than assumed', () => {
    const state = run(opened('DE'), { type: 'shown', results: LIST, viewportHeight: 4 * ROW });
    expect(state.scrollTop).toBe(9 * ROW - (4 * ROW - ROW) / 2);
    expect(activeCode(state)).toBe('DE');
  });

  it('leaves the scroll alone when the listbox has no layout, or no option is active', () => {
    const centred = opened('DE');
    expect(run(centred, { type: 'shown', results: LIST, viewportHeight: 0 })).toBe(centred);
    const none = run(opened(undefined), { type: 'scrolled', scrollTop: 100 });
    expect(run(none, { type: 'shown', results: LIST, viewportHeight: 4 * ROW })).toBe(none);
  });

  it('follows the pointer: the option under it becomes active', () => {
    expect(activeCode(run(opened('DE'), { type: 'point', code: 'FR' }))).toBe('FR');
  });

  it('keeps the scroll position, the measured height and the announcement it is given', () => {
    const state = run(
      opened('DE'),
      { type: 'scrolled', scrollTop: 100 },
      { type: 'measured', height: 400 },
      { type: 'announce', message: '2 results' },
    );
    expect(state).toMatchObject({ scrollTop: 100, measuredHeight: 400, announcement: '2 results' });
  });

  it('draws rows for the default height until a taller list is measured: measuring a usual list changes nothing', () => {
    const open = opened('DE');
    const drawnFor = COUNTRY_VISIBLE_ROWS * COUNTRY_ROW_HEIGHT;
    expect(open.measuredHeight).toBe(drawnFor);
    // The same state, so the picker does not draw its options again when the first measurement arrives.
    expect(run(open, { type: 'measured', height: drawnFor })).toBe(open);
    expect(run(open, { type: 'measured', height: 180 })).toBe(open);
    expect(run(open, { type: 'measured', height: drawnFor + 36 }).measuredHeight).toBe(drawnFor + 36);
  });
});
