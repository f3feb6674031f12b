import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { PhoneInput } from './phone-input';

it('formats a US number as it is typed', async () => {
  render(<PhoneInput country="US" />);
  const input = screen.getByRole('textbox', { name: /phone number/i });
  await userEvent.type(input, '2015550123');
  expect(input).toHaveValue('(201) 555-0123');
});
