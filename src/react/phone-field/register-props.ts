/**
 * react-hook-form's register() spread straight on the field: its onChange and onBlur read event.target.value, which
 * PhoneInput's value-and-details onChange does not give, and a Backspace then threw. The field recognises them (both
 * async functions of one event, and a name), says in development what to do instead, and hands them an event.
 */
type Handler = (...args: never[]) => unknown;

const isAsync = (handler: unknown): boolean =>
  typeof handler === 'function' && handler.constructor?.name === 'AsyncFunction' && handler.length === 1;

/** Whether the handlers are react-hook-form's register() ones rather than the field's own. */
export function fromRegisterSpread(options: {
  onChange?: Handler;
  onBlur?: Handler;
  name?: string;
}): boolean {
  return options.name !== undefined && isAsync(options.onChange) && isAsync(options.onBlur);
}

let said = false;

/** Says it once per page in development; a production build drops the words (bundlers fold NODE_ENV). */
export function warnRegisterSpread(): void {
  try {
    if (process.env.NODE_ENV !== 'production' && !said) {
      said = true;
      console.error(
        "telfield: PhoneInput got react-hook-form's register() props. Use <PhoneInput {...fromRegister(register('phone'))} /> (from 'telfield') or <Controller>; the field's onChange gives the E.164 value, not an event.",
      );
    }
  } catch {
    // No process: the package imported as is.
  }
}
