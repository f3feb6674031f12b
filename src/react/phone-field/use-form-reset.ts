/**
 * A native form's reset() returns the field to its start, as it returns an <input> to its default value: an
 * uncontrolled field to its defaultValue and the country it started in; a controlled one keeps the value its parent
 * holds (the text the browser's reset wrote over is put back). As React Aria's useFormReset, the form's reset event
 * is the cue; the field's own reset runs after the browser's, which would otherwise write the default text over it.
 */
import { useEffect, type RefObject } from 'react';
import { useLatestCallback } from '../use-latest-callback';

export function useFormReset(inputRef: RefObject<HTMLInputElement | null>, onReset: () => void): void {
  const reset = useLatestCallback(onReset);
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return;
    const listener = () => setTimeout(reset, 0);
    form.addEventListener('reset', listener);
    return () => form.removeEventListener('reset', listener);
  }, [inputRef, reset]);
}
