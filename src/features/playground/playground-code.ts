/**
 * The code a developer copies for the props chosen on the playground:
 * playgroundCode({ ...DEFAULT_PLAYGROUND, defaultCountry: 'DE', controlled: true })
 *   → "import { useState } from 'react';\nimport { PhoneInput } from 'telfield';\n…<PhoneInput value={value} …"
 */
import type { CountryCode } from '../../phone/plan/countries';

export interface PlaygroundOptions {
  readonly defaultCountry: CountryCode | undefined;
  readonly preferredCountries: readonly CountryCode[];
  readonly locale: string;
  readonly disabled: boolean;
  /** value + onChange through useState, or uncontrolled with a name for a native form. */
  readonly controlled: boolean;
  /** Without telfield/style.css: the markup and classes only. */
  readonly unstyled: boolean;
  readonly hideLabel: boolean;
  /** false: the form library shows the message (error={false}). */
  readonly builtInError: boolean;
}

export const DEFAULT_PLAYGROUND: PlaygroundOptions = {
  defaultCountry: 'GB',
  preferredCountries: [],
  locale: 'en',
  disabled: false,
  controlled: true,
  unstyled: false,
  hideLabel: false,
  builtInError: true,
};

/** A JSX prop as written in source: name="text", name={['A', 'B']}, or a bare name for true. */
function prop(name: string, value: string | boolean | readonly string[]): string {
  if (value === true) return name;
  if (value === false) return `${name}={false}`;
  if (typeof value === 'string') return `${name}=${JSON.stringify(value)}`;
  return `${name}={[${value.map((item) => `'${item}'`).join(', ')}]}`;
}

export function playgroundCode(options: PlaygroundOptions): string {
  const props: string[] = options.controlled
    ? ['value={value}', 'onChange={setValue}']
    : [prop('name', 'phone'), 'onChange={(e164, details) => console.log(e164, details.validation)}'];
  if (options.defaultCountry) props.push(prop('defaultCountry', options.defaultCountry));
  if (options.preferredCountries.length > 0)
    props.push(prop('preferredCountries', options.preferredCountries));
  if (options.locale !== 'en') props.push(prop('locale', options.locale));
  if (options.disabled) props.push(prop('disabled', true));
  if (options.hideLabel) props.push(prop('hideLabel', true));
  if (!options.builtInError) props.push(prop('error', false));

  const imports = [
    ...(options.controlled ? ["import { useState } from 'react';"] : []),
    "import { PhoneInput } from 'telfield';",
    ...(options.unstyled ? [] : ["import 'telfield/style.css';"]),
  ];
  const body = [
    ...(options.controlled
      ? ["  const [value, setValue] = useState(''); // E.164, e.g. '+442079460958'"]
      : []),
    '  return (',
    '    <PhoneInput',
    ...props.map((line) => `      ${line}`),
    '    />',
    '  );',
  ];
  return [...imports, '', 'export function Phone() {', ...body, '}', ''].join('\n');
}

/** 'gb, US  xx,DE' → ['GB', 'US', 'DE']: the known codes a person typed, in order, once each. */
export function parseCountryList(
  text: string,
  isCountry: (code: string) => code is CountryCode,
): CountryCode[] {
  const codes = text
    .split(/[\s,;]+/)
    .map((part) => part.trim().toUpperCase())
    .filter(isCountry);
  return [...new Set(codes)];
}
