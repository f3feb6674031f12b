/**
 * src/react/country-picker: the country selector without a look. picker-state.ts is the pure reducer; search,
 * list building, navigation and the virtual window are pure helpers; this hook wires them to the DOM. Imported by
 * src/components; it imports only src/phone.
 */
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type Ref,
  type UIEvent,
} from 'react';
import { useLatestCallback } from '../use-latest-callback';
import { defaultPreferred } from './default-preferred';
import { callingCodeOf, type CountryCode } from '../../phone/plan/countries';
import { countryIndex, type CountryEntry, type CountryIndex } from './country-index';
import { buildCountryList, type CountryList } from './country-list';
import { useCountryIndex } from './use-country-index';
import type { CountryPickerLabels } from './country-picker-labels';
import { isNavigationKey } from './list-navigation';
import {
  activeIndexOf,
  COUNTRY_ROW_HEIGHT,
  COUNTRY_VISIBLE_ROWS,
  initialPickerState,
  pickerReducer,
} from './picker-state';
import { hasSearchableText } from './search-match';
import { searchCountries } from './search-countries';
import { visibleRange, windowIndexes } from './virtual-window';

export { COUNTRY_ROW_HEIGHT, COUNTRY_VISIBLE_ROWS } from './picker-state';
const OVERSCAN = 4;
/** The count is announced once typing pauses, so a screen reader does not read every intermediate count. */
export const ANNOUNCE_DELAY_MS = 300;

export interface UseCountryPickerOptions {
  readonly value: CountryCode | undefined;
  readonly onChange: (code: CountryCode) => void;
  /** UI locale for country names, sorting and search, e.g. 'de'. */
  readonly locale: string;
  readonly labels: CountryPickerLabels;
  /** Only these countries. */
  readonly countries?: readonly CountryCode[] | undefined;
  readonly excludeCountries?: readonly CountryCode[] | undefined;
  /**
   * Shown first, in this order, then the others. Default: the countries of the browser's languages, then the
   * selected one; [] for none.
   */
  readonly preferredCountries?: readonly CountryCode[] | undefined;
  readonly disabled?: boolean | undefined;
  /** Shows the country and stays focusable, but does not open. */
  readonly readOnly?: boolean | undefined;
  /** Id of the selector button. */
  readonly id?: string | undefined;
  /**
   * Where focus goes after a pick (a phone field's number, so typing goes on there); the selector button when it
   * gives nothing. Escape and a press outside are not picks: they leave focus as before.
   */
  readonly focusAfterPick?: (() => HTMLElement | null | undefined) | undefined;
}

/** One rendered option of the virtual window. */
export interface CountryPickerItem {
  /** Position in the current (filtered) list; pass it to getOptionProps. */
  readonly index: number;
  readonly code: CountryCode;
  readonly callingCode: string;
  /** Localized name. */
  readonly name: string;
  /** Which flag to show: the ISO code. */
  readonly flag: CountryCode;
  readonly selected: boolean;
  readonly active: boolean;
  /** First of the non-preferred countries: the divider is drawn above it. */
  readonly afterDivider: boolean;
}

export interface CountryPickerSection {
  readonly key: 'preferred' | 'all' | 'results';
  /** A role="group" wrapper to spread, or undefined when the options go straight into the listbox. */
  readonly groupProps: { readonly role: 'group'; readonly 'aria-label': string } | undefined;
  readonly items: readonly CountryPickerItem[];
}

/** What getOptionProps returns, for the view to spread on an option. */
export interface CountryPickerOptionProps {
  readonly id: string | undefined;
  readonly role: 'option';
  readonly 'aria-selected': boolean;
  readonly 'aria-posinset': number;
  readonly 'aria-setsize': number;
  readonly style: { readonly top: number; readonly height: number };
  readonly onClick: () => void;
  readonly onPointerMove: (event: PointerEvent<HTMLElement>) => void;
}

/** The selected country as the button shows it. */
export interface CountryPickerSelection {
  readonly code: CountryCode;
  readonly callingCode: string;
  readonly name: string;
}

