import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { CountryCode } from '../../phone/plan/countries';
import { ENGLISH_COUNTRY_PICKER_LABELS } from './country-picker-labels';
import { ANNOUNCE_DELAY_MS, useCountryPicker, type UseCountryPickerOptions } from './use-country-picker';

type ViewProps = Partial<Omit<UseCountryPickerOptions, 'onChange'>> & {
  readonly onChange?: (code: CountryCode) => void;
  /** Sees every key that leaves the picker, as a dialog around it would. */
  readonly onOuterKeyDown?: (key: string) => void;
};

/**
 * A view of the hook's own, as a team building its look would write it: nothing but the hook's prop objects and
 * values, no CountryPicker markup or classes. A button outside the hook's props calls its `open()`.
 */
function View({ onChange, onOuterKeyDown, ...props }: ViewProps) {
  const [value, setValue] = useState<CountryCode | undefined>('value' in props ? props.value : 'US');
  const picker = useCountryPicker({
    locale: 'en',
    labels: ENGLISH_COUNTRY_PICKER_LABELS,
    preferredCountries: [],
    ...props,
    value,
    onChange: (code) => {
      setValue(code);
      onChange?.(code);
    },
  });
  return (
    <div onKeyDown={(event) => onOuterKeyDown?.(event.key)}>
      <div {...picker.rootProps}>
        <button {...picker.buttonProps}>{picker.selection?.code ?? '—'}</button>
        <button type="button" onClick={picker.open}>
          Open from outside
        </button>
        <div {...picker.popupProps} hidden={!picker.isOpen}>
          <input {...picker.searchProps} />
          {picker.isOpen ? (
            <div {...picker.listboxProps}>
              <div {...picker.spacerProps}>
                {picker.items.map((item) => (
                  <div key={item.code} {...picker.getOptionProps(item.index)}>
                    {item.name}
                  </div>
                ))}
              </div>
            </div>
          ) : null}
        </div>
        <div {...picker.statusProps} />
      </div>
    </div>
  );
}

