/**
 * The field paints before its engine (libphonenumber-js and the rules) has loaded. Here the engine's chunk is held
 * for as long as a test needs: keys typed at 0 ms, a paste and an autofill go into the plain first paint, and once the
 * engine arrives the field must show exactly what the same input gives a field whose engine was there from the start
 * (a second page, typed the same way), with focus and the caret where they were. The numbers are libphonenumber-js's
 * own examples.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { getExampleNumber, type CountryCode } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';
import { countryButton, harnessUrl, phone } from './helpers';

const ENGINE = /\/phone-input-engine-[^/]*\.js$/;

/** Holds the engine's chunk until release() (the page paints and takes input meanwhile). */
async function holdEngine(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(ENGINE, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The engine's field has taken the first paint's place (the first paint's wrapper is marked data-first-paint). */
const engineReady = async (page: Page) => {
  await expect(page.locator('[data-first-paint]')).toHaveCount(0);
  await expect(page.locator('.tf-phone-input:not([data-first-paint])')).toHaveCount(1);
};

/** The Check screen in US English, its first paint on screen (the engine may still be on its way). */
async function openCheck(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'languages', { get: () => ['en-US'] });
  });
  await page.goto('/');
  await expect(phone(page)).toBeVisible();
}

const example = (country: CountryCode) => {
  const number = getExampleNumber(country, examples);
  if (!number) throw new Error(`no example for ${country}`);
  return number;
};

/** What a person types, from libphonenumber-js's examples: national in the default country, +, 00 and 011. */
const TYPED: readonly string[] = [
  example('US').formatNational(),
  example('GB').number,
  `00${example('DE').number.slice(1)}`,
  `011 ${example('JP').formatInternational().slice(1)}`,
  example('FR').formatInternational(),
];

/** The same keys into a page whose engine is there: the text, country and caret to expect. */
async function typedWithEngine(page: Page, keys: string) {
  await openCheck(page);
  await engineReady(page);
  await phone(page).focus();
  await page.keyboard.type(keys, { delay: 0 });
  return fieldOf(page);
}

const fieldOf = async (page: Page) => ({
  text: await phone(page).inputValue(),
  country: await countryButton(page).getAttribute('data-country'),
  focused: await phone(page).evaluate((el) => el === document.activeElement),
  caretAtEnd: await phone(page).evaluate(
    (el) => (el as HTMLInputElement).selectionStart === (el as HTMLInputElement).value.length,
  ),
});

