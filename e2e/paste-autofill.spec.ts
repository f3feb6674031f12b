import { expect, test, type Page } from '@playwright/test';
import { openCheck, phone, pickCountry, selectedCountry } from './helpers';

async function paste(page: Page, text: string) {
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await phone(page).fill('');
  await phone(page).focus();
  await page.keyboard.press('Control+V');
}

test.describe('paste catalogue (real clipboard)', () => {
  test.beforeEach(async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openCheck(page);
    await pickCountry(page, 'US');
  });

  for (const [pasted, field, e164, extension] of [
    ['tel:+1-201-555-0123', '+1 201 555 0123', '+12015550123', undefined],
    ['tel:+44-20-7946-0958;ext=12', '+44 20 7946 0958', '+442079460958', '12'],
    ['+44 (0)20 7946 0958', '+44 20 7946 0958', '+442079460958', undefined],
    ['0044 20 7946 0958', '+44 20 7946 0958', '+442079460958', undefined],
    ['＋４４ ２０ ７９４６ ０９５８', '+44 20 7946 0958', '+442079460958', undefined],
    ['+٩٧١ ٥٠ ١٢٣ ٤٥٦٧', '+971 50 123 4567', '+971501234567', undefined],
    ['\u200E+1\u00A0201\u00A0555\u00A00123\u200F', '+1 201 555 0123', '+12015550123', undefined],
    ['(201) 555-0123 ext. 45', '(201) 555-0123', '+12015550123', '45'],
    ['1-800-FLOWERS', '1 (800) 356-9377', '+18003569377', undefined],
    ['Call me on +33 6 12 34 56 78 tomorrow', '+33 6 12 34 56 78', '+33612345678', undefined],
  ] as const) {
    test(`${JSON.stringify(pasted)} → ${field}`, async ({ page }) => {
      await paste(page, pasted);
      await expect(phone(page)).toHaveValue(field);
      await expect(page.getByTestId('e164')).toHaveText(e164);
      if (extension) await expect(page.getByTestId('extension')).toHaveText(extension);
    });
  }

  test('a 10,000-character paste is cut at 250 and says so', async ({ page }) => {
    await paste(page, '+1 201 555 0123 ' + 'x'.repeat(10_000));
    await expect(phone(page)).toHaveValue('+1 201 555 0123');
    // Said to a screen reader (the live region) and shown next to the field.
    await expect(
      page.getByRole('status').filter({ hasText: /Only the first 250 characters were pasted/ }),
    ).toBeAttached();
    await expect(page.getByTestId('field-notice')).toHaveText(/Only the first 250 characters were pasted/);
  });

  for (const hostile of [
    '<script>window.__pwned = 1</script>',
    '<img src=x onerror="window.__pwned=1">',
    '😀📞',
    '',
  ]) {
    test(`${JSON.stringify(hostile)} runs nothing and breaks nothing`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('dialog', (d) => {
        errors.push(`dialog ${d.message()}`);
        void d.dismiss();
      });
      await paste(page, hostile);
      expect(await phone(page).inputValue()).toMatch(/^[\d\s()+-]*$/);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      expect(errors).toEqual([]);
    });
  }
});

test.describe('autofill', () => {
  // Autofill sets the value and fires input with no beforeinput: emulate exactly that.
  async function autofill(page: Page, value: string, inputType: string | undefined) {
    await phone(page).evaluate(
      (el, [v, type]) => {
        const input = el as HTMLInputElement;
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, v);
        input.dispatchEvent(
          type
            ? new InputEvent('input', { bubbles: true, inputType: type })
            : new Event('input', { bubbles: true }),
        );
      },
      [value, inputType] as const,
    );
  }

  for (const inputType of ['insertReplacementText', undefined]) {
    test(`a national number lands in the selected country (${inputType ?? 'plain input event'})`, async ({
      page,
    }) => {
      await openCheck(page);
      await pickCountry(page, 'GB');
      await autofill(page, '020 7946 0958', inputType);
      await expect(phone(page)).toHaveValue('020 7946 0958');
      await expect(page.getByTestId('e164')).toHaveText('+442079460958');
    });

    test(`an E.164 number lands in its own country (${inputType ?? 'plain input event'})`, async ({
      page,
    }) => {
      await openCheck(page);
      await pickCountry(page, 'US');
      await autofill(page, '+33612345678', inputType);
      await expect(phone(page)).toHaveValue('+33 6 12 34 56 78');
      expect(await selectedCountry(page)).toBe('FR');
    });
  }
});
