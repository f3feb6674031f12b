/**
 * Opening and closing the popup, and where focus goes: the search field takes focus on open, a pick calls onChange
 * and moves focus to focusAfterPick's element or the button, closing with Escape or the button returns it to the
 * button, and a press outside or focus leaving the popup close it without moving focus. Holds the refs of the root,
 * the button, the popup and the search field.
 */
import { useEffect, useRef, type Dispatch, type FocusEvent, type RefObject } from 'react';
import type { CountryCode } from '../../phone/plan/countries';
import { useLatestCallback } from '../use-latest-callback';
import type { CountryPickerPopupProps, UseCountryPickerOptions } from './country-picker-api';
import type { PickerAction, PickerOption } from './picker-state';

/** What the popup reads from the rest of the picker, for one render. */
export interface PopupContext {
  readonly expanded: boolean;
  readonly popupId: string;
  readonly dispatch: Dispatch<PickerAction>;
  /** The whole list at once (opening centres the selected country in it). */
  readonly countriesNow: () => readonly PickerOption[];
  readonly viewportHeight: () => number;
}

/** The popup's refs and props, and the three ways it opens or closes. */
export interface PickerPopup {
  readonly rootRef: RefObject<HTMLDivElement | null>;
  readonly buttonRef: RefObject<HTMLButtonElement | null>;
  readonly searchRef: RefObject<HTMLInputElement | null>;
  readonly popupProps: CountryPickerPopupProps;
  /** Opens with `initialQuery` in the search (a type-ahead character); nothing while disabled or read-only. */
  readonly open: (initialQuery?: string) => void;
  /** Closes, and with `returnFocus` puts focus back on the button. */
  readonly close: (returnFocus: boolean) => void;
  /** Selects `code` (onChange only when it is new), closes, and moves focus where focusAfterPick says. */
  readonly pick: (code: CountryCode) => void;
}

export function usePickerPopup(options: UseCountryPickerOptions, context: PopupContext): PickerPopup {
  const { value, onChange } = options;
  const { expanded, dispatch } = context;
  const rootRef = useRef<HTMLDivElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const popupRef = useRef<HTMLDivElement | null>(null);
  const searchRef = useRef<HTMLInputElement | null>(null);

  const open = (initialQuery = '') => {
    if (options.disabled === true || options.readOnly === true) return;
    dispatch({
      type: 'open',
      query: initialQuery,
      countries: context.countriesNow(),
      selected: value,
      viewportHeight: context.viewportHeight(),
    });
  };

  const close = (returnFocus: boolean) => {
    dispatch({ type: 'close' });
    if (returnFocus) buttonRef.current?.focus();
  };

  const pick = (code: CountryCode) => {
    if (code !== value) onChange(code);
    // After onChange, so focus lands where asked (or on the selector) even if the parent moves it.
    const next = options.focusAfterPick?.();
    close(!next);
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

  const onOutsidePointer = useLatestCallback((event: Event) => {
    const root = rootRef.current;
    if (root && event.target instanceof Node && !root.contains(event.target)) close(false);
  });
  // A press anywhere else closes the popup; focus goes wherever that press puts it.
  useEffect(() => {
    const doc = rootRef.current?.ownerDocument;
    if (!expanded || !doc) return;
    const listener = (event: Event) => onOutsidePointer(event);
    doc.addEventListener('pointerdown', listener, true);
    return () => doc.removeEventListener('pointerdown', listener, true);
  }, [expanded, onOutsidePointer]);

  return {
    rootRef,
    buttonRef,
    searchRef,
    popupProps: {
      ref: popupRef,
      id: context.popupId,
      // Focus leaving the popup (Tab, Shift+Tab back to the button, a click on something focusable) closes it.
      onBlur: (event: FocusEvent<HTMLElement>) => {
        const next = event.relatedTarget;
        if (next && !popupRef.current?.contains(next)) close(false);
      },
    },
    open,
    close,
    pick,
  };
}
