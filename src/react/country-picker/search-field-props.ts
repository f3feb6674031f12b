/**
 * The search field's props: a combobox over the listbox that keeps focus while the popup is open. Typing changes
 * the query, the navigation keys move the active option, Enter picks it, and Escape closes the popup (returning
 * focus to the button). Tab moves focus out as usual; the popup's onBlur closes it then.
 */
import type { Dispatch, KeyboardEvent, RefObject } from 'react';
import type { CountryPickerSearchProps, UseCountryPickerOptions } from './country-picker-api';
import { isNavigationKey } from './list-navigation';
import type { PickerAction, PickerOption } from './picker-state';

/** What the search field reads and does besides the options, for one render. */
export interface SearchFieldContext {
  readonly query: string;
  readonly listboxId: string;
  /** The id of the active option, for aria-activedescendant. */
  readonly activeOptionId: string | undefined;
  readonly searchRef: RefObject<HTMLInputElement | null>;
  readonly dispatch: Dispatch<PickerAction>;
  /** The whole list (a cleared query centres the selected country in it). */
  readonly countries: readonly PickerOption[];
  /** The options shown now. */
  readonly results: readonly PickerOption[];
  readonly viewportHeight: () => number;
  /** Picks the active option, if there is one. */
  readonly pickActive: () => void;
  readonly close: (returnFocus: boolean) => void;
}

export function searchFieldProps(
  options: UseCountryPickerOptions,
  context: SearchFieldContext,
): CountryPickerSearchProps {
  const { labels } = options;
  const { dispatch } = context;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const { key } = event;
    if (isNavigationKey(key)) {
      event.preventDefault();
      dispatch({
        type: 'move-active',
        key,
        results: context.results,
        viewportHeight: context.viewportHeight(),
      });
    } else if (key === 'Enter') {
      event.preventDefault();
      context.pickActive();
    } else if (key === 'Escape') {
      // Handled here, so a dialog around the picker does not close too.
      event.preventDefault();
      event.stopPropagation();
      context.close(true);
    }
    // Tab moves focus out of the popup as usual; the popup's onBlur (use-picker-popup.ts) closes it.
  };
  return {
    ref: context.searchRef,
    type: 'text' as const,
    role: 'combobox' as const,
    value: context.query,
    placeholder: labels.search,
    'aria-label': labels.search,
    'aria-controls': context.listboxId,
    'aria-expanded': true,
    'aria-autocomplete': 'list' as const,
    'aria-activedescendant': context.activeOptionId,
    autoComplete: 'off',
    autoCorrect: 'off',
    autoCapitalize: 'none',
    spellCheck: false,
    // Part of no form (an id no form has): in a form with no submit button, a second text field would stop Enter
    // in the number from submitting it, and the search is no data of the form's.
    form: '',
    onChange: (event) =>
      dispatch({
        type: 'search-changed',
        query: event.target.value,
        countries: context.countries,
        selected: options.value,
        viewportHeight: context.viewportHeight(),
      }),
    onKeyDown,
  };
}
