/**
 * src/react/country-picker: the country selector without a look. picker-state.ts is the pure reducer; search,
 * list building, navigation and the virtual window are pure helpers; this hook composes the state with small
 * behaviours, each in a file of its own: the list and its search results (use-picker-results), the listbox's
 * measurement and virtual window (use-list-window), opening, closing and focus (use-picker-popup), the announced
 * match count (use-match-announcement), and the props of the button (picker-button-props), the search field
 * (search-field-props) and the listbox and its options (listbox-props). Imported by src/components; it imports only
 * src/phone.
 */
import { useId, useReducer } from 'react';
import type { CountryCode } from '../../phone/plan/countries';
import type { CountryPickerApi, UseCountryPickerOptions } from './country-picker-api';
import { listboxParts, optionParts } from './listbox-props';
import { pickerButtonProps, pickerSelection } from './picker-button-props';
import { activeIndexOf, initialPickerState, pickerReducer } from './picker-state';
import { searchFieldProps } from './search-field-props';
import { useListWindow } from './use-list-window';
import { useMatchAnnouncement } from './use-match-announcement';
import { usePickerPopup } from './use-picker-popup';
import { usePickerResults } from './use-picker-results';

export { COUNTRY_ROW_HEIGHT, COUNTRY_VISIBLE_ROWS } from './picker-state';
export { ANNOUNCE_DELAY_MS } from './use-match-announcement';
export type {
  CountryPickerApi,
  CountryPickerButtonProps,
  CountryPickerItem,
  CountryPickerListboxProps,
  CountryPickerOptionProps,
  CountryPickerPopupProps,
  CountryPickerSearchProps,
  CountryPickerSection,
  CountryPickerSelection,
  UseCountryPickerOptions,
} from './country-picker-api';

/**
 * A country selector as prop objects: a button that opens a non-modal popup with a search combobox
 * over a virtualized listbox, and a polite live region. The view only lays these out.
 */
export function useCountryPicker(options: UseCountryPickerOptions): CountryPickerApi {
  const { labels } = options;
  const baseId = useId();
  const listboxId = `${baseId}listbox`;
  const optionId = (code: CountryCode) => `${baseId}option-${code}`;

  const [state, dispatch] = useReducer(pickerReducer, undefined, initialPickerState);
  const expanded = state.open && options.disabled !== true && options.readOnly !== true;
  const shown = usePickerResults(options, state.query);
  const { results } = shown;
  const activeIndex = activeIndexOf(state, results);
  const activeEntry = results[activeIndex];

  const listWindow = useListWindow(expanded, state, results, dispatch);
  const popup = usePickerPopup(options, {
    expanded,
    popupId: `${baseId}popup`,
    dispatch,
    countriesNow: shown.countriesNow,
    viewportHeight: listWindow.viewportHeight,
  });
  const { searchRef, close, pick } = popup;
  const { liveMessage, statusProps } = useMatchAnnouncement({
    expanded,
    searching: shown.searching,
    resultCount: results.length,
    state,
    labels,
    dispatch,
  });
  const selection = pickerSelection(options.value, shown.index);
  const { items, sections, getOptionProps } = optionParts(options, {
    expanded,
    shown,
    activeIndex,
    range: listWindow.range,
    optionId,
    dispatch,
    pick,
  });
  const { listboxProps, spacerProps } = listboxParts(
    listboxId,
    labels,
    listWindow,
    searchRef,
    results.length,
  );

  return {
    isOpen: expanded,
    query: state.query,
    selection,
    items,
    sections,
    activeIndex,
    resultCount: results.length,
    noMatches: expanded && results.length === 0,
    liveMessage,
    open: () => popup.open(),
    close: () => close(true),
    getOptionProps,
    rootProps: { ref: popup.rootRef },
    buttonProps: pickerButtonProps(options, {
      buttonRef: popup.buttonRef,
      buttonId: options.id ?? `${baseId}button`,
      listboxId,
      expanded,
      selection,
      open: popup.open,
      close,
    }),
    popupProps: popup.popupProps,
    searchProps: searchFieldProps(options, {
      query: state.query,
      listboxId,
      activeOptionId: activeEntry ? optionId(activeEntry.code) : undefined,
      searchRef,
      dispatch,
      countries: shown.list.countries,
      results,
      viewportHeight: listWindow.viewportHeight,
      pickActive: () => {
        if (activeEntry) pick(activeEntry.code);
      },
      close,
    }),
    listboxProps,
    spacerProps,
    statusProps,
  };
}
