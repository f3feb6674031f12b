import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SMALL_RULES } from '../../phone/judge/rules';
import { rehearseTyping } from '../../react/phone-field/rehearse-typing';
import { PhoneInput, preloadPhoneInput } from './phone-input';

vi.mock('../../react/phone-field/rehearse-typing', () => ({ rehearseTyping: vi.fn() }));

const phone = () => screen.getByRole('textbox', { name: /phone number/i });

describe('the field rehearses typing before the first key', () => {
  beforeAll(() => preloadPhoneInput());

  it('from its blank state when it appears, again with the full rules once focus brings them, and not once typed into', async () => {
    const rehearse = vi.mocked(rehearseTyping);
    rehearse.mockClear();
    render(<PhoneInput defaultCountry="GB" />);
    await waitFor(() =>
      expect(rehearse).toHaveBeenCalledWith(
        expect.objectContaining({ text: '', country: 'GB', rules: SMALL_RULES }),
      ),
    );
    await userEvent.click(phone());
    await waitFor(() => expect(rehearse).toHaveBeenCalledTimes(2));
    const [blank] = rehearse.mock.calls[1] ?? [];
    expect(blank).toMatchObject({ text: '', country: 'GB' });
    expect(blank?.rules).not.toBe(SMALL_RULES);
    // Typing another country's code changes the country, but the keys already found the code compiled.
    await userEvent.type(phone(), '+336');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /country/i })).toHaveAccessibleName(/\+33/),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(rehearse).toHaveBeenCalledTimes(2);
  });
});
