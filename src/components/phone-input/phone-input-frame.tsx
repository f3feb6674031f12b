/**
 * The field's markup, written once for both of its states: the plain first paint and the field with its engine
 * (same elements and classes, so nothing moves when the engine takes over).
 */
import type { ReactNode, Ref } from 'react';

/** Joins space-separated lists (ids for aria-describedby, class names), leaving out what is empty. */
export const joinTokens = (...lists: (string | undefined)[]): string | undefined =>
  lists.filter(Boolean).join(' ') || undefined;

export interface PhoneInputFrameProps {
  readonly rootRef?: Ref<HTMLDivElement> | undefined;
  readonly className?: string | undefined;
  /** The plain first paint: styles (and tests) tell it from the field with its engine by data-first-paint. */
  readonly firstPaint?: boolean | undefined;
  readonly inputId: string;
  readonly label: string;
  readonly hideLabel?: boolean | undefined;
  /** The country selector and the number's input, side by side. */
  readonly picker: ReactNode;
  readonly input: ReactNode;
  /** Below them: the extension, the error, suggestions and notices. */
  readonly children?: ReactNode;
  /** The polite live region's words. */
  readonly announcement: string;
  /** The hidden input a native form submits (the E.164 value). */
  readonly hidden?:
    { readonly name: string; readonly value: string; readonly disabled?: boolean | undefined } | undefined;
}

export function PhoneInputFrame({
  rootRef,
  className,
  firstPaint,
  inputId,
  label,
  hideLabel,
  picker,
  input,
  children,
  announcement,
  hidden,
}: PhoneInputFrameProps) {
  return (
    <div
      ref={rootRef}
      className={joinTokens('tf-phone-input', className)}
      data-first-paint={firstPaint ? '' : undefined}
    >
      <label
        className={joinTokens('tf-phone-input__label', hideLabel ? 'tf-visually-hidden' : undefined)}
        htmlFor={inputId}
      >
        {label}
      </label>
      <div className="tf-phone-input__row">
        {picker}
        {input}
      </div>
      {children}
      <p className="tf-phone-input__announcer tf-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {hidden && <input type="hidden" name={hidden.name} value={hidden.value} disabled={hidden.disabled} />}
    </div>
  );
}
