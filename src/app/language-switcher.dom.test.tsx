import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SUPPORTED_LOCALES } from '../components/i18n/locale';
import { LocaleContext } from '../components/i18n/locale-context';
import { LanguageSwitcher } from './language-switcher';

function renderSwitcher(setLocale = vi.fn()) {
  render(
    <LocaleContext.Provider value={{ locale: 'fr', setLocale }}>
      <LanguageSwitcher label="Langue" />
    </LocaleContext.Provider>,
  );
  return setLocale;
}

const toggle = () => screen.getByRole('button', { name: /^Langue/ });

describe('LanguageSwitcher', () => {
  it('shows codes at first, and names every language in itself once the page is idle', async () => {
    renderSwitcher();
    expect(toggle()).toHaveAccessibleName('Langue: FR');
    await waitFor(() => expect(toggle()).toHaveAccessibleName('Langue: français'));
    await userEvent.click(toggle());
    const names = screen.getAllByRole('listitem').map((item) => item.textContent);
    // Each language named in itself, as the platform names it, for every supported language.
    expect(names).toEqual(
      SUPPORTED_LOCALES.map((l) => new Intl.DisplayNames([l], { type: 'language' }).of(l)),
    );
    expect(names).toEqual(
      expect.arrayContaining(['English', 'Deutsch', 'français', 'العربية', 'polski', '日本語', 'עברית']),
    );
  });

  it('switches only on a press: arrows move focus without switching, Enter picks', async () => {
    const setLocale = renderSwitcher();
    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { current: true })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(setLocale).not.toHaveBeenCalled();
    expect(document.activeElement).toHaveAttribute('lang', 'es');
    await userEvent.keyboard('{Enter}');
    expect(setLocale).toHaveBeenCalledExactlyOnceWith('es');
    expect(toggle()).toHaveFocus();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape closes the list without a change and returns focus to the button', async () => {
    const setLocale = renderSwitcher();
    await userEvent.click(toggle());
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(setLocale).not.toHaveBeenCalled();
    expect(toggle()).toHaveFocus();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });
});
