import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { CountryCode } from '../../phone/plan/countries';
import { countryIndex } from '../../phone/plan/country-index';
import { COUNTRY_ROW_HEIGHT, COUNTRY_VISIBLE_ROWS } from '../../react/country-picker/picker-state';
import { CountryPicker, ENGLISH_COUNTRY_PICKER_LABELS, type CountryPickerProps } from './country-picker';

type HarnessProps = Partial<Omit<CountryPickerProps, 'onChange'>> & {
  readonly onChange?: (code: CountryCode) => void;
};

/** The picker as a parent uses it: controlled, with a field after it to Tab to. */
function Harness({ onChange, ...props }: HarnessProps) {
  const [value, setValue] = useState<CountryCode | undefined>('value' in props ? props.value : 'US');
  return (
    <>
      <CountryPicker
        locale="en"
        labels={ENGLISH_COUNTRY_PICKER_LABELS}
        // The list's own mechanics, without the default preferred group (tested on its own below).
        preferredCountries={[]}
        {...props}
        value={value}
        onChange={(code) => {
          setValue(code);
          onChange?.(code);
        }}
      />
      <input aria-label="Phone number" />
    </>
  );
}

const selector = () => screen.getByRole('button', { name: /country/i });
const search = () => screen.getByRole('combobox', { name: /search/i });
const optionNames = () => screen.queryAllByRole('option').map((o) => o.textContent);
const activeOption = () => {
  const id = search().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};
const activeName = () => activeOption()?.textContent;
const sortedEnglish = countryIndex('en').sorted;
const label = (i: number) => `${sortedEnglish[i]?.name} +${sortedEnglish[i]?.callingCode}`;

async function openWith(keys: string, props: HarnessProps = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  selector().focus();
  await user.keyboard(keys);
  return user;
}

