/** The numbers of a paste that held several, each as the field would show it; a choice replaces the field's. */
import { useCallback, useMemo, type Dispatch, type RefObject } from 'react';
import { formatAsYouType } from '../../phone/read/format-as-you-type';
import type { FieldAction, FieldState } from './field-state';
import type { PastedChoice } from './phone-field-api';

export interface PastedChoices {
  readonly choices: readonly PastedChoice[];
  readonly choose: (choice: PastedChoice) => void;
}

export function usePastedChoices(
  state: FieldState,
  typed: string,
  dispatch: Dispatch<FieldAction>,
  numberInput: RefObject<HTMLInputElement | null>,
): PastedChoices {
  const choices = useMemo<readonly PastedChoice[]>(
    () =>
      (state.pastedNumbers ?? []).map((number) => {
        const text = formatAsYouType(number.typed, state.country);
        return {
          number,
          text: number.extension ? `${text} ext. ${number.extension}` : text,
          current: number.typed === typed && number.extension === state.extension,
        };
      }),
    [state.pastedNumbers, state.country, state.extension, typed],
  );
  const choose = useCallback(
    (choice: PastedChoice) => {
      dispatch({ type: 'use-pasted', number: choice.number });
      numberInput.current?.focus();
    },
    [dispatch, numberInput],
  );
  return { choices, choose };
}
