/**
 * The extension's own box: it opens when a marker is typed after the number (x, #, ext …) or a paste holds one, takes
 * focus then, and Backspace in it when empty removes it and goes back to the end of the number.
 */
import {
  useCallback,
  useLayoutEffect,
  useRef,
  type Dispatch,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import type { FieldAction, FieldState } from './field-state';
import type { ExtensionInputElementProps } from './phone-field-api';

export interface ExtensionBox {
  readonly props: ExtensionInputElementProps | undefined;
  readonly element: RefObject<HTMLInputElement | null>;
  /** A marker was typed: the box takes focus once it is drawn. */
  readonly started: () => void;
}

export function useExtensionBox(
  state: FieldState,
  dispatch: Dispatch<FieldAction>,
  numberInput: RefObject<HTMLInputElement | null>,
  options: { readonly disabled?: boolean | undefined; readonly readOnly?: boolean | undefined },
): ExtensionBox {
  const element = useRef<HTMLInputElement | null>(null);
  const focusNext = useRef(false);
  useLayoutEffect(() => {
    if (!focusNext.current || state.extension === undefined) return;
    focusNext.current = false;
    element.current?.focus();
  }, [state.extension]);
  const started = useCallback(() => {
    focusNext.current = true;
  }, []);
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key !== 'Backspace' || event.currentTarget.value !== '' || event.currentTarget.readOnly)
        return;
      event.preventDefault();
      dispatch({ type: 'remove-extension' });
      const input = numberInput.current;
      input?.focus();
      input?.setSelectionRange(input.value.length, input.value.length);
    },
    [dispatch, numberInput],
  );
  const props: ExtensionInputElementProps | undefined =
    state.extension === undefined
      ? undefined
      : {
          ref: element,
          type: 'text',
          inputMode: 'numeric',
          autoComplete: 'off',
          dir: 'ltr',
          value: state.extension,
          disabled: options.disabled,
          readOnly: options.readOnly,
          onChange: (event) => {
            if (!event.currentTarget.readOnly)
              dispatch({ type: 'set-extension', extension: event.currentTarget.value });
          },
          onKeyDown,
        };
  return { props, element, started };
}
