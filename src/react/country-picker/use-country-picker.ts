import {
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type UIEvent,
} from 'react';
import { callingCodeOf, type CountryCode } from '../../phone/plan/countries';
import { countryIndex, type CountryEntry, type CountryIndex } from './country-index';
import { buildCountryList, type CountryList } from './country-list';
import { useCountryIndex } from './use-country-index';
import type { CountryPickerLabels } from './country-picker-labels';
import { isNavigationKey, nextActiveIndex } from './list-navigation';
import { hasSearchableText } from './search-match';
import { searchCountries } from './search-countries';
import {
  pageSize,
  scrollTopToCenter,
  scrollTopToReveal,
  visibleRange,
  windowIndexes,
  type VirtualListGeometry,
} from './virtual-window';

/** Height of one option in CSS pixels: a comfortable touch target (WCAG 2.5.8 asks for 24). */
export const COUNTRY_ROW_HEIGHT = 36;
/** Rows assumed in view when the list cannot be measured (server, jsdom); the CSS shows at most this many. */
export const COUNTRY_VISIBLE_ROWS = 8;
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
  /** Shown first, in this order, then the others. */
  readonly preferredCountries?: readonly CountryCode[] | undefined;
  readonly disabled?: boolean | undefined;
  /** Shows the country and stays focusable, but does not open. */
  readonly readOnly?: boolean | undefined;
  /** Id of the selector button. */
  readonly id?: string | undefined;
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

// Until a search starts, the active option follows the selected country; a new query activates the first match.
const FIRST = 'first';
type ActiveTarget = CountryCode | typeof FIRST | undefined;

const EMPTY_LIST: CountryList = { countries: [], preferredCount: 0 };
const codesKey = (codes: readonly CountryCode[] | undefined) => codes?.join(' ');
const codesOf = (key: string | undefined) => (key === undefined ? undefined : key.split(' ').filter(Boolean));

/**
 * A country selector as prop objects: a button that opens a non-modal popup with a search combobox
 * over a virtualized listbox, and a polite live region. The view only lays these out.
 */
