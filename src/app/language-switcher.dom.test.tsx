import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleContext } from '../components/i18n/locale-context';
import { LanguageSwitcher } from './language-switcher';

describe('LanguageSwitcher', () => {
  it('shows codes at first, and names every language in itself once the page is idle', async () => {
    render(
      <LocaleContext.Provider value={{ locale: 'fr', setLocale: () => undefined }}>
        <LanguageSwitcher label="Langue" />
      </LocaleContext.Provider>,
    );
    expect(screen.getByLabelText('Langue')).toHaveDisplayValue('FR');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Deutsch' })).toBeInTheDocument());
    expect(screen.getByLabelText('Langue')).toHaveDisplayValue('français');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'English',
      'Deutsch',
      'français',
      'español',
      'العربية',
    ]);
  });
});