test.describe('before the engine has loaded', () => {
  for (const keys of TYPED) {
    test(`keys typed at 0 ms are all applied, in order, as the engine would have: ${keys}`, async ({
      page,
      browser,
    }) => {
      const release = await holdEngine(page);
      await openCheck(page);
      await phone(page).focus();
      await page.keyboard.type(keys, { delay: 0 });
      // Still the first paint: the browser's own text, as typed.
      await expect(phone(page)).toHaveValue(keys);
      release();
      await engineReady(page);

      const other = await browser.newPage();
      const expected = await typedWithEngine(other, keys);
      await other.close();
      expect(expected.focused).toBe(true);
      await expect(phone(page)).toHaveValue(expected.text);
      expect(await fieldOf(page)).toEqual(expected);

      // Typing goes on where it was: one more digit lands at the end, as it does with the engine.
      await page.keyboard.type('9');
      expect((await phone(page).inputValue()).replace(/\D/g, '')).toBe(
        `${expected.text.replace(/\D/g, '')}9`,
      );
    });
  }

  test('a paste and an autofill before the engine are read as the engine reads them', async ({
    page,
    browser,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const pasted = `Call ${example('GB').formatInternational()} today`;
    const autofilled = example('AU').number;
    const run = async (target: Page, held: boolean) => {
      const release = held ? await holdEngine(target) : undefined;
      await openCheck(target);
      if (!held) await engineReady(target);
      await phone(target).focus();
      await target.evaluate((text) => navigator.clipboard.writeText(text), pasted);
      await target.keyboard.press('ControlOrMeta+V');
      const afterPaste = held ? await phone(target).inputValue() : undefined;
      // Autofill sets the value and fires input with no beforeinput.
      await phone(target).evaluate((el, value) => {
        const input = el as HTMLInputElement;
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }, autofilled);
      release?.();
      await engineReady(target);
      return { afterPaste, field: await fieldOf(target) };
    };
    const held = await run(page, true);
    expect(held.afterPaste).toBe(pasted);
    const other = await browser.newPage();
    await other.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const expected = await run(other, false);
    await other.close();
    expect(held.field).toEqual(expected.field);
    expect(held.field.country).toBe('AU');
  });

  test('the country button pressed before the engine opens the list once it is there, with focus in its search', async ({
    page,
  }) => {
    const release = await holdEngine(page);
    await openCheck(page);
    await expect(countryButton(page)).toHaveAccessibleName('Country: US +1');
    await countryButton(page).click();
    await expect(page.getByRole('listbox')).toHaveCount(0);
    release();
    await expect(page.getByRole('listbox')).toBeVisible();
    await expect(page.getByRole('combobox', { name: /search/i })).toBeFocused();
  });

  test('a press that starts on the first paint and ends after the engine arrived opens the list', async ({
    page,
  }) => {
    // The engine can take the first paint's place between a pointer's down and up (here held until then): the
    // browser then sends the click to neither button, and the press must not be lost.
    const release = await holdEngine(page);
    await openCheck(page);
    const box = await countryButton(page).boundingBox();
    if (!box) throw new Error('no country button');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    release();
    await engineReady(page);
    await page.mouse.up();
    await expect(page.getByRole('listbox')).toBeVisible();
    await expect(page.getByRole('combobox', { name: /search/i })).toBeFocused();
  });

  test('a number typed and left before the engine shows its reason once the engine is there', async ({
    page,
  }) => {
    const release = await holdEngine(page);
    await openCheck(page);
    await phone(page).focus();
    await page.keyboard.type('20155', { delay: 0 });
    await page.keyboard.press('Tab');
    release();
    await engineReady(page);
    await expect(phone(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(phone(page)).not.toBeFocused();
  });

  test("the number's input keeps its id when the engine takes the first paint's place", async ({ page }) => {
    const release = await holdEngine(page);
    await openCheck(page);
    const id = await phone(page).getAttribute('id');
    expect(id).toBeTruthy();
    release();
    await engineReady(page);
    await expect(phone(page)).toHaveAttribute('id', id ?? '');
    await expect(page.locator(`label[for="${id}"]`)).toHaveCount(1);
  });

  test('the first paint is named and complete for a screen reader: axe finds nothing', async ({ page }) => {
    const release = await holdEngine(page);
    await openCheck(page);
    await expect(page.locator('[data-first-paint]')).toHaveCount(1);
    const { violations } = await new AxeBuilder({ page }).include('[data-first-paint]').analyze();
    expect(violations.map((v) => `${v.id} (${v.nodes.length})`)).toEqual([]);
    await expect(phone(page)).toHaveAccessibleName('Phone number');
    release();
  });

  for (const mode of ['state', 'rhf'] as const) {
    test(`controlled by ${mode === 'state' ? 'useState' : 'react-hook-form'}: keys typed before and after the engine arrives reach the parent as E.164`, async ({
      page,
      browser,
    }) => {
      const keys = example('US').formatNational();
      const typed = async (target: Page, held: boolean) => {
        const release = held ? await holdEngine(target) : undefined;
        await target.goto(harnessUrl(mode));
        if (!held) await engineReady(target);
        await phone(target).focus();
        // Some keys before the engine, the rest after it took over.
        const [before, after] = [keys.slice(0, 5), keys.slice(5)];
        await target.keyboard.type(before, { delay: 0 });
        if (held) await expect(phone(target)).toHaveValue(before);
        release?.();
        await engineReady(target);
        await target.keyboard.type(after, { delay: 0 });
        await expect(target.getByTestId('value')).toHaveText(/^\+\d+$/);
        // Every echo of the parent settled.
        await target.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))),
        );
        return {
          text: await phone(target).inputValue(),
          value: await target.getByTestId('value').textContent(),
        };
      };
      const other = await browser.newPage();
      const expected = await typed(other, false);
      await other.close();
      expect(await typed(page, true)).toEqual(expected);
      expect(expected.value).toBe(example('US').number);
    });
  }
});
