/**
 * When the field says what is wrong: after it is left (blur; with a press elsewhere, once that press has made its
 * click), or a form's submit finds it invalid, never while the first number is being typed. The browser's own form validation hears the same words (setCustomValidity), so a
 * native form refuses an invalid number and says why.
 */
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { Validation } from '../../phone/judge/validation';
import { afterPointerRelease, trackPointer } from '../pointer-press';

export interface FieldError {
  readonly id: string;
  /** The field was left or submitted, and there is something to say. */
  readonly shown: boolean;
  /** The words shown, once shown (also "required" for an empty required field). */
  readonly text: string | undefined;
  readonly onBlur: () => void;
  readonly onInvalid: () => void;
  /** A reset: nothing is shown until the next blur or submit, as on a field never left. */
  readonly clear: () => void;
}

export function useFieldError(
  inputRef: RefObject<HTMLInputElement | null>,
  options: { readonly typed: string; readonly required: boolean; readonly touchedAtStart: boolean },
  validation: Validation,
  describe: (validation: Validation) => string | undefined,
): FieldError {
  const { typed, required } = options;
  const id = useId();
  const [touched, setTouched] = useState(options.touchedAtStart);
  const message = describe(validation);
  // An empty field is wrong only when it is required: a paste with no number in it leaves an empty field, not an error.
  const wrong = typed === '' ? required : message !== undefined;
  // A blur with nothing to show (a valid or empty optional number) does not draw the field again; the field counts
  // as touched from then on, and is drawn so before the first paint that has an error to show.
  const blurredQuietly = useRef(false);
  useLayoutEffect(() => {
    if (wrong && blurredQuietly.current) {
      blurredQuietly.current = false;
      setTouched(true);
    }
  }, [wrong]);
  useEffect(() => {
    inputRef.current?.setCustomValidity(typed !== '' && message ? message : '');
  }, [inputRef, typed, message]);
  useEffect(() => {
    const document = inputRef.current?.ownerDocument;
    if (document) trackPointer(document);
  }, [inputRef]);
  // Left with a press elsewhere: the error line shows once the press is over, so nothing moves under the pointer.
  const onBlur = useCallback(() => {
    const document = inputRef.current?.ownerDocument;
    if (!wrong) blurredQuietly.current = true;
    else if (document) afterPointerRelease(document, () => setTouched(true));
    else setTouched(true);
  }, [wrong, inputRef]);
  // Kept from key to key, so PhoneInput's own input is not drawn again for it.
  const onInvalid = useCallback(() => setTouched(true), []);
  const clear = useCallback(() => {
    blurredQuietly.current = false;
    setTouched(false);
  }, []);
  const shown = touched && wrong;
  // Shown for an empty field only when it is required (wrong says so): then the words are the "required" ones.
  const text = !shown ? undefined : typed === '' ? describe({ status: 'empty' }) : message;
  return { id, shown, text, onBlur, onInvalid, clear };
}
