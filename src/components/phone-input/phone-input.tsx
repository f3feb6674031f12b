/**
 * PhoneInput paints at once and light: a plain input, its label and the country button (flag and calling code from
 * a 633-byte table), with no libphonenumber-js. Its engine (phone-input-engine.tsx: the rules, formatting,
 * validation, the picker) is requested right after the first paint, when the page is idle, and at the latest on the
 * first focus, key or press. Until it is there the browser edits the plain input as usual and each input event is
 * noted (pending-input.ts); the engine then replays them in order (replay-pending.ts), so the text is what it would
 * have been had the engine been there from the start, and focus stays where it was.
 *
 * Once loaded, every PhoneInput mounted later renders the engine at once. preloadPhoneInput() asks for it sooner
 * (a route that will show the field). Server rendering: await it on the server and before hydrating on the client
 * to send the formatted field; without it on both sides, the first paint is sent and hydrated.
 */
import {
  forwardRef,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type Ref,
} from 'react';
import { callingCodeFor, countryOfValue } from '../../phone/plan/calling-code-table';
import { createHandover, createPendingRecorder, type Handover } from '../../react/phone-field/pending-input';
import { whenIdle } from '../../react/when-idle';
import { ChevronIcon } from '../country-picker/chevron-icon';
import { CountryFlag } from '../country-picker/country-flag';
import { GlobeIcon } from '../country-picker/globe-icon';
import { FIRST_PAINT_WORDS } from '../i18n/first-paint-words';
import { pickLocale } from '../i18n/locale';
import type * as EngineModule from './phone-input-engine';
import type { PhoneInputProps } from './phone-input-engine';
import '../country-picker/country-picker.css';
import '../ui/visually-hidden.css';
import './phone-input.css';

export type {
  CountryChangeReason,
  PhoneChangeDetails,
  PhoneInputComponentProps,
  PhoneInputMessages,
  PhoneInputProps,
} from './phone-input-engine';
import { assignRef } from '../../react/assign-ref';

type Engine = typeof EngineModule;

let engine: Engine | undefined;
let loading: Promise<Engine> | undefined;
const listeners = new Set<() => void>();
/** Told first when the engine arrives, before React swaps the views: where focus is, while it is still there. */
const beforeSwap = new Set<() => void>();