export interface CountryPickerButtonProps {
  readonly ref: Ref<HTMLButtonElement>;
  readonly id: string;
  readonly type: 'button';
  readonly 'aria-haspopup': 'listbox';
  readonly 'aria-expanded': boolean;
  readonly 'aria-controls': string | undefined;
  readonly 'aria-label': string;
  readonly 'aria-disabled': true | undefined;
  readonly disabled: boolean;
  readonly onClick: () => void;
  readonly onMouseDown: (event: MouseEvent<HTMLButtonElement>) => void;
  readonly onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

export interface CountryPickerPopupProps {
  readonly ref: Ref<HTMLDivElement>;
  readonly id: string;
  readonly onBlur: (event: FocusEvent<HTMLElement>) => void;
}

export interface CountryPickerSearchProps {
  readonly ref: Ref<HTMLInputElement>;
  readonly type: 'text';
  readonly role: 'combobox';
  readonly value: string;
  readonly placeholder: string;
  readonly 'aria-label': string;
  readonly 'aria-controls': string;
  readonly 'aria-expanded': boolean;
  readonly 'aria-autocomplete': 'list';
  readonly 'aria-activedescendant': string | undefined;
  readonly autoComplete: string;
  readonly autoCorrect: string;
  readonly autoCapitalize: string;
  readonly spellCheck: boolean;
  /** '' (no form has that id): the search is no field of a form the picker sits in. */
  readonly form: '';
  readonly onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  readonly onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

export interface CountryPickerListboxProps {
  readonly ref: Ref<HTMLDivElement>;
  readonly id: string;
  readonly role: 'listbox';
  readonly 'aria-label': string;
  readonly tabIndex: number;
  readonly onScroll: (event: UIEvent<HTMLElement>) => void;
  readonly onMouseDown: (event: MouseEvent<HTMLElement>) => void;
  readonly onFocus: () => void;
}

/** What useCountryPicker returns: the state to show, and prop objects for each part of the view to spread. */
export interface CountryPickerApi {
  readonly isOpen: boolean;
  readonly query: string;
  readonly selection: CountryPickerSelection | undefined;
  /** The options of the virtual window (plus the active one), in list order. */
  readonly items: CountryPickerItem[];
  readonly sections: CountryPickerSection[];
  /** Position of the active option in the current list; -1 when none is. */
  readonly activeIndex: number;
  readonly resultCount: number;
  readonly noMatches: boolean;
  readonly liveMessage: string;
  readonly open: () => void;
  /** Closes the popup and returns focus to the button. */
  readonly close: () => void;
  readonly getOptionProps: (i: number) => CountryPickerOptionProps;
  readonly rootProps: { readonly ref: Ref<HTMLDivElement> };
  readonly buttonProps: CountryPickerButtonProps;
  readonly popupProps: CountryPickerPopupProps;
  readonly searchProps: CountryPickerSearchProps;
  readonly listboxProps: CountryPickerListboxProps;
  readonly spacerProps: { readonly role: 'presentation'; readonly style: { readonly height: number } };
  readonly statusProps: {
    readonly role: 'status';
    readonly 'aria-live': 'polite';
    readonly 'aria-atomic': boolean;
    readonly children: string;
  };
}

const EMPTY_LIST: CountryList = { countries: [], preferredCount: 0 };
const codesKey = (codes: readonly CountryCode[] | undefined) => codes?.join(' ');
const codesOf = (key: string | undefined) => (key === undefined ? undefined : key.split(' ').filter(Boolean));

/**
 * A country selector as prop objects: a button that opens a non-modal popup with a search combobox
 * over a virtualized listbox, and a polite live region. The view only lays these out.
 */
export function useCountryPicker(options: UseCountryPickerOptions): CountryPickerApi {
  const { value, onChange, locale, labels } = options;
  const disabled = options.disabled === true;
  const readOnly = options.readOnly === true;
  const baseId = useId();
  const buttonId = options.id ?? `${baseId}button`;
  const popupId = `${baseId}popup`;
  const listboxId = `${baseId}listbox`;
  const optionId = (code: CountryCode) => `${baseId}option-${code}`;

  const rootRef = useRef<HTMLDivElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const popupRef = useRef<HTMLDivElement | null>(null);
  const searchRef = useRef<HTMLInputElement | null>(null);
  const listRef = useRef<HTMLDivElement | null>(null);
  /** The listbox's scroll position as last set or reported (a new listbox starts at 0). */
  const domScrollTop = useRef(0);
  const setList = useCallback((listbox: HTMLDivElement | null) => {
    listRef.current = listbox;
    domScrollTop.current = 0;
  }, []);

  const [state, dispatch] = useReducer(pickerReducer, undefined, initialPickerState);
  const { query, scrollTop, measuredHeight, announcement } = state;

  const expanded = state.open && !disabled && !readOnly;
  // Built when the page is idle (names and collation cost more than the rest of a load); opening first builds it now.
  const index = useCountryIndex(locale);
  // Arrays passed inline are new on every render; their contents decide when the list is rebuilt.
  const onlyKey = codesKey(options.countries);
  const excludeKey = codesKey(options.excludeCountries);
  // By default the browser's languages' countries and the selected one (SSR renders no list, so no mismatch).
  const preferredKey = codesKey(
    options.preferredCountries ??
      defaultPreferred(typeof navigator === 'undefined' ? [] : navigator.languages, value),
  );
  const listOf = useCallback(
    (of: CountryIndex) =>
      buildCountryList(of, {
        countries: codesOf(onlyKey),
        excludeCountries: codesOf(excludeKey),
        preferredCountries: codesOf(preferredKey),
      }),
    [onlyKey, excludeKey, preferredKey],
  );
  const list = useMemo(() => (index ? listOf(index) : EMPTY_LIST), [index, listOf]);
  const searching = hasSearchableText(query);
  const results = useMemo(
    () =>
      searching && index ? searchCountries(list.countries, query, index.searchCollator) : list.countries,
    [searching, list, query, index],
  );
  const grouped = !searching && list.preferredCount > 0;

  const activeIndex = activeIndexOf(state, results);
  const activeEntry = results[activeIndex];
  const selectedEntry = value ? index?.byCode.get(value) : undefined;

  // The window is computed for the tallest the list can be, so a shorter list only renders a few rows extra.
  const range = visibleRange(
    { count: results.length, rowHeight: COUNTRY_ROW_HEIGHT, viewportHeight: measuredHeight, scrollTop },
    OVERSCAN,
  );

  /** The listbox's real height, read when it is needed (jsdom has no layout: then the CSS maximum). */
  const viewportHeight = () => listRef.current?.clientHeight || COUNTRY_VISIBLE_ROWS * COUNTRY_ROW_HEIGHT;

  const openPopup = (initialQuery = '') => {
    if (disabled || readOnly) return;
    // Opened before the page was idle: the index is built now (the next render finds it in the cache).
    const countries = (index ? list : listOf(countryIndex(locale))).countries;
    dispatch({
      type: 'open',
      query: initialQuery,
      countries,
      selected: value,
      viewportHeight: viewportHeight(),
    });
  };

  const closePopup = (returnFocus: boolean) => {
    dispatch({ type: 'close' });
    if (returnFocus) buttonRef.current?.focus();
  };

  const pick = (code: CountryCode) => {
    if (code !== value) onChange(code);
    // After onChange, so focus lands where asked (or on the selector) even if the parent moves it.
    const next = options.focusAfterPick?.();
    closePopup(!next);
    next?.focus();
  };

  // The search field takes focus on open, with the caret after any type-ahead character.
  useEffect(() => {
    const search = searchRef.current;
    if (!expanded || !search) return;
    // The search sits right under the button just pressed, in view: scrolling it there would only force a layout.
    search.focus({ preventScroll: true });
    // An empty field already has its caret at the start (skipping this measured no difference; it is only not needed).
    if (search.value !== '') search.setSelectionRange(search.value.length, search.value.length);
  }, [expanded]);

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
  }, [expanded, centreActiveRow]);

