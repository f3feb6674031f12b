/**
 * PhoneInput before its engine: a plain input, its label and the country button (flag and calling code from a
 * 633-byte table), with no libphonenumber-js. The browser edits the plain input as usual and each input event is
 * noted (pending-input.ts); the engine replays them in order (replay-pending.ts), so the text is then what it would
 * have been had the engine been there from the start, and focus stays where it was.
 */
import { useCallback, useEffect, useRef, useState, type Ref } from 'react';
import { countryOfValue } from '../../phone/plan/calling-code-table';
import { assignRef } from '../../react/assign-ref';
import { createPendingRecorder, type Handover } from '../../react/phone-field/pending-input';
import { whenIdle } from '../../react/when-idle';
import { FirstPaintButton } from '../country-picker/first-paint-button';
import { ENGLISH_FIRST_PAINT, firstPaintWords } from '../i18n/first-paint-words';
import { beforeSwap, engineReady, loadEngine } from './engine-loader';
import { joinTokens, PhoneInputFrame } from './phone-input-frame';
import type { PhoneInputProps } from './phone-input-props';

export interface FirstPaintProps {
  /** With the id PhoneInput gives the number's input, the engine's too (phone-input.tsx). */
  readonly props: PhoneInputProps & { readonly id: string };
  readonly locale: string;
  readonly forwardedRef: Ref<HTMLInputElement>;
  readonly handover: Handover;
}

export function FirstPaint({ props, locale, forwardedRef, handover }: FirstPaintProps) {
  const inputId = props.id;
  // English until the page has the language's (the app loads them before it draws: first-paint-words.ts).
  const words = { ...(firstPaintWords(locale) ?? ENGLISH_FIRST_PAINT), ...props.messages };
  const start = props.value ?? props.defaultValue ?? '';
  const country = props.country ?? props.defaultCountry ?? countryOfValue(start);
  const input = useRef<HTMLInputElement | null>(null);
  const button = useRef<HTMLButtonElement | null>(null);
  const load = useCallback(() => loadEngine(locale), [locale]);

  useEffect(() => {
    // Requested once the page is idle after the first paint; a focus, key or press asks at once.
    whenIdle(load);
    const note = () => {
      if (!engineReady(locale)) return;
      const active = input.current?.ownerDocument.activeElement;
      handover.freeze(active === input.current ? 'input' : active === button.current ? 'button' : undefined);
    };
    beforeSwap.add(note);
    return () => {
      beforeSwap.delete(note);
    };
  }, [handover, load, locale]);

  // The text painted first is where the events noted start from.
  const [recorder] = useState(() => createPendingRecorder(handover, start));
  const setInput = useCallback(
    (element: HTMLInputElement | null) => {
      const previous = input.current;
      if (previous)
        for (const [type, listener] of listenersOf(previous)) previous.removeEventListener(type, listener);
      input.current = element;
      if (element) {
        const bound = listenersFor(element, recorder, load);
        inputListeners.set(element, bound);
        for (const [type, listener] of bound) element.addEventListener(type, listener);
      }
      assignRef(forwardedRef, element);
    },
    [forwardedRef, recorder, load],
  );

  const Input = props.inputComponent ?? 'input';
  const extra = props.inputProps;
  const picker = (
    <div className="tf-country-picker">
      <FirstPaintButton
        buttonRef={button}
        country={country}
        words={words}
        disabled={props.disabled}
        readOnly={props.readOnly}
        handover={handover}
        load={load}
      />
    </div>
  );
  return (
    <PhoneInputFrame
      firstPaint
      className={props.className}
      inputId={inputId}
      label={props.label ?? words.phoneNumber}
      hideLabel={props.hideLabel}
      picker={picker}
      input={
        <Input
          {...extra}
          ref={setInput}
          id={inputId}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          defaultValue={start}
          disabled={props.disabled}
          readOnly={props.readOnly}
          required={props.required}
          className={joinTokens('tf-phone-input__input', extra?.className)}
          placeholder={extra?.placeholder ?? props.placeholder}
          onFocus={(event) => {
            load();
            extra?.onFocus?.(event);
          }}
          onBlur={(event) => {
            handover.left();
            extra?.onBlur?.(event);
            props.onBlur?.();
          }}
        />
      }
      announcement=""
      hidden={props.name ? { name: props.name, value: start, disabled: props.disabled } : undefined}
    />
  );
}

type Listener = (event: Event) => void;
const inputListeners = new WeakMap<HTMLInputElement, [string, Listener][]>();
const listenersOf = (element: HTMLInputElement) => inputListeners.get(element) ?? [];

/** The plain input's events, noted for the engine: the browser still does every edit (a read-only one none). */
function listenersFor(
  element: HTMLInputElement,
  recorder: ReturnType<typeof createPendingRecorder>,
  load: () => void,
): [string, Listener][] {
  return [
    [
      'beforeinput',
      (event) => {
        load();
        recorder.beforeInput(element, event as InputEvent);
      },
    ],
    ['input', (event) => recorder.input(element, (event as InputEvent).inputType ?? '')],
    ['compositionstart', () => recorder.compositionStart()],
    ['compositionend', () => recorder.compositionEnd(element)],
  ];
}
