import type { CountryCode } from 'libphonenumber-js/core';
import { useCallback, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { readState, writeState } from '../caret/caret-target';
import { reformat } from '../caret/reformat';
import type { TextState } from '../caret/text-state';
import { formatAsYouType } from '../phone/format-as-you-type';

export interface PhoneFieldOptions {
  readonly country: CountryCode;
}

export function usePhoneField({ country }: PhoneFieldOptions) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<TextState>({ text: '', caret: 0 });

  const onChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      setState(reformat(readState(event.currentTarget), (typed) => formatAsYouType(typed, country)));
    },
    [country],
  );

  // React writes the value; the caret is put back after the same digit once it has.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (input && document.activeElement === input) writeState(input, state);
  }, [state]);

  return {
    text: state.text,
    inputProps: {
      ref: inputRef,
      type: 'tel',
      inputMode: 'tel',
      autoComplete: 'tel',
      value: state.text,
      onChange,
    } as const,
  };
}
