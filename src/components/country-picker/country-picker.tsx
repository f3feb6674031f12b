import { Fragment, memo } from 'react';
import type { CountryCode } from '../../phone/plan/countries';
import type { CountryPickerLabels } from '../../react/country-picker/country-picker-labels';
import {
  useCountryPicker,
  type CountryPickerItem,
  type CountryPickerOptionProps,
} from '../../react/country-picker/use-country-picker';
import { CountryFlag } from './country-flag';
import { spriteFlag } from './flag-sprite';
import { ChevronIcon } from './chevron-icon';
import { GlobeIcon } from './globe-icon';
import '../theme/tokens.css';
import './country-picker.css';

export {
  ENGLISH_COUNTRY_PICKER_LABELS,
  type CountryPickerLabels,
} from '../../react/country-picker/country-picker-labels';

export interface CountryPickerProps {
  /** The selected country; undefined shows "International" (no country). */
  readonly value: CountryCode | undefined;
  readonly onChange: (code: CountryCode) => void;
  /** Only these countries. */
  readonly countries?: readonly CountryCode[] | undefined;
  readonly excludeCountries?: readonly CountryCode[] | undefined;
  /** Shown first, in this order, above a divider. */
  readonly preferredCountries?: readonly CountryCode[] | undefined;
  /** UI locale for country names, sorting and search, e.g. 'en', 'de', 'ar'. */
  readonly locale: string;
  readonly labels: CountryPickerLabels;
  readonly disabled?: boolean | undefined;
  readonly readOnly?: boolean | undefined;
  readonly className?: string | undefined;
  /** Id of the selector button. */
  readonly id?: string | undefined;
  /** Where focus goes after a pick (see useCountryPicker); the button by default. */
  readonly focusAfterPick?: (() => HTMLElement | null | undefined) | undefined;
}

/**
 * An option of the list. A plain function, not a component: opening draws a dozen of them at once, and a component
 * each (with one more for its flag) was a fiber and a render call more per row for nothing they keep.
 */
function option(item: CountryPickerItem, props: CountryPickerOptionProps) {
  let className = 'tf-country-picker__option';
  if (item.active) className += ' tf-country-picker__option--active';
  if (item.selected) className += ' tf-country-picker__option--selected';
  if (item.afterDivider) className += ' tf-country-picker__option--after-divider';
  return (
    <div key={item.code} {...props} className={className}>
      {spriteFlag(item.flag)}
      {/* The spaces are part of the accessible name: "Germany +49". */}
      <span className="tf-country-picker__name">{item.name}</span>{' '}
      <bdi className="tf-country-picker__dial-code" dir="ltr">
        {`+${item.callingCode}`}
      </bdi>
      {item.selected ? CHECK : null}
    </div>
  );
}

// One element for every list: it never changes, so React draws it without a component of its own.
const CHECK = (
  <svg
    className="tf-country-picker__check"
    viewBox="0 0 16 16"
    width={16}
    height={16}
    aria-hidden="true"
    focusable="false"
  >
    <path d="M3 8.5l3.2 3L13 4.5" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

/** The country selector beside the phone field: a button showing the flag and calling code, opening a searchable list. */
export const CountryPicker = memo(function CountryPicker(props: CountryPickerProps) {
  const picker = useCountryPicker(props);
  const { selection } = picker;
  return (
    <div {...picker.rootProps} className={`tf-country-picker${props.className ? ` ${props.className}` : ''}`}>
      <button {...picker.buttonProps} className="tf-country-picker__button" data-country={props.value ?? ''}>
        {selection ? <CountryFlag code={selection.code} /> : <GlobeIcon />}
        {selection ? (
          <bdi className="tf-country-picker__dial-code" dir="ltr">
            +{selection.callingCode}
          </bdi>
        ) : null}
        <ChevronIcon />
      </button>
      {/* The popup and its search field stay in the page, hidden while closed: a form control added on every open
          made Chromium look through the page's forms for autofill again (0.5 ms of a 10 ms open). The list itself is
          only there while open. */}
      <div {...picker.popupProps} className="tf-country-picker__popup" hidden={!picker.isOpen}>
        <input {...picker.searchProps} className="tf-country-picker__search" />
        {picker.isOpen ? (
          <div {...picker.listboxProps} className="tf-country-picker__list">
            <div {...picker.spacerProps} className="tf-country-picker__spacer">
              {picker.sections.map((section) => {
                const options = section.items.map((item) => option(item, picker.getOptionProps(item.index)));
                return section.groupProps ? (
                  <div key={section.key} {...section.groupProps} className="tf-country-picker__group">
                    {options}
                  </div>
                ) : (
                  <Fragment key={section.key}>{options}</Fragment>
                );
              })}
            </div>
          </div>
        ) : null}
        {picker.noMatches ? <p className="tf-country-picker__empty">{props.labels.noMatches}</p> : null}
      </div>
      {/* Always mounted, so screen readers are already listening when the count changes. */}
      <div {...picker.statusProps} className="tf-country-picker__status" />
    </div>
  );
});
