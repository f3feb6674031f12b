/**
 * The package's CountryPicker (telfield's entry): the picker's first paint, its button alone (first-paint-button.tsx),
 * then the picker itself once the field's engine (phone-input-engine.tsx, which holds it) has loaded: requested when
 * the page is idle, and at the latest on the first focus, key or press. A press before then opens the list once it
 * is there, and focus stays on the button. The app and the field's engine draw country-picker.tsx directly. The
 * picker's code (~7 kB brotli) is then out of a page's first load, as PhoneInput's is.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { createHandover } from '../../react/phone-field/pending-input';
import { whenIdle } from '../../react/when-idle';
import { beforeSwap, loadEngine, useLoadedEngineAlone } from '../phone-input/engine-loader';
import type { CountryPickerProps } from './country-picker';
import { FirstPaintButton } from './first-paint-button';
import '../theme/tokens.css';
import './country-picker.css';

export type { CountryPickerProps };

export function CountryPicker(props: CountryPickerProps) {
  const engine = useLoadedEngineAlone();
  const [handover] = useState(createHandover);
  const button = useRef<HTMLButtonElement | null>(null);
  const load = useCallback(() => loadEngine(), []);
  useEffect(() => {
    whenIdle(load);
    const note = () => {
      const focused = button.current && button.current.ownerDocument.activeElement === button.current;
      handover.freeze(focused ? 'button' : undefined);
    };
    beforeSwap.add(note);
    return () => {
      beforeSwap.delete(note);
    };
  }, [handover, load]);
  if (engine) return <engine.HandedOverCountryPicker {...props} handover={handover} />;
  return (
    <div className={`tf-country-picker${props.className ? ` ${props.className}` : ''}`} data-first-paint="">
      <FirstPaintButton
        buttonRef={button}
        id={props.id}
        country={props.value}
        words={props.labels}
        disabled={props.disabled}
        readOnly={props.readOnly}
        handover={handover}
        load={load}
      />
    </div>
  );
}
