/**
 * What a person did to the phone field before its engine (libphonenumber-js and the rules) had loaded. The first
 * paint is a plain input that lets the browser edit as usual and notes each input event with the text and selection
 * around it; once the engine is there, replay-pending.ts plays them through the field's reducer in order, so the
 * text is then what it would have been had the engine been there from the start. Nothing here needs the engine.
 *
 *   typed '2', '0' into an empty plain input → [before insertText '2' on '|', before insertText '0' on '2|']
 */
import { readSelection, type CaretTarget } from '../../caret/caret-target';
import type { SelectionState } from '../../caret/selection';

export type PendingInput =
  /** A beforeinput the browser then applied itself; `after` is the text it left (undefined: none yet). */
  | {
      readonly kind: 'before';
      readonly inputType: string;
      readonly data: string | null;
      readonly selection: SelectionState;
      after: SelectionState | undefined;
    }
  /** A change with no beforeinput (autofill), or a composition that ended: the text it left. */
  | {
      readonly kind: 'changed';
      readonly inputType: string;
      readonly after: SelectionState;
      readonly composed: boolean;
    };

/** What the plain input of the first paint hands to the field once the engine has loaded. */
export class Handover {
  readonly pending: PendingInput[] = [];
  /** The plain input's text when it was painted (a value given as E.164 shows as it is until the engine formats it). */
  initial: string | undefined;
  #focus: 'input' | 'button' | undefined;
  #openPicker = false;
  #touched = false;
  #frozen = false;

  /** The engine has arrived: where focus is now is where it stays; the plain input going away is no blur. */
  freeze(focus: 'input' | 'button' | undefined): void {
    this.#focus = focus;
    this.#frozen = true;
  }

  /** The plain input was left (an error may show, as it would have). */
  left(): void {
    if (!this.#frozen) this.#touched = true;
  }

  /** The country button was pressed: the list opens once the engine is there. */
  pressedButton(): void {
    this.#openPicker = true;
  }

  get touched(): boolean {
    return this.#touched;
  }

  /** Whether focus was here (the input, or the button) when the engine arrived; true once. */
  takeFocus(where: 'input' | 'button'): boolean {
    if (this.#focus !== where) return false;
    this.#focus = undefined;
    return true;
  }

  /** Whether the list is to open, once. */
  takeOpenPicker(): boolean {
    const open = this.#openPicker;
    this.#openPicker = false;
    return open;
  }
}

export function createHandover(): Handover {
  return new Handover();
}

/** Notes the input events of a plain input into `handover.pending` (the browser still does every edit). */
export function createPendingRecorder(handover: Handover, initial: string) {
  handover.initial = initial;
  let composing = false;
  let awaiting: Extract<PendingInput, { kind: 'before' }> | undefined;
  return {
    beforeInput(
      input: CaretTarget,
      event: Pick<InputEvent, 'inputType' | 'data' | 'dataTransfer' | 'isComposing'>,
    ) {
      if (event.isComposing || composing) return;
      const data = event.data ?? event.dataTransfer?.getData('text/plain') ?? null;
      awaiting = {
        kind: 'before',
        inputType: event.inputType,
        data,
        selection: readSelection(input),
        after: undefined,
      };
      handover.pending.push(awaiting);
    },
    input(input: CaretTarget, inputType: string) {
      if (composing) return;
      if (awaiting) awaiting.after = readSelection(input);
      else
        handover.pending.push({ kind: 'changed', inputType, after: readSelection(input), composed: false });
      awaiting = undefined;
    },
    compositionStart() {
      composing = true;
      awaiting = undefined;
    },
    compositionEnd(input: CaretTarget) {
      composing = false;
      handover.pending.push({ kind: 'changed', inputType: '', after: readSelection(input), composed: true });
    },
  };
}
