/**
 * The selector button: the selected country it names, opening and closing on a press, and on the closed button
 * ArrowDown opening the list and a typed character starting a search with it (type-ahead, as on a native <select>).
 */
import type { KeyboardEvent, MouseEvent, RefObject } from 'react';
import { callingCodeOf, type CountryCode } from '../../phone/plan/countries';
import type {
  CountryPickerButtonProps,
  CountryPickerSelection,
  UseCountryPickerOptions,
} from './country-picker-api';
import type { CountryIndex } from '../../phone/plan/country-index';

/** The selected country as the button shows it; until the names are built, the code stands for the name. */
export function pickerSelection(
  value: CountryCode | undefined,
  index: CountryIndex | undefined,
): CountryPickerSelection | undefined {
  const selectedEntry = value ? index?.byCode.get(value) : undefined;
  return (
    value && {
      code: value,
      callingCode: selectedEntry?.callingCode ?? callingCodeOf(value),
      name: selectedEntry?.name ?? value,
    }
  );
}

/** What the button reads and does besides the options, for one render. */
export interface PickerButtonContext {
  readonly buttonRef: RefObject<HTMLButtonElement | null>;
  readonly buttonId: string;
  readonly listboxId: string;
  readonly expanded: boolean;
  readonly selection: CountryPickerSelection | undefined;
  /** Opens the popup, with `initialQuery` in its search. */
  readonly open: (initialQuery?: string) => void;
  readonly close: (returnFocus: boolean) => void;
}

/** A key on the closed button: ArrowDown opens, a printable character opens with it as the search. */
function onClosedButtonKey(event: KeyboardEvent<HTMLButtonElement>, open: (initialQuery?: string) => void) {
  if (event.key === 'ArrowDown') {
    event.preventDefault();
    open();
  } else if (
    event.key.length === 1 &&
    event.key !== ' ' &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.altKey
  ) {
    // Typing on the closed selector starts a search, as typing on a native <select> picks.
    event.preventDefault();
    open(event.key);
  }
}

export function pickerButtonProps(
  options: UseCountryPickerOptions,
  context: PickerButtonContext,
): CountryPickerButtonProps {
  const { labels } = options;
  const readOnly = options.readOnly === true;
  const { expanded, selection } = context;
  const selectionText = selection ? `${selection.name} +${selection.callingCode}` : labels.international;
  return {
    ref: context.buttonRef,
    id: context.buttonId,
    type: 'button' as const,
    'aria-haspopup': 'listbox' as const,
    'aria-expanded': expanded,
    'aria-controls': expanded ? context.listboxId : undefined,
    'aria-label': `${labels.selector}: ${selectionText}`,
    // Read-only stays focusable so the country can still be heard; it just does not open.
    'aria-disabled': readOnly || undefined,
    disabled: options.disabled === true,
    onClick: () => (expanded ? context.close(true) : context.open()),
    // A press does not move focus to the button first. While open, that would close the popup and the click would
    // reopen it. While closed, the click moves focus straight into the search field, without a stop on the button
    // (a second focus change, with its events and style work, in every open).
    onMouseDown: (event: MouseEvent<HTMLButtonElement>) => {
      if (!readOnly) event.preventDefault();
    },
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (!expanded) onClosedButtonKey(event, context.open);
    },
  };
}