  const onOutsidePointer = useLatestCallback((event: Event) => {
    const root = rootRef.current;
    if (root && event.target instanceof Node && !root.contains(event.target)) closePopup(false);
  });
  // A press anywhere else closes the popup; focus goes wherever that press puts it.
  useEffect(() => {
    const doc = rootRef.current?.ownerDocument;
    if (!expanded || !doc) return;
    const listener = (event: Event) => onOutsidePointer(event);
    doc.addEventListener('pointerdown', listener, true);
    return () => doc.removeEventListener('pointerdown', listener, true);
  }, [expanded, onOutsidePointer]);

  const countMessage = !searching
    ? ''
    : results.length === 0
      ? labels.noMatches
      : labels.matchCount(results.length);
  useEffect(() => {
    if (!expanded || countMessage === '') return;
    const timer = setTimeout(() => dispatch({ type: 'announce', message: countMessage }), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [expanded, countMessage]);
  const liveMessage = expanded && searching ? announcement : '';

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (expanded) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openPopup();
    } else if (
      event.key.length === 1 &&
      event.key !== ' ' &&
      !event.ctrlKey &&
      !event.metaKey &&
      !event.altKey
    ) {
      // Typing on the closed selector starts a search, as typing on a native <select> picks.
      event.preventDefault();
      openPopup(event.key);
    }
  };

