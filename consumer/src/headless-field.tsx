// Type-checked only: the headless hooks with declared types, drawn by a team's own markup.
import {
  ENGLISH_COUNTRY_PICKER_LABELS,
  useCountryPicker,
  usePhoneField,
  type PhoneFieldApi,
} from 'telfield/headless';

export function HeadlessField() {
  const field: PhoneFieldApi = usePhoneField({
    defaultCountry: 'FR',
    describe: { validation: (v) => (v.status === 'valid' ? undefined : v.status), notice: (n) => n.kind },
  });
  const picker = useCountryPicker({
    value: field.pickerProps.value,
    onChange: field.pickerProps.onChange,
    locale: 'fr',
    labels: ENGLISH_COUNTRY_PICKER_LABELS,
  });
  return (
    <div {...picker.rootProps}>
      <button {...picker.buttonProps}>{picker.selection?.name}</button>
      <input {...field.inputProps} />
      <p {...field.errorProps} />
    </div>
  );
}
