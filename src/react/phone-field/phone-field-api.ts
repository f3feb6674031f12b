/**
 * The headless phone field's contract: what usePhoneField takes and what it hands out. A team drawing its own field
 * spreads the prop objects on its elements; PhoneInput is one such view.
 */
import type { CountryCode } from 'libphonenumber-js/core';
import type { ChangeEvent, KeyboardEvent, Ref } from 'react';
import type { Validation } from '../../phone/judge/validation';
import type { FoundNumber } from '../../phone/read/normalise-pasted';
import type { PhoneChangeDetails } from './field-details';
import type { FieldNotice, FieldState } from './field-state';
import type { Handover } from './pending-input';

export type { PhoneChangeDetails };

/** Why the country shown changed: 'picked' by the person (or given), or decided by the 'digits'. */
export type CountryChangeReason = FieldState['countrySource'];

export interface UsePhoneFieldOptions {
  /** Controlled value: an E.164 string ('' when empty). A value that is not E.164 is read as typed in the country. */
  readonly value?: string | undefined;
  /** Uncontrolled start value (E.164); a form's reset() returns to it. */
  readonly defaultValue?: string | undefined;
  /** The E.164 value (partial while incomplete) and what is known about it; not called for a value given. */
  readonly onChange?: ((value: string, details: PhoneChangeDetails) => void) | undefined;
  /** Every change of what is known, including the number type once the full rules have loaded. */
  readonly onDetailsChange?: ((details: PhoneChangeDetails) => void) | undefined;
  /** Controlled country. */
  readonly country?: CountryCode | undefined;
  /** The country to start with. */
  readonly defaultCountry?: CountryCode | undefined;
  /** The country shown changed: picked by the user, or decided by the digits typed. */
  readonly onCountryChange?:
    ((country: CountryCode | undefined, reason: CountryChangeReason) => void) | undefined;
  /** Only numbers of these countries are accepted (another country's is "not accepted here"). */
  readonly countries?: readonly CountryCode[] | undefined;
  /** Numbers of these countries are not accepted. */
  readonly excludeCountries?: readonly CountryCode[] | undefined;
  /** No edits, no submit (the hidden input is disabled too), as a disabled <input>. */
  readonly disabled?: boolean | undefined;
  /** Shown and submitted, but no typing, pasting or cutting changes it, as a read-only <input>. */
  readonly readOnly?: boolean | undefined;
  readonly required?: boolean | undefined;
  /** A hidden input of this name carries the E.164 value in a native form submit. */
  readonly name?: string | undefined;
  /** Also given the number's <input> element. */
  readonly inputRef?: Ref<HTMLInputElement> | undefined;
  /** The UI language: suggested countries where it is the main language come first, after the likeliest. */
  readonly locale?: string | undefined;
  /** What a plain first paint noted before this field loaded: replayed in order, focus and caret kept. */
  readonly handover?: Handover | undefined;
  /** Words for a validation result or a notice, from the UI language (telfield/headless exports English ones). */
  readonly describe: {
    readonly validation: (validation: Validation) => string | undefined;
    readonly notice: (notice: FieldNotice) => string;
    /**
     * A country's name in the UI language.
     * @deprecated Not read: suggestions are ranked by likelihood, the UI language included (`locale`).
     */
    readonly countryName?: ((country: CountryCode) => string) | undefined;
  };
}

/** Props for the number's <input>: spread them on it (a design system's input too, if it forwards its ref). */
export interface PhoneInputElementProps {
  readonly ref: (input: HTMLInputElement | null) => void;
  readonly type: 'tel';
  readonly inputMode: 'tel';
  readonly autoComplete: 'tel';
  readonly dir: 'ltr';
  readonly value: string;
  readonly disabled: boolean | undefined;
  readonly readOnly: boolean | undefined;
  readonly required: boolean | undefined;
  readonly onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  readonly onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  readonly onCompositionStart: () => void;
  readonly onCompositionEnd: (event: { currentTarget: HTMLInputElement }) => void;
  readonly onFocus: () => void;
  readonly onBlur: () => void;
  readonly onInvalid: () => void;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-describedby': string | undefined;
}

/** Props for the extension's own <input>, present while the number has an extension. */
export interface ExtensionInputElementProps {
  readonly ref: Ref<HTMLInputElement>;
  readonly type: 'text';
  readonly inputMode: 'numeric';
  readonly autoComplete: 'off';
  readonly dir: 'ltr';
  readonly value: string;
  readonly disabled: boolean | undefined;
  readonly readOnly: boolean | undefined;
  readonly onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  readonly onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/** One number of a paste that held several. */
export interface PastedChoice {
  readonly number: FoundNumber;
  /** As the field formats it ('+44 7400 123456'), with its extension (' ext. 12'). */
  readonly text: string;
  readonly current: boolean;
}

/** What usePhoneField hands out: the state, what is known of the number, and prop objects for each part. */
export interface PhoneFieldApi {
  /** The reducer's state: the text and caret, the country shown and picked, the extension, the last notice. */
  readonly state: FieldState;
  /** What is known of the number: its country, the verdict with its reason, its written forms once valid. */
  readonly details: PhoneChangeDetails;
  /** The E.164 value (partial while incomplete; '' when empty). */
  readonly value: string;
  /** Spread on the number's <input>. */
  readonly inputProps: PhoneInputElementProps;
  /** The country selector's value and change handler (the selected country; a pick). */
  readonly pickerProps: {
    readonly value: CountryCode | undefined;
    readonly onChange: (country: CountryCode) => void;
  };
  /** Spread on the error's element: its id (the input's aria-describedby), whether it is hidden, its words. */
  readonly errorProps: {
    readonly id: string;
    readonly hidden: boolean;
    readonly children: string | undefined;
  };
  /** Spread on a hidden <input> when `name` is given: the E.164 value a native form submits. */
  readonly hiddenInputProps:
    | {
        readonly type: 'hidden';
        readonly name: string;
        readonly value: string;
        readonly disabled: boolean | undefined;
      }
    | undefined;
  /** Spread on the extension's <input> while the number has an extension; undefined otherwise. */
  readonly extensionInputProps: ExtensionInputElementProps | undefined;
  /** The numbers of the last paste that held several, as the field would show each; `current` is the one shown. */
  readonly pastedNumbers: readonly PastedChoice[];
  /** Puts one of pastedNumbers into the field. */
  readonly choosePasted: (choice: PastedChoice) => void;
  /**
   * Where national digits that are not a number of the selected country are valid instead, the likeliest first
   * ('020 7946 0958' with the US picked → GB, …); empty otherwise.
   */
  readonly suggestions: readonly CountryCode[];
  /** Switches to a suggested country, keeping the digits, and puts focus back in the field. */
  readonly chooseSuggested: (country: CountryCode) => void;
  /** Words for the polite live region: the last notice (a country change, a paste cut short …). */
  readonly announcement: string;
}
