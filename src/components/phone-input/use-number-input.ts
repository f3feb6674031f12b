/**
 * The number's <input> as PhoneInput draws it: the hook's props merged with the page's own inputProps (the field's
 * win, the page's handlers still called), the placeholder while empty, and its element kept for a country pick to
 * hand focus back to.
 */
import { useCallback, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { PhoneInputElementProps } from '../../react/phone-field/phone-field-api';
import { useLatestCallback } from '../../react/use-latest-callback';
import { joinTokens } from './phone-input-frame';
import type { PhoneInputProps } from './phone-input-props';

export function useNumberInput(props: PhoneInputProps, field: PhoneInputElementProps, showError: boolean) {
  const { onBlur: fieldBlur, ref: fieldRef, value: text, ...inputProps } = field;
  const element = useRef<HTMLInputElement | null>(null);
  const ref = useCallback(
    (input: HTMLInputElement | null) => {
      element.current = input;
      fieldRef(input);
    },
    [fieldRef],
  );
  // After a pick, typing goes on in the number, the caret after its last character (intl-tel-input does the same).
  const focusAfterPick = useCallback(() => {
    const input = element.current;
    if (!input || input.disabled) return undefined;
    // Now, not a frame later: a selection the person makes right after (Ctrl+A) must not be undone.
    input.setSelectionRange(input.value.length, input.value.length);
    return input;
  }, []);
  // The built-in <input> is uncontrolled for React, its text written by usePhoneField; a design system's input gets
  // the value as a prop, as it may draw from it (a floating label).
  const [firstText] = useState(text);
  const textProps = props.inputComponent ? { value: text } : { defaultValue: firstText };
  const extra = props.inputProps;
  const onFocus = useLatestCallback((event: FocusEvent<HTMLInputElement>) => {
    inputProps.onFocus();
    extra?.onFocus?.(event);
  });
  const onKeyDown = useLatestCallback((event: KeyboardEvent<HTMLInputElement>) => {
    extra?.onKeyDown?.(event);
    if (!event.defaultPrevented) inputProps.onKeyDown(event);
  });
  const onBlur = useLatestCallback((event: FocusEvent<HTMLInputElement>) => {
    fieldBlur();
    extra?.onBlur?.(event);
    props.onBlur?.();
  });
  const inputElementProps = {
    ...extra,
    ...inputProps,
    ...textProps,
    as: props.inputComponent ?? ('input' as const),
    inputRef: ref,
    // A design system's own input keeps its own size, font, radius and colours: the sheet styles it for layout only.
    className: joinTokens(
      'tf-phone-input__input',
      props.inputComponent ? 'tf-phone-input__input--own' : undefined,
      extra?.className,
    ),
    'aria-describedby': joinTokens(
      showError ? inputProps['aria-describedby'] : undefined,
      extra?.['aria-describedby'],
    ),
    onFocus,
    onKeyDown,
    onBlur,
  };
  return { props: inputElementProps, text, focusAfterPick };
}