export function useCountryPicker(options: UseCountryPickerOptions) {
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

  const [isOpen, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [activeTarget, setActiveTarget] = useState<ActiveTarget>(undefined);
  const [scrollTop, setScrollTop] = useState(0);
  const [measuredHeight, setMeasuredHeight] = useState(0);
  const [announcement, setAnnouncement] = useState('');

  const expanded = isOpen && !disabled && !readOnly;
  // Built when the page is idle (names and collation cost more than the rest of a load); opening first builds it now.
  const index = useCountryIndex(locale);
  // Arrays passed inline are new on every render; their contents decide when the list is rebuilt.
  const onlyKey = codesKey(options.countries);
  const excludeKey = codesKey(options.excludeCountries);
  const preferredKey = codesKey(options.preferredCountries);
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
    () => (searching && index ? searchCountries(list.countries, query, index.searchCollator) : list.countries),
    [searching, list, query, index],
  );
  const grouped = !searching && list.preferredCount > 0;

  const activeIndex =
    activeTarget === FIRST
      ? Math.min(0, results.length - 1)
      : activeTarget === undefined
        ? -1
        : results.findIndex((entry) => entry.code === activeTarget);
  const activeEntry = results[activeIndex];
  const selectedEntry = value ? index?.byCode.get(value) : undefined;

  // The window is computed for the tallest the list can be, so a shorter list only renders a few rows extra.
  const windowHeight = Math.max(measuredHeight, COUNTRY_VISIBLE_ROWS * COUNTRY_ROW_HEIGHT);
  const range = visibleRange(
    { count: results.length, rowHeight: COUNTRY_ROW_HEIGHT, viewportHeight: windowHeight, scrollTop },
    OVERSCAN,
  );

  /** The list's real geometry, read when a key is pressed (jsdom has no layout: then the CSS maximum). */
  const geometry = (count: number, top: number): VirtualListGeometry => ({
    count,
    rowHeight: COUNTRY_ROW_HEIGHT,
    viewportHeight: listRef.current?.clientHeight || COUNTRY_VISIBLE_ROWS * COUNTRY_ROW_HEIGHT,
    scrollTop: top,
  });

  const openPopup = (initialQuery = '') => {
    if (disabled || readOnly) return;
    // Opened before the page was idle: the index is built now (the next render finds it in the cache).
    const list = index ? listOf(index) : listOf(countryIndex(locale));
    const selectedIndex = value ? list.countries.findIndex((entry) => entry.code === value) : -1;
    setOpen(true);
    setQuery(initialQuery);
    setAnnouncement('');
    setActiveTarget(hasSearchableText(initialQuery) ? FIRST : selectedIndex >= 0 ? value : undefined);
    const { count, rowHeight, viewportHeight } = geometry(list.countries.length, 0);
    setScrollTop(
      hasSearchableText(initialQuery)
        ? 0
        : scrollTopToCenter(selectedIndex, count, rowHeight, viewportHeight),
    );
  };

  const closePopup = (returnFocus: boolean) => {
    setOpen(false);
    setQuery('');
    setAnnouncement('');
    if (returnFocus) buttonRef.current?.focus();
  };

  const pick = (code: CountryCode) => {
    if (code !== value) onChange(code);
    // After onChange, so the selector keeps focus even if the parent moves it.
    closePopup(true);
  };

  // The search field takes focus on open, with the caret after any type-ahead character.
  useEffect(() => {
    const search = searchRef.current;
    if (!expanded || !search) return;
    search.focus();
    search.setSelectionRange(search.value.length, search.value.length);
  }, [expanded]);

  // State is the source of truth for the scroll position (keys move it); the DOM follows.
  useLayoutEffect(() => {
    const listbox = listRef.current;
    if (expanded && listbox && Math.abs(listbox.scrollTop - scrollTop) >= 1) listbox.scrollTop = scrollTop;
  }, [expanded, scrollTop]);

  // Opening centred the active row for the tallest list; a shorter one (a small screen) centres it again.
  const centreActiveRow = useEffectEvent((listbox: HTMLElement) => {
    if (listbox.clientHeight === 0 || activeIndex < 0) return;
    const top = scrollTopToCenter(activeIndex, results.length, COUNTRY_ROW_HEIGHT, listbox.clientHeight);
    // The scroll event that follows brings the state along.
    if (Math.abs(listbox.scrollTop - top) >= 1) listbox.scrollTop = top;
  });
  useLayoutEffect(() => {
    if (expanded && listRef.current) centreActiveRow(listRef.current);
  }, [expanded]);

  useEffect(() => {
    const listbox = listRef.current;
    if (!expanded || !listbox || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setMeasuredHeight(listbox.clientHeight));
    observer.observe(listbox);
    return () => observer.disconnect();
  }, [expanded]);

  const onOutsidePointer = useEffectEvent((event: Event) => {
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
  }, [expanded]);

  const countMessage = !searching
    ? ''
    : results.length === 0
      ? labels.noMatches
      : labels.matchCount(results.length);
  useEffect(() => {
    if (!expanded || countMessage === '') return;
    const timer = setTimeout(() => setAnnouncement(countMessage), ANNOUNCE_DELAY_MS);
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

  const onSearchChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    setQuery(next);
    if (hasSearchableText(next)) {
      setActiveTarget(FIRST);
      setScrollTop(0);
      return;
    }
    setAnnouncement('');
    const selectedIndex = value ? list.countries.findIndex((entry) => entry.code === value) : -1;
    setActiveTarget(selectedIndex >= 0 ? value : undefined);
    const { count, rowHeight, viewportHeight } = geometry(list.countries.length, 0);
    setScrollTop(scrollTopToCenter(selectedIndex, count, rowHeight, viewportHeight));
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const { key } = event;
    if (isNavigationKey(key)) {
      event.preventDefault();
      const current = geometry(results.length, scrollTop);
      const next = nextActiveIndex(
        key,
        activeIndex,
        results.length,
        pageSize(current.rowHeight, current.viewportHeight),
      );
      const entry = results[next];
      if (!entry) return;
      setActiveTarget(entry.code);
      setScrollTop(scrollTopToReveal(next, current));
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
        if (entry && event.pointerType !== 'touch' && i !== activeIndex) setActiveTarget(entry.code);
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
      // While open, pressing the button must not move focus to it first: that would close the popup, and the click reopen it.
      onMouseDown: (event: MouseEvent<HTMLButtonElement>) => {
        if (expanded) event.preventDefault();
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
      onChange: onSearchChange,
      onKeyDown: onSearchKeyDown,
    },
    listboxProps: {
      ref: listRef,
      id: listboxId,
      role: 'listbox' as const,
      'aria-label': labels.list,
      // Not a Tab stop (browsers make scrollers focusable otherwise); focus stays in the search field.
      tabIndex: -1,
      onScroll: (event: UIEvent<HTMLElement>) => setScrollTop(event.currentTarget.scrollTop),
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