const selector = () => screen.getByRole('button', { name: /^Country:/ });
const search = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Search countries' });
const status = () => screen.getByRole('status');
const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);
const activeOption = () => {
  const id = search().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

function renderView(props: ViewProps = {}) {
  const user = userEvent.setup();
  const utils = render(<View {...props} />);
  return { user, ...utils };
}

describe('useCountryPicker in a view of its own', () => {
  it('opens on a press on its button, focusing the search on the selected country', async () => {
    const { user } = renderView({ value: 'DE' });
    expect(selector()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();

    await user.click(selector());
    const listbox = screen.getByRole('listbox', { name: 'Countries' });
    expect(selector()).toHaveAttribute('aria-expanded', 'true');
    expect(selector()).toHaveAttribute('aria-controls', listbox.id);
    expect(search()).toHaveFocus();
    expect(search()).toHaveAttribute('aria-controls', listbox.id);
    expect(activeOption()).toHaveTextContent('Germany');
    expect(activeOption()).toHaveAttribute('aria-selected', 'true');
    // Opening built the names if the page had not been idle yet.
    expect(selector()).toHaveAccessibleName('Country: Germany +49');
    // A window of the 245 options, each telling its place in the whole list.
    expect(optionNames().length).toBeLessThan(50);
    expect(activeOption()).toHaveAttribute('aria-setsize', '245');
  });

  it('opens with ArrowDown on the focused button', async () => {
    const { user } = renderView();
    selector().focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(search()).toHaveFocus();
    expect(activeOption()).toHaveTextContent('United States');
  });

  it('starts a search with a character typed on the closed button', async () => {
    const { user } = renderView();
    selector().focus();
    await user.keyboard('g');
    expect(search()).toHaveFocus();
    expect(search()).toHaveValue('g');
    await user.keyboard('erm');
    expect(optionNames()).toEqual(['Germany']);
  });

  it('narrows the options as the search is typed, and announces their count once typing pauses', async () => {
    const { user } = renderView({ countries: ['DE', 'AT', 'CH', 'FR', 'GB', 'US', 'AE'] });
    await user.click(selector());
    expect(optionNames()).toHaveLength(7);
    expect(status()).toBeEmptyDOMElement();

    // The pause is measured on a clock of the test's own, so a loaded machine cannot turn typing into a pause.
    // Keys arrive as input events: user-event's own waits would need the real clock.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const typeSlowly = (text: string) => {
        for (const end of [...text].keys()) {
          fireEvent.change(search(), { target: { value: search().value + text.charAt(end) } });
          act(() => vi.advanceTimersByTime(ANNOUNCE_DELAY_MS - 1));
        }
      };
      const pause = () => act(() => vi.advanceTimersByTime(1));

      typeSlowly('united');
      expect(optionNames()).toEqual(['United Arab Emirates', 'United Kingdom', 'United States']);
      expect(activeOption()).toHaveTextContent('United Arab Emirates');
      // Not while typing: each key starts the wait again.
      expect(status()).toBeEmptyDOMElement();
      pause();
      expect(status()).toHaveTextContent('3 countries');

      typeSlowly(' s');
      expect(optionNames()).toEqual(['United States']);
      expect(status()).toHaveTextContent('3 countries');
      pause();
      expect(status()).toHaveTextContent('1 country');

      fireEvent.change(search(), { target: { value: '' } });
      typeSlowly('zzz');
      expect(optionNames()).toEqual([]);
      expect(search()).not.toHaveAttribute('aria-activedescendant');
      pause();
      expect(status()).toHaveTextContent('No country matches');
    } finally {
      vi.useRealTimers();
    }
  });

  it('picks the active option with Enter: onChange gets it, the popup closes and focus returns to the button', async () => {
    const onChange = vi.fn();
    const { user } = renderView({ onChange });
    await user.click(selector());
    await user.keyboard('fra{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('FR');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(selector()).toHaveAttribute('aria-expanded', 'false');
    expect(selector()).toHaveFocus();
    expect(selector()).toHaveAccessibleName('Country: France +33');

    // Enter on the country already selected closes the same way, with no change to report.
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(selector()).toHaveFocus();
  });

  it('closes with Escape without a pick, focus back on the button, the key kept from a dialog around it', async () => {
    const onChange = vi.fn();
    const onOuterKeyDown = vi.fn();
    const { user } = renderView({ onChange, onOuterKeyDown });
    await user.click(selector());
    await user.keyboard('ger{ArrowDown}{Escape}');
    expect(onChange).not.toHaveBeenCalled();
    expect(onOuterKeyDown).not.toHaveBeenCalledWith('Escape');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(selector()).toHaveAttribute('aria-expanded', 'false');
    expect(selector()).toHaveFocus();
    expect(selector()).toHaveAccessibleName('Country: United States +1');
    // The closed popup forgets the search, and the next open starts with an empty one.
    expect(screen.getByRole('combobox', { hidden: true })).toHaveValue('');
    await user.keyboard('{ArrowDown}');
    expect(search()).toHaveValue('');
  });

  it('offers only `countries`, less `excludeCountries`', async () => {
    const { user } = renderView({
      value: 'DE',
      countries: ['DE', 'AT', 'CH', 'LI'],
      excludeCountries: ['LI'],
    });
    await user.click(selector());
    expect(optionNames()).toEqual(['Austria', 'Germany', 'Switzerland']);
    for (const option of screen.getAllByRole('option')) expect(option).toHaveAttribute('aria-setsize', '3');
    await user.keyboard('liech');
    expect(optionNames()).toEqual([]);
  });

  it('cannot be opened while disabled, by its button or by open(), and closes when it becomes disabled', async () => {
    const { user, rerender } = renderView({ disabled: true });
    expect(selector()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Open from outside' }));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(selector()).toHaveAttribute('aria-expanded', 'false');
    // Nor is it left to open on its own once enabled.
    rerender(<View />);
    expect(screen.queryByRole('listbox')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Open from outside' }));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    rerender(<View disabled />);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(selector()).toHaveAttribute('aria-expanded', 'false');
  });
});
