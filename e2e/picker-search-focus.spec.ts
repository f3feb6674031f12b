import { expect, test, type Page } from '@playwright/test';
import { caretOf, countryButton, engineLoaded, harnessUrl, openCheck, phone } from './helpers';

const search = (page: Page) => page.getByRole('combobox', { name: /search/i });
const activeOption = (page: Page) =>
  search(page).evaluate((input) => {
    const id = input.getAttribute('aria-activedescendant');
    return id ? (input.ownerDocument.getElementById(id)?.textContent ?? '') : '';
  });

test.describe('the picker as people know it', () => {
  for (const [query, country] of [
    ['deu', 'Germany'],
    ['gbr', 'United Kingdom'],
    ['Deutschland', 'Germany'],
    ['España', 'Spain'],
    ['日本', 'Japan'],
  ] as const)
    test(`"${query}" finds ${country} first in the English UI`, async ({ page }) => {
      await openCheck(page);
      await countryButton(page).click();
      await search(page).pressSequentially(query);
      await expect.poll(() => activeOption(page)).toMatch(new RegExp(`^${country}`));
    });

  test('after a pick, focus is in the number with the caret at its end, and typing goes on there', async ({
    page,
  }) => {
    await openCheck(page);
    await phone(page).pressSequentially('2079460958');
    await countryButton(page).click();
    await search(page).pressSequentially('gbr');
    await page.keyboard.press('Enter');
    await expect(countryButton(page)).toHaveAttribute('data-country', 'GB');
    await expect(phone(page)).toBeFocused();
    const value = await phone(page).inputValue();
    await expect.poll(() => caretOf(page)).toBe(value.length);
    await page.keyboard.type('1');
    await expect(phone(page)).toHaveValue(/1$/);
  });

  test('a press on the country button moves focus from the number straight into the search, never to the button', async ({
    page,
  }) => {
    await openCheck(page);
    await phone(page).pressSequentially('2015550123');
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { focusSeen: string[] }).focusSeen = seen;
      document.addEventListener('focusin', (event) => {
        const target = event.target as HTMLElement;
        seen.push(target.getAttribute('role') ?? target.tagName.toLowerCase());
      });
    });
    await countryButton(page).click();
    await expect(search(page)).toBeFocused();
    expect(await page.evaluate(() => (window as unknown as { focusSeen: string[] }).focusSeen)).toEqual([
      'combobox',
    ]);
    await expect(phone(page)).toHaveValue('(201) 555-0123');
  });

  test('opening the list adds no form control to the page (Chromium would look through its forms again), and closed it is out of reach', async ({
    page,
  }) => {
    await openCheck(page);
    await engineLoaded(page);
    await page.evaluate(() => {
      const added: string[] = [];
      (window as unknown as { controlsAdded: string[] }).controlsAdded = added;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof Element)
              for (const control of [node, ...node.querySelectorAll('*')])
                if (/^(INPUT|SELECT|TEXTAREA)$/.test(control.tagName)) added.push(control.className);
      }).observe(document.body, { childList: true, subtree: true });
    });
    await countryButton(page).click();
    await expect(search(page)).toBeFocused();
    await expect(page.getByRole('option').first()).toBeVisible();
    await search(page).pressSequentially('fra');
    await page.keyboard.press('Escape');
    await countryButton(page).click();
    await expect(search(page)).toHaveValue('');
    expect(
      await page.evaluate(() => (window as unknown as { controlsAdded: string[] }).controlsAdded),
    ).toEqual([]);
    // Closed: no search field to see or Tab into, and no list at all.
    await page.keyboard.press('Escape');
    await expect(countryButton(page)).toBeFocused();
    await expect(search(page)).toHaveCount(0);
    await expect(page.locator('.tf-country-picker__search')).toBeHidden();
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(page.locator('[role="option"]')).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(phone(page)).toBeFocused();
  });

  test('a click on an option hands focus to the number too; Escape hands it back to the button', async ({
    page,
  }) => {
    await openCheck(page);
    await countryButton(page).click();
    await search(page).fill('france');
    await page.getByRole('option', { name: /^France/ }).click();
    await expect(phone(page)).toBeFocused();
    await countryButton(page).click();
    await page.keyboard.press('Escape');
    await expect(countryButton(page)).toBeFocused();
  });
});

test("the selected row's dial code lines up with the other rows'", async ({ page }) => {
  await openCheck(page);
  await countryButton(page).click();
  const selected = page.locator('[role="option"][aria-selected="true"]').first();
  const other = page.locator('[role="option"][aria-selected="false"]').first();
  const end = (option: typeof selected) =>
    option.locator('.tf-country-picker__dial-code').evaluate((code) => code.getBoundingClientRect().right);
  expect(await end(selected)).toBeCloseTo(await end(other), 0);
});

for (const height of [900, 420]) {
  test(`opening the list shows the selected country in the middle of a list as tall as the screen allows (${height} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height });
    await page.goto(harnessUrl('nothing-pinned'));
    await countryButton(page).click();
    const listbox = page.getByRole('listbox');
    const selected = page.locator('[role="option"][aria-selected="true"]');
    await expect(selected).toBeVisible();
    // Centred: the selected row's middle within a row of the list's middle (a short screen's list too).
    const [list, row] = await Promise.all([listbox.boundingBox(), selected.boundingBox()]);
    if (!list || !row) throw new Error('not laid out');
    expect(Math.abs(row.y + row.height / 2 - (list.y + list.height / 2))).toBeLessThanOrEqual(row.height);
  });
}