/** Loads the field's engine (once); every PhoneInput on the page then switches to it. */
export function preloadPhoneInput(): Promise<void> {
  loading ??= import('./phone-input-engine').then(
    (module) => {
      engine = module;
      for (const note of beforeSwap) note();
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      // Offline or a deploy replaced the chunk: the plain input keeps working, and the next use tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading.then(() => undefined);
}

const load = () => void preloadPhoneInput().catch(() => undefined);

/**
 * For a screen that is there for the field (the app's Check screen): asks for the engine as soon as the screen is
 * shown rather than when the page is idle, so the time a person can type into the plain first paint is the chunk's
 * fetch. A page where the field is one part among others leaves it to the idle callback.
 */
export function usePhoneInputEngineNow(): void {
  useEffect(load, []);
}

const currentEngine = () => engine;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A phone number field with a country selector; every rule comes from libphonenumber-js. */
export const PhoneInput = forwardRef<HTMLInputElement, PhoneInputProps>(function PhoneInput(props, ref) {
  // A server and a hydrating client draw the same as long as both preloaded the engine, or neither did.
  const loaded = useSyncExternalStore(subscribe, currentEngine, currentEngine);
  const [handover] = useState(createHandover);
  if (loaded) return <loaded.PhoneInputEngine {...props} ref={ref} handover={handover} />;
  return <FirstPaint props={props} forwardedRef={ref} handover={handover} />;
});

interface FirstPaintProps {
  readonly props: PhoneInputProps;
  readonly forwardedRef: Ref<HTMLInputElement>;
  readonly handover: Handover;
}

/** The field before its engine: the same markup and classes, so nothing moves when the engine takes over. */
function FirstPaint({ props, forwardedRef, handover }: FirstPaintProps) {
  const generatedId = useId();
  const inputId = props.id ?? `${generatedId}-input`;
  const words = { ...FIRST_PAINT_WORDS[pickLocale([props.locale ?? 'en'])], ...props.messages };
  const start = props.value ?? props.defaultValue ?? '';
  const country = props.country ?? props.defaultCountry ?? countryOfValue(start);
  const callingCode = callingCodeFor(country);
  const input = useRef<HTMLInputElement | null>(null);
  const button = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    // Requested once the page is idle after the first paint; a focus, key or press asks at once.
    whenIdle(load);
    const note = () => {
      const active = input.current?.ownerDocument.activeElement;
      handover.freeze(active === input.current ? 'input' : active === button.current ? 'button' : undefined);
    };
    beforeSwap.add(note);
    return () => {
      beforeSwap.delete(note);
    };
  }, [handover]);

  // The text painted first is where the events noted start from.
  const [recorder] = useState(() => createPendingRecorder(handover, start));
  const setInput = useCallback(
    (element: HTMLInputElement | null) => {
      const previous = input.current;
      if (previous)
        for (const [type, listener] of listenersOf(previous)) previous.removeEventListener(type, listener);
      input.current = element;
      if (element) {
        const bound = listenersFor(element, recorder);
        inputListeners.set(element, bound);
        for (const [type, listener] of bound) element.addEventListener(type, listener);
      }
      assignRef(forwardedRef, element);
    },
    [forwardedRef, recorder],
  );

  const Input = props.inputComponent ?? 'input';
  const extra = props.inputProps;
  const label = country && callingCode ? `${country} +${callingCode}` : words.international;
  return (
    // data-first-paint: styles (and tests) can tell the plain first paint from the field with its engine.
    <div className={['tf-phone-input', props.className].filter(Boolean).join(' ')} data-first-paint="">
      <label
        className={props.hideLabel ? 'tf-phone-input__label tf-visually-hidden' : 'tf-phone-input__label'}
        htmlFor={inputId}
      >
        {props.label ?? words.phoneNumber}
      </label>
      <div className="tf-phone-input__row">
        <div className="tf-country-picker">
          <button
            ref={button}
            type="button"
            className="tf-country-picker__button"
            data-country={country ?? ''}
            aria-haspopup="listbox"
            aria-expanded={false}
            aria-label={`${words.selector}: ${label}`}
            disabled={props.disabled}
            aria-disabled={props.readOnly || undefined}
            onPointerDown={load}
            onKeyDown={(event) => {
              load();
              // The keys that open the picker's list (ArrowDown, or a letter to search) open it once it is there.
              const opens = event.key === 'ArrowDown' || (event.key.length === 1 && event.key !== ' ');
              if (opens && !event.ctrlKey && !event.metaKey && !props.readOnly) {
                event.preventDefault();
                handover.pressedButton();
              }
            }}
            onClick={() => {
              if (props.readOnly) return;
              handover.pressedButton();
              load();
            }}
          >
            {country && callingCode ? <CountryFlag code={country} /> : <GlobeIcon />}
            {callingCode ? (
              <bdi className="tf-country-picker__dial-code" dir="ltr">
                +{callingCode}
              </bdi>
            ) : null}
            <ChevronIcon />
          </button>
        </div>
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
          className={['tf-phone-input__input', extra?.className].filter(Boolean).join(' ')}
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
      </div>
      <p className="tf-phone-input__announcer" role="status" aria-live="polite" />
      {props.name ? <input type="hidden" name={props.name} value={start} /> : null}
    </div>
  );
}

type Listener = (event: Event) => void;
const inputListeners = new WeakMap<HTMLInputElement, [string, Listener][]>();
const listenersOf = (element: HTMLInputElement) => inputListeners.get(element) ?? [];

/** The plain input's events, noted for the engine: the browser still does every edit. */
function listenersFor(
  element: HTMLInputElement,
  recorder: ReturnType<typeof createPendingRecorder>,
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