describe('CountryPicker', () => {
  it("puts the browser languages' countries, then the selected one, at the top by default", async () => {
    await openWith('{Enter}', { value: 'JP', preferredCountries: undefined });
    const group = screen.getByRole('group', { name: 'Suggested countries' });
    const languages = navigator.languages.map((tag) => new Intl.Locale(tag).maximize().region);
    expect(
      within(group)
        .getAllByRole('option')
        .map((o) => o.getAttribute('id')?.slice(-2)),
    ).toEqual([...new Set([...languages, 'JP'])]);
  });

  it('is a button naming the country and its calling code, with no options while closed', () => {
    render(<Harness value="DE" />);
    const button = selector();
    expect(button).toHaveAccessibleName('Country: Germany +49');
    expect(button).toHaveAttribute('aria-haspopup', 'listbox');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveTextContent('+49');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('says "International" when no country is selected', () => {
    render(<Harness value={undefined} />);
    expect(selector()).toHaveAccessibleName('Country: International');
  });

  it.each([
    ['Enter', '{Enter}'],
    ['Space', ' '],
    ['ArrowDown', '{ArrowDown}'],
    ['Alt+ArrowDown', '{Alt>}{ArrowDown}{/Alt}'],
  ])('opens with %s, focusing the search field on the selected country', async (_name, keys) => {
    await openWith(keys);
    expect(selector()).toHaveAttribute('aria-expanded', 'true');
    const field = search();
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(field).toHaveAttribute('aria-autocomplete', 'list');
    const listbox = screen.getByRole('listbox');
    expect(field).toHaveAttribute('aria-controls', listbox.id);
    expect(selector()).toHaveAttribute('aria-controls', listbox.id);
    expect(activeOption()).toHaveAccessibleName('United States +1');
    expect(activeOption()).toHaveAttribute('aria-selected', 'true');
  });

  it('opens on click too', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(selector());
    expect(search()).toHaveFocus();
  });

  it('renders only a window of the 245 options, each telling its place in the whole list', async () => {
    await openWith('{Enter}');
    const options = screen.getAllByRole('option');
    expect(options.length).toBeGreaterThan(8);
    expect(options.length).toBeLessThan(50);
    for (const option of options) expect(option).toHaveAttribute('aria-setsize', '245');
    const us = screen.getByRole('option', { name: 'United States +1' });
    expect(us).toHaveAttribute('aria-posinset', String(sortedEnglish.findIndex((e) => e.code === 'US') + 1));
    expect(screen.getAllByRole('option', { selected: true })).toEqual([us]);
  });

  it('filters as you type and announces the number of matches', async () => {
    const user = await openWith('{Enter}');
    await user.keyboard('ger');
    expect(screen.getAllByRole('option')[0]).toHaveAccessibleName('Germany +49');
    expect(activeName()).toBe('Germany +49');
    const count = screen.getAllByRole('option').length;
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`${count} countries`));
    await user.clear(search());
    await user.keyboard('+49');
    expect(optionNames()).toEqual(['Germany +49']);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 country'));
    await user.clear(search());
    await user.keyboard('qqq');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('No country matches', { selector: 'p' })).toBeVisible();
    expect(search()).not.toHaveAttribute('aria-activedescendant');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No country matches'));
  });

  it('keeps the live region mounted, empty while closed', async () => {
    render(<Harness />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  });

  it('moves the active option with the arrows, Home, End, PageUp and PageDown', async () => {
    const user = await openWith('{Enter}');
    await user.keyboard('{Home}');
    expect(activeName()).toBe(label(0));
    await user.keyboard('{ArrowDown}');
    expect(activeName()).toBe(label(1));
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(activeName()).toBe(label(0));
    await user.keyboard('{PageDown}');
    expect(activeName()).toBe(label(7));
    await user.keyboard('{End}');
    expect(activeName()).toBe(label(244));
    expect(activeName()).toBe('Zimbabwe +263');
    // Scrolled into view: the first rows have left the DOM, the last ones are there.
    expect(screen.queryByRole('option', { name: label(0) })).toBeNull();
    await user.keyboard('{PageUp}');
    expect(activeName()).toBe(label(237));
    expect(activeOption()).toHaveClass('tf-country-picker__option--active');
    expect(search()).toHaveFocus();
  });

  it('picks the active option with Enter, returning focus to the selector, which names the new country', async () => {
    const onChange = vi.fn();
    const user = await openWith('{Enter}', { onChange });
    await user.keyboard('germany{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('DE');
    expect(selector()).toHaveFocus();
    expect(selector()).toHaveAccessibleName('Country: Germany +49');
    expect(selector()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('closes with Escape without a change, focus back on the selector', async () => {
    const onChange = vi.fn();
    const user = await openWith('{Enter}', { onChange });
    await user.keyboard('fr{ArrowDown}{Escape}');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(selector()).toHaveFocus();
    expect(selector()).toHaveAccessibleName('Country: United States +1');
    // The next open starts afresh.
    await user.keyboard('{Enter}');
    expect(search()).toHaveValue('');
  });

  it('picks an option on click', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    await user.click(selector());
    await user.type(search(), 'fran');
    await user.click(screen.getByRole('option', { name: 'France +33' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('FR');
    expect(selector()).toHaveFocus();
    expect(selector()).toHaveAccessibleName('Country: France +33');
  });

  it('closes on a click outside, and on Tab or Shift+Tab, letting focus go where it goes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(selector());
    await user.click(document.body);
    expect(screen.queryByRole('listbox')).toBeNull();

    await user.click(selector());
    expect(search()).toHaveFocus();
    await user.tab();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveFocus();

    await user.click(selector());
    await user.tab({ shift: true });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(selector()).toHaveFocus();
    expect(selector()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the selector is clicked again', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(selector());
    await user.click(selector());
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(selector()).toHaveFocus();
  });

  it('starts a search when a letter is typed on the closed selector', async () => {
    const user = await openWith('n');
    expect(search()).toHaveFocus();
    await user.keyboard('eth');
    expect(search()).toHaveValue('neth');
    expect(activeName()).toBe('Netherlands +31');
  });

  it('renders other options as the list scrolls', async () => {
    await openWith('{Enter}{Home}');
    const listbox = screen.getByRole('listbox');
    listbox.scrollTop = 100 * 36;
    fireEvent.scroll(listbox);
    expect(screen.getByRole('option', { name: label(100) })).toBeInTheDocument();
    // The active option stays in the DOM for aria-activedescendant even when scrolled away.
    expect(activeOption()).toHaveAccessibleName(label(0));
    expect(screen.getAllByRole('option').length).toBeLessThan(50);
  });

  it('shows preferred countries first, in a group apart from the rest', async () => {
    await openWith('{Enter}{Home}', { value: 'FR', preferredCountries: ['US', 'DE', 'GB'] });
    const [preferred, all] = screen.getAllByRole('group') as [HTMLElement, HTMLElement];
    expect(preferred).toHaveAccessibleName('Suggested countries');
    expect(all).toHaveAccessibleName('All countries');
    const first = within(preferred).getAllByRole('option');
    expect(first.map((o) => o.textContent)).toEqual([
      'United States +1',
      'Germany +49',
      'United Kingdom +44',
    ]);
    expect(first[0]).toHaveAttribute('aria-setsize', '3');
    const rest = within(all).getAllByRole('option');
    expect(rest[0]).toHaveAccessibleName('Afghanistan +93');
    expect(rest[0]).toHaveClass('tf-country-picker__option--after-divider');
    expect(rest[0]).toHaveAttribute('aria-setsize', '242');
    expect(rest[0]).toHaveAttribute('aria-posinset', '1');
    expect(screen.queryAllByRole('option', { name: 'Germany +49' })).toHaveLength(1);
  });

  it('searches all countries in one flat list, preferred ones included', async () => {
    const user = await openWith('{Enter}', { preferredCountries: ['DE'] });
    await user.keyboard('germ');
    expect(screen.queryAllByRole('group')).toHaveLength(0);
    expect(optionNames()).toEqual(['Germany +49']);
  });

  it('offers only the given countries, without the excluded ones', async () => {
    const user = await openWith('{Enter}', {
      value: 'DE',
      countries: ['DE', 'AT', 'CH', 'LI'],
      excludeCountries: ['LI'],
    });
    expect(optionNames()).toEqual(['Austria +43', 'Germany +49', 'Switzerland +41']);
    await user.keyboard('fra');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('names countries in the UI locale and finds them by either name', async () => {
    const user = await openWith('{Enter}', { value: 'DE', locale: 'de' });
    expect(selector()).toHaveAccessibleName('Country: Deutschland +49');
    await user.keyboard('spain');
    expect(optionNames()).toEqual(['Spanien +34']);
  });

  it('does not open when disabled; read-only stays focusable but does not open', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness disabled />);
    expect(selector()).toBeDisabled();
    await user.click(selector());
    expect(screen.queryByRole('listbox')).toBeNull();
    unmount();

    render(<Harness readOnly />);
    expect(selector()).toHaveAttribute('aria-disabled', 'true');
    selector().focus();
    expect(selector()).toHaveFocus();
    await user.keyboard('{Enter}{ArrowDown}');
    await user.click(selector());
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('shows the selected flag as a decorative image of its own file', async () => {
    const { container } = render(<Harness value="DE" />);
    const img = container.querySelector('img.tf-country-picker__flag');
    expect(img).toHaveAttribute('alt', '');
    expect(img?.getAttribute('src')).toMatch(/DE\.svg/);
  });

  it('draws the list flags from one sprite, a different cell per country, hidden from assistive technology', async () => {
    await openWith('{Enter}', { value: 'DE' });
    const flags = screen
      .getAllByRole('option')
      .map((option) => option.querySelector<HTMLElement>('.tf-country-picker__flag'));
    expect(flags.length).toBeGreaterThan(5);
    // The image is the stylesheet's (.tf-country-picker__flag--sprite), so a package consumer's bundler resolves it.
    for (const flag of flags) expect(flag).toHaveClass('tf-country-picker__flag--sprite');
    expect(new Set(flags.map((flag) => flag?.style.backgroundPosition)).size).toBe(flags.length);
    for (const flag of flags) expect(flag).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps the calling code left to right', async () => {
    await openWith('{Enter}', { locale: 'ar', value: 'EG' });
    const dial = activeOption()?.querySelector('bdi');
    expect(dial).toHaveAttribute('dir', 'ltr');
    expect(dial).toHaveTextContent('+20');
  });
});

describe('the list laid out at its usual height', () => {
  it('draws nothing again when the list reports the height opening assumed, and re-centres a shorter one', async () => {
    let report: ((height: number) => void) | undefined;
    let height = 0;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          report = (h) => {
            height = h;
            callback([], this as unknown as ResizeObserver);
          };
        }
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    const own = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.getAttribute('role') === 'listbox' ? height : 0;
      },
    });
    try {
      // Each render of an open search says its count: the calls count the renders.
      const matchCount = vi.fn(ENGLISH_COUNTRY_PICKER_LABELS.matchCount);
      render(<Harness labels={{ ...ENGLISH_COUNTRY_PICKER_LABELS, matchCount }} />);
      selector().focus();
      await userEvent.keyboard('g');
      expect(search()).toHaveValue('g');
      const renders = matchCount.mock.calls.length;
      act(() => report?.(COUNTRY_VISIBLE_ROWS * COUNTRY_ROW_HEIGHT));
      expect(matchCount.mock.calls.length).toBe(renders);
      // A shorter list (a small screen) is measured, and drawn for.
      act(() => report?.(4 * COUNTRY_ROW_HEIGHT));
      expect(matchCount.mock.calls.length).toBeGreaterThan(renders);
    } finally {
      if (own) Object.defineProperty(HTMLElement.prototype, 'clientHeight', own);
      vi.unstubAllGlobals();
    }
  });
});
