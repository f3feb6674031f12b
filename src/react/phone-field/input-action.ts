/**
 * What the phone field does with one input event, as a reducer action: shared by the live field (use-phone-field.ts)
 * and by the replay of what was typed before the engine loaded (replay-pending.ts), so both decide alike.
 *
 *   beforeInputAction('insertText', '5', '(201) |')     → { type: 'edit', edit: insert '5', … }
 *   beforeInputAction('insertText', 'x', '(201) 555-0123|') → { type: 'start-extension' }
 *   beforeInputAction('insertCompositionText', …)         → undefined: the browser does it, then changedAction
 */
import { editFromInputType } from '../../caret/input-type';
import type { SelectionState } from '../../caret/selection';
import { significantOfTyped } from '../../phone/read/normalise-pasted';
import type { FieldAction } from './field-state';

/**
 * A key that starts an extension after the number: any letter (the e or x of 'ext', the д of 'доб.', a of 'anexo'),
 * '#', '~', ',' or ';' (full-width forms too), as libphonenumber-js reads each of them before an extension. A number
 * never holds a typed letter (a phoneword is read from a paste).
 */
export const EXTENSION_MARKER = /^[\p{L}#~,;＃～，；]$/u;

export const PASTE_TYPES = new Set([
  'insertFromPaste',
  'insertFromDrop',
  'insertReplacementText',
  'insertFromYank',
]);

/** The action for a `beforeinput` (its default then cancelled), or undefined to let the browser do it. */
export function beforeInputAction(
  inputType: string,
  data: string | null,
  selection: SelectionState,
): FieldAction | undefined {
  if (
    inputType === 'insertText' &&
    data !== null &&
    EXTENSION_MARKER.test(data) &&
    selection.start === selection.end &&
    selection.end === selection.text.length
  )
    return { type: 'start-extension', marker: data === '～' ? '~' : data };
  if (PASTE_TYPES.has(inputType) || (inputType === 'insertText' && data !== null && data.length > 1))
    return { type: 'paste', selection, pasted: data ?? '' };
  const edit = editFromInputType(inputType, data, significantOfTyped);
  if (!edit) return undefined;
  return edit.kind === 'undo' || edit.kind === 'redo'
    ? { type: edit.kind }
    : { type: 'edit', selection, edit };
}

/** What the browser changed itself (IME, autofill without beforeinput), read from the text it left. */
export function changedAction(inputType: string, after: SelectionState): FieldAction {
  // Autofill and anything but phone characters is read as a paste of the whole text.
  return inputType === '' || PASTE_TYPES.has(inputType) || /[^\d\s()+\-.]/.test(after.text)
    ? { type: 'paste', selection: { text: '', start: 0, end: 0 }, pasted: after.text }
    : { type: 'reconcile', selection: after };
}
