/**
 * The number's input events as reducer actions. Edits are decided from InputEvent.inputType before the browser
 * applies them (Android keyboards send keyCode 229, so keys say nothing); what the browser changed itself (IME
 * composition, autofill without beforeinput) is reconciled from the text it left. A read-only or disabled field takes
 * no edit at all, as a native <input>: its text stays, whatever the keys, pastes, cuts or undos.
 */
import { useCallback, useRef, useState, type ChangeEvent, type Dispatch, type KeyboardEvent } from 'react';
import { readSelection } from '../../caret/caret-target';
import type { FieldAction } from './field-state';
import { beforeInputAction, changedAction } from './input-action';

export interface InputEvents {
  /** The text shown while an IME composes (the browser's, until it ends); undefined otherwise. */
  readonly draft: string | undefined;
  readonly composing: { readonly current: boolean };
  /** Listens for beforeinput on the element given (React has no onBeforeInput with inputType). */
  readonly attach: (input: HTMLInputElement | null, previous: HTMLInputElement | null) => void;
  readonly onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  readonly onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  readonly onCompositionStart: () => void;
  readonly onCompositionEnd: (event: { currentTarget: HTMLInputElement }) => void;
}

/** Whether the field takes edits now: neither read-only nor disabled (read from the element, so it is current). */
const editable = (input: HTMLInputElement) => !input.readOnly && !input.disabled;

export function useInputEvents(dispatch: Dispatch<FieldAction>, onExtensionStarted: () => void): InputEvents {
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const composing = useRef(false);

  const onBeforeInput = useCallback(
    (event: InputEvent) => {
      const input = event.currentTarget as HTMLInputElement;
      if (event.isComposing || composing.current || !event.cancelable) return;
      if (!editable(input)) {
        event.preventDefault();
        return;
      }
      const data = event.data ?? event.dataTransfer?.getData('text/plain') ?? null;
      const action = beforeInputAction(event.inputType, data, readSelection(input));
      if (!action) return;
      event.preventDefault();
      if (action.type === 'start-extension') onExtensionStarted();
      dispatch(action);
    },
    [dispatch, onExtensionStarted],
  );

  const attach = useCallback(
    (input: HTMLInputElement | null, previous: HTMLInputElement | null) => {
      previous?.removeEventListener('beforeinput', onBeforeInput);
      input?.addEventListener('beforeinput', onBeforeInput);
    },
    [onBeforeInput],
  );

  const onChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const input = event.currentTarget;
      if (composing.current) {
        setDraft(input.value);
        return;
      }
      // Always a new state (fieldReducer): the text writer runs again and puts back what the state holds, so a
      // change the field does not take (read-only) is undone.
      if (!editable(input)) {
        dispatch({ type: 'refresh' });
        return;
      }
      dispatch(changedAction((event.nativeEvent as InputEvent).inputType ?? '', readSelection(input)));
    },
    [dispatch],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLInputElement>) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key !== 'z' && key !== 'y') return;
      event.preventDefault();
      if (editable(event.currentTarget)) dispatch({ type: key === 'y' || event.shiftKey ? 'redo' : 'undo' });
    },
    [dispatch],
  );

  const onCompositionStart = useCallback(() => {
    composing.current = true;
  }, []);
  const onCompositionEnd = useCallback(
    (event: { currentTarget: HTMLInputElement }) => {
      composing.current = false;
      setDraft(undefined);
      const input = event.currentTarget;
      if (editable(input)) dispatch({ type: 'reconcile', selection: readSelection(input) });
      else dispatch({ type: 'refresh' });
    },
    [dispatch],
  );

  return { draft, composing, attach, onChange, onKeyDown, onCompositionStart, onCompositionEnd };
}