  const onSearchChange = (event: ChangeEvent<HTMLInputElement>) =>
    dispatch({
      type: 'search-changed',
      query: event.target.value,
      countries: list.countries,
      selected: value,
      viewportHeight: viewportHeight(),
    });

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const { key } = event;
    if (isNavigationKey(key)) {
      event.preventDefault();
      dispatch({ type: 'move-active', key, results, viewportHeight: viewportHeight() });
    } else if (key === 'Enter') {
      event.preventDefault();
      if (activeEntry) pick(activeEntry.code);
    } else if (key === 'Escape') {
      // Handled here, so a dialog around the picker does not close too.
      event.preventDefault();
      event.stopPropagation();
      closePopup(true);
    }
    // Tab moves focus out of the popup as usual; onBlur below closes it.
  };

  const toItem = (i: number, entry: CountryEntry): CountryPickerItem => ({
    index: i,
    code: entry.code,
    callingCode: entry.callingCode,
    name: entry.name,
    flag: entry.code,
    selected: entry.code === value,
    active: i === activeIndex,
    afterDivider: grouped && i === list.preferredCount,
  });
  const items = expanded
    ? windowIndexes(range, activeIndex).flatMap((i) => {
        const entry = results[i];
        return entry ? [toItem(i, entry)] : [];
      })
    : [];

  const sections: CountryPickerSection[] = grouped
    ? [
        {
          key: 'preferred' as const,
          groupProps: { role: 'group' as const, 'aria-label': labels.preferredGroup },
          items: items.filter((item) => item.index < list.preferredCount),
        },
        {
          key: 'all' as const,
          groupProps: { role: 'group' as const, 'aria-label': labels.allGroup },
          items: items.filter((item) => item.index >= list.preferredCount),
        },
      ].filter((section) => section.items.length > 0)
    : [{ key: 'results', groupProps: undefined, items }];

  /** Props of the option at `i` of the current list (an index from `items`). */
  const getOptionProps = (i: number): CountryPickerOptionProps => {
    const entry = results[i];
    const inPreferred = grouped && i < list.preferredCount;
    const setStart = grouped && !inPreferred ? list.preferredCount : 0;
    const setSize = grouped
      ? inPreferred
        ? list.preferredCount
        : results.length - list.preferredCount
      : results.length;
    return {
      id: entry ? optionId(entry.code) : undefined,
      role: 'option',
      'aria-selected': entry !== undefined && entry.code === value,
      // Only a window of options exists in the DOM; these tell assistive technology the whole count.
      'aria-posinset': i - setStart + 1,
      'aria-setsize': setSize,
      style: { top: i * COUNTRY_ROW_HEIGHT, height: COUNTRY_ROW_HEIGHT },
      onClick: () => {
        if (entry) pick(entry.code);
      },
      onPointerMove: (event: PointerEvent<HTMLElement>) => {
        if (entry && event.pointerType !== 'touch' && i !== activeIndex) {
          dispatch({ type: 'point', code: entry.code });
        }
      },
    };
  };

  // Until the names are built, the code stands for the name.
  const selection: CountryPickerSelection | undefined = value && {
    code: value,
    callingCode: selectedEntry?.callingCode ?? callingCodeOf(value),
    name: selectedEntry?.name ?? value,
  };
  const selectionText = selection ? `${selection.name} +${selection.callingCode}` : labels.international;

  return {
    isOpen: expanded,
    query,
    selection,
    items,
    sections,
    activeIndex,
    resultCount: results.length,
    noMatches: expanded && results.length === 0,
    liveMessage,
    open: () => openPopup(),
    close: () => closePopup(true),
    getOptionProps,
    rootProps: { ref: rootRef },
    buttonProps: {
      ref: buttonRef,
      id: buttonId,
      type: 'button' as const,
      'aria-haspopup': 'listbox' as const,
      'aria-expanded': expanded,
      'aria-controls': expanded ? listboxId : undefined,
      'aria-label': `${labels.selector}: ${selectionText}`,
      // Read-only stays focusable so the country can still be heard; it just does not open.
      'aria-disabled': readOnly || undefined,
      disabled,
      onClick: () => (expanded ? closePopup(true) : openPopup()),
      // A press does not move focus to the button first. While open, that would close the popup and the click would
      // reopen it. While closed, the click moves focus straight into the search field, without a stop on the button
      // (a second focus change, with its events and style work, in every open).
      onMouseDown: (event: MouseEvent<HTMLButtonElement>) => {
        if (!readOnly) event.preventDefault();
      },
      onKeyDown: onButtonKeyDown,
    },
    popupProps: {
      ref: popupRef,
      id: popupId,
      // Focus leaving the popup (Tab, Shift+Tab back to the button, a click on something focusable) closes it.
      onBlur: (event: FocusEvent<HTMLElement>) => {
        const next = event.relatedTarget;
        if (next && !popupRef.current?.contains(next)) closePopup(false);
      },
    },
    searchProps: {
      ref: searchRef,
      type: 'text' as const,
      role: 'combobox' as const,
      value: query,
      placeholder: labels.search,
      'aria-label': labels.search,
      'aria-controls': listboxId,
      'aria-expanded': true,
      'aria-autocomplete': 'list' as const,
      'aria-activedescendant': activeEntry ? optionId(activeEntry.code) : undefined,
      autoComplete: 'off',
      autoCorrect: 'off',
      autoCapitalize: 'none',
      spellCheck: false,
      // Part of no form (an id no form has): in a form with no submit button, a second text field would stop Enter
      // in the number from submitting it, and the search is no data of the form's.
      form: '',
      onChange: onSearchChange,
      onKeyDown: onSearchKeyDown,
    },
    listboxProps: {
      ref: setList,
      id: listboxId,
      role: 'listbox' as const,
      'aria-label': labels.list,
      // Not a Tab stop (browsers make scrollers focusable otherwise); focus stays in the search field.
      tabIndex: -1,
      onScroll: (event: UIEvent<HTMLElement>) => {
        domScrollTop.current = event.currentTarget.scrollTop;
        dispatch({ type: 'scrolled', scrollTop: domScrollTop.current });
      },
      onMouseDown: (event: MouseEvent<HTMLElement>) => event.preventDefault(),
      onFocus: () => searchRef.current?.focus(),
    },
    spacerProps: {
      role: 'presentation' as const,
      style: { height: results.length * COUNTRY_ROW_HEIGHT },
    },
    statusProps: {
      role: 'status' as const,
      'aria-live': 'polite' as const,
      'aria-atomic': true,
      children: liveMessage,
    },
  };
}
