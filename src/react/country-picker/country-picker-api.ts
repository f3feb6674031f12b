/**
 * The country picker's public shapes: the options useCountryPicker takes and every prop object it hands the view.
 * Types only, so the small hooks that build each part and the hook that composes them can all name them without
 * importing one another; use-country-picker.ts re-exports them as the package's API.
 */
import type { ChangeEvent, FocusEvent, KeyboardEvent, MouseEvent, PointerEvent, Ref, UIEvent } from 'react';
import type { CountryCode } from '../../phone/plan/countries';
import type { CountryPickerLabels } from './country-picker-labels';

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
  /** Whether the popup is open (never while disabled or read-only). */
  readonly isOpen: boolean;
  /** The search field's text. */
  readonly query: string;
  /** The selected country as the button shows it; undefined for "International". */
  readonly selection: CountryPickerSelection | undefined;
  /** The options of the virtual window (plus the active one), in list order. */
  readonly items: CountryPickerItem[];
  /** `items` split into the preferred and the other countries' groups, or one section while searching. */
  readonly sections: CountryPickerSection[];
  /** Position of the active option in the current list; -1 when none is. */
  readonly activeIndex: number;
  /** How many options the current list (the search results, or every country) holds. */
  readonly resultCount: number;
  /** Open with no option to show (a search that matches nothing): the view says labels.noMatches. */
  readonly noMatches: boolean;
  /** What the live region says: the match count once typing pauses, '' while closed or not searching. */
  readonly liveMessage: string;
  /** Opens the popup with an empty search (does nothing while disabled or read-only). */
  readonly open: () => void;
  /** Closes the popup and returns focus to the button. */
  readonly close: () => void;
  /** Props of the option at position `i` of the current list (an `index` from `items`). */
  readonly getOptionProps: (i: number) => CountryPickerOptionProps;
  /** For the element around the whole picker: a press outside it closes the popup. */
  readonly rootProps: { readonly ref: Ref<HTMLDivElement> };
  /** For the selector button. */
  readonly buttonProps: CountryPickerButtonProps;
  /** For the popup around the search field and the list. */
  readonly popupProps: CountryPickerPopupProps;
  /** For the search field, the combobox that keeps focus while the popup is open. */
  readonly searchProps: CountryPickerSearchProps;
  /** For the scrolling listbox (rendered only while open). */
  readonly listboxProps: CountryPickerListboxProps;
  /** For the element inside the listbox that is as tall as every option together; the options go in it. */
  readonly spacerProps: { readonly role: 'presentation'; readonly style: { readonly height: number } };
  /** For the polite live region, kept mounted so screen readers are listening when the count changes. */
  readonly statusProps: {
    readonly role: 'status';
    readonly 'aria-live': 'polite';
    readonly 'aria-atomic': boolean;
    readonly children: string;
  };
}
