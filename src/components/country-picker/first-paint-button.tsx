/**
 * The country button as a first paint draws it, before the picker's code is there: the flag and calling code (a
 * 633-byte table), the same classes and name as the picker's own button. A press (from the pointer's down), ArrowDown
 * or a letter asks for the picker and notes that the list is to open once it is there (Handover.pressedButton);
 * PhoneInput's first paint and the package's CountryPicker both draw it.
 */
import type { Ref } from 'react';
import { callingCodeFor } from '../../phone/plan/calling-code-table';
import type { CountryCode } from '../../phone/plan/countries';
import type { Handover } from '../../react/phone-field/pending-input';
import { ChevronIcon } from './chevron-icon';
import { CountryFlag } from './country-flag';
import { GlobeIcon } from './globe-icon';

export interface FirstPaintButtonProps {
  readonly buttonRef: Ref<HTMLButtonElement>;
  readonly id?: string | undefined;
  readonly country: CountryCode | undefined;
  /** The button's name starts with it ("Country: GB +44"); "International" names no country. */
  readonly words: { readonly selector: string; readonly international: string };
  readonly disabled: boolean | undefined;
  readonly readOnly: boolean | undefined;
  readonly handover: Handover;
  /** Asks for the picker's code (the engine). */
  readonly load: () => void;
}

export function FirstPaintButton({
  buttonRef,
  id,
  country,
  words,
  disabled,
  readOnly,
  handover,
  load,
}: FirstPaintButtonProps) {
  const callingCode = callingCodeFor(country);
  const label = country && callingCode ? `${country} +${callingCode}` : words.international;
  return (
    <button
      ref={buttonRef}
      id={id}
      type="button"
      className="tf-country-picker__button"
      data-country={country ?? ''}
      aria-haspopup="listbox"
      aria-expanded={false}
      aria-label={`${words.selector}: ${label}`}
      disabled={disabled}
      aria-disabled={readOnly || undefined}
      onPointerDown={(event) => {
        load();
        // A press counts from its start: the engine may take this button's place before the pointer is up, and
        // the browser then sends the click to neither button.
        if (event.button === 0 && !readOnly) handover.pressedButton();
      }}
      onKeyDown={(event) => {
        load();
        // The keys that open the picker's list (ArrowDown, or a letter to search) open it once it is there.
        const opens = event.key === 'ArrowDown' || (event.key.length === 1 && event.key !== ' ');
        if (opens && !event.ctrlKey && !event.metaKey && !readOnly) {
          event.preventDefault();
          handover.pressedButton();
        }
      }}
      onClick={() => {
        if (readOnly) return;
        handover.pressedButton();
        load();
      }}
    >
      {country && callingCode ? <CountryFlag code={country} /> : <GlobeIcon />}
      {callingCode ? (
        <bdi className="tf-country-picker__dial-code" dir="ltr">
          +{callingCode}
        </bdi>
      ) : null}
      <ChevronIcon />
    </button>
  );
}
