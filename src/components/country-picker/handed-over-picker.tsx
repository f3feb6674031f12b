import { useId } from 'react';
import type { Handover } from '../../react/phone-field/pending-input';
import { CountryPicker, type CountryPickerProps } from './country-picker';
import { usePickerHandover } from './use-picker-handover';

export interface HandedOverCountryPickerProps extends CountryPickerProps {
  readonly handover: Handover;
}

/** The picker taking over from its first paint's button: focus stays on the button, a press made opens the list. */
export function HandedOverCountryPicker({ handover, ...props }: HandedOverCountryPickerProps) {
  const generated = useId();
  const id = props.id ?? `${generated}-country`;
  usePickerHandover(handover, () => document.getElementById(id) as HTMLButtonElement | null);
  return <CountryPicker {...props} id={id} />;
}
