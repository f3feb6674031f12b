/**
 * Which edit a `beforeinput` event asks for, from `InputEvent.inputType` (Input Events Level 2) — never from key
 * codes, which Android soft keyboards report as 229. `undefined` means "let the browser do it and reconcile
 * afterwards" (IME composition, and anything this field has no rule for). Enter (insertLineBreak) is one: a
 * single-line input takes no line break, and cancelling it would cancel the form's implicit submission too.
 */
import type { Edit } from './edit';

export type HistoryStep = { readonly kind: 'undo' } | { readonly kind: 'redo' };

const INSERTS = new Set([
  'insertText',
  'insertReplacementText',
  'insertFromPaste',
  'insertFromPasteAsQuotation',
  'insertFromDrop',
  'insertFromYank',
]);

const FIXED: Readonly<Record<string, Edit | HistoryStep>> = {
  deleteContentBackward: { kind: 'deleteBackward' },
  deleteContentForward: { kind: 'deleteForward' },
  deleteContent: { kind: 'deleteSelection' },
  deleteWordBackward: { kind: 'deleteWordBackward' },
  deleteWordForward: { kind: 'deleteWordForward' },
  deleteSoftLineBackward: { kind: 'deleteToStart' },
  deleteHardLineBackward: { kind: 'deleteToStart' },
  deleteSoftLineForward: { kind: 'deleteToEnd' },
  deleteHardLineForward: { kind: 'deleteToEnd' },
  deleteByCut: { kind: 'deleteSelection' },
  deleteByDrag: { kind: 'deleteSelection' },
  historyUndo: { kind: 'undo' },
  historyRedo: { kind: 'redo' },
};

/**
 * editFromInputType('insertText', '٥', toAsciiDigits) → { kind: 'insert', significant: '5' };
 * 'insertCompositionText' → undefined (composition is left alone until it ends).
 * `normalise` turns the event's data into significant characters `[+0-9]*`; `data` null counts as ''.
 */
export function editFromInputType(
  inputType: string,
  data: string | null,
  normalise: (data: string) => string,
): Edit | HistoryStep | undefined {
  if (INSERTS.has(inputType)) return { kind: 'insert', significant: normalise(data ?? '') };
  return Object.hasOwn(FIXED, inputType) ? FIXED[inputType] : undefined;
}
